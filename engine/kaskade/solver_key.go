package kaskade

import (
	"fmt"
	"math/bits"
)

// The solver's key of a running position is its board alone, seen from
// the side to move: which side that is follows from the number of balls
// (one per move), so two positions with the same cells are the same
// position. A cell of capacity k holds 0 to k-1 balls of one owner, which
// is 2k-1 states (3, 5 or 7): the board is one number in mixed radix,
// exact (no hash collisions) and small enough for 64 bits up to 5x5.
// Mirror images and rotations are one position: the key is the least over
// the board's symmetries.

// maxSyms is the most symmetries a board has: eight for a square.
const maxSyms = 8

// keyTables holds, for one board size, what the key needs.
type keyTables struct {
	syms   int
	weight [solverCells][maxSyms]uint64 // weight[c][t]: cell c's place value under symmetry t
	image  [maxSyms][]Cell              // image[t][c]: where symmetry t takes cell c
	back   [maxSyms][]Cell              // back[t]: the inverse of image[t]
}

// newKeyTables builds the key for size z, or says the board is too large.
func newKeyTables(z Size) (*keyTables, error) {
	n := z.Cells()
	if n > solverCells {
		return nil, fmt.Errorf("board %s is too large for the solver (at most %d cells; 5x5 and 4x6 do)", z, solverCells)
	}
	k := &keyTables{}
	for _, f := range symmetriesOf(z) {
		t := k.syms
		k.syms++
		k.image[t], k.back[t] = make([]Cell, n), make([]Cell, n)
		for c := Cell(0); int(c) < n; c++ {
			col, row := z.ColRow(c)
			img := z.CellAt(f(col, row))
			k.image[t][c], k.back[t][img] = img, c
		}
	}
	place := make([]uint64, n)
	p := uint64(1)
	for c := range n {
		place[c] = p
		hi, lo := bits.Mul64(p, uint64(2*z.Capacity(Cell(c))-1))
		if hi != 0 {
			return nil, fmt.Errorf("board %s is too large for the solver (its positions do not fit a 64-bit key; 5x5 and 4x6 do)", z)
		}
		p = lo
	}
	for c := range n {
		for t := range k.syms {
			k.weight[c][t] = place[k.image[t][c]]
		}
	}
	return k, nil
}

// symmetriesOf lists the maps of (column, row) that keep the board: four
// for a rectangle, eight for a square (the transposed four too).
func symmetriesOf(z Size) []func(col, row int) (int, int) {
	c, r := z.Cols-1, z.Rows-1
	fs := []func(col, row int) (int, int){
		func(x, y int) (int, int) { return x, y },
		func(x, y int) (int, int) { return c - x, y },
		func(x, y int) (int, int) { return x, r - y },
		func(x, y int) (int, int) { return c - x, r - y },
	}
	if c == r {
		fs = append(fs,
			func(x, y int) (int, int) { return y, x },
			func(x, y int) (int, int) { return r - y, x },
			func(x, y int) (int, int) { return y, c - x },
			func(x, y int) (int, int) { return r - y, c - x },
		)
	}
	return fs
}

// key returns the canonical key of b and the symmetry that gives it. A
// cell's digit is 0 when empty, else 2·balls - 1 for the mover's, 2·balls
// for the opponent's (below 2·capacity - 1 on a stable board).
func (k *keyTables) key(b *sboard) (key uint64, sym int) {
	var sums [maxSyms]uint64
	for m := b.me | b.op; m != 0; m &= m - 1 {
		c := bits.TrailingZeros32(m)
		d := 2*uint64(b.cnt[c]) - uint64(b.me>>c&1)
		w := &k.weight[c]
		for t := range maxSyms {
			sums[t] += d * w[t]
		}
	}
	key = sums[0]
	for t := 1; t < k.syms; t++ {
		if sums[t] < key {
			key, sym = sums[t], t
		}
	}
	return key, sym
}
