package cascades

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kaskade/engine/cascades"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// Draw draws the mountainside, the cells open to the mover, the stones
// (the springs on top), the drop being shown, the marks (last turn, hint,
// cursor, refusal), the labels, and the cards, turn and End button. It
// depends only on the position, the drop shown and the view's own marks.
func (v *View) Draw(dst *ebiten.Image, in *ui.Input) {
	v.drawSlope(dst)
	v.drawOpen(dst, in)
	v.drawSprings(dst)
	v.drawStones(dst)
	v.drawDrop(dst)
	v.drawMarks(dst)
	v.drawLabels(dst)
	v.drawHUD(dst, in)
}

// shown is the position the board shows: before the drop while one is
// shown (the drop and the removals are drawn on their own), else at rest.
func (v *View) shown() *cascades.State {
	if v.Anim != nil {
		return v.Anim.before
	}
	return v.St
}

// drawSlope draws the mountain under the hexagons and the tiles, grey
// rock high up, green lower down, the bottom row a lake.
func (v *View) drawSlope(dst *ebiten.Image) {
	l := v.Lay
	z, s := l.Z, l.S
	last := float64(z.H - 1)
	var p vector.Path
	for i, c := range slopeCorners(l) {
		if i == 0 {
			p.MoveTo(float32(c.X), float32(c.Y))
		} else {
			p.LineTo(float32(c.X), float32(c.Y))
		}
	}
	p.Close()
	fillPath(dst, &p, mountainColour())
	for r := 0; r < z.H; r++ {
		clr := rowColour(r, z.H)
		for j := 0; j < z.RowLen(r); j++ {
			c := l.At(float64(r), float64(j))
			drawHex(dst, s, c.X, c.Y, l.Rot, clr, 1)
		}
	}
	// the lake shimmers
	shimmer := 0.08 + 0.06*math.Sin(float64(v.tick)*0.05)
	for j := 0; j < z.BottomLen(); j++ {
		c := l.At(last, float64(j))
		a := shimmer * (0.6 + 0.4*math.Sin(float64(v.tick)*0.07+float64(j)*0.9))
		drawHex(dst, s, c.X, c.Y, l.Rot, water, a)
	}
}

// slopeCorners are the mountain's corners, clockwise on the unturned board:
// each corner cell's centre moved a 0.62 pitch sideways and 1.12 radii up
// or down, in the board's own coordinates so that the outline turns with
// the board.
func slopeCorners(l layout) [4]ui.Point {
	z, last := l.Z, float64(l.Z.H-1)
	corner := func(r, j, side, updown float64) ui.Point {
		dr := updown * 1.12 / 1.5 // a row is 1.5 radii below the one above
		return l.At(r+dr, j+side*0.62+dr/2)
	}
	return [4]ui.Point{
		corner(0, 0, -1, -1), corner(0, float64(z.W-1), 1, -1),
		corner(last, float64(z.BottomLen()-1), 1, 1), corner(last, 0, -1, 1),
	}
}

// drawOpen lights the cells where the mover may drop, as the engine
// listed them, when a person is to move; under the pointer a faint stone.
func (v *View) drawOpen(dst *ebiten.Image, in *ui.Input) {
	if in == nil || v.Anim != nil || v.St.Over() {
		return
	}
	l := v.Lay
	pulse := 0.5 + 0.5*math.Sin(float64(v.tick)*0.08)
	ring := sprites.WithAlpha(sprites.Text, 0.45+0.25*pulse)
	for c := range v.legal {
		p := l.Center(c)
		drawHex(dst, l.S*0.8, p.X, p.Y, l.Rot, water, 0.38+0.12*pulse)
		drawRing(dst, int(l.S*0.8), l.S*0.8, p.X, p.Y, ring) // reads on the lake too
	}
	if !in.HasCursor {
		return
	}
	if c, ok := l.CellAt(in.Cursor); ok && v.legal[c] {
		p := l.Center(c)
		DrawStone(dst, v.St.ToMove(), StoneDiameter(l.S), p.X, p.Y, 1, 0.5)
	}
}

// drawSprings marks the top row as springs: a glow of water under each
// stone and a ripple that runs out from it now and then.
func (v *View) drawSprings(dst *ebiten.Image) {
	l := v.Lay
	d := StoneDiameter(l.S)
	for j := 0; j < l.Z.W; j++ {
		c := l.At(0, float64(j))
		glow := sprites.Glow(int(float64(d) * 1.7))
		n := float64(glow.Bounds().Dx())
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(c.X-n/2, c.Y-n/2)
		op.ColorScale.ScaleWithColor(sprites.WithAlpha(water, 0.55))
		dst.DrawImage(glow, op)
		t := math.Mod(float64(v.tick)/110+float64(j)*0.37, 1)
		drawRing(dst, int(float64(d)*1.9), float64(d)*(1+0.9*t), c.X, c.Y, sprites.WithAlpha(water, 0.7*(1-t)))
	}
}

// drawStones draws the resting stones; during a drop the falling stone
// and the washed-away ones are drawn by drawDrop.
func (v *View) drawStones(dst *ebiten.Image) {
	l, s, a := v.Lay, v.shown(), v.Anim
	d := StoneDiameter(l.S)
	for c := cascades.Cell(0); int(c) < l.Z.Cells(); c++ {
		side := s.At(c)
		if side == cascades.NoSide {
			continue
		}
		if a != nil {
			if gone, _ := a.removedIn(c); gone {
				continue
			}
		}
		p := l.Center(c)
		if v.RefuseTicks > 0 && c == v.refused {
			k := float64(v.RefuseTicks) / ui.RefuseTicks
			p.X += math.Sin(float64(v.RefuseTicks)*1.3) * l.S * 0.12 * k
		}
		DrawStone(dst, side, d, p.X, p.Y, 1, 1)
	}
}

