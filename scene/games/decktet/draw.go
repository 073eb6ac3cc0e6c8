package decktet

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// dkHidden are the cards drawn by a flight instead of at rest.
type dkHidden struct {
	tierEnd  [3]bool // the last card of each tier
	wasteTop int     // the top n cards of the waste
	pileTop  [3]bool
}

func (v *DecktetView) hidden() dkHidden {
	var h dkHidden
	if d := v.drag; d.On && d.Moved {
		v.hideSource(&h, d.src)
	}
	f := v.Fly
	if f == nil {
		return h
	}
	switch {
	case f.Move == decktet.Turn && !f.back:
		h.wasteTop = len(f.Turned)
		for i := range f.Turned {
			if f.turnProgress(i) >= 1 {
				h.wasteTop--
			}
		}
	case f.Move == decktet.Turn || f.Move == decktet.Recycle:
	case f.back:
		v.hideSource(&h, f.Move)
	default:
		h.tierEnd[f.tier] = true
	}
	return h
}

func (v *DecktetView) hideSource(h *dkHidden, src decktet.Move) {
	if src == decktet.Waste {
		h.wasteTop = 1
		return
	}
	h.pileTop[src-decktet.R1] = true
}

func (v *DecktetView) Draw(dst *ebiten.Image, in *ui.Input) {
	l := v.Lay
	DrawFelt(dst, l.R.X, l.R.Y, l.R.W, l.R.H)
	h := v.hidden()
	v.drawTiers(dst, h)
	v.drawPiles(dst, h)
	v.drawStock(dst)
	v.drawWaste(dst, h)
	v.drawHint(dst)
	v.drawRefused(dst)
	v.drawInfo(dst, in)
	v.drawTracker(dst)
	v.drawFlight(dst)
	v.drawDrag(dst)
	v.drawBanner(dst)
	v.drawMessage(dst)
}

// drawMessage shows the view's own refusal as the table shows its
// messages: a red pill over the top of the view, fading out.
func (v *DecktetView) drawMessage(dst *ebiten.Image) {
	if v.msgTick == 0 || v.msg == "" {
		return
	}
	l, u := v.Lay, v.Lay.U
	a := math.Min(1, float64(v.msgTick)/20)
	face := sprites.Face(16*u, true)
	lines := ui.WrapLines(v.msg, face, l.R.W-44*u)
	w := 0.0
	for _, line := range lines {
		w = math.Max(w, sprites.TextWidth(line, face))
	}
	w += 36 * u
	lh := 22 * u
	h := float64(len(lines))*lh + 14*u
	x, y := l.R.X+(l.R.W-w)/2, l.R.Y+10*u
	sprites.FillRoundRect(dst, x, y, w, h, math.Min(h/2, 18*u), sprites.WithAlpha(sprites.Danger, a))
	for i, line := range lines {
		sprites.DrawText(dst, line, face, x+w/2, y+7*u+(float64(i)+0.5)*lh, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(pillInk, a))
	}
}

// card draws one card at rest with its shadow.
func (v *DecktetView) card(dst *ebiten.Image, c decktet.Card, r ui.Rect) {
	DrawCardShadow(dst, r.X, r.Y, r.W, r.H, 0)
	DrawCard(dst, c, r.X, r.Y, r.W, r.H, 1, 1)
}

// slot draws an empty place: a faint outline on the felt.
func (v *DecktetView) slot(dst *ebiten.Image, r ui.Rect, label string) {
	rad := CardCorner(r.W)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, color.RGBA{0, 0, 0, 0x28})
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, rad, math.Max(1, 1.5*v.Lay.U), feltFaint(0x50))
	if label == "" {
		return
	}
	face := sprites.Face(r.W*0.16, false)
	lines := ui.WrapLines(label, face, r.W*0.86)
	lh := r.W * 0.2
	c := r.Center()
	for i, line := range lines {
		y := c.Y + (float64(i)-float64(len(lines)-1)/2)*lh
		sprites.DrawText(dst, line, face, c.X, y, sprites.AlignCenter, sprites.AlignCenter, feltFaint(0x80))
	}
}

func (v *DecktetView) drawTiers(dst *ebiten.Image, h dkHidden) {
	for t := range 3 {
		cards := v.St.Tier(t)
		if h.tierEnd[t] && len(cards) > 0 {
			cards = cards[:len(cards)-1]
		}
		if len(cards) == 0 {
			v.slot(dst, v.Lay.TierSlot(t, 0), tierWord(t))
		}
		for i, c := range cards {
			v.card(dst, c, v.Lay.TierSlot(t, i))
		}
	}
}

