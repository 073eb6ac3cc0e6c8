package kaskade

import (
	"math"
	"strconv"

	"kaskade/engine/kaskade"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// boardLayout places the header bar, the board and the footer on a screen
// of w x h device pixels.
type boardLayout struct {
	U      float64
	Header ui.Rect
	Footer ui.Rect
	Board  ui.Rect // the whole board image, frame included
	Cells  ui.Rect // the cells only
	Cell   float64 // side of one cell
	Size   kaskade.Size
	Label  float64 // font size of the coordinates at the board's edge; 0: none
	Gutter float64 // the strip left of and over the board that holds them
}

func LayoutBoard(w, h float64, z kaskade.Size) boardLayout {
	t := ui.LayoutTable(w, h)
	l := layoutBoardIn(t.View, t.U, z)
	l.Header, l.Footer = t.Header, t.Footer
	return l
}

// layoutBoardIn centres a board of size z in r, with a margin and, left
// of it and over it, a strip for the coordinates that hints, records and
// refusals name cells by (column letters over the board, row numbers at
// its left: a1 is the top-left cell, as in the notation).
func layoutBoardIn(r ui.Rect, u float64, z kaskade.Size) boardLayout {
	l := boardLayout{U: u, Size: z}
	avail := r.Inset(math.Round(12 * u))
	cols, rows := float64(z.Cols)+2*BoardPad, float64(z.Rows)+2*BoardPad
	fit := func(g float64) float64 {
		return math.Max(math.Floor(math.Min((avail.W-g)/cols, (avail.H-g)/rows)), 4)
	}
	l.Label = labelSize(fit(0), u)
	if l.Label > 0 {
		l.Gutter = math.Ceil(labelGutter(z, l.Label))
		l.Label = labelSize(fit(l.Gutter), u)
	}
	if l.Label == 0 {
		l.Gutter = 0
	}
	l.Cell = fit(l.Gutter)
	pad := float64(BoardPadPixels(int(l.Cell)))
	bw, bh := l.Cell*float64(z.Cols)+2*pad, l.Cell*float64(z.Rows)+2*pad
	x := avail.X + (avail.W-bw-l.Gutter)/2 + l.Gutter
	y := avail.Y + (avail.H-bh-l.Gutter)/2 + l.Gutter
	l.Board = ui.Rect{X: math.Round(x), Y: math.Round(y), W: bw, H: bh}
	l.Cells = ui.Rect{X: l.Board.X + pad, Y: l.Board.Y + pad, W: l.Cell * float64(z.Cols), H: l.Cell * float64(z.Rows)}
	return l
}

// minLabel is the smallest coordinate font, in device pixels, that stays
// readable on a phone.
const minLabel = 11

// labelSize is the coordinates' font size for cells of side cell: a third
// of a cell, at most 18 layout units, at least minLabel; 0 (no labels)
// when the cells are too small to hold a label each.
func labelSize(cell, u float64) float64 {
	fs := math.Max(minLabel, math.Min(cell*0.3, 18*u))
	if cell < fs*0.8 {
		return 0
	}
	return fs
}

// labelGutter is the strip the labels need: the widest row number and a
// gap, or a letter's height and a gap, whichever is more.
func labelGutter(z kaskade.Size, fs float64) float64 {
	w := sprites.TextWidth(strconv.Itoa(z.Rows), sprites.Face(fs, true))
	return math.Max(w, fs) + 0.6*fs
}

// CellAt is the cell under p, if any.
func (l boardLayout) CellAt(p ui.Point) (kaskade.Cell, bool) {
	if !l.Cells.Contains(p) {
		return 0, false
	}
	col := int((p.X - l.Cells.X) / l.Cell)
	row := int((p.Y - l.Cells.Y) / l.Cell)
	if col < 0 || col >= l.Size.Cols || row < 0 || row >= l.Size.Rows {
		return 0, false
	}
	return l.Size.CellAt(col, row), true
}

// CellCenter is the centre of cell c.
func (l boardLayout) CellCenter(c kaskade.Cell) ui.Point {
	col, row := l.Size.ColRow(c)
	return ui.Point{X: l.Cells.X + (float64(col)+0.5)*l.Cell, Y: l.Cells.Y + (float64(row)+0.5)*l.Cell}
}

// CellRect is the square of cell c.
func (l boardLayout) CellRect(c kaskade.Cell) ui.Rect {
	col, row := l.Size.ColRow(c)
	return ui.Rect{X: l.Cells.X + float64(col)*l.Cell, Y: l.Cells.Y + float64(row)*l.Cell, W: l.Cell, H: l.Cell}
}
