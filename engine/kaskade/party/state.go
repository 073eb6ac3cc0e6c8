package party

import (
	"errors"
	"fmt"
	"sync"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
)

// maxWaves is a safety net only: a cascade that never settles takes every
// other player's last cell and is stopped by the end of the game long
// before this, as in the two-player game.
const maxWaves = 1 << 16

// geometry is what depends only on the board size, shared by every state
// of that size: each cell's capacity and neighbours, as engine/kaskade
// defines them.
type geometry struct {
	size kaskade.Size
	cap  []uint8
	nbr  [][4]kaskade.Cell // the first cap[c] entries are the neighbours
}

var geometries sync.Map // kaskade.Size -> *geometry

func geometryOf(z kaskade.Size) *geometry {
	if g, ok := geometries.Load(z); ok {
		return g.(*geometry)
	}
	g := &geometry{size: z, cap: make([]uint8, z.Cells()), nbr: make([][4]kaskade.Cell, z.Cells())}
	for c := kaskade.Cell(0); int(c) < z.Cells(); c++ {
		g.cap[c] = uint8(z.Capacity(c))
		copy(g.nbr[c][:], z.Neighbours(c))
	}
	actual, _ := geometries.LoadOrStore(z, g)
	return actual.(*geometry)
}

// State is a position of Kaskade for several players, and the game.State
// of the contract (a move is the index of the cell a ball goes on). The
// zero value is not usable; call New or Parse. Copying a State gives an
// independent position.
type State struct {
	geo    *geometry
	n      int8 // players
	toMove int8 // the seat to move, -1 once the game is over
	alive  int8 // seats still in
	moves  int
	count  [kaskade.MaxCells]uint8
	owner  [kaskade.MaxCells]int8 // the owner's seat plus one; 0 for an empty cell
	cells  [MaxPlayers]int16      // the cells each seat owns
	outAt  [MaxPlayers]int32      // the move that put each seat out; 0 while in
}

// New returns the empty board of size z for n players, seat 0 to move.
func New(z kaskade.Size, n int) (*State, error) {
	if err := z.Validate(); err != nil {
		return nil, err
	}
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("%d players: want %d to %d", n, MinPlayers, MaxPlayers)
	}
	return &State{geo: geometryOf(z), n: int8(n), alive: int8(n)}, nil
}

// NewGame starts a game from its options.
func NewGame(o Options) (*State, error) { return New(o.Size, o.Players) }

// Size is the board size.
func (s *State) Size() kaskade.Size { return s.geo.size }

// Moves is the number of moves played, which is also the number of balls.
func (s *State) Moves() int { return s.moves }

// Over reports whether the game has ended: one player is left.
func (s *State) Over() bool { return s.toMove < 0 }

// Winner is the last player left, or game.Terminal while the game goes on.
func (s *State) Winner() game.Player {
	if !s.Over() {
		return game.Terminal
	}
	for p := range s.n {
		if s.outAt[p] == 0 {
			return game.Player(p)
		}
	}
	return game.Terminal
}

// In reports whether seat p is still in the game.
func (s *State) In(p game.Player) bool { return s.seat(p) && s.outAt[p] == 0 }

// OutAt is the move that put seat p out, 0 while p is in.
func (s *State) OutAt(p game.Player) int {
	if !s.seat(p) {
		return 0
	}
	return int(s.outAt[p])
}

// Cells is the number of cells seat p owns.
func (s *State) Cells(p game.Player) int {
	if !s.seat(p) {
		return 0
	}
	return int(s.cells[p])
}

func (s *State) seat(p game.Player) bool { return p >= 0 && int(p) < int(s.n) }

// SideOf is the engine/kaskade side that stands for seat p on a Board:
// seat 0 is White, seat 1 Black, seat k is Player(k+1).
func SideOf(p game.Player) kaskade.Player { return kaskade.Player(p + 1) }

// SeatOf is the seat a Board's owner stands for (game.Terminal for none).
func SeatOf(o kaskade.Player) game.Player {
	if o <= kaskade.NoPlayer || int(o) > MaxPlayers {
		return game.Terminal
	}
	return game.Player(o - 1)
}

// Board returns a snapshot of the cells, owners as SideOf gives them, in
// the two-player game's type: a screen draws both alike.
func (s *State) Board() kaskade.Board {
	n := s.Size().Cells()
	b := kaskade.Board{Size: s.Size(), Count: append([]uint8(nil), s.count[:n]...), Owner: make([]kaskade.Player, n)}
	for c := range b.Owner {
		b.Owner[c] = kaskade.Player(s.owner[c])
	}
	return b
}

// Errors a move can be refused with, inside a *game.Refusal (its Cause).
var errNoBoard = errors.New("state was not made by New or Parse")

// OccupiedError refuses a move onto another player's cell.
type OccupiedError struct{ Owner game.Player }

func (e OccupiedError) Error() string { return "cell belongs to player " + seatName(e.Owner) }

