package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// lastLines are the last n lines of out.
func lastLines(out string, n int) []string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	return lines[max(len(lines)-n, 0):]
}

// match -records DIR writes every game as a record that replay -record
// reads back to the game's end, and with the result the match counted; a
// game without chance is the same game with or without -records (issue
// 28, item 5).
func TestMatchRecordsReplay(t *testing.T) {
	dir := t.TempDir()
	args := []string{"match", "-a", "easy", "-b", "medium", "-size", "4x4", "-games", "4", "-parallel", "1"}
	code, plain, errs := run(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, out, errs := run(append(args, "-records", dir)...)
	if code != 0 {
		t.Fatalf("-records: exit %d: %s", code, errs)
	}
	counts := regexp.MustCompile(`A wins .*`)
	if counts.FindString(out) != counts.FindString(plain) {
		t.Fatalf("-records changed the games: %q, without %q", counts.FindString(out), counts.FindString(plain))
	}
	for i := 1; i <= 4; i++ {
		code, line, errs := run("replay", "-record", filepath.Join(dir, "game-000"+string(rune('0'+i))+".txt"))
		if code != 0 || !(strings.HasSuffix(strings.TrimSpace(line), " 1-0") || strings.HasSuffix(strings.TrimSpace(line), " 0-1")) {
			t.Fatalf("game %d: exit %d %s, replay printed %q, want a finished game", i, code, errs, line)
		}
	}
}

// A Kaleidoskop match's records replay too, the chance steps drawn as the
// match drew them, and replay prints the places after the position.
func TestMatchRecordsKaleidoskop(t *testing.T) {
	dir := t.TempDir()
	code, _, errs := run("match", "-game", "kaleidoskop", "-options", "players=3,length=short,deal=5", "-seats", "random,greedy,random", "-games", "3", "-open", "1", "-parallel", "1", "-records", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	names, err := os.ReadDir(dir)
	if err != nil || len(names) != 3 {
		t.Fatalf("%d records (%v), want 3", len(names), err)
	}
	places := regexp.MustCompile(`^result 1st p[1-3] \d+, (1st|2nd) p[1-3] \d+, (1st|2nd|3rd) p[1-3] \d+$`)
	for _, n := range names {
		code, out, errs := run("replay", "-record", filepath.Join(dir, n.Name()))
		last := lastLines(out, 2)
		if code != 0 || len(last) != 2 || !strings.Contains(last[0], "phase=over") || !places.MatchString(last[1]) {
			t.Fatalf("%s: exit %d %s, replay ends %q", n.Name(), code, errs, last)
		}
	}
}

// A game of three or more still going prints its line alone, as before.
func TestReplayPrintsNoResultWhilePlaying(t *testing.T) {
	for _, args := range [][]string{
		{"replay", "-game", "kaleidoskop", "-options", "players=3,deal=2"},
		{"replay", "-game", "kaskade", "-options", "3x3,players=3", "a1"},
	} {
		code, out, errs := run(args...)
		if code != 0 || strings.Count(out, "\n") != 1 || strings.Contains(out, "result") {
			t.Errorf("%v: exit %d %s, printed %q", args, code, errs, out)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 21: "21st", 102: "102nd"} {
		if got := ordinal(n); got != want {
			t.Errorf("ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}
