package game

import (
	"flag"
	"fmt"
	"io"
	"time"
)

// Entry describes one game of the collection as the catalogue
// (engine/games) lists it: what the match layer, the command line and the
// menu need to start it, read its positions and name its seats.
type Entry struct {
	Name    string   // used on the command line and in saves, e.g. "kaskade"
	Title   string   // shown in the menu
	Summary string   // one line for the menu and for kaskade -h
	Seats   []string // the seats' names in text output, seat 0 (who moves first) first

	// DefaultOptions are the options of a new game, in the game's own
	// option text (Kaskade: the board size, "6x6").
	DefaultOptions string
	// New starts a game from option text; an error says what is wrong.
	New func(options string) (State, error)
	// Parse reads a position line of this game.
	Parse ParseFunc

	// Commands are the headless commands this game offers beyond those
	// every game has, by name: "solve", "stats". Optional.
	Commands map[string]Command
}

// Command is a headless command a game offers on the command line, e.g.
// kaskade solve -game NAME: the command line parses the flags the game
// defines, reports their errors and runs the body with a CommandEnv. The
// game's code lives in the game's package; the command line knows no game.
type Command struct {
	Usage   string   // the arguments after -game NAME, e.g. "-deal N [-v]"
	Help    []string // what the command prints and its exit statuses
	Default bool     // run when no -game is given (one game per command)
	// Flags defines the command's flags on fs and returns its body, which
	// runs once they are parsed. A body's error is bad input (status 2);
	// otherwise it returns the exit status.
	Flags func(fs *flag.FlagSet) func(env CommandEnv) (int, error)
}

// ExitUnknown is a command's exit status when its budget ran out before
// the answer (solve's "unknown").
const ExitUnknown = 3

// CommandEnv is what the command line lends a game's command: where to
// write, and what an engine has not, the clock and a terminal.
type CommandEnv struct {
	Stdout, Stderr io.Writer
	// Elapsed is the time since the command started.
	Elapsed func() time.Duration
	// Progress shows that done of total (0: unknown) items are finished,
	// what naming them ("positions", "deals"). It is nil where nothing
	// would show it (off a terminal: see Report), and never changes what
	// is written to Stdout and Stderr.
	Progress func(what string, done, total int64)
}

// Report calls Progress if there is one.
func (e CommandEnv) Report(what string, done, total int64) {
	if e.Progress != nil {
		e.Progress(what, done, total)
	}
}

// Type is the kind of game this is, as its default game says (see
// Type): the computer players and the menu's seats follow it.
func (g Entry) Type() (Type, error) {
	s, err := g.New(g.DefaultOptions)
	if err != nil {
		return Type{}, fmt.Errorf("%s: default options %q: %v", g.Name, g.DefaultOptions, err)
	}
	return TypeOf(s), nil
}

// Players is the number of seats a game with these options has.
func (g Entry) Players(options string) (int, error) {
	s, err := g.New(options)
	if err != nil {
		return 0, err
	}
	return s.NumPlayers(), nil
}

// Replay starts the game from options and plays the moves, written in the
// game's notation. After each move it calls each (if not nil) with the
// state and the 1-based move number. The error names the first bad move
// and why, e.g. "move 5 (c3): cell belongs to black"; the state returned
// with it is the position before that move.
func (g Entry) Replay(options string, moves []string, each func(s State, n int)) (State, error) {
	s, err := g.New(options)
	if err != nil {
		return nil, err
	}
	for i, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			return s, fmt.Errorf("move %d (%s): %v", i+1, text, err)
		}
		s.Apply(m)
		if each != nil {
			each(s, i+1)
		}
	}
	return s, nil
}
