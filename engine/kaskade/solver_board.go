package kaskade

import "math/bits"

// The solver plays on its own compact board: a State carries room for a
// 20×20 board (over 600 bytes to copy per move), while the boards the
// solver takes have at most solverCells cells, whose owners fit one 32-bit
// word per side. The board is seen from the side to move ("me"): after a
// move the sides swap, so a position's value needs no colour. The rules
// are those of State.resolve; a test plays both side by side.

// solverCells bounds the cells of a board the solver takes (the key's
// limit, 5×5 and 4×6, is lower still).
const solverCells = 32

// sgeo is what the solver's board needs of one size.
type sgeo struct {
	size Size
	n    int
	all  uint32 // the cells of the board
	cap  [solverCells]uint8
	nbrs [solverCells]uint32   // each cell's neighbours, as a set
	nbr  [solverCells][4]uint8 // and as a list, the first cap entries
}

// newSgeo builds the solver's geometry of z, which must have at most
// solverCells cells.
func newSgeo(z Size) *sgeo {
	g := geometryOf(z)
	sg := &sgeo{size: z, n: z.Cells()}
	for c := range sg.n {
		sg.all |= 1 << c
		sg.cap[c] = g.cap[c]
		for i, nb := range g.nbr[c][:g.cap[c]] {
			sg.nbr[c][i] = uint8(nb)
			sg.nbrs[c] |= 1 << nb
		}
	}
	return sg
}

// sboard is a running position from the side to move's view.
type sboard struct {
	cnt    [solverCells]uint8
	me, op uint32 // the cells of the side to move and of its opponent
	moves  int32  // moves played, which is also the balls on the board
}

// sboardOf is s seen from its side to move.
func sboardOf(s *State) sboard {
	var b sboard
	me, op := s.toMove, s.toMove.Opponent()
	for c := range s.Size().Cells() {
		b.cnt[c] = s.count[c]
		switch s.ownerOf(Cell(c)) {
		case me:
			b.me |= 1 << c
		case op:
			b.op |= 1 << c
		}
	}
	b.moves = int32(s.moves)
	return b
}

// legal is the set of legal moves: every cell the opponent does not own.
func (b *sboard) legal(g *sgeo) uint32 { return g.all &^ b.op }

// full is the set of the mover's cells one ball below capacity: a ball
// there overflows.
func (b *sboard) full(g *sgeo) uint32 {
	var f uint32
	for m := b.me; m != 0; m &= m - 1 {
		c := bits.TrailingZeros32(m)
		if b.cnt[c]+1 == g.cap[c] {
			f |= 1 << c
		}
	}
	return f
}

// solverWaves is a safety net like maxWaves: a cascade that does not
// settle takes every enemy cell long before.
const solverWaves = 1 << 10

// play makes the legal move c for the side to move and reports whether it
// wins (the opponent is left without a cell). Unless it wins, the sides
// swap: the board is then seen from the opponent.
func (b *sboard) play(g *sgeo, c int) bool {
	b.moves++
	b.cnt[c]++
	b.me |= 1 << c
	if b.cnt[c] < g.cap[c] {
		b.me, b.op = b.op, b.me
		return false
	}
	fire := uint32(1) << c
	for range solverWaves {
		for f := fire; f != 0; f &= f - 1 {
			x := bits.TrailingZeros32(f)
			b.cnt[x] -= g.cap[x]
			if b.cnt[x] == 0 {
				b.me &^= 1 << x
			}
		}
		var next uint32
		for f := fire; f != 0; f &= f - 1 {
			x := bits.TrailingZeros32(f)
			for _, n := range g.nbr[x][:g.cap[x]] {
				b.cnt[n]++
				if b.cnt[n] == g.cap[n] {
					next |= 1 << n
				}
			}
			b.me |= g.nbrs[x]
			b.op &^= g.nbrs[x]
		}
		if b.op == 0 {
			return true
		}
		if fire = next; fire == 0 {
			break
		}
	}
	b.me, b.op = b.op, b.me
	return false
}

// winsNow reports whether the move c, a ball on one of the mover's full
// cells, takes every enemy cell; b is unchanged.
func (b *sboard) winsNow(g *sgeo, c int) bool {
	t := *b
	return t.play(g, c)
}
