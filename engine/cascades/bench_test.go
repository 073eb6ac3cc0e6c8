package cascades

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
)

// benchPlayouts plays random games from the start to their end and reports
// moves (drops and ends) per second.
func benchPlayouts(b *testing.B, options string) {
	start, _ := NewGame(options)
	rng := rand.New(rand.NewPCG(1, 1))
	var buf [MaxCells + 1]game.Move
	moves, games := 0, 0
	for b.Loop() {
		s := *start
		for !s.Over() {
			ms := s.LegalMoves(buf[:0])
			s.Apply(ms[rng.IntN(len(ms))])
			moves++
		}
		games++
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "playouts/s")
}

func BenchmarkPlayout8x8(b *testing.B)     { benchPlayouts(b, "8x8") }
func BenchmarkPlayout10x10(b *testing.B)   { benchPlayouts(b, "10x10") }
func BenchmarkPlayout8x8Free(b *testing.B) { benchPlayouts(b, "8x8,free") }

// BenchmarkEvaluate measures the static evaluation of a middle-game position.
func BenchmarkEvaluate(b *testing.B) {
	s := randomGame(rand.New(rand.NewPCG(2, 2)), "8x8", 30)
	for b.Loop() {
		s.Evaluate(0)
	}
}
