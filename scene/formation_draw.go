package scene

import (
	"image/color"
	"math"
	"math/bits"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/sprites"
)

// Draw draws the board, the marks under the pieces, the pieces, the piece
// in flight or in the hand, the hint, the pass banner and the side panel.
// It depends only on the position, the flight and the view's cosmetic
// state, never on the rules.
func (v *formationView) Draw(dst *ebiten.Image, in *Input) {
	l := v.lay
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.Board.X, l.Board.Y)
	dst.DrawImage(sprites.FormationBoard(v.st.Colours(), int(l.Sq)), op)
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
func (v *formationView) tint(dst *ebiten.Image, sq formation.Square, clr color.Color) {
	r := v.lay.SquareRect(sq)
	sprites.FillRect(dst, r.X, r.Y, r.W, r.H, clr)
}

// ring outlines sq.
func (v *formationView) ring(dst *ebiten.Image, sq formation.Square, clr color.Color) {
	l := v.lay
	r := l.SquareRect(sq).Inset(l.Sq * 0.04)
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, l.Sq*0.1, math.Max(2, 3.5*l.U), clr)
}

// drawLastMove marks where the last move came from and went to.
func (v *formationView) drawLastMove(dst *ebiten.Image) {
	if v.fly != nil || v.last < 0 || v.last >= formation.Pass {
		return
	}
	mark := sprites.WithAlpha(color.RGBA{0xff, 0xf3, 0xc4, 0xff}, 0.32)
	v.tint(dst, formation.Square(v.last>>6), mark)
	v.tint(dst, formation.Square(v.last&63), mark)
}

// drawPick marks the picked piece and every square the engine lets it
// reach, the keyboard cursor, the hovered target (if a person is
// pointing) and a refused square.
func (v *formationView) drawPick(dst *ebiten.Image, pointing bool) {
	l, idle := v.lay, v.fly == nil && !v.st.Over()
	if v.refuseTicks > 0 {
		v.tint(dst, v.refused, sprites.WithAlpha(sprites.Danger, 0.7*float64(v.refuseTicks)/refuseTicks))
	}
	if idle && v.picked {
		v.tint(dst, v.pick, sprites.WithAlpha(sprites.Accent, 0.3))
		v.ring(dst, v.pick, sprites.Accent)
		hover, onBoard := l.SquareAt(v.ptr.at)
		onBoard = onBoard && pointing
		for t := v.targets; t != 0; t &= t - 1 {
			sq := formation.Square(bits.TrailingZeros64(t))
			if onBoard && hover == sq {
				v.ring(dst, sq, sprites.WithAlpha(sprites.Text, 0.9))
				continue
			}
			v.drawTarget(dst, l.Center(sq))
		}
	}
	if idle && v.showCursor {
		v.ring(dst, v.cursor, sprites.Accent)
	}
}

// drawTarget marks a square the picked piece may go to: a dark disc
// with a light core, which reads on all four colours.
func (v *formationView) drawTarget(dst *ebiten.Image, c Point) {
	d, e := v.lay.Sq*0.34, v.lay.Sq*0.14
	sprites.FillRoundRect(dst, c.X-d/2, c.Y-d/2, d, d, d/2, color.RGBA{0x10, 0x14, 0x1c, 0x90})
	sprites.FillRoundRect(dst, c.X-e/2, c.Y-e/2, e, e, e/2, sprites.WithAlpha(sprites.Text, 0.9))
}

// drawPieces draws the resting pieces; the one in flight or in the hand
// is drawn on its own.
func (v *formationView) drawPieces(dst *ebiten.Image) {
	l := v.lay
	d := sprites.PieceDiameter(l.Sq)
	for sq := formation.Square(0); sq < 64; sq++ {
		side := v.st.PieceAt(sq)
		if side == formation.NoSide || v.fly != nil && !v.fly.pass && sq == v.fly.to || v.drag.moved && sq == v.drag.from {
			continue
		}
		c := l.Center(sq)
		if v.refuseTicks > 0 && sq == v.refused {
			c.X += math.Sin(float64(v.refuseTicks)*1.3) * l.Sq * 0.07 * float64(v.refuseTicks) / refuseTicks
		}
		rise := 0.0
		if v.picked && sq == v.pick && v.fly == nil {
			rise = l.Sq * 0.06 // picked up: it floats a little
		}
		sprites.DrawPieceAt(dst, side, d, c.X, c.Y, rise, 1, 1)
	}
}

// drawFlight draws the moving piece: sliding, or a knight high in its arc
// and a little larger, as if nearer.
func (v *formationView) drawFlight(dst *ebiten.Image) {
	f := v.fly
	if f == nil || f.pass {
		return
	}
	l := v.lay
	p, rise := f.at(l)
	s := 1 + 0.25*rise/l.Sq
	sprites.DrawPieceAt(dst, f.side, sprites.PieceDiameter(l.Sq), p.X, p.Y, rise, s, 1)
}

// drawDragged draws the piece in the hand under the pointer, lifted.
func (v *formationView) drawDragged(dst *ebiten.Image) {
	if !v.drag.on || !v.drag.moved {
		return
	}
	l := v.lay
	p := v.ptr.at
	sprites.DrawPieceAt(dst, v.st.PieceAt(v.drag.from), sprites.PieceDiameter(l.Sq), p.X, p.Y+l.Sq*0.12, l.Sq*0.12, 1.08, 1)
}

// drawFormationOutline shows the winner's formation: the rest of the
// board is dimmed and the group is outlined, every edge of its squares
// that does not touch another of its squares, in a pulsing accent on a
// dark line so that it reads on every colour.
func (v *formationView) drawFormationOutline(dst *ebiten.Image) {
	g := v.winGroup
	if g == 0 || v.fly != nil {
		return
	}
	l := v.lay
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
func (v *formationView) outline(dst *ebiten.Image, g uint64, w float64, clr color.Color) {
	for b := g; b != 0; b &= b - 1 {
		sq := formation.Square(bits.TrailingZeros64(b))
		r := v.lay.SquareRect(sq)
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
func (v *formationView) drawPassBanner(dst *ebiten.Image) {
	var side formation.Side
	switch {
	case v.fly != nil && v.fly.pass:
		side = v.fly.side
	case v.fly == nil && v.passing && !v.st.Over():
		side = v.st.ToMove()
	default:
		return
	}
	l, u := v.lay, v.lay.U
	c := l.Squares.Center()
	face := sprites.Face(20*u, true)
	text := trf("fm no move", v.name(side))
	w, h := sprites.TextWidth(text, face)+84*u, 58*u
	sprites.FillRoundRect(dst, c.X-w/2, c.Y-h/2+3*u, w, h, h/2, color.RGBA{0, 0, 0, 0x60})
	sprites.FillRoundRect(dst, c.X-w/2, c.Y-h/2, w, h, h/2, sprites.Panel)
	sprites.DrawPiece(dst, side, int(30*u), c.X-w/2+h/2+2*u, c.Y, 1, 1)
	sprites.DrawText(dst, text, face, c.X+18*u, c.Y, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
}
