package formation

import "math/bits"

// Bitboard masks of files, and the jump tables that do not depend on
// colours.
const (
	fileA uint64 = 0x0101010101010101
	fileH        = fileA << 7
)

var knightMask, kingMask = func() (n, k [64]uint64) {
	for sq := range 64 {
		f, r := sq&7, sq>>3
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			n[sq] |= maskAt(f+d[0], r+d[1])
		}
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				if df != 0 || dr != 0 {
					k[sq] |= maskAt(f+df, r+dr)
				}
			}
		}
	}
	return n, k
}()

// maskAt is the bit of the square on file f, rank r, or 0 off the board.
func maskAt(f, r int) uint64 {
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return 0
	}
	return 1 << (r*8 + f)
}

// Directions of the sliders: the first two go up the square numbers, the
// last two down, which decides how the nearest blocker is found.
var (
	rookDirs   = [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	bishopDirs = [4][2]int{{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}
)

// tables are what move generation needs to know about one board's colours,
// computed once per board and shared by every copy of a state.
type tables struct {
	colours Colours
	// rays[sq][d] are the squares a slider on sq may pass in direction d on
	// an empty board: up to and including the first square of its own
	// colour. Only red (rook) and yellow (bishop) squares have rays.
	rays [64][4]uint64
}

func newTables(c Colours) *tables {
	t := &tables{colours: c}
	for sq := range 64 {
		dirs := &rookDirs
		switch c[sq] {
		case Yellow:
			dirs = &bishopDirs
		case Green, Blue:
			continue
		}
		for d, step := range dirs {
			f, r := sq&7+step[0], sq>>3+step[1]
			for m := maskAt(f, r); m != 0; m = maskAt(f, r) {
				t.rays[sq][d] |= m
				if c[r*8+f] == c[sq] { // the first square of its colour ends the ray
					break
				}
				f, r = f+step[0], r+step[1]
			}
		}
	}
	return t
}

// targets are the empty squares the piece on sq may move to when occ holds
// every piece on the board.
func (t *tables) targets(sq int, occ uint64) uint64 {
	switch t.colours[sq] {
	case Green:
		return knightMask[sq] &^ occ
	case Blue:
		return kingMask[sq] &^ occ
	}
	ray := &t.rays[sq]
	var to uint64
	for d := 0; d < 2; d++ { // upwards: keep the squares below the nearest blocker
		r := ray[d]
		if b := r & occ; b != 0 {
			r &= b&-b - 1
		}
		to |= r
	}
	for d := 2; d < 4; d++ { // downwards: keep the squares above the nearest blocker
		r := ray[d]
		if b := r & occ; b != 0 {
			r &^= 2<<(63-bits.LeadingZeros64(b)) - 1
		}
		to |= r
	}
	return to
}

// canMove reports whether any of the pieces in own has a move.
func (t *tables) canMove(own, occ uint64) bool {
	for p := own; p != 0; p &= p - 1 {
		if t.targets(bits.TrailingZeros64(p), occ) != 0 {
			return true
		}
	}
	return false
}

// spread adds the orthogonal neighbours of every square in g.
func spread(g uint64) uint64 {
	return g | g<<8 | g>>8 | (g<<1)&^fileA | (g>>1)&^fileH
}

// groupOf is the orthogonally connected group of p that holds the squares
// in seed (a flood fill on bitboards).
func groupOf(seed, p uint64) uint64 {
	g := seed
	for {
		n := spread(g) & p
		if n == g {
			return g
		}
		g = n
	}
}

// connected reports whether the pieces p form one orthogonal group.
func connected(p uint64) bool {
	return p != 0 && groupOf(p&-p, p) == p
}
