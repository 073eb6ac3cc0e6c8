package game

import (
	"errors"
	"fmt"
)

// Type says what kind of game a state belongs to (after OpenSpiel's
// GameType). The computer players choose their algorithm from it: alpha-beta
// only for two players, zero-sum, perfect information and no chance;
// otherwise Monte Carlo tree search, sampling chance outcomes and, with
// hidden information, positions re-dealt from the searching seat's view.
type Type struct {
	MinPlayers, MaxPlayers int  // the seats the game allows (its options pick one count)
	Chance                 bool // some positions have CurrentPlayer Chance
	Hidden                 bool // some players may not see the whole position (see Imperfect)
	ZeroSum                bool // the results of all players add up to zero
}

// Typer is implemented by every game's state: the kind of game it is.
// A state that does not implement it counts as PerfectTwoPlayer.
type Typer interface {
	Type() Type
}

// PerfectTwoPlayer is the type of a two-player zero-sum game of perfect
// information without chance (Kaskade, Die Formation).
var PerfectTwoPlayer = Type{MinPlayers: 2, MaxPlayers: 2, ZeroSum: true}

// TypeOf is the type of st's game.
func TypeOf(st State) Type {
	if t, ok := st.(Typer); ok {
		return t.Type()
	}
	return PerfectTwoPlayer
}

// AlphaBetaFits reports whether t is a game for which minimax is exact: two
// players, zero-sum, perfect information, no chance.
func (t Type) AlphaBetaFits() bool {
	return t.MaxPlayers == 2 && t.MinPlayers == 2 && t.ZeroSum && !t.Chance && !t.Hidden
}

// Refusal is the typed reason why a move is not legal. Code is stable and
// namespaced by game ("kaskade.opponent-cell", "game.over"): a screen words
// the refusal in the player's language from Code and Args, the command line
// and the logs use Text, the English sentence.
type Refusal struct {
	Code  string
	Args  []any // the values Text and a screen's wording fill in (a pile number)
	Text  string
	Cause error // the game's own error, if it has one (errors.Is and As see it)
}

func (r *Refusal) Error() string { return r.Text }

// Unwrap gives the game's own error, so that callers that test for it keep
// working once it comes wrapped in a Refusal.
func (r *Refusal) Unwrap() error { return r.Cause }

// Because makes a Refusal whose Text is the game's own error cause.
func Because(code string, cause error, args ...any) *Refusal {
	return &Refusal{Code: code, Args: args, Text: cause.Error(), Cause: cause}
}

// Refuse makes a Refusal; text is a format for args.
func Refuse(code, text string, args ...any) *Refusal {
	if len(args) > 0 {
		text = fmt.Sprintf(text, args...)
	}
	return &Refusal{Code: code, Args: args, Text: text}
}

// Codes every game shares.
const (
	CodeOver    = "game.over"     // the game has ended
	CodeNoMove  = "game.no-move"  // not a move of this game, or not one here
	CodeChance  = "game.chance"   // a player's move while chance is to move
	CodeNotTurn = "game.not-turn" // a move by a seat that is not to move
)

// RefusalOf finds the Refusal in err's chain.
func RefusalOf(err error) (*Refusal, bool) {
	var r *Refusal
	ok := errors.As(err, &r)
	return r, ok
}

// Checker is State's Check on its own: whether m is legal here, and if not,
// why, as a *Refusal in the error chain. Check(m) == nil exactly when m is
// in LegalMoves. Every State has it now; the name stays for callers.
type Checker interface {
	Check(m Move) error
}

// Outcome is one possible result of a chance step and its probability.
type Outcome struct {
	Move Move
	Prob float64
}

// ChanceState is implemented by games with chance steps. When CurrentPlayer
// is Chance, ChanceOutcomes appends the outcomes (the same moves as
// LegalMoves, in the same order) with probabilities that add up to 1; the
// match draws one from the game's seed and the ply, so that undo and replay
// deal the same.
type ChanceState interface {
	ChanceOutcomes(buf []Outcome) []Outcome
}

// Viewer is implemented by games whose positions hold something a seat
// may not see: ViewFor is what seat p (or Onlooker) may see, a copy in
// which everything hidden from p is replaced by a neutral value (cards
// face down) that the game's screen draws as unknown; its String is read
// by the game's Parse. It is for drawing only, not for play. Every
// Imperfect game is a Viewer; a game searched as one of perfect
// information may be one too, for cards that lie face down at the table
// (the Decktet solitaire's stock): an online room sends each device only
// its view.
type Viewer interface {
	ViewFor(p Player) State
}

// Imperfect is implemented by games with hidden information.
type Imperfect interface {
	Viewer
	// Resample returns a complete position that p cannot tell apart from
	// this one: what p has seen is kept, everything hidden from p is dealt
	// anew, consistently with what p has seen, using r. Search and hints
	// use it, never the true position.
	Resample(p Player, r *SplitMix64) State
}

// Turner is implemented by games whose turn is several moves by the same
// player (two drops in Cascades, the phases of a Kaleidoskop turn). TurnDone
// reports whether the last move ended a turn, so that the next move starts a
// new one. A state that does not implement it ends a turn with every move.
// Undo and redo by turn, records written by turn (moves of a turn joined by
// '+', as in "h3+h4") and the curtain between seats respect this boundary.
type Turner interface {
	TurnDone() bool
}

// TurnDone reports whether st is at a turn boundary.
func TurnDone(st State) bool {
	if t, ok := st.(Turner); ok {
		return t.TurnDone()
	}
	return true
}

// Scorer is implemented by games that count points (the game-over screen's
// ranking and shared wins): p's score so far. Result stays the return in
// [-1, 1] that search maximises; Score is what people read.
type Scorer interface {
	Score(p Player) float64
}

// ExactSearch is a game's exact solver at work on one position, in slices
// (engine/ai asks a game for one through ai.Solvable).
type ExactSearch interface {
	// Step searches whole slices while they fit in nodes more positions
	// and returns how many it searched (none when the next slice does not
	// fit).
	Step(nodes int64) int64
	// Slice is the most positions the next slice searches.
	Slice() int64
	// Done reports whether the solve has finished (settled or over budget).
	Done() bool
	// Best is the perfect move once settled; length is the moves left with
	// it, positive for a win, negative for a loss. ok is false until
	// settled, and for good when the budget ran out.
	Best() (m Move, length int, ok bool)
	Nodes() int64 // positions searched so far
	Cancel()      // ends an unfinished solve
}
