package kaskade

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkSolve3x3 and BenchmarkSolve3x4 time a whole solve from the
// empty board: outcome, length and best move.
func BenchmarkSolve3x3(b *testing.B) { benchSolve(b, Size{3, 3}) }
func BenchmarkSolve3x4(b *testing.B) { benchSolve(b, Size{3, 4}) }

func benchSolve(b *testing.B, z Size) {
	s, _ := New(z)
	var nodes int64
	for b.Loop() {
		res, err := s.Solve(0)
		if err != nil || res.Outcome == Unknown {
			b.Fatal(res, err)
		}
		nodes += res.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "positions")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkSolverPositions measures positions searched per second on
// random mid-game positions of 3x4.
func BenchmarkSolverPositions(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 7))
	var starts []*State
	for range 64 {
		starts = append(starts, randomRunning(Size{3, 4}, 10, rng))
	}
	var nodes int64
	i := 0
	for b.Loop() {
		res, _ := starts[i%len(starts)].Solve(0)
		nodes += res.Nodes
		i++
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
}
