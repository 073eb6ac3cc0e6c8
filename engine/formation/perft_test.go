package formation

import (
	"testing"

	"kaskade/engine/game"
)

// perft counts the move sequences of exactly depth moves from s; a
// sequence that ends the game counts only at its own length.
func perft(s *State, depth int) int64 {
	if depth == 0 {
		return 1
	}
	if s.over {
		return 0
	}
	var buf [256]game.Move
	moves := s.LegalMoves(buf[:0])
	if depth == 1 {
		return int64(len(moves))
	}
	var n int64
	for _, m := range moves {
		c := *s
		c.Apply(m)
		n += perft(&c, depth-1)
	}
	return n
}

// startPerft are the counts from the start on the default board,
// computed by this implementation; depths 1 to 3 are also checked by the
// reference generator.
var startPerft = []int64{1, 32, 1064, 36814, 1249892}

func TestPerft(t *testing.T) {
	s, _ := NewGame("default")
	depth := 4
	if testing.Short() {
		depth = 3
	}
	for d := 1; d <= depth; d++ {
		if got := perft(s, d); got != startPerft[d] {
			t.Errorf("perft %d = %d, want %d", d, got, startPerft[d])
		}
	}
	r := refOf(s)
	refDepth := 3 // the brief asks for 1-2; 3 is still quick
	if testing.Short() {
		refDepth = 2
	}
	for d := 1; d <= refDepth; d++ {
		if got := r.perft(d); got != startPerft[d] {
			t.Errorf("reference perft %d = %d, want %d", d, got, startPerft[d])
		}
	}
}

// Perft on random boards against the reference, two plies deep.
func TestPerftRandomBoards(t *testing.T) {
	for seed := range uint64(20) {
		s := Options{Board: RandomAssembly(seed), Limit: DefaultLimit}.New()
		if got, want := perft(s, 2), refOf(s).perft(2); got != want {
			t.Fatalf("random:%d perft 2 = %d, reference %d", seed, got, want)
		}
	}
}

func BenchmarkPerft4(b *testing.B) {
	s, _ := NewGame("default")
	var n int64
	for b.Loop() {
		n = perft(s, 4)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
}
