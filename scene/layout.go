package scene

import (
	"math"

	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

// Point is a position on the screen in device pixels.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether p lies inside r.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.X && p.X < r.X+r.W && p.Y >= r.Y && p.Y < r.Y+r.H
}

// Center is the middle of r.
func (r Rect) Center() Point { return Point{r.X + r.W/2, r.Y + r.H/2} }

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// unit is the board screen's layout scale: about 1 on the default window, larger on a
// high-DPI screen or a bigger window, so fonts and margins follow the size.
func unit(w, h float64) float64 { return fitUnit(w, h, 760, 640) }

// fitUnit is the scale at which a screen designed for needW x needH
// fits into w x h.
func fitUnit(w, h, needW, needH float64) float64 {
	return math.Max(0.4, math.Min(w/needW, h/needH))
}

// boardLayout places the header bar, the board and the footer on a screen
// of w x h device pixels.
type boardLayout struct {
	U      float64
	Header Rect
	Footer Rect
	Board  Rect    // the whole board image, frame included
	Cells  Rect    // the cells only
	Cell   float64 // side of one cell
	Size   kaskade.Size
}

func layoutBoard(w, h float64, z kaskade.Size) boardLayout {
	t := layoutTable(w, h)
	l := layoutBoardIn(t.View, t.U, z)
	l.Header, l.Footer = t.Header, t.Footer
	return l
}

// tableLayout places the table's header and footer on a screen of w x h
// device pixels; the view gets the rest.
type tableLayout struct {
	U                    float64
	Header, Footer, View Rect
}

func layoutTable(w, h float64) tableLayout {
	u := unit(w, h)
	t := tableLayout{U: u}
	t.Header = Rect{0, 0, w, math.Round(64 * u)}
	t.Footer = Rect{0, h - math.Round(34*u), w, math.Round(34 * u)}
	t.View = Rect{0, t.Header.H, w, t.Footer.Y - t.Header.H}
	return t
}

// headerRow places the header's buttons from the right edge leftwards:
// each call gives the next button, w layout units wide, 8 units apart.
func (l tableLayout) headerRow() func(label string, w float64) button {
	u := l.U
	h := math.Round(36 * u)
	y := math.Round((l.Header.H - h) / 2)
	x := l.Header.W - 16*u
	return func(label string, w float64) button {
		x -= w * u
		b := button{R: Rect{x, y, w * u, h}, Label: label}
		x -= 8 * u
		return b
	}
}

// layoutBoardIn centres a board of size z in r, with a margin.
func layoutBoardIn(r Rect, u float64, z kaskade.Size) boardLayout {
	l := boardLayout{U: u, Size: z}
	avail := r.Inset(math.Round(12 * u))
	cols, rows := float64(z.Cols)+2*sprites.BoardPad, float64(z.Rows)+2*sprites.BoardPad
	cell := math.Floor(math.Min(avail.W/cols, avail.H/rows))
	l.Cell = math.Max(cell, 4)
	pad := float64(sprites.BoardPadPixels(int(l.Cell)))
	bw, bh := l.Cell*float64(z.Cols)+2*pad, l.Cell*float64(z.Rows)+2*pad
	l.Board = Rect{math.Round(avail.X + (avail.W-bw)/2), math.Round(avail.Y + (avail.H-bh)/2), bw, bh}
	l.Cells = Rect{l.Board.X + pad, l.Board.Y + pad, l.Cell * float64(z.Cols), l.Cell * float64(z.Rows)}
	return l
}

// CellAt is the cell under p, if any.
func (l boardLayout) CellAt(p Point) (kaskade.Cell, bool) {
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
func (l boardLayout) CellCenter(c kaskade.Cell) Point {
	col, row := l.Size.ColRow(c)
	return Point{l.Cells.X + (float64(col)+0.5)*l.Cell, l.Cells.Y + (float64(row)+0.5)*l.Cell}
}

// CellRect is the square of cell c.
func (l boardLayout) CellRect(c kaskade.Cell) Rect {
	col, row := l.Size.ColRow(c)
	return Rect{l.Cells.X + float64(col)*l.Cell, l.Cells.Y + float64(row)*l.Cell, l.Cell, l.Cell}
}
