package cli

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A match of four seats plays, rotates the seats and reports each level
// once, with the wins adding up to the games that had a winner.
func TestMatchTableOfFour(t *testing.T) {
	code, out, errText := runGuarded(t, "match", "-game", "kaleidoskop", "-options", "players=4,length=short,rounds=3",
		"-seats", "easy,random,random,random", "-games", "8", "-seed", "5")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	for _, want := range []string{"8 games", "seats rotated", "easy: 1 seat(s)", "random: 3 seat(s)", "wins by chair: p1"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errText, "match: 8/8 games") {
		t.Errorf("no progress on stderr: %q", errText)
	}
	wins := 0.0
	for _, m := range regexp.MustCompile(`wins ([0-9.]+) of`).FindAllStringSubmatch(out, -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		wins += x
	}
	none := regexp.MustCompile(`no winner: (\d+) games`).FindStringSubmatch(out)
	if none == nil {
		t.Fatalf("no count of games without a winner:\n%s", out)
	}
	n, _ := strconv.Atoi(none[1])
	if got := wins + float64(n); got < 7.99 || got > 8.01 {
		t.Errorf("wins %.2f plus %d games without a winner is not the 8 games:\n%s", wins, n, out)
	}
}

// The seats must match the game's players; a two-player match keeps its
// own output.
func TestMatchTableBadSeats(t *testing.T) {
	for _, args := range [][]string{
		{"match", "-game", "kaleidoskop", "-games", "1"},
		{"match", "-game", "kaleidoskop", "-seats", "easy,easy,easy", "-games", "1"},
		{"match", "-game", "kaleidoskop", "-seats", "easy,easy,wizard,easy", "-games", "1"},
	} {
		code, out, errText := runGuarded(t, args...)
		if code != exitUsage || out != "" || !strings.Contains(errText, "kaskade match:") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want status 2", args, code, out, errText)
		}
	}
	code, out, _ := runGuarded(t, "match", "-size", "3x3", "-games", "2", "-a", "random", "-b", "random")
	if code != exitOK || !strings.Contains(out, "A win rate") || strings.Contains(out, "seats rotated") {
		t.Errorf("two-player match: exit %d, output %q", code, out)
	}
}
