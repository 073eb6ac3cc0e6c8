package cascades

import (
	"math/rand/v2"
	"slices"
	"testing"

	"kaskade/engine/game"
)

// The noisy moves are the second drop of a turn: every legal drop in the
// middle of a turn, none at a turn's start, in the first turn or at the end.
func TestNoisyMovesAreTheSecondDrop(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	mid, start := 0, 0
	for range 200 {
		s := randomGame(rng, "6x5", rng.IntN(40))
		noisy := s.NoisyMoves(nil)
		var want []game.Move
		if s.Drops() == 1 && !s.Over() {
			mid++
			want = slices.DeleteFunc(s.LegalMoves(nil), func(m game.Move) bool { return m == End })
		} else {
			start++
		}
		if !slices.Equal(noisy, want) {
			t.Fatalf("%s: noisy %v, want %v", s, noisy, want)
		}
	}
	first, _ := NewGame("8x8")
	if n := first.NoisyMoves(nil); len(n) != 0 {
		t.Fatalf("first turn: noisy %v", n)
	}
	if mid == 0 || start == 0 {
		t.Fatalf("%d positions in the middle of a turn, %d at a start: want both", mid, start)
	}
}
