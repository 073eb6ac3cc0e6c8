package formation

import (
	"math/rand/v2"
	"slices"
	"testing"

	"kaskade/engine/game"
)

// TestNoisyMovesAreTheWinningMoves compares NoisyMoves (and the count the
// evaluation uses) with a brute force
// over the legal moves, in games steered towards formations so that wins
// in one come up.
func TestNoisyMovesAreTheWinningMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	wins := 0
	for g := range 200 {
		s, _ := NewGame([]string{"default", "random:11"}[g%2])
		for !s.IsOver() {
			var want []game.Move
			for _, m := range s.LegalMoves(nil) {
				c := *s
				c.Apply(m)
				if c.Winner() == s.ToMove() {
					want = append(want, m)
				}
			}
			got := s.NoisyMoves(nil)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: NoisyMoves %v, winning moves %v", s, got, want)
			}
			if n := s.winningMoves(s.ToMove()); n != len(want) {
				t.Fatalf("%s: winningMoves %d, winning moves %v", s, n, want)
			}
			wins += len(want)
			moves := s.LegalMoves(nil)
			m := moves[rng.IntN(len(moves))]
			if rng.IntN(3) > 0 {
				m = slices.MaxFunc(moves, func(a, b game.Move) int { return s.OrderScore(a) - s.OrderScore(b) })
			}
			s.Apply(m)
		}
	}
	if wins < 50 {
		t.Errorf("only %d winning moves seen: the test does not reach formations", wins)
	}
}
