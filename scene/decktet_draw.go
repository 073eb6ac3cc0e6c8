package scene

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/sprites"
)

// dkHidden are the cards drawn by a flight instead of at rest.
type dkHidden struct {
	tierEnd  [3]bool // the last card of each tier
	wasteTop int     // the top n cards of the waste
	pileTop  [3]bool
	dragging bool
}

func (v *decktetView) hidden() dkHidden {
	var h dkHidden
	if d := v.drag; d.on && d.moved {
		v.hideSource(&h, d.src)
	}
	f := v.fly
	if f == nil {
		return h
	}
	switch {
	case f.move == decktet.Turn && !f.back:
		h.wasteTop = len(f.turned)
		for i := range f.turned {
			if f.turnProgress(i) >= 1 {
				h.wasteTop--
			}
		}
	case f.move == decktet.Turn || f.move == decktet.Recycle:
	case f.back:
		v.hideSource(&h, f.move)
	default:
		h.tierEnd[f.tier] = true
	}
	return h
}

func (v *decktetView) hideSource(h *dkHidden, src decktet.Move) {
	if src == decktet.Waste {
		h.wasteTop = 1
		return
	}
	h.pileTop[src-decktet.R1] = true
}

func (v *decktetView) Draw(dst *ebiten.Image, in *Input) {
	l := v.lay
	sprites.DrawFelt(dst, l.R.X, l.R.Y, l.R.W, l.R.H)
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
}

// card draws one card at rest with its shadow.
func (v *decktetView) card(dst *ebiten.Image, c decktet.Card, r Rect) {
	sprites.DrawCardShadow(dst, r.X, r.Y, r.W, r.H, 0)
	sprites.DrawCard(dst, c, r.X, r.Y, r.W, r.H, 1, 1)
}

// slot draws an empty place: a faint outline on the felt.
func (v *decktetView) slot(dst *ebiten.Image, r Rect, label string) {
	rad := sprites.CardCorner(r.W)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, color.RGBA{0, 0, 0, 0x28})
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, rad, math.Max(1, 1.5*v.lay.U), color.RGBA{0xd8, 0xe8, 0xd0, 0x50})
	if label != "" {
		c := r.Center()
		sprites.DrawText(dst, label, sprites.Face(r.W*0.16, false), c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, color.RGBA{0xd8, 0xe8, 0xd0, 0x80})
	}
}

func (v *decktetView) drawTiers(dst *ebiten.Image, h dkHidden) {
	for t := range 3 {
		cards := v.st.Tier(t)
		if h.tierEnd[t] && len(cards) > 0 {
			cards = cards[:len(cards)-1]
		}
		if len(cards) == 0 {
			v.slot(dst, v.lay.TierSlot(t, 0), tierWord(t))
		}
		for i, c := range cards {
			v.card(dst, c, v.lay.TierSlot(t, i))
		}
	}
}

// drawPiles draws each reserve pile as its cards squared with a small
// offset, so its height shows; an open pile's top card face up.
func (v *decktetView) drawPiles(dst *ebiten.Image, h dkHidden) {
	if v.st.Options().Ace {
		return
	}
	for p := range 3 {
		r := v.lay.Pile[p]
		n := len(v.st.Pile(p))
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
			if i == n-1 && v.st.PileOpen(p) {
				c = v.st.Pile(p)[i]
			}
			v.card(dst, c, Rect{r.X, r.Y - float64(i)*off, r.W, r.H})
		}
	}
}

