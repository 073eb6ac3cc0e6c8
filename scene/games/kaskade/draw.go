package kaskade

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// Draw draws one frame of the board: wells, markers, resting balls, the
// balls in flight on top, then the hint. It depends only on the frame and
// the view's cosmetic timers, never on the rules.
func (v *KaskadeView) Draw(dst *ebiten.Image, in *ui.Input) {
	v.setHover(in)
	l, f := v.Lay, v.Frame()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.Board.X, l.Board.Y)
	dst.DrawImage(BoardImage(v.size(), int(l.Cell)), op)
	v.drawCoordinates(dst)
	v.drawStrip(dst)
	n := v.size().Cells()
	for i := kaskade.Cell(0); int(i) < n; i++ {
		v.drawCellMarks(dst, i, f)
	}
	for i := kaskade.Cell(0); int(i) < n; i++ {
		v.drawCellBalls(dst, i, f)
	}
	v.drawFlights(dst, f)
	v.drawCursor(dst)
	v.drawHint(dst)
}

// drawCoordinates writes the column letters over the board and the row
// numbers left of it, centred on their columns and rows.
func (v *KaskadeView) drawCoordinates(dst *ebiten.Image) {
	l := v.Lay
	if l.Label == 0 {
		return
	}
	face := sprites.Face(l.Label, true)
	z := v.size()
	gap := 0.3 * l.Label
	for col := range z.Cols {
		x := l.Cells.X + (float64(col)+0.5)*l.Cell
		sprites.DrawText(dst, string(rune('a'+col)), face, x, l.Board.Y-gap, sprites.AlignCenter, sprites.AlignEnd, sprites.TextDim)
	}
	for row := range z.Rows {
		y := l.Cells.Y + (float64(row)+0.5)*l.Cell
		sprites.DrawText(dst, strconv.Itoa(row+1), face, l.Board.X-gap, y, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
	}
}

// cursorInk is the keyboard cursor's colour: light, where a full cell's
// glow is orange, so the two never look alike.
var cursorInk = sprites.Text

// drawCursor marks the keyboard cursor's cell with four corner brackets
// in light ink on a dark edge, over the balls: a full cell glows orange
// all round, the cursor only frames its corners.
func (v *KaskadeView) drawCursor(dst *ebiten.Image) {
	if !v.showCursor || v.Anim != nil || v.pos.over() {
		return
	}
	l, u := v.Lay, v.Lay.U
	r := l.CellRect(v.cursor).Inset(l.Cell * 0.02)
	arm, t := r.W*0.3, math.Max(2.5, math.Max(3*u, l.Cell*0.06))
	edge := math.Max(1, t*0.4)
	for _, c := range cornerBars(r, arm, t) {
		sprites.FillRect(dst, c.X-edge, c.Y-edge, c.W+2*edge, c.H+2*edge, color.RGBA{0x10, 0x14, 0x1c, 0xc0})
	}
	for _, c := range cornerBars(r, arm, t) {
		sprites.FillRect(dst, c.X, c.Y, c.W, c.H, cursorInk)
	}
}

// cornerBars are the eight bars of four corner brackets inside r: arms
// of length arm and thickness t.
func cornerBars(r ui.Rect, arm, t float64) []ui.Rect {
	x2, y2 := r.X+r.W, r.Y+r.H
	return []ui.Rect{
		{X: r.X, Y: r.Y, W: arm, H: t}, {X: r.X, Y: r.Y, W: t, H: arm},
		{X: x2 - arm, Y: r.Y, W: arm, H: t}, {X: x2 - t, Y: r.Y, W: t, H: arm},
		{X: r.X, Y: y2 - t, W: arm, H: t}, {X: r.X, Y: y2 - arm, W: t, H: arm},
		{X: x2 - arm, Y: y2 - t, W: arm, H: t}, {X: x2 - t, Y: y2 - arm, W: t, H: arm},
	}
}

// drawCellMarks draws what lies under the balls: hover, last move,
// refusal flash and the glow of a full cell (the keyboard cursor is drawn
// over the balls, by drawCursor).
func (v *KaskadeView) drawCellMarks(dst *ebiten.Image, c kaskade.Cell, f boardFrame) {
	l, u := v.Lay, v.Lay.U
	r := l.CellRect(c).Inset(l.Cell * 0.05)
	rad := l.Cell * 0.16
	count, owner := f.cell(c)
	idle := v.Anim == nil && !v.pos.over()
	if idle && v.HasHover && v.Hover == c && (owner == kaskade.NoPlayer || owner == v.pos.toMove()) {
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, color.RGBA{0x20, 0x20, 0x20, 0x20})
	}
	if v.RefuseTicks > 0 && v.refused == c {
		a := float64(v.RefuseTicks) / ui.RefuseTicks
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, sprites.WithAlpha(sprites.Danger, 0.75*a))
	}
	if v.hasLast && v.last == c {
		d := math.Max(l.Cell*0.09, 3*u)
		sprites.FillRoundRect(dst, r.X+l.Cell*0.07, r.Y+l.Cell*0.07, d, d, d/2, sprites.WithAlpha(sprites.Accent, 0.9))
	}
	if v.isFull(c, count) {
		pulse := 0.5 + 0.5*math.Sin(float64(v.tick)*0.1+float64(c)*0.37)
		p := l.CellCenter(c)
		sprites.DrawGlow(dst, p.X, p.Y, l.Cell*1.1, sprites.FullGlow, 0.4+0.25*pulse)
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, rad, math.Max(1.5, 2*u), sprites.WithAlpha(sprites.FullGlow, 0.45+0.4*pulse))
	}
}

