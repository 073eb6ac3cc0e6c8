package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"kaskade/engine/decktet"
)

// decktetFlags are the option flags that solve and stats share.
type decktetFlags struct {
	extended *bool
	passes   *string
	ace      *bool
}

func addDecktetFlags(fs *flag.FlagSet) decktetFlags {
	return decktetFlags{
		extended: fs.Bool("extended", false, "add the Pawns and Courts"),
		passes:   fs.String("passes", "", "3 or unlimited (default 3; the Ace variant: unlimited)"),
		ace:      fs.Bool("ace", false, "the Ace variant (always unlimited passes)"),
	}
}

// options builds the option text for one deal.
func (f decktetFlags) options(deal uint64) (decktet.Options, error) {
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
	return decktet.ParseOptions(strings.Join(parts, ","))
}

// runSolve: kaskade solve -game decktet -deal N [-extended] [-passes 3|unlimited] [-ace] [-budget N] [-v]
func runSolve(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("solve", stderr,
		"usage: kaskade solve -game decktet -deal N [-extended] [-passes 3|unlimited] [-ace] [-budget N] [-v]",
		"Prints won, lost or unknown; when won, the winning line on the next line.",
	)
	name := fs.String("game", "decktet", "the game (only decktet has a solver)")
	deal := fs.Uint64("deal", decktet.DefaultDeal, "the deal number")
	opts := addDecktetFlags(fs)
	budget := fs.Int64("budget", 0, "most positions to search; 0: no bound (then unknown is impossible)")
	verbose := fs.Bool("v", false, "print positions searched and time on stderr")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("solve", stderr)
	if *name != "decktet" {
		return fail(fmt.Errorf("no solver for game %q (solve knows decktet)", *name))
	}
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	o, err := opts.options(*deal)
	if err != nil {
		return fail(err)
	}
	s, err := decktet.New(o)
	if err != nil {
		return fail(err)
	}
	start := time.Now()
	sol := decktet.Solve(s, *budget)
	fmt.Fprintln(stdout, sol.Outcome)
	if sol.Outcome == decktet.Won {
		fmt.Fprintln(stdout, decktet.FormatLine(sol.Line))
	}
	if *verbose {
		fmt.Fprintf(stderr, "%s: %d positions in %v\n", o, sol.Nodes, time.Since(start).Round(time.Millisecond))
	}
	return exitOK
}