func (v *decktetView) drawStock(dst *ebiten.Image) {
	r := v.lay.Stock
	n := v.st.StockLen()
	if v.fly != nil && v.fly.move == decktet.Turn && v.fly.back {
		n -= len(v.fly.turned) // they are still in the air
	}
	if n <= 0 {
		label := ""
		if !v.st.Over() {
			label = tr("dk recycle")
		}
		v.slot(dst, r, label)
		return
	}
	off := math.Max(1, 0.012*r.W)
	k := min((n+5)/6, 6)
	for i := range k {
		v.card(dst, decktet.NoCard, Rect{r.X, r.Y - float64(i)*off, r.W, r.H})
	}
	top := r.Y - float64(k-1)*off
	badge := sprites.Face(math.Max(r.W*0.15, 10), true)
	txt := itoa(n)
	bw := sprites.TextWidth(txt, badge) + r.W*0.14
	sprites.FillRoundRect(dst, r.X+r.W/2-bw/2, top+r.H-r.W*0.3, bw, r.W*0.22, r.W*0.11, color.RGBA{0x10, 0x14, 0x18, 0xd0})
	sprites.DrawText(dst, txt, badge, r.X+r.W/2, top+r.H-r.W*0.19, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
}

func (v *decktetView) drawWaste(dst *ebiten.Image, h dkHidden) {
	w := v.st.Waste()
	n := len(w)
	shown := n - h.wasteTop
	if v.fly != nil && v.fly.move == decktet.Recycle && !v.fly.back {
		return // swept up
	}
	if shown <= 0 {
		v.slot(dst, v.lay.WasteSlot(0, 1), "")
		return
	}
	for i := max(n-4, 0); i < shown; i++ {
		v.card(dst, w[i], v.lay.WasteSlot(i, n))
	}
}

// drawHint outlines the hinted card (or the stock) and ghosts where the
// card will go.
func (v *decktetView) drawHint(dst *ebiten.Image) {
	if v.hint == game.NoMove || v.fly != nil {
		return
	}
	m := decktet.Move(v.hint)
	glow := 0.6 + 0.4*math.Sin(float64(v.tick)*0.12)
	ring := func(r Rect) {
		sprites.StrokeRoundRect(dst, r.X-3*v.lay.U, r.Y-3*v.lay.U, r.W+6*v.lay.U, r.H+6*v.lay.U, sprites.CardCorner(r.W)+3*v.lay.U, 3*v.lay.U, sprites.WithAlpha(sprites.Accent, glow))
	}
	if m == decktet.Turn || m == decktet.Recycle {
		ring(v.lay.Stock)
		return
	}
	c := v.st.CardOf(m)
	if c == decktet.NoCard {
		return
	}
	ring(v.sourceRect(m))
	t := v.st.TierOf(c)
	to := v.lay.TierSlot(t, len(v.st.Tier(t)))
	sprites.DrawCard(dst, c, to.X, to.Y, to.W, to.H, 1, 0.35*glow)
	ring(to)
}

func (v *decktetView) drawRefused(dst *ebiten.Image) {
	if v.refTick == 0 {
		return
	}
	r, a := v.refused, float64(v.refTick)/refuseTicks
	sprites.StrokeRoundRect(dst, r.X-2, r.Y-2, r.W+4, r.H+4, sprites.CardCorner(v.lay.W), 4*v.lay.U, sprites.WithAlpha(sprites.Danger, a))
}

// drawFlight draws the cards in the air.
func (v *decktetView) drawFlight(dst *ebiten.Image) {
	f, l := v.fly, v.lay
	if f == nil {
		return
	}
	switch f.move {
	case decktet.Turn:
		for i, c := range f.turned {
			v.drawTurned(dst, c, i)
		}
	case decktet.Recycle:
		t := easeInOut(f.progress())
		a, b := l.WasteSlot(0, 1), l.Stock
		x, y := lerp(a.X, b.X, t), lerp(a.Y, b.Y, t)-0.2*l.W*math.Sin(math.Pi*t)
		sprites.DrawCardShadow(dst, x, y, l.W, l.H, 0.5)
		sprites.DrawCard(dst, decktet.NoCard, x, y, l.W, l.H, 1, 1)
	default:
		r, lift := f.cardAt(l)
		s := 1 + 0.06*lift
		w, h := r.W*s, r.H*s
		x, y := r.X-(w-r.W)/2, r.Y-(h-r.H)/2
		sprites.DrawCardShadow(dst, x, y, w, h, lift)
		sprites.DrawCard(dst, f.card, x, y, w, h, 1, 1)
	}
}

// drawTurned draws card i of a turn on its way from the stock to its
// waste slot, turning over halfway: the back shrinks to an edge and the
// face grows out of it.
func (v *decktetView) drawTurned(dst *ebiten.Image, c decktet.Card, i int) {
	f, l := v.fly, v.lay
	t := f.turnProgress(i)
	if !f.back && t >= 1 {
		return // landed: the waste draws it
	}
	n := f.wasteN + len(f.turned)
	a, b := l.Stock, l.WasteSlot(f.wasteN+i, n)
	e := easeInOut(t)
	x, y := lerp(a.X, b.X, e), lerp(a.Y, b.Y, e)-0.18*l.W*math.Sin(math.Pi*e)
	sx := math.Abs(math.Cos(math.Pi * e))
	face := c
	if e < 0.5 {
		face = decktet.NoCard
	}
	sprites.DrawCardShadow(dst, x, y, l.W, l.H, math.Sin(math.Pi*e))
	sprites.DrawCard(dst, face, x, y, l.W, l.H, math.Max(sx, 0.04), 1)
}

// drawDrag draws the card under the pointer while it is dragged.
func (v *decktetView) drawDrag(dst *ebiten.Image) {
	d := v.drag
	if !d.on || !d.moved {
		return
	}
	c := v.st.CardOf(d.src)
	if c == decktet.NoCard {
		return
	}
	l := v.lay
	if t := l.TierAt(v.ptr.at); t >= 0 {
		good := t == v.st.TierOf(c)
		clr := sprites.WithAlpha(sprites.Danger, 0.5)
		if good {
			clr = sprites.WithAlpha(sprites.Accent, 0.7)
		}
		to := l.TierSlot(t, len(v.st.Tier(t)))
		sprites.StrokeRoundRect(dst, to.X, to.Y, to.W, to.H, sprites.CardCorner(to.W), 3*l.U, clr)
	}
	x, y := v.ptr.at.X-d.grab.X, v.ptr.at.Y-d.grab.Y
	sprites.DrawCardShadow(dst, x, y, l.W, l.H, 1)
	sprites.DrawCard(dst, c, x, y, l.W, l.H, 1, 1)
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
