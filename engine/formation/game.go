package formation

import (
	"fmt"
	"strconv"
	"strings"

	"kaskade/engine/game"
)

var (
	_ game.State       = (*State)(nil)
	_ game.Evaluator   = (*State)(nil)
	_ game.MoveOrderer = (*State)(nil)
	_ game.Hasher      = (*State)(nil)
	_ game.Copier      = (*State)(nil)
	_ game.Heuristics  = (*State)(nil)
	_ game.Tactical    = (*State)(nil)
)

// Options are the settings of a new game.
type Options struct {
	Board Assembly
	Limit int // moves until an undecided game is drawn
	// Pick: White picks the board before the first move from the boards
	// PickBoards deals from PickSeed (pick.go); Board is then unused.
	Pick     bool
	PickSeed uint64
}

// DefaultOptions is the default board with the rules page's move limit.
var DefaultOptions = Options{Board: DefaultAssembly, Limit: DefaultLimit}

// MaxLimit bounds the move limit a game may be given.
const MaxLimit = 100000

// String writes the options in ParseOptions' form: "default" or the
// assembly, then ",limit=N" unless the limit is the default.
func (o Options) String() string {
	t := o.Board.String()
	switch {
	case o.Pick:
		t = "pick:" + strconv.FormatUint(o.PickSeed, 10)
	case o.Board == DefaultAssembly:
		t = "default"
	}
	if o.Limit != DefaultLimit {
		t += ",limit=" + strconv.Itoa(o.Limit)
	}
	return t
}

// ParseOptions reads a game's option text: the board, then optionally a
// move limit. The board is "default", "random:SEED" (SEED a number; the
// same seed gives the same board everywhere), "pick:SEED" (White picks
// one of PickBoards(SEED) before the first move) or an assembly such as
// "Q0F0/Q1F0/Q2F0/Q3F0" (see ParseAssembly). Examples: "default",
// "random:42,limit=200", "Q3B1/Q2F0/Q1F2/Q0B3". Empty text is "default".
func ParseOptions(text string) (Options, error) {
	o := DefaultOptions
	board, rest, hasRest := strings.Cut(text, ",")
	switch {
	case board == "" || board == "default":
	case strings.HasPrefix(board, "random:"):
		seed, err := strconv.ParseUint(board[len("random:"):], 10, 64)
		if err != nil {
			return o, fmt.Errorf("options %q: random:SEED wants a number, e.g. random:42", text)
		}
		o.Board = RandomAssembly(seed)
	case strings.HasPrefix(board, "pick:"):
		seed, err := strconv.ParseUint(board[len("pick:"):], 10, 64)
		if err != nil {
			return o, fmt.Errorf("options %q: pick:SEED wants a number, e.g. pick:42", text)
		}
		o.Pick, o.PickSeed = true, seed
	default:
		a, err := ParseAssembly(board)
		if err != nil {
			return o, fmt.Errorf("options %q: %v (or default, random:SEED)", text, err)
		}
		o.Board = a
	}
	if hasRest {
		n, err := strconv.Atoi(strings.TrimPrefix(rest, "limit="))
		if !strings.HasPrefix(rest, "limit=") || err != nil || n < 1 || n > MaxLimit {
			return o, fmt.Errorf("options %q: after the board only limit=N (1..%d) may follow, e.g. default,limit=300", text, MaxLimit)
		}
		o.Limit = n
	}
	return o, nil
}

// NewGame starts a game from option text (see ParseOptions).
func NewGame(options string) (*State, error) {
	o, err := ParseOptions(options)
	if err != nil {
		return nil, err
	}
	return o.New(), nil
}

// New starts a game with these options.
func (o Options) New() *State {
	if o.Pick {
		return newPicking(o.PickSeed, o.Limit)
	}
	return New(o.Board.Colours(), o.Limit)
}

// NumPlayers is 2: Black (seat 0, moves first) and White (seat 1).
func (s *State) NumPlayers() int { return 2 }

// CurrentPlayer is the seat of the side to move, or game.Terminal.
func (s *State) CurrentPlayer() game.Player {
	if s.over {
		return game.Terminal
	}
	return game.Player(s.toMove)
}

func (s *State) IsOver() bool { return s.over }

// Result is +1 for the winner, -1 for the loser, 0 for a draw or while the
// game goes on.
func (s *State) Result(p game.Player) float64 {
	switch {
	case s.winner == NoSide:
		return 0
	case game.Player(s.winner) == p:
		return 1
	}
	return -1
}

func (s *State) Clone() game.State { c := *s; return &c }

// CopyFrom copies src, which must be a *State, into s.
func (s *State) CopyFrom(src game.State) { *s = *src.(*State) }

// Hash is the Zobrist hash of the pieces and the side to move.
func (s *State) Hash() uint64 { return s.hash }
