package kaleidoskop

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
)

// BenchmarkPlayout plays random games (chance by its outcomes) from the
// start to their end with four players and reports moves per second.
func BenchmarkPlayout(b *testing.B) {
	start, _ := New(DefaultOptions)
	rng := rand.New(rand.NewPCG(1, 1))
	var buf []game.Move
	moves := 0
	for b.Loop() {
		s := *start
		for !s.IsOver() {
			buf = s.LegalMoves(buf[:0])
			s.Apply(buf[rng.IntN(len(buf))])
			moves++
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}
