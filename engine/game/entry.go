package game

import "fmt"

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
