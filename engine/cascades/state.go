package cascades

import (
	"math/bits"

	"kaskade/engine/game"
)

// Side is a player. Black moves first, so Black is seat 0 of the shared
// contract and White seat 1: seat order is move order.
type Side int8

const (
	Black  Side = 0
	White  Side = 1
	NoSide Side = -1 // an empty cell, nobody to move, or a draw
)

// Opponent is the other side.
func (p Side) Opponent() Side { return 1 - p }

func (p Side) String() string {
	switch p {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "nobody"
}

// End ends the turn: after one drop it ends the turn early, with no drop
// it is a pass. Every other move is a drop on the cell of that index.
const End game.Move = 1 << 10

// State is a position of Cascades with the rules to go on from it. It
// implements game.State and the optional search interfaces (see game.go).
// The zero value is not usable; call New, NewGame or Parse. Copying a
// State copies the position: it holds no pointers.
type State struct {
	opt    Options
	rows   [2][MaxHeight]uint32 // each side's stones, a bit per cell of each row
	toMove Side                 // NoSide once the game is over
	drops  uint8                // drops made in the turn under way
	pass   bool                 // the last turn was a pass: another one ends the game
	winner Side                 // NoSide while running or after a draw
	turns  int32                // turns completed
	hash   uint64
}

// New starts a game: the top row filled White, Black, White... from the
// left, Black to move.
func New(o Options) (*State, error) {
	if err := o.Size.Validate(); err != nil {
		return nil, err
	}
	s := &State{opt: o, toMove: Black, winner: NoSide}
	for j := 0; j < o.Size.W; j++ {
		p := White // the leftmost stone is White's
		if j%2 == 1 {
			p = Black
		}
		s.rows[p][0] |= 1 << uint(j)
	}
	s.hash = s.computeHash()
	return s, nil
}

// NewGame starts a game from option text (see ParseOptions).
func NewGame(options string) (*State, error) {
	o, err := ParseOptions(options)
	if err != nil {
		return nil, err
	}
	return New(o)
}

func (s *State) Options() Options { return s.opt }
func (s *State) Size() Size       { return s.opt.Size }

// ToMove is the side to move, or NoSide once the game is over.
func (s *State) ToMove() Side { return s.toMove }

// Drops is the number of drops made in the turn under way (0 or 1).
func (s *State) Drops() int { return int(s.drops) }

// Turns is the number of turns completed.
func (s *State) Turns() int { return int(s.turns) }

// FirstTurn reports whether this is the game's first turn: Black's single drop.
func (s *State) FirstTurn() bool { return s.turns == 0 && s.toMove == Black }

// PassPending reports whether the last turn was a pass, so that a pass now
// ends the game.
func (s *State) PassPending() bool { return s.pass }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.toMove == NoSide }

// Winner is the side that won, or NoSide while running or after a draw.
func (s *State) Winner() Side { return s.winner }

// At is the side whose stone is on c, or NoSide for an empty cell.
func (s *State) At(c Cell) Side {
	r, j := s.opt.Size.RowCol(c)
	return s.at(r, j)
}

func (s *State) at(r, j int) Side {
	switch {
	case s.rows[Black][r]>>uint(j)&1 != 0:
		return Black
	case s.rows[White][r]>>uint(j)&1 != 0:
		return White
	}
	return NoSide
}

// Bottom is the number of p's stones on the bottom row.
func (s *State) Bottom(p Side) int { return bits.OnesCount32(s.rows[p][s.opt.Size.H-1]) }

// Stones is the number of p's stones on the board, the top row included.
func (s *State) Stones(p Side) int {
	n := 0
	for r := 0; r < s.opt.Size.H; r++ {
		n += bits.OnesCount32(s.rows[p][r])
	}
	return n
}

// Points is what decides the game for p: its stones on the bottom row, or
// with territory scoring its stones on the whole board.
func (s *State) Points(p Side) int {
	if s.opt.Territory {
		return s.Stones(p)
	}
	return s.Bottom(p)
}

// empty has a bit for each empty cell of row r.
func (s *State) empty(r int) uint32 {
	return s.opt.Size.rowMask(r) &^ (s.rows[Black][r] | s.rows[White][r])
}

