package kaskade

import (
	"math/rand/v2"
	"testing"
)

// benchPlayouts plays random games, legal-move generation and resolution
// included, and reports moves per second.
func benchPlayouts(b *testing.B, z Size) {
	rng := rand.New(rand.NewPCG(1, 1))
	start, _ := New(z)
	buf := make([]Cell, 0, MaxCells)
	moves := 0
	b.ResetTimer()
	for i := 0; i < b.N; {
		s := *start
		for !s.Over() && i < b.N {
			buf = s.LegalMoves(buf[:0])
			s.Place(buf[rng.IntN(len(buf))])
			moves++
			i++
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkPlayout6x6(b *testing.B)   { benchPlayouts(b, Size{6, 6}) }
func BenchmarkPlayout8x8(b *testing.B)   { benchPlayouts(b, Size{8, 8}) }
func BenchmarkPlayout20x20(b *testing.B) { benchPlayouts(b, Size{20, 20}) }

// BenchmarkSaturatedCascade20x20 is the worst case: one move on a saturated
// 20x20 board sweeps the whole board until Black is gone.
func BenchmarkSaturatedCascade20x20(b *testing.B) {
	z := Size{20, 20}
	start := saturated(&testing.T{}, z, "t20")
	c := z.CellAt(0, 0)
	waves := 0
	for i := 0; i < b.N; i++ {
		s := *start
		waves = s.Place(c)
	}
	b.ReportMetric(float64(waves), "waves")
}

// BenchmarkSaturatedCascade20x20Recorded is the same with every wave
// recorded for the screen.
func BenchmarkSaturatedCascade20x20Recorded(b *testing.B) {
	z := Size{20, 20}
	start := saturated(&testing.T{}, z, "t20")
	c := z.CellAt(0, 0)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s := *start
		if _, err := s.Play(c); err != nil {
			b.Fatal(err)
		}
	}
}
