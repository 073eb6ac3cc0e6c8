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
	"kaskade/engine/kaskade/party"
)

// Game is one entry of the catalogue (game.Entry: the match layer knows
// the entry's shape, never this list).
type Game = game.Entry

var all = []Game{
	{
		Name: "kaskade",
		// Two players are White and Black; more take the colours after.
		Seats:          []string{"white", "black", "orange", "sky", "green", "red", "blue", "pink"},
		Title:          "Kaskade",
		Summary:        "chain reactions for two (or up to eight): fill a cell and it overflows into its neighbours",
		DefaultOptions: kaskade.DefaultSize.String(),
		// Two players play the two-player engine, with its solver and
		// evaluation; "players=3" to 8 the party rules.
		New: func(options string) (game.State, error) {
			o, err := party.ParseOptions(options)
			switch {
			case err != nil:
				return nil, err
			case o.Players == 2:
				return kaskade.NewGame(o.Size)
			}
			return party.NewGame(o)
		},
		Parse: func(line string) (game.State, error) {
			if party.IsLine(line) {
				return party.ParseGame(line)
			}
			return kaskade.ParseGame(line)
		},
		Commands: map[string]game.Command{"solve": kaskade.SolveCommand},
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
		Title:          "Cascades Solitaire",
		Summary:        "a Decktet solitaire: play through the deck three at a time onto three tiers",
		DefaultOptions: decktet.DefaultOptions.String(),
		New: func(options string) (game.State, error) {
			return decktet.NewGame(options)
		},
		Parse:    decktet.ParseGame,
		Commands: map[string]game.Command{"solve": decktet.SolveCommand, "stats": decktet.StatsCommand},
	},
	{
		Name:           "cascades",
		Seats:          []string{"black", "white"},
		Title:          "Cascades Hex",
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
		Commands: map[string]game.Command{"solve": cascades.SolveCommand},
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
