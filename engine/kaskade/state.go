package kaskade

import (
	"errors"
	"slices"
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
	owner  [MaxCells]Player
	owned  [3]int16 // cells empty, owned by White, by Black: for the win check
	toMove Player
	moves  int
	winner Player
}

// New returns the empty board of the given size with White to move.
func New(z Size) (*State, error) {
	if err := z.Validate(); err != nil {
		return nil, err
	}
	s := &State{geo: geometryOf(z), toMove: White}
	s.owned[NoPlayer] = int16(z.Cells())
	return s, nil
}

// Size is the board size.
func (s *State) Size() Size { return s.geo.size }

// At returns the ball count and owner of cell c.
func (s *State) At(c Cell) (count int, owner Player) { return int(s.count[c]), s.owner[c] }

// ToMove is the side to move, or NoPlayer once the game is over.
func (s *State) ToMove() Player { return s.toMove }

// Moves is the number of moves played, which is also the number of balls.
func (s *State) Moves() int { return s.moves }

// Winner is the side that has won, or NoPlayer while the game goes on.
func (s *State) Winner() Player { return s.winner }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.winner != NoPlayer }

// Owned is the number of cells p owns.
func (s *State) Owned(p Player) int { return int(s.owned[p]) }

// Clone returns an independent copy.
func (s *State) Clone() *State { c := *s; return &c }

// Errors a move can be refused with; Check wraps them with details.
var (
	ErrGameOver  = errors.New("the game is over")
	ErrOffBoard  = errors.New("cell is not on the board")
	errNoNewGame = errors.New("state was not made by New or Parse")
)

// OccupiedError refuses a move onto the opponent's cell.
type OccupiedError struct{ Owner Player }

func (e OccupiedError) Error() string { return "cell belongs to " + e.Owner.String() }

// Check reports why placing on c is illegal, or nil if it is legal.
func (s *State) Check(c Cell) error {
	switch {
	case s.geo == nil:
		return errNoNewGame
	case s.winner != NoPlayer:
		return ErrGameOver
	case !s.Size().Contains(c):
		return ErrOffBoard
	case s.owner[c] != NoPlayer && s.owner[c] != s.toMove:
		return OccupiedError{Owner: s.owner[c]}
	}
	return nil
}

// LegalMoves appends every legal move to buf and returns it.
func (s *State) LegalMoves(buf []Cell) []Cell { return appendLegal(s, buf) }

// appendLegal serves LegalMoves and the contract's Game.LegalMoves, whose
// moves are cells of another integer type.
func appendLegal[M ~int16 | ~int32](s *State, buf []M) []M {
	if s.winner != NoPlayer {
		return buf
	}
	cells := s.geo.size.Cells()
	n := len(buf)
	buf = slices.Grow(buf, cells)[:n+cells]
	opp := uint8(s.toMove.Opponent())
	// Branch-free: write every cell and advance only past legal ones (a
	// cell is legal unless the opponent owns it). This is the hot loop
	// of every random playout, so it takes eight cells a round.
	owner := s.owner[:cells]
	c := 0
	for ; c+8 <= cells; c += 8 {
		o := owner[c : c+8 : c+8]
		out := buf[n : n+8 : n+8]
		k := 0
		out[k] = M(c)
		k += notOwner(o[0], opp)
		out[k] = M(c + 1)
		k += notOwner(o[1], opp)
		out[k] = M(c + 2)
		k += notOwner(o[2], opp)
		out[k] = M(c + 3)
		k += notOwner(o[3], opp)
		out[k] = M(c + 4)
		k += notOwner(o[4], opp)
		out[k] = M(c + 5)
		k += notOwner(o[5], opp)
		out[k] = M(c + 6)
		k += notOwner(o[6], opp)
		out[k] = M(c + 7)
		k += notOwner(o[7], opp)
		n += k
	}
	for ; c < cells; c++ {
		buf[n] = M(c)
		n += notOwner(owner[c], opp)
	}
	return buf[:n]
}

// notOwner is 1 unless o is the player p, without a branch.
func notOwner(o Player, p uint8) int {
	d := uint8(o) ^ p
	return int((d | -d) >> 7)
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
				s.owner[f] = NoPlayer
				s.owned[p]--
				s.owned[NoPlayer]++
			}
		}
		next = next[:0]
		for _, f := range fire {
			for _, n := range g.nbr[f][:g.cap[f]] {
				s.count[n]++
				s.gain(n, p)
				// Every cell is below capacity when the wave starts to
				// land, so a cell joins the next wave exactly when it
				// reaches its capacity, once.
				if s.count[n] == g.cap[n] {
					next = append(next, n)
				}
			}
		}
		if r != nil {
			r.addWave(fire, g, s.Board())
		}
		if s.moves >= 2 && s.owned[opp] == 0 {
			s.winner = p
			break
		}
		fire, next = next, fire
	}
	return waves
}

// gain makes p the owner of cell c, which has just received a ball.
func (s *State) gain(c Cell, p Player) {
	// Branch-free on purpose (owned[NoPlayer] counts empty cells): in a
	// cascade whether c changes hands is unpredictable.
	s.owned[s.owner[c]]--
	s.owned[p]++
	s.owner[c] = p
}
