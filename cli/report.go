package cli

import (
	"fmt"
	"io"
	"math"
	"time"

	"kaskade/engine/ai"
)

// report prints the match figures: wins, losses, A's win rate with its
// 95% Wilson interval (draws count as half a win).
func report(w io.Writer, m matchSpec, rs []gameResult, took time.Duration) {
	var aWins, bWins, draws, aWhiteWins, whiteGames, moves int
	for _, r := range rs {
		switch {
		case r.score > 0:
			aWins++
		case r.score < 0:
			bWins++
		default:
			draws++
		}
		if r.aWhite {
			whiteGames++
			if r.score > 0 {
				aWhiteWins++
			}
		}
		moves += r.moves
	}
	n := len(rs)
	rate := (float64(aWins) + float64(draws)/2) / float64(n)
	lo, hi := wilson(rate, n, 1.96)
	fmt.Fprintf(w, "match %s (A) vs %s (B) on %s: %d games, %s, seed %d, %d random opening moves\n",
		m.a.Name, m.b.Name, m.options, n, budget(m.a, m.b), m.seed, m.open)
	fmt.Fprintf(w, "A wins %d (as %s %d/%d, as %s %d/%d), B wins %d, draws %d\n",
		aWins, m.seat(true), aWhiteWins, whiteGames, m.seat(false), aWins-aWhiteWins, n-whiteGames, bWins, draws)
	fmt.Fprintf(w, "A win rate %.1f%%, 95%% CI %.1f%%-%.1f%% (Wilson)\n", 100*rate, 100*lo, 100*hi)
	fmt.Fprintf(w, "%.1f moves per game, %v\n", float64(moves)/float64(n), took.Round(time.Second))
}

// budget describes the players' limits.
func budget(ps ...*ai.Player) string {
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += ", "
		}
		switch {
		case isRemote(p.Name):
			s += p.Name + " its own clock"
		case p.Timed:
			s += fmt.Sprintf("%s %v/move", p.Name, p.MoveTime)
		case p.Nodes > 0:
			s += fmt.Sprintf("%s %d nodes/move", p.Name, p.Nodes)
		default:
			s += fmt.Sprintf("%s by depth", p.Name)
		}
	}
	return s
}

// wilson is the Wilson score interval of a proportion p over n trials at
// z standard deviations.
func wilson(p float64, n int, z float64) (lo, hi float64) {
	nf := float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(0, c-h), min(1, c+h)
}
