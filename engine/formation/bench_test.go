package formation

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
)

// BenchmarkPlayout plays random games from the start to their end (most
// reach the move limit) and reports moves per second.
func BenchmarkPlayout(b *testing.B) {
	start, _ := NewGame("default")
	rng := rand.New(rand.NewPCG(1, 1))
	var buf [256]game.Move
	moves := 0
	for b.Loop() {
		s := *start
		for !s.over {
			ms := s.LegalMoves(buf[:0])
			s.Apply(ms[rng.IntN(len(ms))])
			moves++
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkEvaluate measures the static evaluation of a middle-game position.
func BenchmarkEvaluate(b *testing.B) {
	s := randomGame(rand.New(rand.NewPCG(2, 2)), "default", 40)
	for b.Loop() {
		s.Evaluate(0)
	}
}
