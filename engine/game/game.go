// Package game is the contract every game in the collection fulfils, so that
// one set of computer players, one match layer and one command line serve
// them all (after OpenSpiel's State). A game keeps its rules in its own
// package and adapts its state to State here.
//
// Players are numbered 0 to NumPlayers()-1 (at most eight). A turn of several
// steps is a sequence of moves by the same player (see Turner). Chance steps
// (a shuffle or a deal) are positions whose CurrentPlayer is Chance; their
// moves are the outcomes, and ChanceState gives their probabilities. Hidden
// information is part of the state; what a player may see is a view of it
// (see Imperfect). The contract.go file holds these extensions; the
// conformance suite in engine/game/gametest checks a game against all of it.
package game

// Player is a seat at the table: 0, 1, ... or one of the special values.
type Player int

// Special players.
const (
	Chance   Player = -1 // a chance step: its outcome is drawn (see ChanceState)
	Terminal Player = -2 // the game is over: nobody moves
	// Onlooker is nobody's seat: Imperfect.ViewFor(Onlooker) is what every
	// seat may see, for a person who watches an online game.
	Onlooker Player = -3
)

// MaxPlayers is the most players any game has (Kaskade for eight).
const MaxPlayers = 8

// Move is a move of some game, an opaque number that the game maps to its
// own moves (Kaskade: the cell index). Only the game gives it meaning.
type Move int32

// NoMove is never a legal move.
const NoMove Move = -1

// State is a position of a game, with the rules to go on from it.
type State interface {
	// NumPlayers is the number of seats, 1 to MaxPlayers.
	NumPlayers() int
	// CurrentPlayer is the player to move, Chance, or Terminal once over.
	CurrentPlayer() Player
	// LegalMoves appends the legal moves to buf and returns it; none when
	// the game is over.
	LegalMoves(buf []Move) []Move
	// Apply makes a legal move: the fast path for search, no recording.
	// Applying an illegal move is a programming error; its effect is the
	// game's to define (Kaskade ignores it).
	Apply(m Move)
	// IsOver reports whether the game has ended.
	IsOver() bool
	// Result is p's return: +1 win, -1 loss, 0 draw or game not over.
	Result(p Player) float64
	// Clone returns an independent copy, cheap enough for search.
	Clone() State
	// Check says whether m is legal here: nil exactly when m is in
	// LegalMoves, else an error with a *Refusal in its chain saying why
	// (CodeOver once the game is over). Any number may be asked about.
	Check(m Move) error
	// FormatMove and ParseMove write and read a move in the game's
	// notation; ParseMove also checks that the move is legal here.
	FormatMove(m Move) string
	ParseMove(s string) (Move, error)
	// String writes the position in the game's notation; each game has a
	// Parse function that reads it back.
	String() string
}

// ParseFunc reads a position line of one game.
type ParseFunc func(line string) (State, error)

// Optional interfaces a State may implement to help search.

// Evaluator is the game's own static evaluation of the position from p's
// view: positive is good for p. It must stay well inside ±1<<22; won and
// lost positions are scored by the search, not the evaluator.
type Evaluator interface {
	Evaluate(p Player) int
}

// EvalFunc is a static evaluation given from outside the state, e.g. a
// published heuristic that a baseline player uses instead of the game's own.
type EvalFunc func(s State, p Player) int

// Heuristics is implemented by games that offer named evaluations for the
// baseline players: "material" (greedy) and "classic" (the published
// heuristic), or others a game documents.
type Heuristics interface {
	Heuristic(name string) EvalFunc
}

// MoveOrderer guesses how promising a legal move is, without playing it:
// higher first. Search tries good moves first so that it prunes more.
type MoveOrderer interface {
	OrderScore(m Move) int
}

// Hasher gives a Zobrist-style hash of the position, including the player
// to move, for a transposition table.
type Hasher interface {
	Hash() uint64
}

// Copier copies src, a state of the same game, into the receiver without
// allocating: search reuses one state per ply.
type Copier interface {
	CopyFrom(src State)
}

// Tactical is implemented by games whose static evaluation cannot be
// trusted while captures are pending: NoisyMoves appends the moves that
// change the position sharply (Kaskade: firing a full cell into enemy
// cells), which search plays out past its depth before evaluating.
type Tactical interface {
	NoisyMoves(buf []Move) []Move
}
