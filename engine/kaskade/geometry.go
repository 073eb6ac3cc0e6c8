// Package kaskade holds the rules of Kaskade, the two-player chain-reaction
// game: the board, legal moves, resolution of a move in overflow waves, and
// the text notation of docs/rules/kaskade.md. It is pure and
// deterministic: no clock, no randomness, no drawing.
package kaskade

import (
	"fmt"
	"sync"
)

// Board limits from the rules page.
const (
	MinSide  = 3
	MaxSide  = 20
	MaxCells = MaxSide * MaxSide
)

// Size is a board size, columns first.
type Size struct{ Cols, Rows int }

// Presets are the sizes the menu offers besides a free size.
var Presets = []Size{{6, 6}, {8, 8}, {10, 10}}

// DefaultSize is the board a new game gets unless told otherwise.
var DefaultSize = Size{6, 6}

// Validate reports whether the size is within the rules' range.
func (z Size) Validate() error {
	if z.Cols < MinSide || z.Cols > MaxSide || z.Rows < MinSide || z.Rows > MaxSide {
		return fmt.Errorf("board size %dx%d out of range: each side must be %d to %d", z.Cols, z.Rows, MinSide, MaxSide)
	}
	return nil
}

// Cells is the number of cells on the board.
func (z Size) Cells() int { return z.Cols * z.Rows }

// MaxMoves is the longest a game on this board can last: a stable board
// holds at most 3CR-2C-2R balls and every move adds one.
func (z Size) MaxMoves() int { return 3*z.Cols*z.Rows - 2*z.Cols - 2*z.Rows + 1 }

func (z Size) String() string { return fmt.Sprintf("%dx%d", z.Cols, z.Rows) }

// Cell is a cell index: row*Cols + col.
type Cell int16

// CellAt returns the cell at column col and row row (both from 0).
func (z Size) CellAt(col, row int) Cell { return Cell(row*z.Cols + col) }

// ColRow splits a cell into column and row.
func (z Size) ColRow(c Cell) (col, row int) { return int(c) % z.Cols, int(c) / z.Cols }

// Contains reports whether c is a cell of this board.
func (z Size) Contains(c Cell) bool { return c >= 0 && int(c) < z.Cells() }

// geometry holds what depends only on the size: capacities and neighbours.
// It is computed once per size and shared by every state of that size.
type geometry struct {
	size  Size
	words int     // words of a cellSet in use
	mask  cellSet // the cells of the board
	cap   []uint8
	nbr   [][4]Cell // the first cap[c] entries are the orthogonal neighbours

	// For set-wide neighbour steps (sets.go): the cells of each capacity,
	// and the cells not in the first or the last column.
	capSet            [5]cellSet
	notFirst, notLast cellSet

	// fullBytes holds, for the first 64 cells eight to a word, the count
	// at which each is full (capacity less one; 0xff off the board), so
	// that a one-word board finds its full cells eight at a time (bytes.go).
	fullBytes [8]uint64
}

var geometries sync.Map // Size -> *geometry

func geometryOf(z Size) *geometry {
	if g, ok := geometries.Load(z); ok {
		return g.(*geometry)
	}
	g := &geometry{size: z, cap: make([]uint8, z.Cells()), nbr: make([][4]Cell, z.Cells())}
	g.words = (z.Cells() + 63) / 64
	for i := range g.fullBytes {
		g.fullBytes[i] = ^uint64(0)
	}
	for c := Cell(0); int(c) < z.Cells(); c++ {
		g.mask[c>>6] |= 1 << (uint(c) & 63)
		col, row := z.ColRow(c)
		n := 0
		add := func(dc, dr int) {
			cc, rr := col+dc, row+dr
			if cc >= 0 && cc < z.Cols && rr >= 0 && rr < z.Rows {
				g.nbr[c][n] = z.CellAt(cc, rr)
				n++
			}
		}
		add(0, -1)
		add(-1, 0)
		add(1, 0)
		add(0, 1)
		g.cap[c] = uint8(n)
		g.capSet[n].add(c)
		if c < 64 {
			g.fullBytes[c/8] &^= 0xff << (8 * (c % 8))
			g.fullBytes[c/8] |= uint64(n-1) << (8 * (c % 8))
		}
		if col > 0 {
			g.notFirst.add(c)
		}
		if col < z.Cols-1 {
			g.notLast.add(c)
		}
	}
	actual, _ := geometries.LoadOrStore(z, g)
	return actual.(*geometry)
}

// Capacity is the number of neighbours of c: a cell overflows when it holds
// that many balls.
func (z Size) Capacity(c Cell) int { return int(geometryOf(z).cap[c]) }

// Neighbours returns the orthogonal neighbours of c.
func (z Size) Neighbours(c Cell) []Cell {
	g := geometryOf(z)
	return g.nbr[c][:g.cap[c]]
}
