// Package match is the middle layer every game of the collection gets for
// free (after Simon Tatham's mid-end): a game of the catalogue with its
// options, the list of moves played, and a cursor into that list for undo
// and redo. A match is saved as its parameters plus the move list and
// rebuilt on load by replaying the moves, so the whole history survives a
// save. It knows no game's rules: everything goes through game.State.
package match

import (
	"errors"
	"fmt"
	"slices"

	"kaskade/engine/game"
	"kaskade/engine/games"
)

// Ply is one move of the history: who made it, the game's number for it
// and how the game's notation writes it.
type Ply struct {
	By   game.Player
	Move game.Move
	Text string
}

// Match is one game in play with its history. The zero value is not
// usable; call New or Decode. A Match is not safe for concurrent use.
type Match struct {
	// Players are free-form seat keys the scenes choose (e.g.
	// "human:White", "expert:Black"); the match only saves them.
	Players []string

	game    games.Game
	options string
	plies   []Ply        // every move, the redo tail after the cursor included
	cursor  int          // moves played: plies[:cursor] lead to cur
	cur     game.State   // the position after plies[:cursor]
	snaps   []game.State // snaps[i] is the position after i*snapEvery plies
}

// New starts a match of g with the given options ("" for the game's
// defaults). A bad option text is an error that says what is wrong.
func New(g games.Game, options string) (*Match, error) {
	if options == "" {
		options = g.DefaultOptions
	}
	if g.New == nil {
		return nil, fmt.Errorf("game %q cannot be started", g.Name)
	}
	s, err := g.New(options)
	if err != nil {
		return nil, err
	}
	return &Match{game: g, options: options, cur: s, snaps: []game.State{s.Clone()}}, nil
}

// Game is the game of the catalogue this match plays.
func (m *Match) Game() games.Game { return m.game }

// Options is the option text the match was started with.
func (m *Match) Options() string { return m.options }

// State returns the current position as an independent copy: changing it
// does not change the match (the scenes may play on it to get animation
// steps).
func (m *Match) State() game.State { return m.cur.Clone() }

// Cursor is the number of moves played up to the current position.
func (m *Match) Cursor() int { return m.cursor }

// Len is the number of moves in the history, the redo tail included.
func (m *Match) Len() int { return len(m.plies) }

// Moves is the history up to the current position.
func (m *Match) Moves() []Ply { return slices.Clone(m.plies[:m.cursor]) }

// AllMoves is the whole history, the moves that Redo would replay included.
func (m *Match) AllMoves() []Ply { return slices.Clone(m.plies) }

// Texts writes plies in the game's notation, e.g. for a move list on screen.
func Texts(plies []Ply) []string {
	out := make([]string, len(plies))
	for i, p := range plies {
		out[i] = p.Text
	}
	return out
}

// Play makes the move written in the game's notation. It cuts the redo
// tail: a new move starts a new future. An illegal move is an error that
// says why and changes nothing.
func (m *Match) Play(text string) error {
	mv, err := m.cur.ParseMove(text)
	if err != nil {
		return err
	}
	m.push(Ply{By: m.cur.CurrentPlayer(), Move: mv, Text: m.cur.FormatMove(mv)})
	return nil
}

// ErrIllegal refuses a move that is not among the legal moves.
var ErrIllegal = errors.New("not a legal move here")

// PlayMove makes the move given as the game's number (e.g. from a click or
// a computer player); like Play it cuts the redo tail.
func (m *Match) PlayMove(mv game.Move) error {
	if m.cur.IsOver() {
		return errors.New("the game is over")
	}
	if !slices.Contains(m.cur.LegalMoves(nil), mv) {
		return ErrIllegal
	}
	m.push(Ply{By: m.cur.CurrentPlayer(), Move: mv, Text: m.cur.FormatMove(mv)})
	return nil
}

// push plays a checked move at the cursor, dropping the redo tail and the
// snapshots that belonged to it.
func (m *Match) push(p Ply) {
	m.plies = append(m.plies[:m.cursor], p)
	m.snaps = m.snaps[:m.cursor/snapEvery+1]
	m.cur.Apply(p.Move)
	m.cursor++
	if m.cursor%snapEvery == 0 {
		m.snaps = append(m.snaps, m.cur.Clone())
	}
}