// dropRow has a bit for each cell of row r (r >= 1) where p may drop: an
// empty cell below one of p's stones, or any empty cell when drops are free.
func (s *State) dropRow(p Side, r int) uint32 {
	if s.opt.Free {
		return s.empty(r)
	}
	up := s.rows[p][r-1]
	return (up | up<<1) & s.empty(r)
}

// canDrop reports whether the side to move has a drop.
func (s *State) canDrop() bool {
	for r := 1; r < s.opt.Size.H; r++ {
		if s.dropRow(s.toMove, r) != 0 {
			return true
		}
	}
	return false
}

// endLegal reports whether End is legal: always, except in the game's
// first turn while a drop is possible.
func (s *State) endLegal() bool { return !s.FirstTurn() || !s.canDrop() }

// Check reports why m is not legal here, as a *game.Refusal, or nil.
func (s *State) Check(m game.Move) error {
	z := s.opt.Size
	switch {
	case s.Over():
		return game.Refuse(game.CodeOver, "the game is over")
	case m == End:
		if !s.endLegal() {
			return game.Refuse(CodeFirstDrop, "black's first turn is exactly one drop")
		}
		return nil
	case m < 0 || m >= game.Move(z.Cells()):
		return game.Refuse(CodeOffBoard, "not a cell of the %s board", z)
	}
	r, j := z.RowCol(Cell(m))
	switch {
	case s.at(r, j) != NoSide:
		return game.Refuse(CodeOccupied, "%s is taken by %s", z.FormatCell(Cell(m)), s.at(r, j))
	case s.dropRow(s.toMove, r)>>uint(j)&1 == 0:
		return game.Refuse(CodeNotBelow, "%s is not below a stone of %s", z.FormatCell(Cell(m)), s.toMove)
	}
	return nil
}

// Refusal codes of this game (see game.Refusal).
const (
	CodeOccupied  = "cascades.occupied"   // the cell holds a stone
	CodeNotBelow  = "cascades.not-below"  // no own stone above the cell
	CodeOffBoard  = "cascades.off-board"  // not a cell of this board
	CodeFirstDrop = "cascades.first-drop" // end before black's first drop
)

// LegalMoves appends the legal drops, top row first, and End when legal.
func (s *State) LegalMoves(buf []game.Move) []game.Move {
	if s.Over() {
		return buf
	}
	z := s.opt.Size
	n := len(buf)
	for r := 1; r < z.H; r++ {
		base := game.Move(z.rowStart(r))
		for d := s.dropRow(s.toMove, r); d != 0; d &= d - 1 {
			buf = append(buf, base+game.Move(bits.TrailingZeros32(d)))
		}
	}
	if !s.FirstTurn() || len(buf) == n {
		buf = append(buf, End)
	}
	return buf
}

// Apply makes a legal move: the fast path for search, nothing recorded.
// An illegal move is ignored.
func (s *State) Apply(m game.Move) {
	if s.Check(m) == nil {
		s.play(m, nil)
	}
}

// Step is what a move did, for a screen to show without knowing the rules.
type Step struct {
	Side    Side      // who moved
	Move    game.Move // the drop's cell, or End
	Removed []Cell    // stones cut off and removed (free drop): the opponent's first, then the mover's
	// RemovedOpponent is how many of Removed were the opponent's.
	RemovedOpponent int
	TurnDone        bool // the move ended the turn
	Over            bool // the move ended the game
}

// Play makes the move m for the side to move and reports what happened.
// An illegal move returns the refusal and changes nothing.
func (s *State) Play(m game.Move) (Step, error) {
	if err := s.Check(m); err != nil {
		return Step{}, err
	}
	st := Step{Side: s.toMove, Move: m}
	s.play(m, &st)
	st.TurnDone = s.TurnDone()
	st.Over = s.Over()
	return st, nil
}

// play makes a legal move, recording the removals in st if not nil.
func (s *State) play(m game.Move, st *Step) {
	p := s.toMove
	if m == End {
		wasPass := s.drops == 0
		if wasPass && s.pass {
			s.turns++
			s.finish()
			return
		}
		s.endTurn(wasPass)
		return
	}
	z := s.opt.Size
	r, j := z.RowCol(Cell(m))
	s.rows[p][r] |= 1 << uint(j)
	s.hash ^= zobrist[p][r][j]
	if s.opt.Free {
		s.removeCutOff(p.Opponent(), st)
		if st != nil {
			st.RemovedOpponent = len(st.Removed)
		}
		s.removeCutOff(p, st)
	}
	s.drops++
	s.hash ^= keyDrop
	if s.pass { // a drop makes this turn no pass
		s.pass = false
		s.hash ^= keyPass
	}
	switch {
	case s.decided():
		s.turns++
		s.finish()
	case s.drops == 2 || s.turns == 0:
		s.endTurn(false)
	}
}

