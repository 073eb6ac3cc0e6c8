package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"kaskade/engine/decktet"
	"kaskade/engine/kaskade"
)

// exitUnknown is solve's status when the budget ran out before the answer.
const exitUnknown = 3

// kaskadeBudget is the default budget of a Kaskade solve: about a minute
// or two on one core, and at most 256 MB of table.
const kaskadeBudget = 100_000_000

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

// solveFlags are every game's flags of solve; each game checks that no
// flag of another game was given.
type solveFlags struct {
	name     *string
	deal     *uint64
	opts     decktetFlags
	position *string
	size     *string
	budget   *int64
	verbose  *bool
	set      map[string]bool
}

// gameOnly lists the flags that belong to one game.
var gameOnly = map[string]string{
	"deal": "decktet", "extended": "decktet", "passes": "decktet", "ace": "decktet",
	"position": "kaskade", "size": "kaskade",
}

// runSolve: kaskade solve -game decktet|kaskade ...
func runSolve(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("solve", stderr,
		"usage: kaskade solve -game decktet -deal N [-extended] [-passes 3|unlimited] [-ace] [-budget N] [-v]",
		"       kaskade solve -game kaskade (-position LINE | -size CxR) [-budget N] [-v]",
		"Decktet: prints won, lost or unknown; when won, the winning line on the next line.",
		"Kaskade: prints win, loss or unknown for the player to move; -size solves the empty",
		"board and lists the winning first moves; -v adds the best move, the length of the",
		"game under perfect play, positions searched and time. Exit status 3: budget exceeded.",
	)
	f := solveFlags{
		name:     fs.String("game", "decktet", "the game: decktet or kaskade"),
		deal:     fs.Uint64("deal", decktet.DefaultDeal, "decktet: the deal number"),
		opts:     addDecktetFlags(fs),
		position: fs.String("position", "", "kaskade: the position line to solve"),
		size:     fs.String("size", "", "kaskade: solve the empty board of this size, CxR"),
		budget: fs.Int64("budget", 0, fmt.Sprintf("most positions to search; 0: no bound (default: decktet no bound,"+
			" kaskade %d)", kaskadeBudget)),
		verbose: fs.Bool("v", false, "more detail (decktet: on stderr)"),
	}
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("solve", stderr)
	f.set = map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if *f.name != "decktet" && *f.name != "kaskade" {
		return fail(fmt.Errorf("no solver for game %q (solve knows decktet and kaskade)", *f.name))
	}
	for name := range f.set {
		if g, ok := gameOnly[name]; ok && g != *f.name {
			return fail(fmt.Errorf("-%s is a flag of %s, not of %s", name, g, *f.name))
		}
	}
	if *f.budget < 0 {
		return fail(fmt.Errorf("-budget %d: want 0 (no bound) or more positions", *f.budget))
	}
	if *f.name == "kaskade" {
		return solveKaskade(f, stdout, stderr)
	}
	return solveDecktet(f, stdout, stderr)
}

func solveDecktet(f solveFlags, stdout, stderr io.Writer) int {
	fail := failer("solve", stderr)
	o, err := f.opts.options(*f.deal)
	if err != nil {
		return fail(err)
	}
	s, err := decktet.New(o)
	if err != nil {
		return fail(err)
	}
	start := time.Now()
	sol := decktet.Solve(s, *f.budget)
	fmt.Fprintln(stdout, sol.Outcome)
	if sol.Outcome == decktet.Won {
		fmt.Fprintln(stdout, decktet.FormatLine(sol.Line))
	}
	if *f.verbose {
		fmt.Fprintf(stderr, "%s: %d positions in %v\n", o, sol.Nodes, time.Since(start).Round(time.Millisecond))
	}
	return exitOK
}

// solveKaskade decides a Kaskade position: -position, or the empty board
// of -size with every first move. Exact only: whatever the budget did not
// settle is printed as unknown, with exit status 3.
func solveKaskade(f solveFlags, stdout, stderr io.Writer) int {
	fail := failer("solve", stderr)
	s, err := kaskadeStart(*f.position, *f.size)
	if err != nil {
		return fail(err)
	}
	budget := *f.budget
	if !f.set["budget"] {
		budget = kaskadeBudget
	}
	every := *f.size != ""
	start := time.Now()
	res, err := kaskade.SolveWith(s, kaskade.SolveOptions{Budget: budget, EveryMove: every})
	if err != nil {
		return fail(err)
	}
	took := time.Since(start)
	fmt.Fprintln(stdout, res.Outcome)
	if res.Outcome == kaskade.Unknown {
		return exitUnknown
	}
	settled := true
	if every {
		settled = printFirstMoves(stdout, s, res.Moves, *f.verbose)
	}
	if *f.verbose {
		z := s.Size()
		if res.Length > 0 {
			fmt.Fprintf(stdout, "best move: %s\nlength: %d moves under perfect play\n", z.FormatCell(res.Move), res.Length)
		} else {
			settled = false
			fmt.Fprintln(stdout, "best move: unknown\nlength: unknown")
		}
		fmt.Fprintf(stdout, "positions: %d\ntime: %v\n", res.Nodes, took.Round(time.Millisecond))
	}
	if !settled {
		return exitUnknown
	}
	return exitOK
}

// kaskadeStart is the position to solve: exactly one of a position line
// and a board size.
func kaskadeStart(position, size string) (*kaskade.State, error) {
	switch {
	case position != "" && size != "":
		return nil, errors.New("give -position or -size, not both")
	case position != "":
		return kaskade.Parse(position)
	case size != "":
		z, err := kaskade.ParseSize(size)
		if err != nil {
			return nil, err
		}
		return kaskade.New(z)
	}
	return nil, errors.New("no solver input: give -position LINE or -size CxR")
}

// printFirstMoves lists the winning first moves and, verbose, draws the
// board with each cell's outcome: W where a first move wins, L where it
// loses, ? where the budget ran out. It reports whether all are settled.
func printFirstMoves(w io.Writer, s *kaskade.State, moves []kaskade.MoveOutcome, verbose bool) bool {
	z := s.Size()
	mark := make([]byte, z.Cells())
	var wins []string
	settled := len(moves) == z.Cells()
	for i := range mark {
		mark[i] = '?'
	}
	for _, m := range moves {
		mark[m.Move] = "?WL"[m.Outcome]
		switch m.Outcome {
		case kaskade.Win:
			wins = append(wins, z.FormatCell(m.Move))
		case kaskade.Unknown:
			settled = false
		}
	}
	list := strings.Join(wins, " ")
	switch {
	case !settled:
		list = "unknown (so far: " + list + ")"
	case len(wins) == 0:
		list = "none"
	}
	fmt.Fprintln(w, "winning first moves:", list)
	if verbose {
		for row := range z.Rows {
			fmt.Fprintln(w, "  "+strings.Join(strings.Split(string(mark[row*z.Cols:(row+1)*z.Cols]), ""), " "))
		}
	}
	return settled
}
