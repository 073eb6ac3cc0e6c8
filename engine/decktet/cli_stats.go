package decktet

import (
	"flag"
	"fmt"
	"io"
	"time"

	"kaskade/engine/game"
)

// StatsCommand is kaskade stats -game decktet: per set of options, the
// share of deals the solver wins and a greedy player wins (the catalogue
// entry's "stats").
var StatsCommand = game.Command{
	Usage:   "-deals N [-first N] [-budget N] [-only OPTIONS] [-v]",
	Help:    []string{"prints, per set of options, the share of deals the solver wins and a greedy player wins."},
	Default: true,
	Flags:   statsFlags,
}

// statsSet is one set of options that stats measures.
type statsSet struct{ name, text string }

// statsSets are the rule sets that make sense: the Ace variant always has
// unlimited passes, so it has no three-pass row.
var statsSets = []statsSet{
	{"standard, 3 passes", "passes=3"},
	{"standard, unlimited", "passes=unlimited"},
	{"standard, Ace variant", "ace"},
	{"extended, 3 passes", "extended,passes=3"},
	{"extended, unlimited", "extended,passes=unlimited"},
	{"extended, Ace variant", "extended,ace"},
}

// statsRun is one run of stats: its flags and where it is.
type statsRun struct {
	env         game.CommandEnv
	first       uint64
	deals       int
	budget      int64
	perDeal     io.Writer // nil: no line per deal
	done, total int64     // deals solved, in all sets
}

func statsFlags(fs *flag.FlagSet) func(game.CommandEnv) (int, error) {
	deals := fs.Int("deals", 1000, "how many deals per set of options")
	first := fs.Uint64("first", 1, "the first deal number")
	budget := fs.Int64("budget", 20_000_000, "most positions the solver searches per deal (0: no bound)")
	verbose := fs.Bool("v", false, "also print each deal's outcome, positions, time and the greedy result to standard error (to find the unknown deals)")
	only := fs.String("only", "", "measure only the set with this option text: passes=3, passes=unlimited, ace, extended,passes=3, extended,passes=unlimited or extended,ace")
	return func(env game.CommandEnv) (int, error) {
		if *deals < 1 {
			return 0, fmt.Errorf("-deals %d: want at least 1", *deals)
		}
		if err := checkBudget(*budget); err != nil {
			return 0, err
		}
		var sets []statsSet
		for _, set := range statsSets {
			if *only == "" || set.text == *only {
				sets = append(sets, set)
			}
		}
		if len(sets) == 0 {
			return 0, fmt.Errorf("-only %q: no such set of options", *only)
		}
		r := statsRun{env: env, first: *first, deals: *deals, budget: *budget, total: int64(len(sets) * *deals)}
		if *verbose {
			r.perDeal = env.Stderr
		}
		env.Report("deals", 0, r.total)
		fmt.Fprintf(env.Stdout, "| options | deals | winnable (solver) | unknown | greedy wins | solver mean / max time | mean / max positions | time |\n")
		fmt.Fprintf(env.Stdout, "|---|---|---|---|---|---|---|---|\n")
		for _, set := range sets {
			if err := r.row(set); err != nil {
				return 0, err
			}
		}
		return 0, nil
	}
}

// row solves and plays the deals of one set and prints its row; with
// perDeal not nil also a line per deal there.
func (r *statsRun) row(set statsSet) error {
	o, err := ParseOptions(set.text)
	if err != nil {
		return err
	}
	var won, unknown, greedy int
	var nodes, maxNodes int64
	var solveTime, maxTime time.Duration
	start := r.env.Elapsed()
	for i := 0; i < r.deals; i++ {
		o.Deal = r.first + uint64(i)
		s, err := New(o)
		if err != nil {
			return err
		}
		t0 := r.env.Elapsed()
		sol := Solve(s, r.budget)
		d := r.env.Elapsed() - t0
		solveTime += d
		maxTime = max(maxTime, d)
		nodes += sol.Nodes
		maxNodes = max(maxNodes, sol.Nodes)
		switch sol.Outcome {
		case Won:
			won++
		case Unknown:
			unknown++
		}
		_, greedyWon := Greedy(s)
		if greedyWon {
			greedy++
		}
		if r.perDeal != nil {
			fmt.Fprintf(r.perDeal, "deal %d %s: %s, %d positions, %v; greedy %s\n",
				o.Deal, set.text, sol.Outcome, sol.Nodes, d.Round(time.Millisecond), map[bool]string{true: "won", false: "lost"}[greedyWon])
		}
		r.done++
		r.env.Report("deals ("+set.name+")", r.done, r.total)
	}
	pct := func(n int) string { return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(r.deals)) }
	fmt.Fprintf(r.env.Stdout, "| %s | %d (%d–%d) | %s | %d | %s | %v / %v | %d / %d | %v |\n",
		set.name, r.deals, r.first, r.first+uint64(r.deals)-1, pct(won), unknown, pct(greedy),
		(solveTime / time.Duration(r.deals)).Round(time.Microsecond), maxTime.Round(time.Millisecond),
		nodes/int64(r.deals), maxNodes, (r.env.Elapsed() - start).Round(time.Second))
	return nil
}
