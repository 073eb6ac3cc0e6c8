// Package match is the middle layer every game of the collection gets for
// free (after Simon Tatham's mid-end): a game of the catalogue with its
// options, the list of moves played, and a cursor into that list for undo
// and redo. A match is saved as its parameters plus the move list and
// rebuilt on load by replaying the moves, so the whole history survives a
// save. It knows no game's rules: everything goes through game.State.
//
// Chance steps (a deal, a shuffle: CurrentPlayer is game.Chance) are the
// match's to play: after every move, and at the start, it plays the pending
// ones at once, each outcome drawn by its probability from the match's seed
// and the ply (Seed), and records them in the history with By game.Chance.
// So the match never rests at a chance step, and an undo followed by the
// same moves, a redo, or a save loaded again deals the same cards. Records
// leave chance steps out (they may reveal hidden cards) and write a turn of
// several moves as one token joined by '+' ("h3+h4"); a game's move
// notation therefore never contains '+'.
package match

import (
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"

	"kaskade/engine/game"
)

// Ply is one move of the history: who made it (game.Chance for a chance
// step's outcome), the game's number for it, how the game's notation
// writes it, and whether it ended a turn (game.TurnDone after it).
type Ply struct {
	By      game.Player
	Move    game.Move
	Text    string
	TurnEnd bool
}

// Match is one game in play with its history. The zero value is not
// usable; call New or Decode. A Match is not safe for concurrent use.
type Match struct {
	// Players are free-form seat keys the scenes choose (e.g.
	// "human:White", "expert:Black"); the match only saves them.
	Players []string
	// KeepDraws makes undo stop after the last chance step: in a game with
	// hidden cards a card drawn has been seen, so it is never taken back
	// (the screen sets it for such games; tests of the history may not).
	KeepDraws bool

	game    game.Entry
	options string
	plies   []Ply        // every move, the redo tail after the cursor included
	cursor  int          // moves played: plies[:cursor] lead to cur
	cur     game.State   // the position after plies[:cursor]
	snaps   []game.State // snaps[i] is the position after i*snapEvery plies
	seed    uint64       // chance steps are drawn from it (Seed)
	ownSeed bool         // seed was given (NewSeeded), not taken from the options
}

// New starts a match of g with the given options ("" for the game's
// defaults). A bad option text is an error that says what is wrong.
func New(g game.Entry, options string) (*Match, error) {
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
	m := &Match{game: g, options: options, cur: s, snaps: []game.State{s.Clone()}, seed: seedOf(g.Name, options, s)}
	m.advance()
	return m, nil
}

// NewSeeded starts a match like New whose chance steps are drawn from
// seed instead of the options: an online room's deals, which nobody who
// knows the options can work out. Encode writes the seed, so that the
// record replays the same deals.
func NewSeeded(g game.Entry, options string, seed uint64) (*Match, error) {
	m, err := New(g, options)
	if err != nil {
		return nil, err
	}
	if m.seed == seed {
		return m, nil
	}
	m.seed, m.ownSeed = seed, true
	m.plies, m.cursor, m.cur = nil, 0, m.snaps[0].Clone()
	m.snaps = m.snaps[:1]
	m.advance()
	return m, nil
}

// Seeder is implemented by a game state whose options carry a deal number
// of their own: Seed is the number its chance steps are drawn from.
type Seeder interface {
	Seed() uint64
}

// seedOf is the seed of a match: the game's own (Seeder), else a hash of
// the game's name and options, so that the same options deal the same.
func seedOf(name, options string, s game.State) uint64 {
	if sd, ok := s.(Seeder); ok {
		return sd.Seed()
	}
	h := fnv.New64a()
	h.Write([]byte(name))
	h.Write([]byte{0})
	h.Write([]byte(options))
	return h.Sum64()
}

// Seed is the number the match draws chance outcomes from: the outcome of
// the chance step at ply n is picked by game.Mix64(Seed() ^ n) from the
// outcomes' probabilities.
func (m *Match) Seed() uint64 { return m.seed }

// maxChance bounds the chance steps in a row the match plays, against a
// game that never leaves chance.
const maxChance = 1 << 16

// advance plays the pending chance steps at the cursor.
func (m *Match) advance() {
	for range maxChance {
		if m.cur.IsOver() || m.cur.CurrentPlayer() != game.Chance {
			return
		}
		mv := draw(m.cur, game.Mix64(m.seed^uint64(m.cursor)))
		if mv == game.NoMove {
			return
		}
		m.push(Ply{By: game.Chance, Move: mv, Text: m.cur.FormatMove(mv)})
	}
}

