package decktet

import (
	"testing"

	"kaskade/engine/decktet"
	"kaskade/scene/ui"
)

// TestPausedTurnRestsBetweenCards: with a pause per step the stock's cards
// turn one by one, the next one still for a rest after the one before has
// landed; animated, they ripple (the next starts before the one before
// lands).
func TestPausedTurnRestsBetweenCards(t *testing.T) {
	turn := func(stagger int) *dkFlight {
		f := &dkFlight{Move: decktet.Turn, Turned: make([]decktet.Card, 3), stagger: stagger}
		f.length = dkTurnTicks + stagger*2
		return f
	}
	paused := turn(dkTurnTicks + int(ui.RestSeconds*60))
	paused.tick = dkTurnTicks + int(ui.RestSeconds*60)/2 // card 0 down, in the rest
	if p0, p1 := paused.turnProgress(0), paused.turnProgress(1); p0 != 1 || p1 != 0 {
		t.Errorf("paused, mid-rest: card 0 at %.2f, card 1 at %.2f; want 1 and 0", p0, p1)
	}
	rippled := turn(dkTurnStagger)
	rippled.tick = dkTurnTicks - 1
	if p1 := rippled.turnProgress(1); p1 <= 0 {
		t.Errorf("animated: card 1 has not started (%.2f) before card 0 lands", p1)
	}
}