// drawPiles draws each reserve pile as its cards squared with a small
// offset, so its height shows; an open pile's top card face up.
func (v *DecktetView) drawPiles(dst *ebiten.Image, h dkHidden) {
	if v.St.Options().Ace {
		return
	}
	for p := range 3 {
		r := v.Lay.Pile[p]
		n := len(v.St.Pile(p))
		if h.pileTop[p] {
			n--
		}
		if n <= 0 {
			v.slot(dst, r, "")
			continue
		}
		off := math.Max(1, 0.025*r.W)
		for i := range n {
			c := decktet.NoCard
			if i == n-1 && v.St.PileOpen(p) {
				c = v.St.Pile(p)[i]
			}
			v.card(dst, c, ui.Rect{X: r.X, Y: r.Y - float64(i)*off, W: r.W, H: r.H})
		}
	}
}

func (v *DecktetView) drawStock(dst *ebiten.Image) {
	r := v.Lay.Stock
	n := v.St.StockLen()
	if v.Fly != nil && v.Fly.Move == decktet.Turn && v.Fly.back {
		n -= len(v.Fly.Turned) // they are still in the air
	}
	if n <= 0 {
		v.slot(dst, r, v.StockLabel())
		return
	}
	off := math.Max(1, 0.012*r.W)
	k := min((n+5)/6, 6)
	for i := range k {
		v.card(dst, decktet.NoCard, ui.Rect{X: r.X, Y: r.Y - float64(i)*off, W: r.W, H: r.H})
	}
	top := r.Y - float64(k-1)*off
	// the stock says what it is over how many cards it holds: among the
	// face-down reserve piles "Tap the stock" left a newcomer guessing
	word := i18n.Tr("dk stock")
	wordFace := sprites.Face(ui.FitSize(word, r.W*0.17, sprites.MinTextSize()/sprites.TextScale(), r.W*0.9, true), true)
	badge := sprites.Face(math.Max(r.W*0.15, 10), true)
	txt := Itoa(n)
	wh, nh := ui.LineHeight(wordFace), ui.LineHeight(badge)
	if sprites.TextWidth(word, wordFace) > r.W-2 { // a card too narrow for the word at the text's floor: the count alone
		word, wh = "", 0
	}
	bw := math.Min(math.Max(sprites.TextWidth(txt, badge), sprites.TextWidth(word, wordFace))+r.W*0.1, r.W-2)
	bh := wh + nh + r.W*0.04
	by := top + r.H - bh - r.W*0.06
	sprites.FillRoundRect(dst, r.X+r.W/2-bw/2, by, bw, bh, math.Min(bh, bw)*0.3, color.RGBA{0x10, 0x14, 0x18, 0xd0})
	if word != "" {
		sprites.DrawText(dst, word, wordFace, r.X+r.W/2, by+r.W*0.02+wh/2, sprites.AlignCenter, sprites.AlignCenter, pillInk)
	}
	sprites.DrawText(dst, txt, badge, r.X+r.W/2, by+r.W*0.02+wh+nh/2, sprites.AlignCenter, sprites.AlignCenter, pillInk)
}

// StockLabel is what the empty stock says: what a click on it does, as
// the engine allows it (the next pass, the last recycle), or, once no pass
// is left, that none is; nothing once the game is over.
func (v *DecktetView) StockLabel() string {
	s := v.St
	switch r, _ := game.RefusalOf(s.Check(decktet.Recycle)); {
	case s.Over():
		return ""
	case r == nil:
		return i18n.Tr(v.recycleKey("dk recycle"))
	case r.Code == decktet.CodeNoPassLeft:
		return i18n.Tr("dk no pass")
	}
	return ""
}

func (v *DecktetView) drawWaste(dst *ebiten.Image, h dkHidden) {
	w := v.St.Waste()
	n := len(w)
	shown := n - h.wasteTop
	if v.Fly != nil && v.Fly.Move == decktet.Recycle && !v.Fly.back {
		return // swept up
	}
	if shown <= 0 {
		v.slot(dst, v.Lay.WasteSlot(0, 1), i18n.Tr("dk waste"))
		return
	}
	for i := max(n-4, 0); i < shown; i++ {
		v.card(dst, w[i], v.Lay.WasteSlot(i, n))
	}
}

