package decktet

import (
	"kaskade/engine/decktet"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

var _ view.Locator = (*DecktetView)(nil)

// Locate is where a move's place is on screen (view.Locator), for tests
// and the guided game: "turn" and "recycle" the stock, "waste" the
// waste's top card, "r1" to "r3" a reserve pile's top card, "top",
// "middle" and "bottom" a tier's next free slot.
func (v *DecktetView) Locate(name string) (ui.Point, bool) {
	for t := range 3 {
		if name == decktet.TierName(t) {
			return v.Lay.TierSlot(t, len(v.St.Tier(t))).Center(), true
		}
	}
	m, err := decktet.ParseMove(name)
	if err != nil {
		return ui.Point{}, false
	}
	switch m {
	case decktet.Turn, decktet.Recycle:
		return v.Lay.Stock.Center(), true
	case decktet.Waste:
		if len(v.St.Waste()) == 0 {
			return ui.Point{}, false
		}
	default:
		if len(v.St.Pile(int(m-decktet.R1))) == 0 {
			return ui.Point{}, false
		}
	}
	return v.sourceRect(m).Center(), true
}
