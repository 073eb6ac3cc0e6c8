package ui

import (
	"math"
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
func unit(w, h float64) float64 { return FitUnit(w, h, 760, 640) }

// fitUnit is the scale at which a screen designed for needW x needH
// fits into w x h.
func FitUnit(w, h, needW, needH float64) float64 {
	return math.Max(0.4, math.Min(w/needW, h/needH))
}

// tableLayout places the table's header and footer on a screen of w x h
// device pixels; the view gets the rest.
type TableLayout struct {
	U                    float64
	Header, Footer, View Rect
}

func LayoutTable(w, h float64) TableLayout {
	u := unit(w, h)
	t := TableLayout{U: u}
	t.Header = Rect{0, 0, w, math.Round(64 * u)}
	t.Footer = Rect{0, h - math.Round(34*u), w, math.Round(34 * u)}
	t.View = Rect{0, t.Header.H, w, t.Footer.Y - t.Header.H}
	return t
}

// headerRow places the header's buttons from the right edge leftwards:
// each call gives the next button, w layout units wide, 8 units apart.
func (l TableLayout) HeaderRow() func(label string, w float64) Button {
	u := l.U
	h := math.Round(36 * u)
	y := math.Round((l.Header.H - h) / 2)
	x := l.Header.W - 16*u
	return func(label string, w float64) Button {
		x -= w * u
		b := Button{R: Rect{x, y, w * u, h}, Label: label}
		x -= 8 * u
		return b
	}
}