// drawDrop draws the falling stone and the stones washing away: each
// fades and slides downhill in a haze of water, the opponent's first.
func (v *View) drawDrop(dst *ebiten.Image) {
	a := v.Anim
	if a == nil {
		return
	}
	l := v.Lay
	d := StoneDiameter(l.S)
	dropGone, dropOwn := a.removedIn(a.cell)
	r, j, p := a.fallAt(l.Z)
	alpha := math.Min(1, 0.35+p*1.5)
	if dropGone && p >= 1 {
		alpha = 1 - a.washed(dropOwn)
	}
	at := l.At(r, j)
	sc := 1 + 0.08*math.Sin(math.Pi*p) // nearer the eye mid-fall
	DrawStone(dst, a.side, d, at.X, at.Y, sc, alpha)
	for _, own := range []bool{false, true} {
		cells, side := a.opp, a.side.Opponent()
		if own {
			cells, side = a.own, a.side
		}
		w := a.washed(own)
		for _, c := range cells {
			if c == a.cell {
				continue
			}
			v.drawWashing(dst, side, c, w, d)
		}
	}
}

// drawWashing draws a cut-off stone that is w (0..1) washed away.
func (v *View) drawWashing(dst *ebiten.Image, side cascades.Side, c cascades.Cell, w float64, d int) {
	if w >= 1 {
		return
	}
	l := v.Lay
	r, j := l.Z.RowCol(c)
	p := l.At(float64(r)+0.6*w, float64(j)+0.3*w) // straight downhill
	if w > 0 {
		haze := sprites.Glow(int(float64(d) * (1.2 + w)))
		n := float64(haze.Bounds().Dx())
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(p.X-n/2, p.Y-n/2)
		op.ColorScale.ScaleWithColor(sprites.WithAlpha(water, 0.8*math.Sin(math.Pi*w)))
		dst.DrawImage(haze, op)
	}
	DrawStone(dst, side, d, p.X, p.Y, 1-0.25*w, 1-w)
}

// drawMarks draws the marks on cells: the winner's bottom row, the drops
// of the turn, a refused cell, the hint, the keyboard cursor.
func (v *View) drawMarks(dst *ebiten.Image) {
	l := v.Lay
	if w := v.St.Winner(); v.Anim == nil && w != cascades.NoSide {
		pulse := 0.5 + 0.5*math.Sin(float64(v.tick)*0.08)
		last := l.Z.H - 1
		for j := 0; j < l.Z.BottomLen(); j++ {
			if c := l.Z.CellAt(last, j); v.St.At(c) == w {
				p := l.Center(c)
				drawRing(dst, int(l.S*1.7), l.S*1.62, p.X, p.Y, sprites.WithAlpha(sprites.Accent, 0.7+0.3*pulse))
			}
		}
	}
	if v.Anim == nil {
		for _, c := range v.turn {
			if v.St.At(c) == cascades.NoSide {
				continue
			}
			p := l.Center(c)
			drawDot(dst, math.Round(l.S*0.28), p.X, p.Y, sprites.WithAlpha(sprites.Accent, 0.9))
		}
	}
	if v.RefuseTicks > 0 && l.Z.Contains(v.refused) {
		p := l.Center(v.refused)
		drawHex(dst, l.S, p.X, p.Y, l.Rot, sprites.Danger, 0.75*float64(v.RefuseTicks)/ui.RefuseTicks)
	}
	idle := v.Anim == nil && !v.St.Over()
	if idle && v.hint >= 0 && v.hint != cascades.End && l.Z.Contains(cascades.Cell(v.hint)) {
		p := l.Center(cascades.Cell(v.hint))
		pulse := 0.5 + 0.5*math.Sin(float64(v.tick)*0.15)
		drawRing(dst, int(l.S*1.7), l.S*(1.56+0.2*pulse), p.X, p.Y, sprites.WithAlpha(sprites.Accent, 0.75+0.25*pulse))
	}
	if idle && v.ShowCursor {
		p := l.Center(v.Cursor)
		drawRing(dst, int(l.S*1.64), l.S*1.64, p.X, p.Y, sprites.Text)
	}
}

// drawLabels writes the row letters left of the rows and the cell numbers
// at the upper ends of their lines, as the notation counts them.
func (v *View) drawLabels(dst *ebiten.Image) {
	l := v.Lay
	face := sprites.Face(math.Min(15*l.U, l.S*0.85), false)
	for r := 0; r < l.Z.H; r++ {
		p := l.rowLabel(r)
		sprites.DrawText(dst, string(rune('a'+r)), face, p.X, p.Y, sprites.AlignCenter, sprites.AlignCenter, labelInk())
	}
	for j := 0; j < l.Z.BottomLen(); j++ {
		upper, lower := l.numberLabels(j)
		pts := []ui.Point{lower}
		if j < l.Z.BottomLen()-1 { // the last number's line is one cell, labelled below
			pts = append(pts, upper)
		}
		for _, p := range pts {
			sprites.DrawText(dst, strconv.Itoa(j+1), face, p.X, p.Y, sprites.AlignCenter, sprites.AlignCenter, labelInk())
		}
	}
}

// fillPath fills p antialiased in clr.
func fillPath(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	op := &vector.DrawPathOptions{} // antialiasing costs a whole-screen pass on software renderers
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, p, nil, op)
}