// draw picks a chance outcome of st by its probability, x a random number;
// a game without ChanceState gets equal odds for its legal moves.
func draw(st game.State, x uint64) game.Move {
	u := float64(x>>11) / (1 << 53)
	if cs, ok := st.(game.ChanceState); ok {
		if outs := cs.ChanceOutcomes(nil); len(outs) > 0 {
			acc := 0.0
			for _, o := range outs {
				if acc += o.Prob; u < acc {
					return o.Move
				}
			}
			return outs[len(outs)-1].Move // rounding left u above the sum
		}
	}
	legal := st.LegalMoves(nil)
	if len(legal) == 0 {
		return game.NoMove
	}
	return legal[min(int(u*float64(len(legal))), len(legal)-1)]
}

// Game is the game of the catalogue this match plays.
func (m *Match) Game() game.Entry { return m.game }

// Lookup finds a game by the name a save gives (engine/games.Lookup).
type Lookup func(name string) (game.Entry, error)

// Options is the option text the match was started with.
func (m *Match) Options() string { return m.options }

// State returns the current position as an independent copy: changing it
// does not change the match (the scenes may play on it to get animation
// steps).
func (m *Match) State() game.State { return m.cur.Clone() }

// Cursor is the number of moves played up to the current position.
func (m *Match) Cursor() int { return m.cursor }

// Played is the number of moves the seats made up to the current
// position: Cursor without the chance steps, as people count moves.
func (m *Match) Played() int {
	n := 0
	for _, p := range m.plies[:m.cursor] {
		if p.By != game.Chance {
			n++
		}
	}
	return n
}

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

// Play makes the move written in the game's notation, then the chance
// steps that follow it. It cuts the redo tail: a new move starts a new
// future. A turn of several moves may be given whole, joined by '+'
// ("raise+bid"). An illegal move is an error that says why and changes
// nothing (nor does a turn with an illegal move in it).
func (m *Match) Play(text string) error {
	parts := strings.Split(text, "+")
	if len(parts) == 1 {
		return m.playOne(text)
	}
	saved := *m
	saved.plies, saved.snaps, saved.cur = slices.Clone(m.plies), slices.Clone(m.snaps), m.cur.Clone()
	for _, part := range parts {
		if err := m.playOne(part); err != nil {
			*m = saved
			return fmt.Errorf("%s: %w", part, err)
		}
	}
	return nil
}

func (m *Match) playOne(text string) error {
	if m.cur.CurrentPlayer() == game.Chance {
		return game.Refuse(game.CodeChance, "a chance step is due")
	}
	mv, err := m.cur.ParseMove(text)
	if err != nil {
		return err
	}
	m.pushMove(mv)
	return nil
}

// ErrIllegal refuses a move that is not among the legal moves. The error
// PlayMove returns matches it with errors.Is and carries the game's own
// reason (a *game.Refusal, for games that implement game.Checker).
var ErrIllegal = errors.New("not a legal move here")

// illegal is ErrIllegal with the game's reason.
type illegal struct{ why error }

func (e illegal) Error() string        { return e.why.Error() }
func (e illegal) Unwrap() error        { return e.why }
func (e illegal) Is(target error) bool { return target == ErrIllegal }

// PlayMove makes the move given as the game's number (e.g. from a click or
// a computer player), then the chance steps that follow it; like Play it
// cuts the redo tail.
func (m *Match) PlayMove(mv game.Move) error {
	switch {
	case m.cur.IsOver():
		return game.Refuse(game.CodeOver, "the game is over")
	case m.cur.CurrentPlayer() == game.Chance:
		return game.Refuse(game.CodeChance, "a chance step is due")
	}
	if !slices.Contains(m.cur.LegalMoves(nil), mv) {
		if c, ok := m.cur.(game.Checker); ok {
			if err := c.Check(mv); err != nil {
				return illegal{err}
			}
		}
		return ErrIllegal
	}
	m.pushMove(mv)
	return nil
}

// pushMove plays a checked move of the seat to move and the chance steps
// after it.
func (m *Match) pushMove(mv game.Move) {
	m.push(Ply{By: m.cur.CurrentPlayer(), Move: mv, Text: m.cur.FormatMove(mv)})
	m.advance()
}

// push plays a checked move at the cursor, dropping the redo tail and the
// snapshots that belonged to it.
func (m *Match) push(p Ply) {
	m.plies = append(m.plies[:m.cursor], p)
	m.snaps = m.snaps[:m.cursor/snapEvery+1]
	m.cur.Apply(p.Move)
	m.plies[m.cursor].TurnEnd = game.TurnDone(m.cur)
	m.cursor++
	if m.cursor%snapEvery == 0 {
		m.snaps = append(m.snaps, m.cur.Clone())
	}
}
