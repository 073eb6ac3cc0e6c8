package kaskade

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
)

// Each rule of the Brilliant.org write-up's evaluation on its own, on a
// 4x4 board (capacities: corners 2, edges 3, inside 4), White's view.
func TestBrilliantRules(t *testing.T) {
	cases := []struct {
		rule, pos string
		want      int
	}{
		{"a ball inside counts one", "4x4 ..../.1w../..../...1b w 2 *", 1},
		{"two balls inside count two", "4x4 ..../.2w../..../..1b1b w 4 *", 2},
		{"a safe edge +2", "4x4 .1w../..../..../...1b w 2 *", 1 + 2},
		{"a safe full edge +2 +2", "4x4 .2w../..../..../..1b1b w 4 *", 2 + 2 + 2},
		{"a safe full corner +3 +2", "4x4 1w.../..../..../...1b w 2 *", 1 + 3 + 2},
		{"a full enemy edge next to a corner -(5-2), no bonus", "4x4 1w2b../..../..1b./.... w 4 *", 1 - 3},
		{"two full enemy edges next to an inside cell -2(5-4)", "4x4 .2b../2b1w../..../...1b w 6 *", 1 - 2},
		{"a chain of two full cells +2x2", "4x4 1w2w../..../..../...1b w 4 *", 3 + (3 + 2) + (2 + 2) + 4},
		{"a chain of three full cells +2x3", "4x4 1w2w../2w.../..../...1b w 6 *", 5 + (3 + 2) + 2*(2+2) + 6},
	}
	for _, c := range cases {
		s, err := Parse(c.pos)
		if err != nil {
			t.Fatalf("%s: %v", c.rule, err)
		}
		if got := s.Classic(White); got != c.want {
			t.Errorf("%s: %q scores %d for white, want %d", c.rule, c.pos, got, c.want)
		}
	}
}

// The enemy's view of a vulnerable pair: Black's full edge b1 is next to
// White's full corner a1, so it loses 5-3; c3 is a lone inside ball.
func TestBrilliantIsOneSided(t *testing.T) {
	s, err := Parse("4x4 1w2b../..../..1b./.... w 4 *")
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Classic(Black); got != 3-2 {
		t.Fatalf("black scores %d, want 1", got)
	}
}

// "brilliant" and "classic" name the same evaluation, from the asked
// side's view.
func TestBrilliantHeuristicByName(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 6))
	g, _ := NewGame(Size{Cols: 6, Rows: 9})
	br, cl := g.Heuristic("brilliant"), g.Heuristic("classic")
	if br == nil || cl == nil {
		t.Fatal("brilliant or classic heuristic missing")
	}
	for i := 0; i < 80 && !g.IsOver(); i++ {
		for p := range game.Player(2) {
			want := g.st.Classic(SideOf(p))
			if br(g, p) != want || cl(g, p) != want {
				t.Fatalf("move %d, seat %d: brilliant %d, classic %d, want %d", i, p, br(g, p), cl(g, p), want)
			}
		}
		moves := g.LegalMoves(nil)
		g.Apply(moves[rng.IntN(len(moves))])
	}
}
