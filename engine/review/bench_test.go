package review

import (
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
)

// BenchmarkReview reviews one game of each two-player game, Easy against
// Expert (at a node budget), at the default budgets: the time a player
// waits for a review. The games are played once, outside the timer.
func BenchmarkReview(b *testing.B) {
	for _, c := range []struct{ name, options string }{
		{"kaskade", "5x5"}, {"kaskade", "4x4"}, {"formation", ""}, {"cascades", "8x8"},
	} {
		start, moves := benchGame(b, c.name, c.options)
		b.Run(c.name+"/"+c.options, func(b *testing.B) {
			for b.Loop() {
				r, err := New(start, moves, Options{Seat: 0, Exact: benchExact})
				if err != nil {
					b.Fatal(err)
				}
				for !r.Step(1 << 14) {
				}
			}
			b.ReportMetric(float64(len(moves)), "plies")
		})
	}
}

func benchGame(b *testing.B, name, options string) (game.State, []game.Move) {
	g, err := games.Lookup(name)
	if err != nil {
		b.Fatal(err)
	}
	if options == "" {
		options = g.DefaultOptions
	}
	start, err := g.New(options)
	if err != nil {
		b.Fatal(err)
	}
	return start, playGame(start, "easy", 1)
}

var benchExact int64 = 0 // the default; -1 measures the search alone
