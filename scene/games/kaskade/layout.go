package kaskade

import (
	"math"

	"kaskade/engine/kaskade"
	"kaskade/scene/ui"
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
}

func LayoutBoard(w, h float64, z kaskade.Size) boardLayout {
	t := ui.LayoutTable(w, h)
	l := layoutBoardIn(t.View, t.U, z)
	l.Header, l.Footer = t.Header, t.Footer
	return l
}

// layoutBoardIn centres a board of size z in r, with a margin.
func layoutBoardIn(r ui.Rect, u float64, z kaskade.Size) boardLayout {
	l := boardLayout{U: u, Size: z}
	avail := r.Inset(math.Round(12 * u))
	cols, rows := float64(z.Cols)+2*BoardPad, float64(z.Rows)+2*BoardPad
	cell := math.Floor(math.Min(avail.W/cols, avail.H/rows))
	l.Cell = math.Max(cell, 4)
	pad := float64(BoardPadPixels(int(l.Cell)))
	bw, bh := l.Cell*float64(z.Cols)+2*pad, l.Cell*float64(z.Rows)+2*pad
	l.Board = ui.Rect{X: math.Round(avail.X + (avail.W-bw)/2), Y: math.Round(avail.Y + (avail.H-bh)/2), W: bw, H: bh}
	l.Cells = ui.Rect{X: l.Board.X + pad, Y: l.Board.Y + pad, W: l.Cell * float64(z.Cols), H: l.Cell * float64(z.Rows)}
	return l
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
