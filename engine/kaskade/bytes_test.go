package kaskade

import (
	"math/rand/v2"
	"testing"
)

// The eight-at-a-time counts agree with counting cell by cell.
func TestBytewiseCounts(t *testing.T) {
	for _, z := range []Size{{3, 3}, {3, 5}, {6, 9}, {7, 9}, {8, 8}} {
		r := rand.New(rand.NewPCG(uint64(z.Cols), 9))
		for range 30 {
			s, _ := New(z)
			for !s.Over() {
				var full uint64
				balls := [3]int{}
				for c := range Cell(z.Cells()) {
					n, o := s.At(c)
					balls[o] += n
					if n+1 == z.Capacity(c) {
						full |= 1 << uint(c)
					}
				}
				if got := s.fullWord(); got != full {
					t.Fatalf("%v: full cells %b, want %b", z, got, full)
				}
				for _, p := range []Player{White, Black} {
					if got := s.Balls(p); got != balls[p] {
						t.Fatalf("%v: %v has %d balls, counted %d", z, p, got, balls[p])
					}
				}
				legal := s.LegalMoves(nil)
				s.Place(legal[r.IntN(len(legal))])
			}
		}
	}
}
