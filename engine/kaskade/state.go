package kaskade

import (
	"errors"
	"math/bits"
	"slices"

	"kaskade/engine/game"
)

// Player is a side, or NoPlayer for an empty cell or an unfinished game.
type Player int8

const (
	NoPlayer Player = 0
	White    Player = 1 // player A, moves first
	Black    Player = 2 // player B
)

// Opponent returns the other side.
func (p Player) Opponent() Player { return 3 - p }

func (p Player) String() string {
	switch p {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return "none"
}

// maxWaves is a safety net only: a cascade that never settles eliminates the
// opponent and is stopped by the win check long before this (see the test
// on a saturated 20x20 board).
const maxWaves = 1 << 16

// State is a Kaskade game position. The zero value is not usable; call New.
// Copying a State (or calling Clone) gives an independent position.
type State struct {
	geo    *geometry
	count  [MaxCells]uint8
	owns   [3]cellSet // the cells White and Black own (index NoPlayer unused)
	toMove Player
	moves  int
	winner Player
}

// ownerOf returns who owns cell c, without a branch.
func (s *State) ownerOf(c Cell) Player {
	w, b := uint(c)>>6&(setWords-1), uint(c)&63 // word(c), as a shift
	return Player(s.owns[White][w]>>b&1 | (s.owns[Black][w]>>b&1)<<1)
}

// put sets cell c to n balls of owner o (NoPlayer when n is 0), for
// building positions.
func (s *State) put(c Cell, n uint8, o Player) {
	w, bit := word(c)
	s.count[c] = n
	s.owns[White][w] &^= bit
	s.owns[Black][w] &^= bit
	if o != NoPlayer {
		s.owns[o][w] |= bit
	}
}

// ownsAny reports whether p owns any cell.
func (s *State) ownsAny(p Player) bool {
	var or uint64
	for _, w := range s.owns[p][:s.geo.words] {
		or |= w
	}
	return or != 0
}

// New returns the empty board of the given size with White to move.
func New(z Size) (*State, error) {
	if err := z.Validate(); err != nil {
		return nil, err
	}
	return &State{geo: geometryOf(z), toMove: White}, nil
}

// Size is the board size.
func (s *State) Size() Size { return s.geo.size }

// At returns the ball count and owner of cell c.
func (s *State) At(c Cell) (count int, owner Player) { return int(s.count[c]), s.ownerOf(c) }

// ToMove is the side to move, or NoPlayer once the game is over.
func (s *State) ToMove() Player { return s.toMove }

// Moves is the number of moves played, which is also the number of balls.
func (s *State) Moves() int { return s.moves }

// Winner is the side that has won, or NoPlayer while the game goes on.
func (s *State) Winner() Player { return s.winner }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.winner != NoPlayer }

// Owned is the number of cells p owns; Owned(NoPlayer) counts empty cells.
func (s *State) Owned(p Player) int {
	if p == NoPlayer {
		return s.Size().Cells() - s.Owned(White) - s.Owned(Black)
	}
	n := 0
	for _, w := range s.owns[p][:s.geo.words] {
		n += bits.OnesCount64(w)
	}
	return n
}

// Clone returns an independent copy.
func (s *State) Clone() *State { c := *s; return &c }

// Errors a move can be refused with. Check returns them inside a
// *game.Refusal (its Cause), so errors.Is and errors.As still find them.
var (
	ErrGameOver  = errors.New("the game is over")
	ErrOffBoard  = errors.New("cell is not on the board")
	errNoNewGame = errors.New("state was not made by New or Parse")
)

// OccupiedError refuses a move onto the opponent's cell.
type OccupiedError struct{ Owner Player }

func (e OccupiedError) Error() string { return "cell belongs to " + e.Owner.String() }

// Refusal codes of Kaskade (besides game.CodeOver).
const (
	CodeOffBoard     = "kaskade.off-board"     // Args: the cell number
	CodeOpponentCell = "kaskade.opponent-cell" // Args: the owner's seat (game.Player)
	CodeNoBoard      = "kaskade.no-board"      // a State not made by New or Parse
)

// Check reports why placing on c is illegal as a *game.Refusal, or nil if
// it is legal.
func (s *State) Check(c Cell) error {
	switch {
	case s.geo == nil:
		return game.Because(CodeNoBoard, errNoNewGame)
	case s.winner != NoPlayer:
		return game.Because(game.CodeOver, ErrGameOver)
	case !s.Size().Contains(c):
		return game.Because(CodeOffBoard, ErrOffBoard, int(c))
	case s.ownerOf(c) == s.toMove.Opponent():
		return game.Because(CodeOpponentCell, OccupiedError{Owner: s.ownerOf(c)}, PlayerOf(s.ownerOf(c)))
	}
	return nil
}

