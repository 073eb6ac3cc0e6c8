package kaskade

import (
	"math/rand/v2"
	"testing"
)

// The solver's board follows the rules of State move for move: random
// games on every board the solver takes, compared after each move.
func TestSolverBoardPlaysByTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 18))
	games := 300
	if testing.Short() {
		games = 30
	}
	for _, z := range []Size{{3, 3}, {3, 4}, {4, 3}, {4, 4}, {3, 5}, {5, 5}, {4, 6}, {4, 8}} {
		g := newSgeo(z)
		for range games {
			s, _ := New(z)
			b := sboardOf(s)
			for !s.Over() {
				moves := s.LegalMoves(nil)
				if got, want := b.legal(g), setOf(moves); got != want {
					t.Fatalf("%s: legal moves %b, want %b", s, got, want)
				}
				m := moves[rng.IntN(len(moves))]
				won := b.play(g, int(m))
				s.Place(m)
				if won != s.Over() {
					t.Fatalf("%s after %s: the solver's board says won=%v", s, z.FormatCell(m), won)
				}
				if !won && b != sboardOf(s) {
					t.Fatalf("%s after %s: the solver's board differs", s, z.FormatCell(m))
				}
			}
		}
	}
}

func setOf(cells []Cell) uint32 {
	var m uint32
	for _, c := range cells {
		m |= 1 << c
	}
	return m
}
