package kaskade

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"kaskade/engine/game"
)

// SolveCommand is kaskade solve -game kaskade: win or loss for the player
// to move (the catalogue entry's "solve").
var SolveCommand = game.Command{
	Usage: "(-position LINE | -size CxR) [-budget N] [-table BITS] [-v]",
	Help: []string{
		"prints win, loss or unknown for the player to move; -size solves the empty",
		"board and lists the winning first moves; -v adds the best move, the length of the",
		"game under perfect play, positions searched and time. Exit status 3: budget exceeded.",
	},
	Flags: solveFlags,
}

// SolveBudget is the default budget of solve: about a minute or two on one
// core, and at most 256 MB of table.
const SolveBudget = 100_000_000

// solveSlice is how many positions the solver searches between two
// reports of progress.
const solveSlice = 1 << 18

func solveFlags(fs *flag.FlagSet) func(game.CommandEnv) (int, error) {
	position := fs.String("position", "", "the position line to solve")
	size := fs.String("size", "", "solve the empty board of this size, CxR")
	budget := fs.Int64("budget", SolveBudget, "most positions to search; 0: no bound")
	tableBits := fs.Int("table", 0, "the table's most slots as a power of two, 16 bytes each (12 to 28);\n0: by the budget, at most 24 (256 MB)")
	verbose := fs.Bool("v", false, "more detail")
	return func(env game.CommandEnv) (int, error) {
		if *budget < 0 {
			return 0, fmt.Errorf("-budget %d: want 0 (no bound) or more positions", *budget)
		}
		if *tableBits != 0 && (*tableBits < minTableBits || *tableBits > topTableBits) {
			return 0, fmt.Errorf("-table %d: want %d to %d (or 0)", *tableBits, minTableBits, topTableBits)
		}
		s, err := solveStart(*position, *size)
		if err != nil {
			return 0, err
		}
		every := *size != ""
		start := env.Elapsed()
		res, err := solveShowing(env, s, SolveOptions{Budget: *budget, EveryMove: every, TableBits: *tableBits})
		if err != nil {
			return 0, err
		}
		return printSolution(env.Stdout, s, res, every, *verbose, env.Elapsed()-start), nil
	}
}

// solveShowing solves in slices to show progress where it shows, and in
// one go elsewhere (a little faster).
func solveShowing(env game.CommandEnv, s *State, opt SolveOptions) (SolveResult, error) {
	if env.Progress == nil {
		return SolveWith(s, opt)
	}
	x, err := NewSolver(s, opt)
	if err != nil {
		return SolveResult{}, err
	}
	for !x.Step(solveSlice) {
		env.Progress("positions", x.Nodes(), opt.Budget)
	}
	return x.Result(), nil
}

// printSolution writes the solver's answer. Exact only: whatever the
// budget did not settle is printed as unknown, with exit status 3.
func printSolution(w io.Writer, s *State, res SolveResult, every, verbose bool, took time.Duration) int {
	fmt.Fprintln(w, res.Outcome)
	if res.Outcome == Unknown {
		return game.ExitUnknown
	}
	settled := true
	if every {
		settled = printFirstMoves(w, s, res.Moves, verbose)
	}
	if verbose {
		z := s.Size()
		if res.Length > 0 {
			fmt.Fprintf(w, "best move: %s\nlength: %d moves under perfect play\n", z.FormatCell(res.Move), res.Length)
		} else {
			settled = false
			fmt.Fprintln(w, "best move: unknown\nlength: unknown")
		}
		fmt.Fprintf(w, "positions: %d\ntime: %v\n", res.Nodes, took.Round(time.Millisecond))
	}
	if !settled {
		return game.ExitUnknown
	}
	return 0
}

// solveStart is the position to solve: exactly one of a position line and
// a board size.
func solveStart(position, size string) (*State, error) {
	switch {
	case position != "" && size != "":
		return nil, errors.New("give -position or -size, not both")
	case position != "":
		return Parse(position)
	case size != "":
		z, err := ParseSize(size)
		if err != nil {
			return nil, err
		}
		return New(z)
	}
	return nil, errors.New("no solver input: give -position LINE or -size CxR")
}

// printFirstMoves lists the winning first moves and, verbose, draws the
// board with each cell's outcome: W where a first move wins, L where it
// loses, ? where the budget ran out. It reports whether all are settled.
func printFirstMoves(w io.Writer, s *State, moves []MoveOutcome, verbose bool) bool {
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
		case Win:
			wins = append(wins, z.FormatCell(m.Move))
		case Unknown:
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
		drawMarks(w, z, mark)
	}
	return settled
}

// drawMarks draws the board with a mark per cell, the rows numbered as in
// the notation (a1 is the top-left cell; columns a, b, c... from the left).
func drawMarks(w io.Writer, z Size, mark []byte) {
	for row := range z.Rows {
		cells := strings.Split(string(mark[row*z.Cols:(row+1)*z.Cols]), "")
		fmt.Fprintf(w, "  %2d  %s\n", row+1, strings.Join(cells, " "))
	}
}