// drawHint outlines the hinted card (or the stock) and ghosts where the
// card will go.
func (v *DecktetView) drawHint(dst *ebiten.Image) {
	if v.Hint == game.NoMove || v.Fly != nil {
		return
	}
	m := decktet.Move(v.Hint)
	glow := 0.6 + 0.4*math.Sin(float64(v.tick)*0.12)
	ring := func(r ui.Rect) { // a wide ring and a glow over the card: the hint must be seen at a glance
		lw := math.Max(5*v.Lay.U, 3)
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, CardCorner(r.W), sprites.WithAlpha(sprites.Accent, 0.22*glow))
		sprites.StrokeRoundRect(dst, r.X-lw, r.Y-lw, r.W+2*lw, r.H+2*lw, CardCorner(r.W)+lw, lw, sprites.WithAlpha(sprites.Accent, 0.75+0.25*glow))
	}
	if m == decktet.Turn || m == decktet.Recycle {
		ring(v.Lay.Stock)
		return
	}
	c := v.St.CardOf(m)
	if c == decktet.NoCard {
		return
	}
	ring(v.sourceRect(m))
	t := v.St.TierOf(c)
	to := v.Lay.TierSlot(t, len(v.St.Tier(t)))
	DrawCard(dst, c, to.X, to.Y, to.W, to.H, 1, 0.35*glow)
	ring(to)
}

func (v *DecktetView) drawRefused(dst *ebiten.Image) {
	if v.RefTick == 0 {
		return
	}
	r, a := v.refused, float64(v.RefTick)/ui.RefuseTicks
	sprites.StrokeRoundRect(dst, r.X-2, r.Y-2, r.W+4, r.H+4, CardCorner(v.Lay.W), 4*v.Lay.U, sprites.WithAlpha(sprites.Danger, a))
}

// drawFlight draws the cards in the air.
func (v *DecktetView) drawFlight(dst *ebiten.Image) {
	f, l := v.Fly, v.Lay
	if f == nil {
		return
	}
	switch f.Move {
	case decktet.Turn:
		for i, c := range f.Turned {
			v.drawTurned(dst, c, i)
		}
	case decktet.Recycle:
		t := ui.EaseInOut(f.progress())
		a, b := l.WasteSlot(0, 1), l.Stock
		x, y := ui.Lerp(a.X, b.X, t), ui.Lerp(a.Y, b.Y, t)-0.2*l.W*math.Sin(math.Pi*t)
		DrawCardShadow(dst, x, y, l.W, l.H, 0.5)
		DrawCard(dst, decktet.NoCard, x, y, l.W, l.H, 1, 1)
	default:
		r, lift := f.cardAt(l)
		s := 1 + 0.06*lift
		w, h := r.W*s, r.H*s
		x, y := r.X-(w-r.W)/2, r.Y-(h-r.H)/2
		DrawCardShadow(dst, x, y, w, h, lift)
		DrawCard(dst, f.card, x, y, w, h, 1, 1)
	}
}

// drawTurned draws card i of a turn on its way from the stock to its
// waste slot, turning over halfway: the back shrinks to an edge and the
// face grows out of it.
func (v *DecktetView) drawTurned(dst *ebiten.Image, c decktet.Card, i int) {
	f, l := v.Fly, v.Lay
	t := f.turnProgress(i)
	if !f.back && t >= 1 {
		return // landed: the waste draws it
	}
	n := f.wasteN + len(f.Turned)
	a, b := l.Stock, l.WasteSlot(f.wasteN+i, n)
	e := ui.EaseInOut(t)
	x, y := ui.Lerp(a.X, b.X, e), ui.Lerp(a.Y, b.Y, e)-0.18*l.W*math.Sin(math.Pi*e)
	sx := math.Abs(math.Cos(math.Pi * e))
	face := c
	if e < 0.5 {
		face = decktet.NoCard
	}
	DrawCardShadow(dst, x, y, l.W, l.H, math.Sin(math.Pi*e))
	DrawCard(dst, face, x, y, l.W, l.H, math.Max(sx, 0.04), 1)
}

// drawDrag draws the card under the pointer while it is dragged.
func (v *DecktetView) drawDrag(dst *ebiten.Image) {
	d := v.drag
	if !d.On || !d.Moved {
		return
	}
	c := v.St.CardOf(d.src)
	if c == decktet.NoCard {
		return
	}
	l := v.Lay
	if t := l.TierAt(v.ptr.At); t >= 0 {
		good := t == v.St.TierOf(c)
		clr := sprites.WithAlpha(sprites.Danger, 0.5)
		if good {
			clr = sprites.WithAlpha(sprites.Accent, 0.7)
		}
		to := l.TierSlot(t, len(v.St.Tier(t)))
		sprites.StrokeRoundRect(dst, to.X, to.Y, to.W, to.H, CardCorner(to.W), 3*l.U, clr)
	}
	x, y := v.ptr.At.X-d.grab.X, v.ptr.At.Y-d.grab.Y
	DrawCardShadow(dst, x, y, l.W, l.H, 1)
	DrawCard(dst, c, x, y, l.W, l.H, 1, 1)
}

func Itoa(n int) string {
	if n < 0 {
		return "-" + Itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return Itoa(n/10) + string(rune('0'+n%10))
}
