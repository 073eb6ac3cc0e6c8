package cli

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"kaskade/engine/games"
	"kaskade/engine/match"
)

const kalOptions = "players=4,length=normal,deal=7"

// randomKaleidoskop plays n random moves of seats through a match.
func randomKaleidoskop(t *testing.T, options string, n int, seed uint64) *match.Match {
	t.Helper()
	g, err := games.Lookup("kaleidoskop")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g, options)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for range n {
		s := m.State()
		if s.IsOver() {
			break
		}
		legal := s.LegalMoves(nil)
		if err := m.PlayMove(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// Replaying a match's record turns on the command line prints the match's
// position: the chance steps are drawn as the match drew them.
func TestReplayKaleidoskopTurns(t *testing.T) {
	for seed := range uint64(4) {
		m := randomKaleidoskop(t, kalOptions, 40+int(seed)*30, seed)
		turns := match.Turns(m.Moves())
		if len(turns) < 5 {
			t.Fatalf("only %d turns", len(turns))
		}
		code, out, errs := run(append([]string{"replay", "-game", "kaleidoskop", "-options", kalOptions}, turns...)...)
		if code != 0 || out != m.State().String()+"\n" {
			t.Fatalf("exit %d %s\nreplay printed %q\nthe match is at %q", code, errs, out, m.State())
		}
		// ';' joins a turn's moves as well as '+'.
		semi := make([]string, len(turns))
		for i, turn := range turns {
			semi[i] = strings.ReplaceAll(turn, "+", "; ")
		}
		_, out2, _ := run(append([]string{"replay", "-game", "kaleidoskop", "-options", kalOptions}, semi...)...)
		if out2 != out {
			t.Fatalf("turns joined by ';' printed %q, want %q", out2, out)
		}
	}
}

func TestReplayKaleidoskopEach(t *testing.T) {
	m := randomKaleidoskop(t, kalOptions, 12, 9)
	turns := match.Turns(m.Moves())
	_, out, _ := run(append([]string{"replay", "-each", "-game", "kaleidoskop", "-options", kalOptions}, turns...)...)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(turns) || lines[len(lines)-1] != m.State().String() {
		t.Fatalf("-each printed %d lines for %d turns, the last %q", len(lines), len(turns), lines[len(lines)-1])
	}
	// The referee's view: every hand is printed.
	for p := 1; p <= 4; p++ {
		if !strings.Contains(out, "p"+string(rune('0'+p))+".hand=B") {
			t.Fatalf("seat p%d's hand is not printed: %s", p, lines[0])
		}
	}
}

// A bad turn exits with status 2 and names the turn and why; the turns
// before it were legal.
func TestReplayKaleidoskopBadTurn(t *testing.T) {
	m := randomKaleidoskop(t, kalOptions, 20, 3)
	turns := match.Turns(m.Moves())
	for _, tc := range []struct{ turn, want string }{
		{"end+end", "end: "}, // a turn's second end is never legal
		{"place Q @ 0,0|1,0|1,-1", "colour \"Q\""},
		{"jump", "move \"jump\""},
		{"deal B01", "(deal B01): "},
	} {
		args := append([]string{"replay", "-game", "kaleidoskop", "-options", kalOptions}, turns...)
		code, out, errs := run(append(args, tc.turn)...)
		want := "turn " + strconv.Itoa(len(turns)+1) + " (" + tc.turn + ")"
		if code != 2 || out != "" || !strings.Contains(errs, want) || !strings.Contains(errs, tc.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2 and %q, %q", tc.turn, code, out, errs, want, tc.want)
		}
	}
	code, _, errs := run("replay", "-game", "kaleidoskop", "-options", "players=7")
	if code != 2 || !strings.Contains(errs, "players") {
		t.Errorf("players=7: exit %d, %q", code, errs)
	}
}

// -deal N puts the deal in the default options' own place, so that it
// deals as the canonical option text does.
func TestReplayKaleidoskopDeal(t *testing.T) {
	m := randomKaleidoskop(t, kalOptions, 10, 5)
	turns := match.Turns(m.Moves())
	code, out, errs := run(append([]string{"replay", "-game", "kaleidoskop", "-deal", "7"}, turns...)...)
	if code != 0 || out != m.State().String()+"\n" {
		t.Fatalf("-deal 7: exit %d %s, %q, want %q", code, errs, out, m.State())
	}
	code, _, errs = run("replay", "-game", "kaleidoskop", "-options", "players=5,deal=8", "-deal", "7")
	if code != 2 || !strings.Contains(errs, "disagree") {
		t.Fatalf("-deal 7 with deal=8: exit %d, %q", code, errs)
	}
}

// replay -record of a Kaleidoskop save prints the match's position, and
// -each the positions the match rests at (none where a chance step is
// due): the position dealt, then one a move, the deals drawn again from
// the options.
func TestReplayKaleidoskopRecord(t *testing.T) {
	m := randomKaleidoskop(t, kalOptions, 60, 8)
	path := writeFile(t, "kal.txt", string(match.Encode(m)))
	code, out, errs := run("replay", "-record", path)
	if code != 0 || out != m.State().String()+"\n" {
		t.Fatalf("exit %d %s: %q, want %q", code, errs, out, m.State())
	}
	code, out, _ = run("replay", "-each", "-record", path)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	start := randomKaleidoskop(t, kalOptions, 0, 8)
	if code != 0 || len(lines) != m.Played()+1 || lines[0] != start.State().String() || lines[len(lines)-1] != m.State().String() {
		t.Fatalf("-each: exit %d, %d lines for %d moves, the first %q", code, len(lines), m.Played(), lines[0])
	}
}

// The same options deal the same game however they are spelled: in another
// order, with defaults left out or written, with rounds=40 (the usual
// limit). The match's chance steps come from the options' meaning, not
// their text (issue 28, item 3).
func TestReplayKaleidoskopDealsByMeaning(t *testing.T) {
	spellings := []string{
		"players=4,length=normal,deal=7",
		"players=4,deal=7",
		"deal=7,players=4",
		"deal=7,players=4,rounds=40",
		" length=normal , deal=7",
	}
	var want string
	for _, sp := range spellings {
		code, out, errs := run("replay", "-game", "kaleidoskop", "-options", sp)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", sp, code, errs)
		}
		if want == "" {
			want = out
		} else if out != want {
			t.Errorf("%q deals\n%s\nbut %q deals\n%s", sp, out, spellings[0], want)
		}
	}
	// A record deals by its options' meaning too, whatever its spelling.
	m := randomKaleidoskop(t, "deal=7,players=4,rounds=40", 60, 3)
	code, out, errs := run(append([]string{"replay", "-game", "kaleidoskop", "-options", kalOptions}, match.Turns(m.Moves())...)...)
	if code != 0 || out != m.State().String()+"\n" {
		t.Fatalf("exit %d %s\nreplay of the canonical spelling printed %q\nthe match is at %q", code, errs, out, m.State())
	}
}
