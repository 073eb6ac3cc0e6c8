package formation

import (
	"image/color"
	"math"
	"math/bits"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// Draw draws the board, the marks under the pieces, the pieces, the piece
// in flight or in the hand, the hint, the pass banner and the side panel.
// It depends only on the position, the flight and the view's cosmetic
// state, never on the rules.
func (v *FormationView) Draw(dst *ebiten.Image, in *ui.Input) {
	if v.St.Picking() {
		v.drawBoardPick(dst, in)
		return
	}
	l := v.Lay
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.Board.X, l.Board.Y)
	board := FormationBoard(v.St.Colours(), int(l.Sq))
	dst.DrawImage(board, op)
	if lw := ui.Outline(l.U); lw > 0 { // the theme wants strong outlines
		side := float64(board.Bounds().Dx())
		pad := float64(FormationPadPixels(int(l.Sq)))
		sprites.StrokeRoundRect(dst, l.Board.X, l.Board.Y, side, side, pad*0.6, lw, sprites.Outline)
	}
	v.drawLastMove(dst)
	v.drawFormationOutline(dst)
	v.drawPick(dst, in != nil)
	v.drawPieces(dst)
	v.drawFlight(dst)
	v.drawDragged(dst)
	v.drawHint(dst)
	v.drawPassBanner(dst)
	v.drawPanel(dst)
}

// tint covers sq with clr, inset a little so the square's edge shows.
func (v *FormationView) tint(dst *ebiten.Image, sq formation.Square, clr color.Color) {
	r := v.Lay.SquareRect(sq)
	sprites.FillRect(dst, r.X, r.Y, r.W, r.H, clr)
}

// ring outlines sq in clr on a dark edge, so that it reads on every
// square colour: the dark edge on the light yellow and red, the colour on
// the darker green and blue.
func (v *FormationView) ring(dst *ebiten.Image, sq formation.Square, clr color.Color) {
	l := v.Lay
	r := l.SquareRect(sq).Inset(l.Sq * 0.05)
	w := math.Max(2, 3.5*l.U)
	edge := math.Max(1.5, 0.6*w)
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, l.Sq*0.1, w+2*edge, ringEdge)
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, l.Sq*0.1, w, clr)
}

// ringEdge is the dark edge of every ring.
var ringEdge = color.RGBA{0x10, 0x14, 0x1c, 0xe0}

// markInk is the light colour of marks on the squares (the cursor, a
// target): light in every theme, since the squares keep their colours.
var markInk = color.RGBA{0xf4, 0xf0, 0xe6, 0xff}

// drawLastMove marks where the last move came from and went to.
func (v *FormationView) drawLastMove(dst *ebiten.Image) {
	if v.Fly != nil || v.last < 0 || v.last >= formation.Pass {
		return
	}
	mark := sprites.WithAlpha(color.RGBA{0xff, 0xf3, 0xc4, 0xff}, 0.32)
	v.tint(dst, formation.Square(v.last>>6), mark)
	v.tint(dst, formation.Square(v.last&63), mark)
}

// drawPick marks the picked piece and every square the engine lets it
// reach, the keyboard cursor, the hovered target (if a person is
// pointing) and a refused square.
func (v *FormationView) drawPick(dst *ebiten.Image, pointing bool) {
	l, idle := v.Lay, v.Fly == nil && !v.St.Over()
	if v.RefuseTicks > 0 {
		v.tint(dst, v.refused, sprites.WithAlpha(sprites.Danger, 0.7*float64(v.RefuseTicks)/ui.RefuseTicks))
	}
	if idle && v.Picked {
		v.tint(dst, v.Pick, sprites.WithAlpha(sprites.Accent, 0.3))
		v.ring(dst, v.Pick, sprites.Accent)
		hover, onBoard := l.SquareAt(v.ptr.At)
		onBoard = onBoard && pointing
		for t := v.Targets; t != 0; t &= t - 1 {
			sq := formation.Square(bits.TrailingZeros64(t))
			if onBoard && hover == sq {
				v.ring(dst, sq, sprites.WithAlpha(markInk, 0.9))
				continue
			}
			v.drawTarget(dst, l.Center(sq))
		}
	}
	if idle && v.ShowCursor {
		v.ring(dst, v.Cursor, markInk) // light, unlike the picked piece's
	}
}

// drawTarget marks a square the picked piece may go to: a dark disc
// with a light core, which reads on all four colours.
func (v *FormationView) drawTarget(dst *ebiten.Image, c ui.Point) {
	d, e := v.Lay.Sq*0.34, v.Lay.Sq*0.14
	sprites.FillRoundRect(dst, c.X-d/2, c.Y-d/2, d, d, d/2, color.RGBA{0x10, 0x14, 0x1c, 0x90})
	sprites.FillRoundRect(dst, c.X-e/2, c.Y-e/2, e, e, e/2, sprites.WithAlpha(markInk, 0.9))
}

