package ai_test

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
)

// midgame plays half the cells' worth of moves by the hard level from a
// seeded random opening: a realistic position to search.
func midgame(b *testing.B, z kaskade.Size) game.State {
	rng := rand.New(rand.NewPCG(42, 42))
	hard := level(b, "hard")
	for {
		g := randomPosition(z, 4, rng)
		for i := 0; g != nil && i < z.Cells()/2 && !g.IsOver(); i++ {
			g.Apply(ai.Think(hard, g, uint64(i), nil).Move)
		}
		if g != nil && !g.IsOver() {
			return g
		}
	}
}

func benchExpert(b *testing.B, z kaskade.Size) {
	g := midgame(b, z)
	p := level(b, "expert")
	p.Nodes = 200_000
	var nodes int64
	for i := 0; b.Loop(); i++ {
		nodes += ai.Think(p, g, uint64(i), nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkExpert6x6(b *testing.B) { benchExpert(b, kaskade.Size{Cols: 6, Rows: 6}) }
func BenchmarkExpert8x8(b *testing.B) { benchExpert(b, kaskade.Size{Cols: 8, Rows: 8}) }
