package cli

import (
	"fmt"
	"io"
	"time"

	"kaskade/engine/decktet"
)

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

// runStats: kaskade stats -game decktet -deals N [-first N] [-budget N] [-set NAME]
func runStats(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("stats", stderr,
		"usage: kaskade stats -game decktet -deals N [-first N] [-budget N] [-only OPTIONS] [-v]",
		"Prints, per set of options, the share of deals the solver wins and a greedy player wins.",
	)
	name := fs.String("game", "decktet", "the game (only decktet)")
	deals := fs.Int("deals", 1000, "how many deals per set of options")
	first := fs.Uint64("first", 1, "the first deal number")
	budget := fs.Int64("budget", 20_000_000, "most positions the solver searches per deal (0: no bound)")
	verbose := fs.Bool("v", false, "also print each deal's outcome, positions, time and the greedy result to standard error (to find the unknown deals)")
	only := fs.String("only", "", "measure only the set with this option text: passes=3, passes=unlimited, ace, extended,passes=3, extended,passes=unlimited or extended,ace")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("stats", stderr)
	switch {
	case *name != "decktet":
		return fail(fmt.Errorf("no statistics for game %q (stats knows decktet)", *name))
	case *deals < 1:
		return fail(fmt.Errorf("-deals %d: want at least 1", *deals))
	case fs.NArg() > 0:
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	fmt.Fprintf(stdout, "| options | deals | winnable (solver) | unknown | greedy wins | solver mean / max time | mean / max positions | time |\n")
	fmt.Fprintf(stdout, "|---|---|---|---|---|---|---|---|\n")
	found := false
	for _, set := range statsSets {
		if *only != "" && set.text != *only {
			continue
		}
		found = true
		var perDeal io.Writer
		if *verbose {
			perDeal = stderr
		}
		if err := statsRow(stdout, perDeal, set, *first, *deals, *budget); err != nil {
			return fail(err)
		}
	}
	if !found {
		return fail(fmt.Errorf("-only %q: no such set of options", *only))
	}
	return exitOK
}

// statsRow solves and plays the deals of one set and prints its row; with
// perDeal not nil also a line per deal there.
func statsRow(w, perDeal io.Writer, set statsSet, first uint64, deals int, budget int64) error {
	o, err := decktet.ParseOptions(set.text)
	if err != nil {
		return err
	}
	var won, unknown, greedy int
	var nodes, maxNodes int64
	var solveTime, maxTime time.Duration
	start := time.Now()
	for i := 0; i < deals; i++ {
		o.Deal = first + uint64(i)
		s, err := decktet.New(o)
		if err != nil {
			return err
		}
		t0 := time.Now()
		sol := decktet.Solve(s, budget)
		d := time.Since(t0)
		solveTime += d
		maxTime = max(maxTime, d)
		nodes += sol.Nodes
		maxNodes = max(maxNodes, sol.Nodes)
		switch sol.Outcome {
		case decktet.Won:
			won++
		case decktet.Unknown:
			unknown++
		}
		_, greedyWon := decktet.Greedy(s)
		if greedyWon {
			greedy++
		}
		if perDeal != nil {
			fmt.Fprintf(perDeal, "deal %d %s: %s, %d positions, %v; greedy %s\n",
				o.Deal, set.text, sol.Outcome, sol.Nodes, d.Round(time.Millisecond), map[bool]string{true: "won", false: "lost"}[greedyWon])
		}
	}
	pct := func(n int) string { return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(deals)) }
	fmt.Fprintf(w, "| %s | %d (%d–%d) | %s | %d | %s | %v / %v | %d / %d | %v |\n",
		set.name, deals, first, first+uint64(deals)-1, pct(won), unknown, pct(greedy),
		(solveTime / time.Duration(deals)).Round(time.Microsecond), maxTime.Round(time.Millisecond),
		nodes/int64(deals), maxNodes, time.Since(start).Round(time.Second))
	return nil
}