// Check says why placing on cell m is illegal, with the refusal codes of
// the two-player game, or nil if it is legal.
func (s *State) Check(m game.Move) error {
	switch {
	case s.geo == nil:
		return game.Because(kaskade.CodeNoBoard, errNoBoard)
	case s.Over():
		return game.Because(game.CodeOver, kaskade.ErrGameOver)
	case m < 0 || int(m) >= s.Size().Cells():
		return game.Because(kaskade.CodeOffBoard, kaskade.ErrOffBoard, int(m))
	}
	if o := s.owner[m]; o != 0 && o != s.toMove+1 {
		owner := game.Player(o - 1)
		return game.Because(kaskade.CodeOpponentCell, OccupiedError{Owner: owner}, owner)
	}
	return nil
}

// LegalMoves appends every cell that no other player owns.
func (s *State) LegalMoves(buf []game.Move) []game.Move {
	if s.geo == nil || s.Over() {
		return buf
	}
	mine := s.toMove + 1
	for c, o := range s.owner[:s.Size().Cells()] {
		if o == 0 || o == mine {
			buf = append(buf, game.Move(c))
		}
	}
	return buf
}

// Apply makes a legal move; an illegal one is ignored.
func (s *State) Apply(m game.Move) { s.Place(kaskade.Cell(min(max(m, -1), 1<<14))) }

// Place makes the move c without recording its waves, the fast path for
// search, and returns the number of waves; an illegal move is ignored and
// returns -1.
func (s *State) Place(c kaskade.Cell) int {
	if s.Check(game.Move(c)) != nil {
		return -1
	}
	return s.resolve(c, nil)
}

// Play makes the move c and returns every step of its resolution, in the
// two-player game's Result (owners as SideOf gives them). An illegal move
// returns an error and changes nothing.
func (s *State) Play(c kaskade.Cell) (*kaskade.Result, error) {
	if err := s.Check(game.Move(c)); err != nil {
		return nil, err
	}
	p := game.Player(s.toMove)
	r := &kaskade.Result{Player: SideOf(p), Cell: c, Before: s.Board()}
	s.resolve(c, r)
	if s.Over() {
		r.Winner = SideOf(p)
	}
	return r, nil
}

// resolve applies a legal move: one ball on c, then the overflow waves,
// with the players left without a cell put out after every wave once
// everyone has moved; the game ends when one is left.
func (s *State) resolve(c kaskade.Cell, r *kaskade.Result) int {
	p := s.toMove
	s.moves++
	s.count[c]++
	s.take(c, p)
	if r != nil {
		r.Placed = s.Board()
	}
	waves := 0
	if s.count[c] >= s.geo.cap[c] {
		waves = s.cascade(c, p, r)
	}
	s.eliminate(p)
	if s.alive <= 1 {
		s.toMove = -1
		return waves
	}
	s.toMove = s.next(p)
	return waves
}

// cascade runs the waves that start at c, which has just reached its
// capacity, and returns how many ran. As in the two-player game every
// full cell of a wave fires at once, and a cell joins the next wave when
// a landing ball brings it to its capacity.
func (s *State) cascade(c kaskade.Cell, p int8, r *kaskade.Result) int {
	g := s.geo
	var bufA, bufB [64]kaskade.Cell
	fire, next := append(bufA[:0], c), bufB[:0]
	waves := 0
	for len(fire) > 0 && waves < maxWaves {
		waves++
		for _, f := range fire {
			s.count[f] -= g.cap[f]
			if s.count[f] == 0 {
				s.owner[f] = 0
				s.cells[p]--
			}
		}
		next = next[:0]
		for _, f := range fire {
			for _, nb := range g.nbr[f][:g.cap[f]] {
				s.count[nb]++
				s.take(nb, p)
				if s.count[nb] == g.cap[nb] {
					next = append(next, nb)
				}
			}
		}
		if r != nil {
			r.Waves = append(r.Waves, s.wave(fire))
		}
		if s.eliminate(p); s.alive <= 1 {
			break
		}
		fire, next = next, fire
	}
	return waves
}

// wave records a wave that has just landed.
func (s *State) wave(fired []kaskade.Cell) kaskade.Wave {
	w := kaskade.Wave{Fired: append([]kaskade.Cell(nil), fired...), After: s.Board()}
	for _, f := range fired {
		for _, nb := range s.geo.nbr[f][:s.geo.cap[f]] {
			w.Flights = append(w.Flights, kaskade.Flight{From: f, To: nb})
		}
	}
	return w
}

// take makes seat p the owner of cell c, which has just received a ball.
func (s *State) take(c kaskade.Cell, p int8) {
	if o := s.owner[c]; o != p+1 {
		if o != 0 {
			s.cells[o-1]--
		}
		s.owner[c] = p + 1
		s.cells[p]++
	}
}

// eliminate puts out every other player left without a cell, once
// everyone has moved (before that nobody can have lost a cell: no cell
// overflows in the first round).
func (s *State) eliminate(mover int8) {
	if s.moves < int(s.n) {
		return
	}
	for q := range s.n {
		if q != mover && s.outAt[q] == 0 && s.cells[q] == 0 {
			s.outAt[q] = int32(s.moves)
			s.alive--
		}
	}
}

// next is the seat after p that is still in.
func (s *State) next(p int8) int8 {
	for q := (p + 1) % s.n; ; q = (q + 1) % s.n {
		if s.outAt[q] == 0 {
			return q
		}
	}
}