// LegalMoves appends every legal move to buf and returns it.
func (s *State) LegalMoves(buf []Cell) []Cell { return appendLegal(s, buf) }

// appendLegal serves LegalMoves and the contract's Game.LegalMoves, whose
// moves are cells of another integer type. A cell is legal unless the
// opponent owns it: the hot loop of every random playout walks the set
// bits of the complement of the opponent's set.
func appendLegal[M ~int16 | ~int32](s *State, buf []M) []M {
	if s.winner != NoPlayer {
		return buf
	}
	g := s.geo
	n := len(buf)
	buf = slices.Grow(buf, g.size.Cells())[:n+g.size.Cells()]
	opp := &s.owns[s.toMove.Opponent()]
	for w, mask := range g.mask[:g.words] {
		free := mask &^ opp[w]
		base := M(w * 64)
		for ; free != 0; free &= free - 1 {
			buf[n] = base + M(bits.TrailingZeros64(free))
			n++
		}
	}
	return buf[:n]
}

// Play makes the move c for the side to move and returns every step of its
// resolution. An illegal move returns an error and changes nothing.
func (s *State) Play(c Cell) (*Result, error) {
	if err := s.Check(c); err != nil {
		return nil, err
	}
	r := &Result{Player: s.toMove, Cell: c, Before: s.Board()}
	s.resolve(c, r)
	return r, nil
}

// Place makes the move c without recording its waves: the fast path for
// search and playouts. It returns the number of waves. The move must be
// legal (see Check); an illegal one is ignored and returns -1.
func (s *State) Place(c Cell) int {
	if s.Check(c) != nil {
		return -1
	}
	return s.resolve(c, nil)
}

// resolve applies a legal move as the rules page describes: place one ball,
// then overflow in waves, checking for a win after each wave. If r is not
// nil every wave is recorded in it.
func (s *State) resolve(c Cell, r *Result) int {
	p := s.toMove
	g := s.geo
	s.moves++
	s.count[c]++
	s.gain(c, p)
	if r != nil {
		r.Placed = s.Board()
	}

	waves := 0
	if s.count[c] >= g.cap[c] {
		waves = s.cascade(c, p, r)
	}
	if s.winner != NoPlayer {
		s.toMove = NoPlayer
		if r != nil {
			r.Winner = p
		}
	} else {
		s.toMove = p.Opponent()
	}
	return waves
}

// cascade runs the overflow waves that start at cell c, which has just
// reached its capacity, and returns how many waves ran.
func (s *State) cascade(c Cell, p Player, r *Result) int {
	g := s.geo
	opp := p.Opponent()
	// Small stack buffers: most cascades are short, and append moves a
	// long one to the heap. Zeroing MaxCells-sized arrays on every move
	// would cost more than the cascade itself.
	var bufA, bufB [64]Cell
	fire, next := append(bufA[:0], c), bufB[:0]
	waves := 0
	for len(fire) > 0 && waves < maxWaves {
		waves++
		for _, f := range fire {
			s.count[f] -= g.cap[f]
			if s.count[f] == 0 {
				s.owns[p].del(f)
			}
		}
		next = s.land(fire, next[:0], p)
		if r != nil {
			r.addWave(fire, g, s.Board())
		}
		if s.moves >= 2 && !s.ownsAny(opp) {
			s.winner = p
			break
		}
		fire, next = next, fire
	}
	return waves
}

// land drops one ball from each fired cell on each of its neighbours, which
// become p's, and returns in next the cells that reach capacity. Every cell
// is below capacity when a wave starts to land, so a cell joins the next
// wave exactly when it reaches its capacity, once. This is the hot loop of
// every cascade: the append is branch-free, because which neighbours fill
// up is unpredictable, and the sets are indexed without bounds checks.
func (s *State) land(fire, next []Cell, p Player) []Cell {
	g := s.geo
	mine, theirs := &s.owns[p], &s.owns[p.Opponent()]
	next = slices.Grow(next[:0], 4*len(fire))
	out := next[:cap(next)]
	k := 0
	for _, f := range fire {
		for _, n := range g.nbr[f][:g.cap[f]] {
			s.count[n]++
			w, bit := word(n)
			mine[w] |= bit
			theirs[w] &^= bit
			out[k] = n
			if s.count[n] == g.cap[n] {
				k++
			}
		}
	}
	return out[:k]
}

// gain makes p the owner of cell c, which has just received a ball.
func (s *State) gain(c Cell, p Player) {
	// Branch-free on purpose: in a cascade whether c changes hands is
	// unpredictable.
	w, bit := word(c)
	s.owns[p][w] |= bit
	s.owns[p.Opponent()][w] &^= bit
}
