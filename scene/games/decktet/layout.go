package decktet

import (
	"math"

	"kaskade/scene/ui"
)

// dkLayout places Cascades' table in the view's rectangle. Wide windows:
// the three reserve piles on the left, each at the head of its tier, the
// stock and waste below them. Narrow (phone) windows: the tiers take the
// whole width and the piles sit in the row below, beside stock and waste.
type dkLayout struct {
	R        ui.Rect
	U        float64
	W, H     float64 // a card
	Info     ui.Rect // the strip over the table: passes, cards left, Winnable?
	Pile     [3]ui.Rect
	TierX    float64    // left of a tier's first card
	TierY    [3]float64 // top of each tier
	Step     float64    // from one card of a tier to the next
	Stock    ui.Rect
	WasteX   float64 // left of the waste's bottom fan slot
	Fan      float64 // from one fanned waste card to the next
	Tracker  ui.Rect
	Narrow   bool
	maxCards int     // the longest a tier can get
	room     float64 // from a tier's first card to the last card's left edge at most
}

// Card proportions of the layout, in card widths.
const (
	dkStepMax = 0.56 // a tier's fan when there is room for the longest tier
	dkSpread  = 1.06 // a short tableau's: the cards side by side, names whole
	dkGapY    = 0.14 // between rows
)

func layoutDecktet(r ui.Rect, u float64, maxCards int) dkLayout {
	l := dkLayout{R: r, U: u, maxCards: maxCards, Narrow: r.W < r.H*0.95}
	pad := math.Round(10 * u)
	l.Info = ui.Rect{X: r.X + pad, Y: r.Y + 6*u, W: r.W - 2*pad, H: math.Max(36*u, ui.ScreenFinger())} // Winnable? for a finger
	top := l.Info.Y + l.Info.H + 8*u
	avail := ui.Rect{X: r.X + pad, Y: top, W: r.W - 2*pad, H: r.Y + r.H - top - pad}
	if l.Narrow {
		l.layoutNarrow(avail)
	} else {
		l.layoutWide(avail)
	}
	return l
}

func (l *dkLayout) setCard(w float64) {
	l.W = math.Floor(math.Max(w, 24))
	l.H = CardHeight(l.W)
	l.Fan = math.Round(0.3 * l.W)
}

func (l *dkLayout) layoutWide(a ui.Rect) {
	n := float64(l.maxCards - 1)
	byW := a.W / (2.3 + n*0.4)
	byH := a.H / (4*1.4 + 3*dkGapY + 0.1)
	l.setCard(math.Min(byW, byH))
	rowH := l.H + dkGapY*l.W
	l.TierX = a.X + 1.3*l.W
	for t := range 3 {
		l.TierY[t] = a.Y + float64(t)*rowH
		l.Pile[t] = ui.Rect{X: a.X, Y: l.TierY[t], W: l.W, H: l.H}
	}
	l.room = a.X + a.W - l.TierX - l.W
	l.Step = math.Min(dkStepMax*l.W, l.room/n)
	y := a.Y + 3*rowH + 0.1*l.W
	l.Stock = ui.Rect{X: a.X, Y: y, W: l.W, H: l.H}
	l.WasteX = l.TierX
	tx := l.WasteX + l.W + 2*l.Fan + 0.5*l.W
	l.Tracker = ui.Rect{X: tx, Y: y, W: a.X + a.W - tx, H: l.H}
}

// dkPileStep is how far apart the reserve piles lie on a phone, in card
// widths: they overlap as a tier's cards do, each top card's corner and
// most of its face in sight, so that the row under the tiers (the piles,
// the stock, the waste's fan) takes 5.2 card widths, not 6.5, and the
// cards are a fifth larger: their names and ranks readable at the text's
// 12 pixels (issue 27).
const dkPileStep = 0.62

// dkNarrowStep is the closest a full tier's cards lie on a phone, in card
// widths: each shows its corner strip (the rank and the suits), which is
// 0.3 wide.
const dkNarrowStep = 0.3

func (l *dkLayout) layoutNarrow(a ui.Rect) {
	n := float64(l.maxCards - 1)
	byW := a.W / math.Max(1+n*dkNarrowStep, 2*dkPileStep+1.2+1.15+1.6)
	byH := a.H / (4*1.4 + 3*dkGapY + 1.2)
	l.setCard(math.Min(byW, byH))
	rowH := l.H + dkGapY*l.W
	l.TierX = a.X
	for t := range 3 {
		l.TierY[t] = a.Y + float64(t)*rowH
	}
	l.room = a.W - l.W
	l.Step = math.Min(dkStepMax*l.W, l.room/n)
	y := a.Y + 3*rowH + 0.1*l.W
	for p := range 3 {
		l.Pile[p] = ui.Rect{X: a.X + float64(p)*dkPileStep*l.W, Y: y, W: l.W, H: l.H}
	}
	l.Stock = ui.Rect{X: a.X + (2*dkPileStep+1.2)*l.W, Y: y, W: l.W, H: l.H}
	l.WasteX = l.Stock.X + 1.15*l.W
	ty := y + l.H + 0.15*l.W
	l.Tracker = ui.Rect{X: a.X, Y: ty, W: a.W, H: math.Min(a.Y+a.H-ty, 1.1*l.W)}
}

// Spread fans the tiers out over the room they have when the longest
// holds longest cards: side by side while few are down, closer as a tier
// grows, never closer than a full tier needs.
func (l *dkLayout) Spread(longest int) {
	n := float64(min(max(longest, 2), l.maxCards) - 1)
	l.Step = math.Max(l.Step, math.Min(dkSpread*l.W, l.room/n))
}

// TierSlot is the place of card i of tier t.
func (l dkLayout) TierSlot(t, i int) ui.Rect {
	return ui.Rect{X: l.TierX + float64(i)*l.Step, Y: l.TierY[t], W: l.W, H: l.H}
}

// TierRow is the band of tier t, for drops: its whole row to the right.
func (l dkLayout) TierRow(t int) ui.Rect {
	x := l.TierX - 0.2*l.W
	return ui.Rect{X: x, Y: l.TierY[t] - 0.07*l.W, W: l.R.X + l.R.W - x, H: l.H + 0.14*l.W}
}

// TierAt is the tier under p, or -1.
func (l dkLayout) TierAt(p ui.Point) int {
	for t := range 3 {
		if l.TierRow(t).Contains(p) {
			return t
		}
	}
	return -1
}

// WasteSlot is where waste card i of n lies: the top three fan out, the
// rest lie squared under the first of them.
func (l dkLayout) WasteSlot(i, n int) ui.Rect {
	k := max(i-max(n-3, 0), 0)
	return ui.Rect{X: l.WasteX + float64(k)*l.Fan, Y: l.Stock.Y, W: l.W, H: l.H}
}
