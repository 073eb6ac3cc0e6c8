package kaleidoskop

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// drawPlayers draws a row for every player: the token and name, scoring
// crystals against the target, the three tools (dim until owned), the
// completed missions face up with their rewards, and the hand as backs
// (a count, never the cards). The player to move has the lighter row; the
// end procedure is announced above.
func (v *View) drawPlayers(dst *ebiten.Image) {
	l := v.lay
	n := v.st.NumPlayers()
	w := (l.Players.W - gapU*l.U*float64(l.cols-1)) / float64(l.cols)
	for p := range n {
		i := p
		x := l.Players.X + float64(i%l.cols)*(w+gapU*l.U)
		y := l.Players.Y + float64(i/l.cols)*l.rowH
		v.drawPlayer(dst, p, ui.Rect{X: x, Y: y, W: w, H: l.rowH - 4*l.U})
	}
	face := sprites.Face(13*l.U, false)
	t := i18n.Trf("kaleidoskop.round", v.st.Round(), v.st.Target())
	sprites.DrawText(dst, fitText(t, face, l.Players.W), face, l.Players.X, l.Players.Y-roundH*l.U/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	v.drawStage(dst)
}

// drawStartMark marks the start player with a small "1" badge before the
// name; it returns where the name goes.
func (v *View) drawStartMark(dst *ebiten.Image, x, y float64, face text.Face) float64 {
	u := v.lay.U
	d := 16 * u
	sprites.FillRoundRect(dst, x, y-d/2, d, d, d/2, sprites.Accent)
	sprites.DrawText(dst, "1", sprites.Face(11*u, true), x+d/2, y, sprites.AlignCenter, sprites.AlignCenter, sprites.OnAccent)
	return x + d + 5*u
}

// drawPlayer draws seat p's row in r.
func (v *View) drawPlayer(dst *ebiten.Image, p int, r ui.Rect) {
	u, s := v.lay.U, v.st
	toMove := !s.IsOver() && seatOf(s) == p
	bg := sprites.Panel
	if toMove {
		bg = sprites.PanelLight
	}
	rad := 8 * u
	ui.DrawCard(dst, r, rad, u, bg, toMove)
	if toMove {
		sprites.FillRoundRect(dst, r.X, r.Y+rad*0.5, 4*u, r.H-rad, 2*u, sprites.Accent)
	}
	d := math.Min(r.H*0.62, 26*u)
	top, bot := r.Y+r.H*0.3, r.Y+r.H*0.74
	drawToken(dst, p, r.X+8*u+d/2, r.Y+r.H/2, d)
	x := r.X + 14*u + d
	bold := sprites.Face(math.Min(14*u, r.H*0.34), true)

	score := itoa(s.Crystals(p)) + "/" + itoa(s.Target())
	sw := sprites.TextWidth(score, bold)
	gx := r.X + r.W - 8*u - sw
	sprites.DrawText(dst, score, bold, r.X+r.W-8*u, top, sprites.AlignEnd, sprites.AlignCenter, scoreColour(s, p))
	drawGem(dst, kal.Yellow, gx-8*u, top, math.Min(14*u, r.H*0.34), 1)
	if s.StartPlayer() == p {
		x = v.drawStartMark(dst, x, top, bold)
	}
	name := fitText(v.name(p), bold, gx-36*u-x)
	sprites.DrawText(dst, name, bold, x, top, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	if s.Qualified(p) {
		qx := x + sprites.TextWidth(name, bold) + 10*u
		drawSymbol(dst, kal.Purple, qx, top, 14*u, sprites.Accent) // a star: qualified
	}
	x = v.drawToolIcons(dst, p, x, bot, math.Min(15*u, r.H*0.36))
	v.drawDone(dst, p, x+6*u, bot, math.Min(15*u, r.H*0.36), r.X+r.W-60*u)
	b, o := s.HandCounts(p)
	v.drawHandCount(dst, b, o, r.X+r.W-8*u, bot, math.Min(15*u, r.H*0.36))
}

// scoreColour is the accent once a player holds the target's crystals.
func scoreColour(s *kal.State, p int) color.RGBA {
	if s.Crystals(p) >= s.Target() {
		return sprites.AccentText
	}
	return sprites.Text
}

// drawToolIcons draws p's holder, mirror and glass at (x, y), dim until
// owned; it returns where the next item goes.
func (v *View) drawToolIcons(dst *ebiten.Image, p int, x, y, d float64) float64 {
	u := v.lay.U
	for _, t := range []kal.Tool{kal.Holder, kal.Mirror, kal.Glass} {
		cx := x + d/2
		switch t {
		case kal.Holder:
			sprites.StrokeRoundRect(dst, cx-d/2, y-d/2, d, d, d/2, math.Max(2, 2.5*u), palette[seatColour(p)])
		default:
			drawToolPlate(dst, t, p, cx, y, d)
		}
		if !v.st.Owns(p, t) {
			sprites.FillRoundRect(dst, cx-d/2-1, y-d/2-1, d+2, d+2, d*0.3, sprites.WithAlpha(sprites.Panel, 0.8))
		}
		x += d + 4*u
	}
	return x
}

// drawDone draws p's completed cards face up as small chips in their
// deck's colour with the reward, as many as fit before limit.
func (v *View) drawDone(dst *ebiten.Image, p int, x, y, d, limit float64) float64 {
	u := v.lay.U
	face := sprites.Face(d*0.7, true)
	for _, c := range v.st.Done(p) {
		w := d * 1.1
		if x+w > limit {
			sprites.DrawText(dst, "…", face, x, y, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
			return x + 10*u
		}
		sprites.FillRoundRect(dst, x, y-d*0.7, w, d*1.4, 3*u, cardFace)
		sprites.FillRoundRect(dst, x+1.5*u, y-d*0.7+1.5*u, w-3*u, d*1.4-3*u, 2*u, deckColour[c.Deck()])
		sprites.DrawText(dst, itoa(c.Reward()), face, x+w/2, y, sprites.AlignCenter, sprites.AlignCenter, color.White)
		x += w + 3*u
	}
	return x
}

// drawHandCount draws a hand as small backs right-aligned at x: how many
// blue and orange cards it holds.
func (v *View) drawHandCount(dst *ebiten.Image, blue, orange int, x, y, d float64) {
	u := v.lay.U
	w, h := d*0.72, d*1.1
	n := blue + orange
	for i := n - 1; i >= 0; i-- {
		dk := kal.BlueDeck
		if i >= blue {
			dk = kal.OrangeDeck
		}
		x -= w + 2*u
		sprites.FillRoundRect(dst, x, y-h/2, w, h, 2*u, shade(deckColour[dk], 0.6))
		sprites.FillRoundRect(dst, x+1.2*u, y-h/2+1.2*u, w-2.4*u, h-2.4*u, 1.5*u, deckColour[dk])
	}
}

// drawStage announces the end procedure and the round over the players.
func (v *View) drawStage(dst *ebiten.Image) {
	stage, first := v.st.EndStage()
	if stage == 0 || v.st.IsOver() {
		return
	}
	l := v.lay
	u := l.U
	var t string
	switch {
	case stage == 1 && first >= 0:
		t = i18n.Trf("kaleidoskop.stage finish", v.name(first), v.name(v.st.StartPlayer()))
	case stage == 1:
		t = i18n.Trf("kaleidoskop.stage cards", v.name(v.st.StartPlayer()))
	default:
		t = i18n.Tr("kaleidoskop.stage last")
	}
	face := sprites.Face(13*u, true)
	r := l.Board
	w := math.Min(sprites.TextWidth(t, face)+24*u, r.W)
	h := 26 * u
	x, y := r.X+(r.W-w)/2, r.Y
	sprites.FillRoundRect(dst, x, y, w, h, h/2, color.RGBA{0x14, 0x17, 0x1e, 0xe8})
	sprites.DrawText(dst, fitText(t, face, w-16*u), face, x+w/2, y+h/2, sprites.AlignCenter, sprites.AlignCenter, sprites.AccentText)
}
