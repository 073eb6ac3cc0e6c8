package formation

import (
	"math"

	"kaskade/engine/formation"
	"kaskade/scene/ui"
)

// formationLayout places Die Formation's board and its side panel (the
// groups and the colour legend) in the view's rectangle: the panel to the
// right on a wide screen, a strip below the board on a tall one.
type formationLayout struct {
	U       float64
	Board   ui.Rect // the board image, frame and labels included
	Squares ui.Rect // the 64 squares
	Sq      float64 // side of a square
	Panel   ui.Rect
	Wide    bool // the panel stands right of the board
}

func layoutFormation(r ui.Rect, u float64) formationLayout {
	l := formationLayout{U: u}
	avail := r.Inset(math.Round(12 * u))
	gap := 18 * u
	// On an upright phone the panel stays below even in a short, wide room
	// (the guided game's card takes the screen's lower part): beside the
	// board it would be narrower than its texts, which keep a readable size.
	l.Wide = avail.W >= avail.H*1.25 && ui.ScreenFinger() == 0
	box := avail
	if l.Wide {
		pw := math.Min(320*u, math.Max(avail.W-avail.H-gap, 200*u))
		box.W -= pw + gap
		l.Panel = ui.Rect{X: 0, Y: avail.Y, W: pw, H: avail.H}
	} else {
		ph := math.Max(math.Min(134*u, avail.H*0.3), sideCardH(u)) // the side cards whole at any text size
		box.H -= ph + gap/2
		l.Panel = ui.Rect{X: avail.X, Y: avail.Y + box.H + gap/2, W: avail.W, H: ph}
	}
	cell := math.Floor(math.Min(box.W, box.H) / (8 + 2*FormationPad))
	l.Sq = math.Max(cell, 4)
	pad := float64(FormationPadPixels(int(l.Sq)))
	side := 8*l.Sq + 2*pad
	x := avail.X + (box.W-side)/2
	if l.Wide { // board and panel together, centred
		x = avail.X + (avail.W-side-gap-l.Panel.W)/2
		l.Panel.X = x + side + gap
	}
	y := box.Y + (box.H-side)/2
	if !l.Wide { // board and strip together, centred
		y = avail.Y + (avail.H-side-gap/2-l.Panel.H)/2
		l.Panel.Y = y + side + gap/2
	}
	l.Board = ui.Rect{X: math.Round(x), Y: math.Round(y), W: side, H: side}
	l.Squares = ui.Rect{X: l.Board.X + pad, Y: l.Board.Y + pad, W: 8 * l.Sq, H: 8 * l.Sq}
	return l
}

// SquareAt is the square under p, if any.
func (l formationLayout) SquareAt(p ui.Point) (formation.Square, bool) {
	if !l.Squares.Contains(p) {
		return 0, false
	}
	file := int((p.X - l.Squares.X) / l.Sq)
	row := int((p.Y - l.Squares.Y) / l.Sq)
	if file < 0 || file > 7 || row < 0 || row > 7 {
		return 0, false
	}
	return formation.At(file, 7-row), true
}

// SquareRect is sq's square on screen; rank 8 is at the top.
func (l formationLayout) SquareRect(sq formation.Square) ui.Rect {
	return ui.Rect{X: l.Squares.X + float64(sq.File())*l.Sq, Y: l.Squares.Y + float64(7-sq.Rank())*l.Sq, W: l.Sq, H: l.Sq}
}

// Center is the middle of sq on screen.
func (l formationLayout) Center(sq formation.Square) ui.Point { return l.SquareRect(sq).Center() }
