//go:build !js

package scene

import (
	"slices"
	"testing"

	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// The first game of Kaskade offers its guided game once: Show me opens
// it, and the offer is remembered with the settings, so that a restart
// (prefs read back) and the next game make no second offer. Without a
// store nothing could be remembered and nothing is offered.
func TestGuideOfferedOnce(t *testing.T) {
	r := newRig(t, view.Instant)
	menu := r.toMenu()
	menu.start(r.m)
	if tb := r.m.cur.(*table); tb.offer != nil {
		t.Fatal("offered with nothing to remember it in")
	}

	r = newRig(t, view.Instant)
	st := &memStore{}
	r.m.useStore(st, r.m.prefs())
	menu = r.toMenu()
	menu.start(r.m)
	r.settleFade()
	tb := r.m.cur.(*table)
	if tb.offer == nil {
		t.Fatal("the first game offers no guided game")
	}
	c := tb.cardLayout()
	if c.right.R.W == 0 || c.r.Y < tb.lay.View.Y+tb.lay.View.H {
		t.Fatalf("the offer's card %v has no button or lies over the board %v", c.r, tb.lay.View)
	}
	r.click(c.right.R.Center())
	r.settleFade()
	if g, ok := r.m.cur.(*table); !ok || g.guide == nil {
		t.Fatalf("Show me opened %T", r.m.cur)
	}
	r.tick(ui.Input{})
	got, _, err := DecodePrefs(st.data)
	if err != nil || !slices.Contains(got.Guided, "kaskade") {
		t.Fatalf("the offer is not remembered: %v %v", got.Guided, err)
	}

	r2 := newRig(t, view.Instant) // a restart with what was stored
	r2.m.Guided = got.Guided
	r2.m.useStore(st, r2.m.prefs())
	menu = r2.toMenu()
	menu.start(r2.m)
	if tb := r2.m.cur.(*table); tb.offer != nil {
		t.Fatal("offered a second time after a restart")
	}
}

// A move answers the offer: the card goes and the board has its room.
func TestGuideOfferAnsweredByAMove(t *testing.T) {
	r := newRig(t, view.Instant)
	r.m.useStore(&memStore{}, r.m.prefs())
	menu := r.toMenu()
	menu.start(r.m)
	r.settleFade()
	tb := r.m.cur.(*table)
	if tb.offer == nil {
		t.Fatal("no offer")
	}
	loc := tb.view.(view.Locator)
	p, _ := loc.Locate("c3")
	r.click(p)
	r.settle(tb, 500)
	r.tick(ui.Input{})
	if tb.offer != nil || tb.match.Played() != 1 {
		t.Fatalf("after a move: offer %v, %d moves played", tb.offer, tb.match.Played())
	}
}
