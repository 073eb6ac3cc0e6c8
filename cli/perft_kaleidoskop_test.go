package cli

import (
	"fmt"
	"strings"
	"testing"

	"kaskade/engine/games"
	"kaskade/engine/match"
)

// perft -game kaleidoskop counts the seats' moves from a match's start,
// the chance steps played as the match plays them: depth 2 is the sum,
// over the first moves, of the moves a fresh match offers after each.
func TestPerftKaleidoskopPlaysChanceAsTheMatch(t *testing.T) {
	g, err := games.Lookup("kaleidoskop")
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range []string{"players=3,deal=2", "players=4,length=normal,deal=7", "players=6,deal=3"} {
		start, err := match.New(g, opts)
		if err != nil {
			t.Fatal(err)
		}
		first := start.State().LegalMoves(nil)
		var two int64
		for _, mv := range first {
			m, _ := match.New(g, opts)
			if err := m.PlayMove(mv); err != nil {
				t.Fatal(err)
			}
			two += int64(len(m.State().LegalMoves(nil)))
		}
		want := fmt.Sprintf("perft 1 %d\nperft 2 %d\n", len(first), two)
		code, out, errs := run("perft", "-game", "kaleidoskop", "-options", opts, "-depth", "2")
		if code != 0 || out != want || len(first) == 0 || two < int64(len(first)) {
			t.Errorf("%s: exit %d %s, %q, want %q", opts, code, errs, out, want)
		}
	}
}

// Counting plays and takes back moves on the match: it leaves the match
// where it was.
func TestPerftMatchLeavesTheMatch(t *testing.T) {
	g, _ := games.Lookup("kaleidoskop")
	m, err := match.New(g, "players=5,deal=11")
	if err != nil {
		t.Fatal(err)
	}
	before, cursor := m.State().String(), m.Cursor()
	if n := perftMatch(m, 3); n <= 0 {
		t.Fatalf("perft 3 = %d", n)
	}
	if m.State().String() != before || m.Cursor() != cursor {
		t.Fatalf("perft moved the match: cursor %d, was %d", m.Cursor(), cursor)
	}
}

func TestPerftKaleidoskopRefusesAPosition(t *testing.T) {
	m := randomKaleidoskop(t, kalOptions, 5, 1)
	code, _, errs := run("perft", "-game", "kaleidoskop", "-position", m.State().String(), "-depth", "1")
	if code != 2 || !strings.Contains(errs, "chance steps") {
		t.Fatalf("exit %d, %q", code, errs)
	}
}