// drawPieces draws the resting pieces; the one in flight or in the hand
// is drawn on its own.
func (v *FormationView) drawPieces(dst *ebiten.Image) {
	l := v.Lay
	d := PieceDiameter(l.Sq)
	for sq := formation.Square(0); sq < 64; sq++ {
		side := v.St.PieceAt(sq)
		if side == formation.NoSide || v.Fly != nil && !v.Fly.pass && sq == v.Fly.To || v.Drag.Moved && sq == v.Drag.from {
			continue
		}
		c := l.Center(sq)
		if v.RefuseTicks > 0 && sq == v.refused {
			c.X += math.Sin(float64(v.RefuseTicks)*1.3) * l.Sq * 0.07 * float64(v.RefuseTicks) / ui.RefuseTicks
		}
		rise := 0.0
		if v.Picked && sq == v.Pick && v.Fly == nil {
			rise = l.Sq * 0.06 // picked up: it floats a little
		}
		DrawPieceAt(dst, side, d, c.X, c.Y, rise, 1, 1)
	}
}

// drawFlight draws the moving piece: sliding, or a knight high in its arc
// and a little larger, as if nearer.
func (v *FormationView) drawFlight(dst *ebiten.Image) {
	f := v.Fly
	if f == nil || f.pass {
		return
	}
	l := v.Lay
	p, rise := f.At(l)
	s := 1 + 0.25*rise/l.Sq
	DrawPieceAt(dst, f.side, PieceDiameter(l.Sq), p.X, p.Y, rise, s, 1)
}

// drawDragged draws the piece in the hand under the pointer, lifted.
func (v *FormationView) drawDragged(dst *ebiten.Image) {
	if !v.Drag.On || !v.Drag.Moved {
		return
	}
	l := v.Lay
	p := v.ptr.At
	DrawPieceAt(dst, v.St.PieceAt(v.Drag.from), PieceDiameter(l.Sq), p.X, p.Y+l.Sq*0.12, l.Sq*0.12, 1.08, 1)
}

// drawFormationOutline shows the winner's formation: the rest of the
// board is dimmed and the group is outlined, every edge of its squares
// that does not touch another of its squares, in a pulsing accent on a
// dark line so that it reads on every colour.
func (v *FormationView) drawFormationOutline(dst *ebiten.Image) {
	g := v.WinGroup
	if g == 0 || v.Fly != nil {
		return
	}
	l := v.Lay
	for sq := formation.Square(0); sq < 64; sq++ {
		if g>>sq&1 == 0 {
			v.tint(dst, sq, color.RGBA{0x0c, 0x0f, 0x15, 0x70})
		}
	}
	pulse := 0.5 + 0.5*math.Sin(float64(v.tick)*0.08)
	w := math.Max(3, l.Sq*0.07)
	v.outline(dst, g, w+math.Max(2, 3*l.U), color.RGBA{0x10, 0x14, 0x1c, 0xc0})
	v.outline(dst, g, w, sprites.WithAlpha(sprites.Accent, 0.8+0.2*pulse))
}

// outline draws a line of width w along the border of the squares g.
func (v *FormationView) outline(dst *ebiten.Image, g uint64, w float64, clr color.Color) {
	for b := g; b != 0; b &= b - 1 {
		sq := formation.Square(bits.TrailingZeros64(b))
		r := v.Lay.SquareRect(sq)
		in := func(df, dr int) bool {
			f, k := sq.File()+df, sq.Rank()+dr
			return f >= 0 && f < 8 && k >= 0 && k < 8 && g>>formation.At(f, k)&1 != 0
		}
		if !in(0, 1) {
			sprites.FillRect(dst, r.X-w/2, r.Y-w/2, r.W+w, w, clr)
		}
		if !in(0, -1) {
			sprites.FillRect(dst, r.X-w/2, r.Y+r.H-w/2, r.W+w, w, clr)
		}
		if !in(-1, 0) {
			sprites.FillRect(dst, r.X-w/2, r.Y-w/2, w, r.H+w, clr)
		}
		if !in(1, 0) {
			sprites.FillRect(dst, r.X+r.W-w/2, r.Y-w/2, w, r.H+w, clr)
		}
	}
}

// drawPassBanner says over the board that the side to move passes.
func (v *FormationView) drawPassBanner(dst *ebiten.Image) {
	var side formation.Side
	switch {
	case v.Fly != nil && v.Fly.pass:
		side = v.Fly.side
	case v.Fly == nil && v.passing && !v.St.Over():
		side = v.St.ToMove()
	default:
		return
	}
	l, u := v.Lay, v.Lay.U
	c := l.Squares.Center()
	face := sprites.Face(20*u, true)
	text := i18n.Trf("fm no move", v.name(side))
	w, h := sprites.TextWidth(text, face)+84*u, 58*u
	sprites.FillRoundRect(dst, c.X-w/2, c.Y-h/2+3*u, w, h, h/2, color.RGBA{0, 0, 0, 0x60})
	sprites.FillRoundRect(dst, c.X-w/2, c.Y-h/2, w, h, h/2, sprites.Panel)
	if lw := ui.Outline(u); lw > 0 {
		sprites.StrokeRoundRect(dst, c.X-w/2, c.Y-h/2, w, h, h/2, lw, sprites.Outline)
	}
	sprites.TokenRim(dst, c.X-w/2+h/2+2*u, c.Y, 30*u, 1)
	DrawPiece(dst, side, int(30*u), c.X-w/2+h/2+2*u, c.Y, 1, 1)
	sprites.DrawText(dst, text, face, c.X+18*u, c.Y, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
}
