package decktet

import (
	"math"

	"kaskade/engine/decktet"
	"kaskade/scene/ui"
)

// dkFlight is one move being shown. A card move flies the card from its
// pile or the waste to the end of its tier in an eased arc; a turn flips
// the cards one after another from the stock onto the waste; a recycle
// sweeps the waste back onto the stock. Backwards (an undo) each runs
// the other way. It only counts ticks; what to draw follows from progress
// and the layout of the moment, so a resize mid-flight stays right.
type dkFlight struct {
	Move    decktet.Move
	back    bool
	card    decktet.Card // the card placed (card moves)
	tier    int          // its tier and place there
	slot    int
	wasteN  int            // the waste's size before the move
	pileN   int            // the source pile's size before the move
	Turned  []decktet.Card // the cards turned (Turn), the last on top
	stagger int            // ticks at normal speed from one turned card to the next
	tick    int
	length  int
}

// Tick counts at normal speed.
const (
	dkCardTicks    = 22
	dkTurnTicks    = 16
	dkTurnStagger  = 6
	dkRecycleTicks = 20
)

// newDkFlight is how move m is shown. paused (a pause per step) turns
// the stock's cards one by one, with a rest after each, instead of in a
// ripple.
func newDkFlight(before, after *decktet.State, m decktet.Move, back bool, speed float64, paused bool) *dkFlight {
	if speed <= 0 {
		speed = 1
	}
	ticks := func(n int) int { return max(int(math.Round(float64(n)/speed)), 4) }
	f := &dkFlight{Move: m, back: back, wasteN: len(before.Waste()), stagger: dkTurnStagger}
	if paused {
		f.stagger = dkTurnTicks + int(ui.RestSeconds*60)
	}
	switch m {
	case decktet.Turn:
		f.Turned = after.Waste()[len(before.Waste()):]
		f.length = ticks(dkTurnTicks + f.stagger*(len(f.Turned)-1))
	case decktet.Recycle:
		f.length = ticks(dkRecycleTicks)
	default:
		f.card = before.CardOf(m)
		if f.card == decktet.NoCard {
			return nil
		}
		f.tier = before.TierOf(f.card)
		f.slot = len(before.Tier(f.tier))
		if m >= decktet.R1 && m <= decktet.R3 {
			f.pileN = len(before.Pile(int(m - decktet.R1)))
		}
		f.length = ticks(dkCardTicks)
	}
	return f
}

func (f *dkFlight) progress() float64 {
	t := ui.Clamp01(float64(f.tick) / float64(f.length))
	if f.back {
		return 1 - t
	}
	return t
}

// turnProgress is card i's own progress in a turn: each starts a little
// after the one before it, so the three flip in a ripple.
func (f *dkFlight) turnProgress(i int) float64 {
	n := len(f.Turned)
	total := float64(dkTurnTicks + f.stagger*(n-1))
	t := f.progress() * total
	return ui.Clamp01((t - float64(f.stagger*i)) / dkTurnTicks)
}

// source is where a card move's card comes from, before the move.
func (f *dkFlight) source(l dkLayout) ui.Rect {
	if f.Move == decktet.Waste {
		return l.WasteSlot(f.wasteN-1, f.wasteN)
	}
	return l.Pile[f.Move-decktet.R1]
}

// cardAt is where the flying card is now and how high it is lifted
// (0..1), for its shadow and a slight growth in the air.
func (f *dkFlight) cardAt(l dkLayout) (ui.Rect, float64) {
	t := ui.EaseInOut(f.progress())
	a, b := f.source(l), l.TierSlot(f.tier, f.slot)
	lift := math.Sin(math.Pi * t)
	r := ui.Rect{X: ui.Lerp(a.X, b.X, t), Y: ui.Lerp(a.Y, b.Y, t) - 0.25*l.W*lift, W: l.W, H: l.H}
	return r, lift
}
