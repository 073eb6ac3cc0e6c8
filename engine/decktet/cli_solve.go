package decktet

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"kaskade/engine/game"
)

// SolveCommand is kaskade solve -game decktet: is a deal winnable, and a
// winning line (the catalogue entry's "solve").
var SolveCommand = game.Command{
	Usage:   "-deal N [-extended] [-passes 3|unlimited] [-ace] [-budget N] [-v]",
	Help:    []string{"prints won, lost or unknown; when won, the winning line on the next line."},
	Default: true,
	Flags:   solveFlags,
}

// optionFlags are the flags that make a deal's options.
type optionFlags struct {
	extended *bool
	passes   *string
	ace      *bool
}

func addOptionFlags(fs *flag.FlagSet) optionFlags {
	return optionFlags{
		extended: fs.Bool("extended", false, "add the Pawns and Courts"),
		passes:   fs.String("passes", "", "3 or unlimited (default 3; the Ace variant: unlimited)"),
		ace:      fs.Bool("ace", false, "the Ace variant (always unlimited passes)"),
	}
}

// options builds the options of one deal.
func (f optionFlags) options(deal uint64) (Options, error) {
	parts := []string{fmt.Sprintf("deal=%d", deal)}
	if *f.extended {
		parts = append(parts, "extended")
	}
	if *f.passes != "" {
		parts = append(parts, "passes="+*f.passes)
	}
	if *f.ace {
		parts = append(parts, "ace")
	}
	return ParseOptions(strings.Join(parts, ","))
}

// DefaultSolveBudget bounds solve's search unless -budget says otherwise: a
// deal that needs more is reported unknown instead of growing without end
// (one deal with the Ace rule passed 3 GB in 90 s without a bound).
const DefaultSolveBudget = 20_000_000

// MaxSolveBudget is what -budget 0 asks for: memory stays bounded for any
// budget (about 38 bytes a position).
const MaxSolveBudget = 100_000_000

// checkBudget refuses a negative solver budget.
func checkBudget(budget int64) error {
	if budget < 0 {
		return fmt.Errorf("-budget %d: want 0 (no bound) or more positions", budget)
	}
	return nil
}

func solveFlags(fs *flag.FlagSet) func(game.CommandEnv) (int, error) {
	deal := fs.Uint64("deal", DefaultDeal, "the deal number")
	opts := addOptionFlags(fs)
	budget := fs.Int64("budget", DefaultSolveBudget, "most positions to search (the default keeps memory under a gigabyte); 0: the most there is, 100 M (about 4 GB)")
	verbose := fs.Bool("v", false, "positions searched and time on standard error")
	return func(env game.CommandEnv) (int, error) {
		if err := checkBudget(*budget); err != nil {
			return 0, err
		}
		if *budget == 0 || *budget > MaxSolveBudget {
			*budget = MaxSolveBudget
		}
		o, err := opts.options(*deal)
		if err != nil {
			return 0, err
		}
		s, err := New(o)
		if err != nil {
			return 0, err
		}
		start := env.Elapsed()
		sol := Solve(s, *budget)
		fmt.Fprintln(env.Stdout, sol.Outcome)
		if sol.Outcome == Won {
			fmt.Fprintln(env.Stdout, FormatLine(sol.Line))
		}
		if *verbose {
			took := env.Elapsed() - start
			fmt.Fprintf(env.Stderr, "%s: %d positions in %v\n", o, sol.Nodes, took.Round(time.Millisecond))
		}
		return 0, nil
	}
}
