package cascades

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/cascades"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// drawHUD draws each player's card, the turn line and the End button;
// no End where a record is looked at (a replay, a review): nothing is
// played there.
func (v *View) drawHUD(dst *ebiten.Image, in *ui.Input) {
	v.drawCard(dst, cascades.Black, v.Lay.Cards[0])
	v.drawCard(dst, cascades.White, v.Lay.Cards[1])
	v.drawTurn(dst)
	if !v.St.Over() && !v.env.Looking {
		v.drawEnd(dst, in)
	}
}

// drawCard shows one side: its stone and name, its count on the bottom row
// against the majority that wins (as pips and "3/8"), and with territory
// its stones on the board. The side to move has the lighter card.
func (v *View) drawCard(dst *ebiten.Image, p cascades.Side, r ui.Rect) {
	u, s := v.Lay.U, v.shown()
	toMove := s.ToMove() == p && v.Anim == nil
	won := s.Over() && s.Winner() == p
	bg := sprites.Panel
	if toMove || won {
		bg = sprites.PanelLight
	}
	rad := math.Min(12*u, r.H/3)
	ui.DrawCard(dst, r, rad, u, bg, toMove || won)
	if toMove || won {
		sprites.FillRoundRect(dst, r.X, r.Y+rad*0.6, 4*u, r.H-rad*1.2, 2*u, sprites.Accent)
	}
	d := math.Min(26*u, r.H*0.5)
	x := r.X + 12*u
	cy := r.Y + r.H*0.32
	sprites.TokenRim(dst, x+d/2, cy, d, 1)
	DrawStone(dst, p, int(d), x+d/2, cy, 1, 1)
	z := s.Size()
	bottom, need := s.Bottom(p), z.Majority()
	count := i18n.Trf("cascades.count of", bottom, need)
	big := sprites.Face(math.Max(18*u, 11), true)
	cw := sprites.TextWidth(count, big)
	sprites.DrawText(dst, count, big, r.X+r.W-12*u, cy, sprites.AlignEnd, sprites.AlignCenter, sprites.Text)
	name := sprites.Face(math.Max(16*u, 11), true)
	nx := x + d + 8*u
	sprites.DrawText(dst, fitText(v.name(p), name, r.X+r.W-12*u-cw-8*u-nx), name, nx, cy, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	line := i18n.Tr("cascades.bottom")
	if s.Options().Territory {
		line = i18n.Trf("cascades.stones", s.Points(p)) + " · " + line
	}
	y := r.Y + r.H*0.74
	pw := v.drawPips(dst, bottom, need, x, y, r.W*0.45)
	small := sprites.Face(math.Max(12*u, 10), false)
	if room := r.X + r.W - 12*u - (x + pw + 8*u); sprites.TextWidth(line, small) <= room {
		sprites.DrawText(dst, line, small, r.X+r.W-12*u, y, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
	}
}

// drawPips draws need pips centred on y from x, the first n filled, in at
// most w, and returns their width.
func (v *View) drawPips(dst *ebiten.Image, n, need int, x, y, w float64) float64 {
	u := v.Lay.U
	pitch := math.Min(14*u, w/float64(need))
	s := math.Max(pitch*0.72, 2)
	for i := range need {
		c := sprites.WithAlpha(sprites.TextDim, 0.3)
		if i < n {
			c = sprites.Accent
		}
		sprites.FillRoundRect(dst, x+float64(i)*pitch, y-s/2, s, s, s*0.3, c)
	}
	return float64(need-1)*pitch + s
}

// drawTurn writes whose turn it is and which drop, or the result; below
// it what wins, or that a pass now ends the game.
func (v *View) drawTurn(dst *ebiten.Image) {
	l, u, s := v.Lay, v.Lay.U, v.shown()
	r := l.Turn
	main := sprites.Face(math.Max(18*u, 12), true)
	sub := sprites.Face(math.Max(13*u, 10), false)
	c := r.Center()
	line2 := i18n.Trf("cascades.to win", s.Size().Majority()) + " · " + sizeLabel(s.Size())
	switch {
	case s.Over():
		line2 = v.endText()
	case s.PassPending():
		line2 = i18n.Tr("cascades.pass due")
	}
	if l.Narrow {
		t := v.turnText() + "  ·  " + line2
		sprites.DrawText(dst, fitText(t, sub, r.W), sub, c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
		return
	}
	sprites.DrawText(dst, fitText(v.turnText(), main, r.W), main, c.X, r.Y+r.H*0.34, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	sprites.DrawText(dst, fitText(line2, sub, r.W), sub, c.X, r.Y+r.H*0.76, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
}

// endButton is the End-turn button as drawn: disabled, and never in the
// primary gold, while nobody at this screen may end (in is nil: the
// computer plays) or the turn cannot end now (grey on gold looked as
// if it were the thing to press).
func (v *View) endButton(in *ui.Input) ui.Button {
	s := v.St
	label := i18n.Tr("cascades.end turn")
	if s.Drops() == 0 {
		label = i18n.Tr("cascades.pass")
	}
	b := ui.Button{R: v.Lay.End, Label: label,
		Disabled: in == nil || !v.endOK || v.Anim != nil || s.Over()}
	b.Primary = v.endOK && !v.canDrop && !b.Disabled
	return b
}

// drawEnd draws the End-turn button: "Pass" before a drop, highlighted
// when passing is all the mover can do, shaking after a refused end,
// ringed when it is the hint.
func (v *View) drawEnd(dst *ebiten.Image, in *ui.Input) {
	s := v.St
	b := v.endButton(in)
	if v.endRefused > 0 {
		b.R.X += math.Sin(float64(v.endRefused)*1.3) * 8 * v.Lay.U * float64(v.endRefused) / ui.RefuseTicks
	}
	b.Draw(dst, in, v.Lay.U)
	if v.hint == cascades.End && v.Anim == nil && !s.Over() {
		pulse := 0.5 + 0.5*math.Sin(float64(v.tick)*0.15)
		g := 3*v.Lay.U + 2*pulse*v.Lay.U
		sprites.StrokeRoundRect(dst, b.R.X-g, b.R.Y-g, b.R.W+2*g, b.R.H+2*g, b.R.H*0.3+g, math.Max(2, 2.5*v.Lay.U), sprites.Accent)
	}
}
