package cascades

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"kaskade/engine/game"
)

// SolveCommand is kaskade solve -game cascades: win, draw or loss for the
// player to move with perfect play, and a best turn (the catalogue entry's
// "solve").
var SolveCommand = game.Command{
	Usage: "(-position LINE | -size WxH | -options TEXT) [-budget N] [-v]",
	Help: []string{
		"prints win, draw, loss or unknown for the player to move, the best turn (h3+h4, pass;",
		"end to end a turn after one drop) and the turn positions searched; -v adds the time.",
		"Exit status 3: budget exceeded. The free-drop variant is not solved.",
	},
	Flags: solveFlags,
}

// SolveBudget is the default budget of solve: a minute or two on one core
// (about 100,000 turn positions a second on 6x6), a table well within 1 GB.
const SolveBudget = 10_000_000

func solveFlags(fs *flag.FlagSet) func(game.CommandEnv) (int, error) {
	position := fs.String("position", "", "the position line to solve")
	size := fs.String("size", "", "solve the start of the plain game on this board, WxH")
	options := fs.String("options", "", "solve the start of the game with these options, e.g. 8x8,territory")
	budget := fs.Int64("budget", SolveBudget, "most turn positions to search; 0: no bound")
	verbose := fs.Bool("v", false, "also the time")
	return func(env game.CommandEnv) (int, error) {
		if *budget < 0 {
			return 0, fmt.Errorf("-budget %d: want 0 (no bound) or more positions", *budget)
		}
		s, err := solveStart(*position, *size, *options)
		if err != nil {
			return 0, err
		}
		start := env.Elapsed()
		sol, err := Solve(s, *budget)
		if err != nil {
			return 0, err
		}
		return printSolution(env.Stdout, s, sol, *verbose, env.Elapsed()-start), nil
	}
}

// solveStart is the position to solve: exactly one of a position line, a
// board size and option text.
func solveStart(position, size, options string) (*State, error) {
	given := 0
	for _, f := range []string{position, size, options} {
		if f != "" {
			given++
		}
	}
	switch {
	case given > 1:
		return nil, errors.New("give one of -position, -size and -options")
	case position != "":
		return Parse(position)
	case size != "":
		z, err := ParseSize(size)
		if err != nil {
			return nil, err
		}
		return New(Options{Size: z})
	case options != "":
		return NewGame(options)
	}
	return nil, errors.New("no solver input: give -position LINE, -size WxH or -options TEXT")
}

// printSolution writes the outcome, the best turn and the positions
// searched; an unknown outcome has exit status 3.
func printSolution(w io.Writer, s *State, sol Solution, verbose bool, took time.Duration) int {
	fmt.Fprintln(w, sol.Outcome)
	if sol.Outcome != Unknown {
		fmt.Fprintln(w, "best turn:", turnText(s, sol.Turn))
	}
	fmt.Fprintln(w, "positions:", sol.Nodes)
	if verbose {
		fmt.Fprintln(w, "time:", took.Round(time.Millisecond))
	}
	if sol.Outcome == Unknown {
		return game.ExitUnknown
	}
	return 0
}

// turnText writes a turn as a record does, except that ending a turn
// after its first drop is "end" (a record would say nothing).
func turnText(s *State, turn []game.Move) string {
	if s.Drops() > 0 && len(turn) == 1 && turn[0] == End {
		return s.FormatMove(End)
	}
	return s.FormatTurn(turn)
}
