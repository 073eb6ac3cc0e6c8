package cascades

import (
	"math"

	"kaskade/engine/cascades"
	"kaskade/scene/ui"
)

// sqrt3 is a pointy-top hexagon's width over its radius.
var sqrt3 = math.Sqrt(3)

// layout places the mountainside and what goes around it in the view's
// rectangle: the two players' cards and the turn above the board, the
// End-turn button below it. Cells are pointy-top hexagons of radius S;
// row r+1 is shifted half a cell left of row r, so that the cells (r+1, j)
// and (r+1, j+1) lie below (r, j) as the rules page has it.
type layout struct {
	U      float64
	Z      cascades.Size
	S      float64  // hexagon radius, centre to corner
	O      ui.Point // centre of the top-left cell a1
	Board  ui.Rect  // the hexagons and their labels
	Cards  [2]ui.Rect
	Turn   ui.Rect // the turn line
	End    ui.Rect // the End-turn button
	Narrow bool    // phone-like: the turn line gets a row of its own
	// Rot turns the mountain a quarter left on a tall screen, where it
	// would be tiny upright: the springs on the left, the water running
	// right, cell 1 of each row at the bottom.
	Rot bool
}

// Pitch is the distance between the centres of two cells of a row.
func (l layout) Pitch() float64 { return sqrt3 * l.S }

// At is the centre of cell (r, j) on screen; r and j may be fractional or
// outside the board (labels, a stone falling from above).
func (l layout) At(r, j float64) ui.Point {
	x, y := (j-r/2)*l.Pitch(), 1.5*r*l.S
	if l.Rot {
		return ui.Point{X: l.O.X + y, Y: l.O.Y - x}
	}
	return ui.Point{X: l.O.X + x, Y: l.O.Y + y}
}

// Center is the centre of cell c.
func (l layout) Center(c cascades.Cell) ui.Point {
	r, j := l.Z.RowCol(c)
	return l.At(float64(r), float64(j))
}

// CellAt is the cell under p: the nearest centre, if p is inside its
// hexagon (nearest centres are exactly the hexagons).
func (l layout) CellAt(p ui.Point) (cascades.Cell, bool) {
	if l.S <= 0 {
		return cascades.NoCell, false
	}
	x, y := p.X-l.O.X, p.Y-l.O.Y // p in the upright board's frame
	if l.Rot {
		x, y = -y, x
	}
	r0 := int(math.Round(y / (1.5 * l.S)))
	best, bestD := cascades.NoCell, math.Inf(1)
	for r := r0 - 1; r <= r0+1; r++ {
		if r < 0 || r >= l.Z.H {
			continue
		}
		j0 := int(math.Round(x/l.Pitch() + float64(r)/2))
		for j := j0 - 1; j <= j0+1; j++ {
			if j < 0 || j >= l.Z.RowLen(r) {
				continue
			}
			c := l.At(float64(r), float64(j))
			if d := math.Hypot(p.X-c.X, p.Y-c.Y); d < bestD {
				best, bestD = l.Z.CellAt(r, j), d
			}
		}
	}
	return best, best != cascades.NoCell && bestD <= l.S
}

// rowLabel is where row r's letter stands: one cell left of the row.
func (l layout) rowLabel(r int) ui.Point { return l.At(float64(r), -0.9) }

// labelStep is how far a number stands off its cell, in rows.
const labelStep = 0.85

// numberLabels are where number j+1 stands: above the top row's cell j+1
// or right of the last cell of the row that ends with it, and below the
// bottom row's cell j+1. The cells numbered j+1 form a line from the
// upper label down to the left, to the bottom row.
func (l layout) numberLabels(j int) (upper, lower ui.Point) {
	z, d := l.Z, labelStep
	last := float64(z.H - 1)
	lower = l.At(last+d, float64(j)+d/2)
	if j < z.W {
		return l.At(-d, float64(j)-d/2), lower
	}
	return l.At(float64(j-z.W+1), float64(j)+0.95), lower
}

