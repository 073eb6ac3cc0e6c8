package match

import (
	"math/rand/v2"
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
)

// TestEveryGameOfTheCatalogue plays random games of every game through the
// match, with undo and redo, and checks the positions against the
// catalogue's own Replay and the save against Decode: the match layer
// serves each game without knowing it.
func TestEveryGameOfTheCatalogue(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(11, 12))
			for range 20 {
				m, err := New(g, "")
				if err != nil {
					t.Fatal(err)
				}
				playRandomly(t, m, rng, 150)
				checkAgainstReplay(t, m)
			}
		})
	}
}

// playRandomly makes up to n random steps: moves, undos and redos.
func playRandomly(t *testing.T, m *Match, rng *rand.Rand, n int) {
	var buf []game.Move
	for range n {
		s := m.State()
		switch r := rng.IntN(10); {
		case r == 0:
			m.Undo()
		case r == 1:
			m.Redo()
		case !s.IsOver():
			buf = s.LegalMoves(buf[:0])
			if len(buf) == 0 {
				return
			}
			if err := m.PlayMove(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatalf("%s: %v", s, err)
			}
		}
	}
}

// checkAgainstReplay compares every position of the history with the
// catalogue's Replay, and the match with its save decoded.
func checkAgainstReplay(t *testing.T, m *Match) {
	t.Helper()
	moves := Texts(m.AllMoves())
	for _, mv := range moves {
		if strings.Contains(mv, "+") {
			t.Fatalf("move %q: a '+' in a move would split it in a record, where '+' joins the moves of a turn", mv)
		}
	}
	for n := 0; n <= len(moves); n++ {
		want, err := m.Game().Replay(m.Options(), moves[:n], nil)
		got, _ := m.StateAt(n)
		if err != nil || got.String() != want.String() {
			t.Fatalf("after %d moves %v: %s, Replay gives %s (%v)", n, moves[:n], got, want, err)
		}
	}
	back, err := Decode(Encode(m), games.Lookup)
	if err != nil || !same(m, back) {
		t.Fatalf("%s does not decode to the same match: %v", Encode(m), err)
	}
}