// isFull is a drawing hint only: one ball short of overflowing.
func (v *KaskadeView) isFull(c kaskade.Cell, count int) bool {
	return count > 0 && count == v.size().Capacity(c)-1
}

func (v *KaskadeView) drawCellBalls(dst *ebiten.Image, c kaskade.Cell, f boardFrame) {
	count, owner := f.cell(c)
	if count == 0 {
		return
	}
	l := v.Lay
	p := l.CellCenter(c)
	b := CellBalls{Owner: owner, Count: count, Cx: p.X, Cy: p.Y, Cell: l.Cell, Font: 13 * l.U}
	if v.isFull(c, count) {
		amp := math.Max(l.Cell*0.014, 0.6)
		t := float64(v.tick) + float64(c)*7
		b.Shakex, b.Shakey = amp*math.Sin(t*0.9), amp*math.Cos(t*1.23)
	}
	if v.RefuseTicks > 0 && v.refused == c {
		a := float64(v.RefuseTicks) / ui.RefuseTicks
		b.Shakex += math.Sin(float64(v.RefuseTicks)*1.3) * l.Cell * 0.08 * a
	}
	if v.Anim == nil && v.hasLast && v.last == c && v.popTick < 12 {
		b.Scale = 0.55 + 0.45*ui.EaseOutBack(float64(v.popTick)/12)
	}
	DrawCellBalls(dst, b)
}

// drawFlights draws the balls of the current wave between their cells,
// eased, lifted a little at mid-flight so the flight reads as a hop.
func (v *KaskadeView) drawFlights(dst *ebiten.Image, f boardFrame) {
	if len(f.Flights) == 0 || f.P >= 1 {
		return
	}
	l := v.Lay
	t := ui.EaseInOut(f.P)
	lift := math.Sin(math.Pi * t)
	d := BallDiameter(l.Cell)
	scale := 1 + 0.18*lift
	for _, fl := range f.Flights {
		a, b := l.CellCenter(fl.From), l.CellCenter(fl.To)
		x, y := ui.Lerp(a.X, b.X, t), ui.Lerp(a.Y, b.Y, t)
		sprites.DrawBallShadow(dst, d, x+lift*l.Cell*0.06, y+lift*l.Cell*0.1, 1, 1-0.4*lift)
	}
	for _, fl := range f.Flights {
		a, b := l.CellCenter(fl.From), l.CellCenter(fl.To)
		x, y := ui.Lerp(a.X, b.X, t), ui.Lerp(a.Y, b.Y, t)-lift*l.Cell*0.08
		_, owner := f.From.At(fl.From)
		DrawBallOnly(dst, owner, d, x, y, scale, 1)
	}
}

// drawHint draws a pulsing ring in the mover's colour and the accent
// around the suggested cell, over the balls so it is never hidden.
func (v *KaskadeView) drawHint(dst *ebiten.Image) {
	if !v.HasHint || v.Anim != nil {
		return
	}
	l, u := v.Lay, v.Lay.U
	pulse := 0.5 + 0.5*math.Sin(float64(v.tick)*0.15)
	r := l.CellRect(v.Hint).Inset(l.Cell * (0.02 + 0.04*pulse))
	p := l.CellCenter(v.Hint)
	sprites.DrawGlow(dst, p.X, p.Y, l.Cell*1.4, sprites.Accent, 0.35+0.3*pulse)
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, l.Cell*0.18, math.Max(3, 4*u), sprites.WithAlpha(sprites.Accent, 0.7+0.3*pulse))
}
