package formation

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
	NoSide Side = -1 // nobody: the game is over, or drawn
)

// Opponent is the other side.
func (s Side) Opponent() Side { return 1 - s }

func (s Side) String() string {
	switch s {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "nobody"
}

// Move is a game.Move: from<<6 | to, or Pass.
const Pass game.Move = 1 << 12

// MoveOf is the move of the piece on from to to.
func MoveOf(from, to Square) game.Move { return game.Move(int(from)<<6 | int(to)) }

// DefaultLimit is the move count at which an undecided game is drawn.
const DefaultLimit = 300

// Start squares, the same on every board.
var (
	blackStart = squaresMask("b8 e8 h7 h4 g1 d1 a2 a5")
	whiteStart = squaresMask("d8 g8 h5 h2 e1 b1 a4 a7")
)

func squaresMask(list string) uint64 {
	var m uint64
	for i := 0; i+2 <= len(list); i += 3 {
		sq, _ := ParseSquare(list[i : i+2])
		m |= 1 << sq
	}
	return m
}

// State is a position of Die Formation with the rules to go on from it. It
// implements game.State and the optional search interfaces (see game.go).
// Copying a State copies the position; the board tables and the history
// are immutable and shared, so a copy is cheap.
type State struct {
	tab    *tables
	pieces [2]uint64 // by Side
	toMove Side      // NoSide once over
	winner Side      // NoSide while running or drawn
	over   bool
	moves  int // moves played, passes included
	limit  int // the game is drawn when moves reaches limit
	hash   uint64
	hist   *histNode // the hashes of every position so far, newest first
	seen   [8]uint64 // a 512-bit filter of hist, to skip most searches of it

	choices  *[Choices]Assembly // the boards White picks from (pick.go); nil once picked
	pickSeed uint64             // the seed they were dealt from
}

// histNode is one position of the history: a persistent list, so that
// copies of a state share their common past and a move allocates one node.
type histNode struct {
	hash uint64
	prev *histNode
}

// New is the start position on the board c with Black to move; the game
// is drawn after limit moves.
func New(c Colours, limit int) *State {
	s := &State{tab: newTables(c), limit: limit, winner: NoSide}
	s.pieces = [2]uint64{blackStart, whiteStart}
	s.rehash()
	return s
}

// rehash computes the hash from scratch and starts the history with it.
func (s *State) rehash() {
	s.hash = 0
	for side, p := range s.pieces {
		for ; p != 0; p &= p - 1 {
			s.hash ^= zobrist[side][bits.TrailingZeros64(p)]
		}
	}
	if s.toMove == White {
		s.hash ^= zobristWhite
	}
	s.hist, s.seen = nil, [8]uint64{}
	s.remember()
}

// Accessors.
func (s *State) Colours() Colours        { return s.tab.colours }
func (s *State) Pieces(side Side) uint64 { return s.pieces[side] }
func (s *State) ToMove() Side            { return s.toMove }
func (s *State) Winner() Side            { return s.winner }
func (s *State) Over() bool              { return s.over }
func (s *State) Moves() int              { return s.moves }
func (s *State) Limit() int              { return s.limit }

// PieceAt is the side whose piece stands on sq, or NoSide.
func (s *State) PieceAt(sq Square) Side {
	switch {
	case s.pieces[Black]>>sq&1 != 0:
		return Black
	case s.pieces[White]>>sq&1 != 0:
		return White
	}
	return NoSide
}

func (s *State) occupied() uint64 { return s.pieces[Black] | s.pieces[White] }

// Targets are the squares the piece on sq may move to.
func (s *State) Targets(sq Square) uint64 { return s.tab.targets(int(sq), s.occupied()) }

// LegalMoves appends the legal moves: every piece move of the side to
// move, or Pass alone when it has none; nothing once the game is over.
func (s *State) LegalMoves(buf []game.Move) []game.Move {
	if s.over {
		return buf
	}
	if s.choices != nil {
		return s.pickMoves(buf)
	}
	n, occ := len(buf), s.occupied()
	for p := s.pieces[s.toMove]; p != 0; p &= p - 1 {
		from := bits.TrailingZeros64(p)
		for t := s.tab.targets(from, occ); t != 0; t &= t - 1 {
			buf = append(buf, game.Move(from<<6|bits.TrailingZeros64(t)))
		}
	}
	if len(buf) == n {
		buf = append(buf, Pass)
	}
	return buf
}

// legal reports whether m is a legal move here.
func (s *State) legal(m game.Move) bool {
	if s.over {
		return false
	}
	if s.choices != nil {
		_, ok := PickIndex(m)
		return ok
	}
	own, occ := s.pieces[s.toMove], s.occupied()
	if m == Pass {
		return !s.tab.canMove(own, occ)
	}
	from, to := int(m>>6), int(m&63)
	return m >= 0 && m < Pass && own>>from&1 != 0 && s.tab.targets(from, occ)>>to&1 != 0
}

// Apply makes the move m if it is legal (see legal); an illegal move is
// ignored. Then it decides whether the game is over: the mover wins with
// one group; a third repetition, the move limit, or neither side able to
// move draws.
func (s *State) Apply(m game.Move) {
	if !s.legal(m) {
		return
	}
	if s.choices != nil {
		s.applyPick(m)
		return
	}
	me := s.toMove
	if m != Pass {
		from, to := int(m>>6), int(m&63)
		s.pieces[me] ^= 1<<from | 1<<to
		s.hash ^= zobrist[me][from] ^ zobrist[me][to]
	}
	s.hash ^= zobristWhite
	s.moves++
	s.toMove = me.Opponent()
	repeated := s.remember()
	switch {
	case connected(s.pieces[me]):
		s.finish(me)
	case repeated >= 3, s.moves >= s.limit:
		s.finish(NoSide)
	case !s.tab.canMove(s.pieces[s.toMove], s.occupied()) && !s.tab.canMove(s.pieces[me], s.occupied()):
		s.finish(NoSide)
	}
}

func (s *State) finish(winner Side) {
	s.over, s.winner, s.toMove = true, winner, NoSide
}

// remember adds the current position to the history and returns how often
// it has now occurred. The filter answers "never seen" for most positions
// without walking the list; hash collisions (64 bits) are ignored.
func (s *State) remember() int {
	bit := s.hash >> 55 // 0..511
	w, b := bit>>6, uint64(1)<<(bit&63)
	n := 1
	if s.seen[w]&b != 0 {
		for h := s.hist; h != nil; h = h.prev {
			if h.hash == s.hash {
				n++
			}
		}
	}
	s.seen[w] |= b
	s.hist = &histNode{hash: s.hash, prev: s.hist}
	return n
}

// zobrist keys: one per side and square, one for White to move. Fixed by a
// constant seed, so hashes are the same on every run.
var zobrist, zobristWhite = func() (t [2][64]uint64, white uint64) {
	r := game.SplitMix64{State: 0x666f726d6174696f} // "formatio"
	next := r.Next
	for side := range t {
		for sq := range t[side] {
			t[side][sq] = next()
		}
	}
	return t, next()
}()
