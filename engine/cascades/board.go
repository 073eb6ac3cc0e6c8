package cascades

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"kaskade/engine/game"
)

// Board limits from the rules page: W cells on the top row (even), H rows.
const (
	MinWidth  = 4
	MaxWidth  = 16
	MinHeight = 2
	MaxHeight = 16
	// MaxCells is the number of cells of the largest board.
	MaxCells = MaxHeight*MaxWidth + MaxHeight*(MaxHeight-1)/2
)

// Size is a board: W cells on the top row, H rows, each row one cell
// longer than the row above.
type Size struct{ W, H int }

// Presets are the sizes the menu offers besides a free size.
var Presets = []Size{{8, 8}, {10, 10}}

// Validate reports whether the size is within the rules page's limits.
func (z Size) Validate() error {
	switch {
	case z.W < MinWidth || z.W > MaxWidth || z.W%2 != 0:
		return fmt.Errorf("board %s: the top row must have an even number of cells from %d to %d", z, MinWidth, MaxWidth)
	case z.H < MinHeight || z.H > MaxHeight:
		return fmt.Errorf("board %s: the board must have %d to %d rows", z, MinHeight, MaxHeight)
	}
	return nil
}

func (z Size) String() string { return strconv.Itoa(z.W) + "x" + strconv.Itoa(z.H) }

// ParseSize reads a size written WxH, e.g. "8x8", in canonical form only.
func ParseSize(text string) (Size, error) {
	ws, hs, ok := strings.Cut(text, "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil {
		return Size{}, fmt.Errorf("size %q: want top-row cells x rows, e.g. 8x8", text)
	}
	z := Size{w, h}
	if z.String() != text {
		return Size{}, fmt.Errorf("size %q: write it as %s", text, z)
	}
	return z, z.Validate()
}

// RowLen is the number of cells in row r (0 is the top row).
func (z Size) RowLen(r int) int { return z.W + r }

// Cells is the number of cells on the board.
func (z Size) Cells() int { return z.H*z.W + z.H*(z.H-1)/2 }

// BottomLen is the number of cells on the bottom row.
func (z Size) BottomLen() int { return z.RowLen(z.H - 1) }

// Majority is how many bottom cells a player must hold to end the game at
// once: more than half of the bottom row.
func (z Size) Majority() int { return z.BottomLen()/2 + 1 }

// Cell is a cell index: the rows from the top, each from the left.
type Cell int16

// NoCell is no cell of any board.
const NoCell Cell = -1

// rowStart is the index of the first cell of row r.
func (z Size) rowStart(r int) int { return r*z.W + r*(r-1)/2 }

// CellAt is the cell j (from 0, left) of row r (from 0, top).
func (z Size) CellAt(r, j int) Cell { return Cell(z.rowStart(r) + j) }

// Contains reports whether c is a cell of this board.
func (z Size) Contains(c Cell) bool { return c >= 0 && int(c) < z.Cells() }

// RowCol splits a cell of the board into its row and its place in the row.
func (z Size) RowCol(c Cell) (r, j int) {
	for r = 0; r < z.H-1 && int(c) >= z.rowStart(r+1); r++ {
	}
	return r, int(c) - z.rowStart(r)
}

// Above is the cell's upper neighbours (r-1, j-1) and (r-1, j) that exist.
func (z Size) Above(c Cell) []Cell {
	r, j := z.RowCol(c)
	var out []Cell
	if r > 0 && j > 0 {
		out = append(out, z.CellAt(r-1, j-1))
	}
	if r > 0 && j < z.RowLen(r-1) {
		out = append(out, z.CellAt(r-1, j))
	}
	return out
}

// Neighbours is the cell's neighbours on the board: beside, above, below.
func (z Size) Neighbours(c Cell) []Cell {
	r, j := z.RowCol(c)
	var out []Cell
	for _, d := range [6][2]int{{0, -1}, {0, 1}, {-1, -1}, {-1, 0}, {1, 0}, {1, 1}} {
		rr, jj := r+d[0], j+d[1]
		if rr >= 0 && rr < z.H && jj >= 0 && jj < z.RowLen(rr) {
			out = append(out, z.CellAt(rr, jj))
		}
	}
	return out
}

// FormatCell writes a cell as its row letter (a at the top) and its number
// in the row (1 at the left), e.g. c2.
func (z Size) FormatCell(c Cell) string {
	if !z.Contains(c) {
		return "?"
	}
	r, j := z.RowCol(c)
	return string(rune('a'+r)) + strconv.Itoa(j+1)
}

// ParseCell reads a cell such as c2. The error is a *game.Refusal:
// game.CodeNoMove for text that is no cell, CodeOffBoard for a cell that
// this board does not have.
func (z Size) ParseCell(text string) (Cell, error) {
	n, err := strconv.Atoi(text[min(1, len(text)):])
	if len(text) < 2 || text[0] < 'a' || text[0] > 'z' || err != nil || strconv.Itoa(n) != text[1:] || n < 1 {
		return NoCell, game.Refuse(game.CodeNoMove, "%q is not a cell: want a row letter and a cell number, e.g. c2", text)
	}
	r := int(text[0] - 'a')
	if r >= z.H || n > z.RowLen(r) {
		return NoCell, game.Refuse(CodeOffBoard, "%s is off the %s board", text, z)
	}
	return z.CellAt(r, n-1), nil
}

// rowMask has a bit for each cell of row r.
func (z Size) rowMask(r int) uint32 { return 1<<uint(z.RowLen(r)) - 1 }

// mirror reverses row r's bits: cell j becomes cell len-1-j.
func (z Size) mirror(r int, x uint32) uint32 {
	return bits.Reverse32(x) >> uint(32-z.RowLen(r))
}

func trailing(x uint32) int { return bits.TrailingZeros32(x) }