// endTurn hands the move to the other side.
func (s *State) endTurn(wasPass bool) {
	if s.drops == 1 {
		s.hash ^= keyDrop
	}
	if s.turns == 0 {
		s.hash ^= keyFirst
	}
	if s.pass != wasPass {
		s.hash ^= keyPass
	}
	s.drops, s.pass = 0, wasPass
	s.turns++
	s.toMove = s.toMove.Opponent()
	s.hash ^= keyWhite
}

// decided reports whether the bottom row ends the game: a majority for
// one side, or no empty cell left.
func (s *State) decided() bool {
	z := s.opt.Size
	b, w := s.rows[Black][z.H-1], s.rows[White][z.H-1]
	need := z.Majority()
	return bits.OnesCount32(b) >= need || bits.OnesCount32(w) >= need || b|w == z.rowMask(z.H-1)
}

// finish ends the game and scores it.
func (s *State) finish() {
	s.toMove, s.drops, s.pass, s.winner = NoSide, 0, false, NoSide
	if b, w := s.Points(Black), s.Points(White); b > w {
		s.winner = Black
	} else if w > b {
		s.winner = White
	}
	s.hash = s.computeHash()
}

// TurnDone reports whether the last move ended a turn (or the game), so
// that the next move starts a new one.
func (s *State) TurnDone() bool { return s.drops == 0 }

// flow has, per row, the cells that water from p's top-row stones reaches,
// stepping down or sideways through cells that are empty or p's.
func (s *State) flow(p Side) [MaxHeight]uint32 {
	z := s.opt.Size
	var reach [MaxHeight]uint32
	reach[0] = s.rows[p][0]
	for r := 1; r < z.H; r++ {
		open := z.rowMask(r) &^ s.rows[p.Opponent()][r]
		x := (reach[r-1] | reach[r-1]<<1) & open
		for {
			y := (x | x<<1 | x>>1) & open
			if y == x {
				break
			}
			x = y
		}
		reach[r] = x
	}
	return reach
}

// removeCutOff removes p's stones that are out of the flow, recording them
// in st if not nil.
func (s *State) removeCutOff(p Side, st *Step) {
	z := s.opt.Size
	reach := s.flow(p)
	for r := 1; r < z.H; r++ {
		cut := s.rows[p][r] &^ reach[r]
		s.rows[p][r] &^= cut
		for ; cut != 0; cut &= cut - 1 {
			j := bits.TrailingZeros32(cut)
			s.hash ^= zobrist[p][r][j]
			if st != nil {
				st.Removed = append(st.Removed, z.CellAt(r, j))
			}
		}
	}
}

// Zobrist keys: one per side and cell, and for what else decides the
// future: White to move, a drop made, a pass pending, the first turn.
var (
	zobrist                              [2][MaxHeight][32]uint64
	keyWhite, keyDrop, keyPass, keyFirst uint64
)

func init() {
	r := game.SplitMix64{State: 0xca5cade5}
	for p := range zobrist {
		for row := range zobrist[p] {
			for j := range zobrist[p][row] {
				zobrist[p][row][j] = r.Next()
			}
		}
	}
	keyWhite, keyDrop, keyPass, keyFirst = r.Next(), r.Next(), r.Next(), r.Next()
}

// computeHash is the hash from scratch; play keeps it up to date.
func (s *State) computeHash() uint64 {
	var h uint64
	for p := range s.rows {
		for r := range s.rows[p] {
			for x := s.rows[p][r]; x != 0; x &= x - 1 {
				h ^= zobrist[p][r][bits.TrailingZeros32(x)]
			}
		}
	}
	if s.toMove == White {
		h ^= keyWhite
	}
	if s.drops == 1 {
		h ^= keyDrop
	}
	if s.pass {
		h ^= keyPass
	}
	if s.turns == 0 {
		h ^= keyFirst
	}
	return h
}
