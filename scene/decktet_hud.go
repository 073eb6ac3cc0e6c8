package scene

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/sprites"
)

// The table's words and figures: the info strip (pass, passes left, cards
// left, the Winnable? button and its answer), the rank tracker, the end
// banner and the footer's status line.

// passLine is the pass, the passes left and the cards left.
func (v *decktetView) passLine() string {
	s := v.st
	left, unlimited := s.PassesLeft()
	var parts []string
	switch {
	case unlimited:
		parts = append(parts, trf("dk pass n", s.Pass()), tr("dk unlimited on"))
	case s.Pass() > 3:
		parts = append(parts, tr("dk pass final"))
	default:
		parts = append(parts, trf("dk pass of", s.Pass()))
		switch after := left - 1; after { // the passes after this one
		case 0:
			parts = append(parts, tr("dk no pass left"))
		case 1:
			parts = append(parts, tr("dk pass left"))
		default:
			parts = append(parts, trf("dk passes left", after))
		}
	}
	parts = append(parts, trf("dk cards left", s.Left()))
	return strings.Join(parts, "  ·  ")
}

func (v *decktetView) drawInfo(dst *ebiten.Image, in *Input) {
	l, u := v.lay, v.lay.U
	r := l.Info
	v.winBtn.draw(dst, in, u)
	bw := v.winBtn.R.W
	face := sprites.Face(15*u, true)
	sprites.DrawText(dst, v.passLine(), face, r.X+2*u, r.Y+r.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	v.drawVerdict(dst, Rect{r.X, r.Y, r.W - bw - 10*u, r.H})
}

// winButton is the "Winnable?" button at the right of the info strip;
// laid out with the view, since input is read before drawing.
func (v *decktetView) winButton() button {
	r, u := v.lay.Info, v.lay.U
	bw := math.Min(150*u, r.W*0.34)
	return button{R: Rect{r.X + r.W - bw, r.Y + 2*u, bw, r.H - 4*u}, Label: tr("dk winnable?"), Disabled: v.st.Over()}
}

// drawVerdict is the solver's answer as a pill left of the button.
func (v *decktetView) drawVerdict(dst *ebiten.Image, r Rect) {
	j := v.solve
	if !v.verdict || j == nil {
		return
	}
	u := v.lay.U
	text, bg := tr("dk solving")+dots(v.tick), sprites.PanelLight
	if j.done() {
		switch j.result().Outcome {
		case decktet.Won:
			text, bg = tr("dk verdict won"), color.RGBA{0x2e, 0x8b, 0x57, 0xff}
		case decktet.Lost:
			text, bg = tr("dk verdict lost"), sprites.Danger
		default:
			text = tr("dk verdict unk")
		}
	}
	face := sprites.Face(14*u, true)
	w := sprites.TextWidth(text, face) + 28*u
	h := r.H - 6*u
	x := r.X + r.W - w
	sprites.FillRoundRect(dst, x, r.Y+3*u, w, h, h/2, bg)
	sprites.DrawText(dst, text, face, x+w/2, r.Y+r.H/2, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
}

// drawTracker shows, for each rank of the deck, the tier its next card
// goes to: three small bars (top, middle, bottom) with the next one lit;
// a finished rank is dimmed.
func (v *decktetView) drawTracker(dst *ebiten.Image) {
	l, s := v.lay, v.st
	var ranks []decktet.Rank
	for _, r := range decktet.AllRanks() {
		if s.Options().HasRank(r) {
			ranks = append(ranks, r)
		}
	}
	if len(ranks) == 0 || l.Tracker.W < 40 {
		return
	}
	tr0 := l.Tracker
	cw := math.Min(tr0.W/float64(len(ranks)), 0.55*l.W)
	ch := math.Min(tr0.H, 0.9*l.W)
	x0 := tr0.X + (tr0.W-cw*float64(len(ranks)))/2
	y0 := tr0.Y + (tr0.H-ch)/2
	sprites.FillRoundRect(dst, x0-6*l.U, y0-4*l.U, cw*float64(len(ranks))+12*l.U, ch+8*l.U, 10*l.U, color.RGBA{0, 0, 0, 0x40})
	for i, r := range ranks {
		v.drawRankChip(dst, r, Rect{x0 + float64(i)*cw, y0, cw, ch})
	}
	sprites.DrawText(dst, tr("dk next tier"), sprites.Face(11*l.U, false), tr0.X+tr0.W/2, y0+ch+4*l.U, sprites.AlignCenter, sprites.AlignStart, color.RGBA{0xd8, 0xe8, 0xd0, 0x90})
}

func (v *decktetView) drawRankChip(dst *ebiten.Image, r decktet.Rank, c Rect) {
	s := v.st
	next, ok := s.NextTier(r)
	ink := sprites.Text
	if !ok {
		ink = sprites.WithAlpha(sprites.Text, 0.35)
	}
	label := r.Letter()
	face := sprites.Face(math.Min(c.W*0.42, 18*v.lay.U), true)
	sprites.DrawText(dst, label, face, c.X+c.W/2, c.Y+c.H*0.2, sprites.AlignCenter, sprites.AlignCenter, ink)
	bw, bh := c.W*0.5, math.Max(c.H*0.09, 2)
	for t := range 3 {
		y := c.Y + c.H*(0.42+0.12*float64(t))
		clr := color.Color(sprites.WithAlpha(sprites.Text, 0.18))
		if ok && t == next {
			clr = sprites.Accent
		}
		sprites.FillRoundRect(dst, c.X+(c.W-bw)/2, y, bw, bh, bh/2, clr)
	}
	if total := s.RankTotal(r); total > 3 {
		n := itoa(s.RankPlaced(r)) + "/" + itoa(total)
		sprites.DrawText(dst, n, sprites.Face(c.W*0.24, false), c.X+c.W/2, c.Y+c.H*0.99, sprites.AlignCenter, sprites.AlignEnd, sprites.WithAlpha(ink, 0.7))
	}
}

// drawBanner tells the player the game has ended, before the game-over
// screen comes.
func (v *decktetView) drawBanner(dst *ebiten.Image) {
	if !v.st.Over() || v.fly != nil {
		return
	}
	l, u := v.lay, v.lay.U
	text, bg := tr("dk banner lost"), sprites.Danger
	if v.st.Won() {
		text, bg = tr("dk banner won"), color.RGBA{0x2e, 0x8b, 0x57, 0xff}
	}
	face := sprites.Face(30*u, true)
	w := sprites.TextWidth(text, face) + 60*u
	h := 64 * u
	c := l.R.Center()
	sprites.FillRoundRect(dst, c.X-w/2, c.Y-h/2+4*u, w, h, h/2, color.RGBA{0, 0, 0, 0x70})
	sprites.FillRoundRect(dst, c.X-w/2, c.Y-h/2, w, h, h/2, bg)
	sprites.DrawText(dst, text, face, c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
}

// Status is the footer line.
func (v *decktetView) Status() string {
	s := v.st
	switch {
	case v.fly != nil:
		return v.flightStatus()
	case v.hinting:
		return tr("dk thinking")
	case v.hint != game.NoMove:
		return v.hintText()
	case s.Over():
		return ""
	case s.Opening():
		return tr("dk help open")
	case s.StockLen() == 0:
		return tr("dk help empty")
	case v.lay.Narrow:
		return tr("dk help short")
	}
	return tr("dk help")
}

func (v *decktetView) flightStatus() string {
	switch f := v.fly; f.move {
	case decktet.Turn:
		return tr("dk turning")
	case decktet.Recycle:
		return tr("dk recycling")
	default:
		return trf("dk moving", f.card.Title(), tierWord(f.tier))
	}
}

func (v *decktetView) hintText() string {
	m := decktet.Move(v.hint)
	var t string
	switch m {
	case decktet.Turn:
		t = tr("dk hint turn")
	case decktet.Recycle:
		t = tr("dk hint recyc")
	default:
		c := v.st.CardOf(m)
		if c == decktet.NoCard {
			return ""
		}
		t = trf("dk hint card", c.Title(), tierWord(v.st.TierOf(c)))
	}
	if v.hintLost() {
		t += "  " + tr("dk hint lost")
	}
	return t
}
