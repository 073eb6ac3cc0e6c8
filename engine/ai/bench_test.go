package ai_test

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

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

// fixedMidgames are mid-game positions written down once (the hard level
// from seeded openings, 6x9 and 8x8), so that a better search cannot move
// the positions it is measured on.
var fixedMidgames = map[string][]string{
	"6x9": {
		"6x9 1b2b2b2w.1w/2b...2w2w/....1w1w/1b...1w1w/..1w.1w1w/1w...1w1w/1b...3w1w/.2b2b2b1w2w/1b2b1b.1b1w b 45 *",
		"6x9 1b2b.1w1w1w/2b...3w2w/2b...1b./1b...1b2w/....1w./....2w2w/....2w2w/2b...1w1w/1b2b1b2b1w1w b 41 *",
		"6x9 1b2b.2w2w1w/2b....2w/.....2w/.....1w/.....2b/....../....../2w...1b./1w1w1b2b2b1b w 28 *",
		"6x9 1b2b1b.2b1w/1b2b1b1b1w2w/.3b..1w2w/1b2w...1w/1w1w..../2w1w...1b/2w...1b2b/2w1w..../1w.1w.2w1w w 44 *",
	},
	"8x8": {
		"8x8 1w2w..1w1w2w1w/.....3w.1w/.....1w3w2w/...1b.1w1b./.....1b2b2b/....1w.3b./....1b1b2b2b/1b2b.1b.2b2b1b b 45 *",
		"8x8 1b2b1b2b1b2w2w1w/2b3b1b2b2w.1w2w/2b1b...1w2w1w/1b1b....1w1w/.1b....1w1w/2b.....1w1w/...1w..1w1w/1w2w2w.2w.2w1w w 56 *",
		"8x8 1b2b2b.1w.1w1w/2b....1w2w2w/2b.....2w1w/......1w./......1b1w/2w1w..1b.1b2b/2w.2w1w1w1b3b1b/1w2w1w1w.1w2b1b w 50 *",
		"8x8 1b2b.2w.2b.1w/.......2w/......../2w......./1w1w....../2w1w....../1w.2b1b..../1w1b2b1b2b2b.1w b 31 *",
	},
}

func fixedPositions(b testing.TB, size string) []game.State {
	var out []game.State
	for _, line := range fixedMidgames[size] {
		g, err := kaskade.ParseGame(line)
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, g)
	}
	return out
}

// BenchmarkExpertFixed searches each fixed position as the Expert does
// now and as it did before issue 19 (expert0), with a budget: of nodes (the
// depth reached is then independent of the machine and its load), or of
// time (depth at 200 ms and 1 s, as a player would reach it on this machine
// now). It reports nodes/s and the mean depth completed.
func BenchmarkExpertFixed(b *testing.B) {
	budgets := []struct {
		name  string
		nodes int64
		time  time.Duration
	}{
		{"200k-nodes", 200_000, 0},
		{"200ms", 0, 200 * time.Millisecond},
		{"1s", 0, time.Second},
	}
	for _, name := range []string{"expert0", "expert"} {
		for _, size := range []string{"6x9", "8x8"} {
			for _, bud := range budgets {
				b.Run(name+"/"+size+"/"+bud.name, func(b *testing.B) { benchFixed(b, name, size, bud.nodes, bud.time) })
			}
		}
	}
}

func benchFixed(b *testing.B, name, size string, budget int64, movetime time.Duration) {
	ps := fixedPositions(b, size)
	p := level(b, name)
	p.Nodes = budget
	var nodes, depth, runs int64
	for i := 0; b.Loop(); i++ {
		for k, g := range ps {
			var stop func() bool
			if movetime > 0 {
				end := time.Now().Add(movetime)
				stop = func() bool { return time.Now().After(end) }
			}
			r := ai.Think(p, g, uint64(i*len(ps)+k), stop)
			nodes += r.Nodes
			depth += int64(r.Depth)
			runs++
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(depth)/float64(runs), "depth")
}

// BenchmarkExpertToDepth counts the nodes Expert needs to complete a fixed
// depth on the fixed positions (no clock, no solver: the counts do not
// depend on the machine), with Expert's settings and with one setting
// changed, to see what a search change saves; "moves" is a checksum of the
// moves played, equal when the change plays the same moves.
func BenchmarkExpertToDepth(b *testing.B) {
	variants := []struct {
		name   string
		change func(*ai.Config)
	}{
		{"expert", func(*ai.Config) {}},
		{"tt-deep", func(c *ai.Config) { c.TTDeep = !c.TTDeep }},
	}
	for _, size := range []string{"6x9", "8x8"} {
		for _, depth := range []int{6, 7} {
			for _, v := range variants {
				b.Run(fmt.Sprintf("%s/%d/%s", size, depth, v.name), func(b *testing.B) {
					p := level(b, "expert")
					p.Timed, p.Nodes, p.Exact, p.Depth = false, 0, false, depth
					v.change(&p.Config)
					var nodes, moves int64
					for b.Loop() {
						nodes, moves = 0, 0
						for k, g := range fixedPositions(b, size) {
							r := ai.Think(p, g, uint64(k), nil)
							nodes += r.Nodes
							moves = moves*131 + int64(r.Move)
						}
					}
					b.ReportMetric(float64(nodes), "nodes")
					b.ReportMetric(float64(moves%1000), "moves")
				})
			}
		}
	}
}
