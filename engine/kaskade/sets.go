package kaskade

import "math/bits"

// Set-wide steps over a board's cells (row by row, a row's cells in a
// run of bits): the evaluation asks "which of these cells touch that set"
// for all cells at once instead of walking each cell's neighbours.

// touching returns the cells of the board with at least one orthogonal
// neighbour in t, each once, and the same per direction in dirs (above,
// left, right, below), so that a caller can count neighbours.
func (g *geometry) touching(t *cellSet) (union cellSet, dirs [4]cellSet) {
	n := uint(g.size.Cols)
	dirs[0] = g.shiftUp(t, n)   // c-cols in t
	dirs[1] = g.shiftUp(t, 1)   // c-1 in t
	dirs[2] = g.shiftDown(t, 1) // c+1 in t
	dirs[3] = g.shiftDown(t, n) // c+cols in t
	for w := range g.words {
		dirs[0][w] &= g.mask[w]
		dirs[1][w] &= g.notFirst[w]
		dirs[2][w] &= g.notLast[w]
		union[w] = dirs[0][w] | dirs[1][w] | dirs[2][w] | dirs[3][w]
	}
	return union, dirs
}

// touchWord is touching's dirs on a board of at most 64 cells, in one word
// each.
func (g *geometry) touchWord(t uint64) [4]uint64 {
	n := uint(g.size.Cols)
	return [4]uint64{t << n & g.mask[0], t << 1 & g.notFirst[0], t >> 1 & g.notLast[0], t >> n}
}

// shiftUp moves every cell of t n cells on (towards higher indices).
func (g *geometry) shiftUp(t *cellSet, n uint) cellSet {
	var out cellSet
	for w := range g.words {
		out[w] = t[w] << n
		if w > 0 {
			out[w] |= t[w-1] >> (64 - n)
		}
	}
	return out
}

// shiftDown moves every cell of t n cells back (towards lower indices).
func (g *geometry) shiftDown(t *cellSet, n uint) cellSet {
	var out cellSet
	for w := range g.words {
		out[w] = t[w] >> n
		if w+1 < setWords {
			out[w] |= t[w+1] << (64 - n)
		}
	}
	return out
}

// count is the number of cells in a&b.
func (g *geometry) count(a, b *cellSet) int {
	n := 0
	for w := range g.words {
		n += bits.OnesCount64(a[w] & b[w])
	}
	return n
}
