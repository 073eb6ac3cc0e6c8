// Package games is the catalogue of the collection: every game the menu,
// the command line and the match layer know, each with how to start it
// from its options and how to read its positions. Adding a game means
// adding one entry to the list below.
package games

import (
	"fmt"
	"strings"

	"kaskade/engine/cascades"
	"kaskade/engine/decktet"
	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/engine/kaleidoskop"
	"kaskade/engine/kaskade"
)

// Game describes one game of the collection.
type Game struct {
	Name    string   // used on the command line and in saves, e.g. "kaskade"
	Title   string   // shown in the menu
	Summary string   // one line for the menu and for kaskade -h
	Seats   []string // the seats' names in text output, seat 0 (who moves first) first

	// DefaultOptions are the options of a new game, in the game's own
	// option text (Kaskade: the board size, "6x6").
	DefaultOptions string
	// New starts a game from option text; an error says what is wrong.
	New func(options string) (game.State, error)
	// Parse reads a position line of this game.
	Parse game.ParseFunc
}

var all = []Game{
	{
		Name:           "kaskade",
		Seats:          []string{"white", "black"},
		Title:          "Kaskade",
		Summary:        "chain reactions for two: fill a cell and it overflows into its neighbours",
		DefaultOptions: kaskade.DefaultSize.String(),
		New: func(options string) (game.State, error) {
			z, err := kaskade.ParseSize(options)
			if err != nil {
				return nil, err
			}
			return kaskade.NewGame(z)
		},
		Parse: kaskade.ParseGame,
	},
	{
		Name:           "formation",
		Seats:          []string{"black", "white"},
		Title:          "Die Formation",
		Summary:        "gather all eight pieces into one group; each moves by the colour of its square",
		DefaultOptions: formation.DefaultOptions.String(),
		New: func(options string) (game.State, error) {
			s, err := formation.NewGame(options)
			if err != nil {
				return nil, err
			}
			return s, nil
		},
		Parse: func(line string) (game.State, error) {
			s, err := formation.Parse(line)
			if err != nil {
				return nil, err
			}
			return s, nil
		},
	},
	{
		Name:           "decktet",
		Seats:          []string{"player"},
		Title:          "Cascades (Decktet)",
		Summary:        "a Decktet solitaire: play through the deck three at a time onto three tiers",
		DefaultOptions: decktet.DefaultOptions.String(),
		New: func(options string) (game.State, error) {
			return decktet.NewGame(options)
		},
		Parse: decktet.ParseGame,
	},
	{
		Name:           "cascades",
		Seats:          []string{"black", "white"},
		Title:          "Cascades",
		Summary:        "William Chang's hex game: drop stones below your own and race for the bottom row",
		DefaultOptions: cascades.DefaultOptions.String(),
		New: func(options string) (game.State, error) {
			s, err := cascades.NewGame(options)
			if err != nil {
				return nil, err // not a nil *State in the interface
			}
			return s, nil
		},
		Parse: func(line string) (game.State, error) {
			s, err := cascades.Parse(line)
			if err != nil {
				return nil, err
			}
			return s, nil
		},
	},
	{
		Name:           "kaleidoskop",
		Seats:          []string{"p1", "p2", "p3", "p4", "p5", "p6"},
		Title:          "Kaleidoskop",
		Summary:        "3 to 6 players: colour crystals, hex majorities, tools and secret missions",
		DefaultOptions: kaleidoskop.DefaultOptions.String(),
		New: func(options string) (game.State, error) {
			s, err := kaleidoskop.NewGame(options)
			if err != nil {
				return nil, err // not a nil *State in the interface
			}
			return s, nil
		},
		Parse: kaleidoskop.ParseGame,
	},
}

// All lists the games in menu order.
func All() []Game { return append([]Game(nil), all...) }

// Lookup finds a game by name.
func Lookup(name string) (Game, error) {
	for _, g := range all {
		if g.Name == name {
			return g, nil
		}
	}
	names := make([]string, len(all))
	for i, g := range all {
		names[i] = g.Name
	}
	return Game{}, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(names, ", "))
}

// Type is the kind of game this is, as its default game says (see
// game.Type): the computer players and the menu's seats follow it.
func (g Game) Type() (game.Type, error) {
	s, err := g.New(g.DefaultOptions)
	if err != nil {
		return game.Type{}, fmt.Errorf("%s: default options %q: %v", g.Name, g.DefaultOptions, err)
	}
	return game.TypeOf(s), nil
}

// Players is the number of seats a game with these options has.
func (g Game) Players(options string) (int, error) {
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
func (g Game) Replay(options string, moves []string, each func(s game.State, n int)) (game.State, error) {
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