// boardExtent is the box of the hexagons and labels, in hexagon radii
// around a1's centre.
func boardExtent(z cascades.Size) (minX, minY, maxX, maxY float64) {
	minX, minY, maxX, maxY = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	add := func(r, j, hw, hh float64) {
		x, y := (j-r/2)*sqrt3, 1.5*r
		minX, maxX = math.Min(minX, x-hw), math.Max(maxX, x+hw)
		minY, maxY = math.Min(minY, y-hh), math.Max(maxY, y+hh)
	}
	for r := 0; r < z.H; r++ {
		add(float64(r), 0, sqrt3/2, 1)
		add(float64(r), float64(z.RowLen(r)-1), sqrt3/2, 1)
		add(float64(r), -1, 0.55, 0.5) // the row's letter
	}
	for j := 0; j < z.BottomLen(); j++ {
		d, jf := labelStep, float64(j)
		if j < z.W { // the numbers
			add(-d, jf-d/2, 0.6, 0.45)
		} else {
			add(float64(j-z.W+1), jf+0.95, 0.6, 0.45)
		}
		add(float64(z.H-1)+d, jf+d/2, 0.6, 0.45)
	}
	return minX, minY, maxX, maxY
}

// layoutView lays the view out in r for board z.
func layoutView(r ui.Rect, u float64, z cascades.Size) layout {
	l := layout{U: u, Z: z}
	avail := r.Inset(math.Round(10 * u))
	l.Narrow = avail.W < 600*u
	cardH := math.Round(58 * u)
	cw := math.Min(280*u, (avail.W-12*u)/2)
	if !l.Narrow {
		cw = math.Min(cw, avail.W*0.3)
	}
	l.Cards[0] = ui.Rect{X: avail.X, Y: avail.Y, W: cw, H: cardH}
	l.Cards[1] = ui.Rect{X: avail.X + avail.W - cw, Y: avail.Y, W: cw, H: cardH}
	if l.Narrow {
		l.Turn = ui.Rect{X: avail.X, Y: avail.Y + cardH + 6*u, W: avail.W, H: 30 * u}
	} else {
		l.Turn = ui.Rect{X: avail.X + cw + 12*u, Y: avail.Y, W: avail.W - 2*cw - 24*u, H: cardH}
	}
	box, end := boardBox(r, u)
	l.End = end
	minX, minY, maxX, maxY := boardExtent(z)
	s := math.Min(box.W/(maxX-minX), box.H/(maxY-minY))
	l.Rot = turned(z, r, u)
	if l.Rot { // turned, the board's width runs down the screen
		s = math.Min(box.W/(maxY-minY), box.H/(maxX-minX))
		minX, minY, maxX, maxY = minY, -maxX, maxY, -minX
	}
	l.S = math.Max(2, s)
	w, h := (maxX-minX)*l.S, (maxY-minY)*l.S
	x0, y0 := box.X+(box.W-w)/2, box.Y+(box.H-h)/2
	l.Board = ui.Rect{X: x0, Y: y0, W: w, H: h}
	l.O = ui.Point{X: x0 - minX*l.S, Y: y0 - minY*l.S}
	if l.Narrow { // the button goes up to the board on a tall screen
		l.End.Y = math.Min(l.End.Y, y0+h+14*u)
	}
	return l
}

// boardBox is the room for the board in the view's rectangle r, under the
// cards and the turn line and over the End-turn button, and that button.
func boardBox(r ui.Rect, u float64) (box, end ui.Rect) {
	avail := r.Inset(math.Round(10 * u))
	top := avail.Y + math.Round(58*u)
	if avail.W < 600*u { // narrow: the turn line has a row of its own
		top += 6*u + 30*u
	}
	endH := math.Round(max(42*u, ui.ScreenFinger())) // on a phone a finger's size
	end = ui.Rect{X: avail.X + (avail.W-170*u)/2, Y: avail.Y + avail.H - endH, W: 170 * u, H: endH}
	return ui.Rect{X: avail.X, Y: top + 8*u, W: avail.W, H: end.Y - 10*u - top - 8*u}, end
}

// turned reports whether board z lies on its side: when turned it would be
// more than 1.25 times larger in the room the whole screen gives a game
// (the table's view on a screen of this size, with no guide's card and no
// sheet of moves over it). It is chosen once per screen size, never from
// the room left now: a guided game's card, higher or lower with the
// length of its text, turned the board a quarter mid-lesson (issue 41).
// Outside a table (the screen's size unknown) the room r decides.
func turned(z cascades.Size, r ui.Rect, u float64) bool {
	if w, h := ui.ScreenSize(); w > 0 && h > 0 {
		t := ui.LayoutTable(w, h)
		r, u = t.View, t.U
	}
	box, _ := boardBox(r, u)
	minX, minY, maxX, maxY := boardExtent(z)
	s := math.Min(box.W/(maxX-minX), box.H/(maxY-minY))
	sr := math.Min(box.W/(maxY-minY), box.H/(maxX-minX))
	return sr > 1.25*s
}
