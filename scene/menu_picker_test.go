//go:build !js

package scene

import (
	"testing"

	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestMenuGamePicker: on a small phone in the largest text size the game
// tabs, one per row, left the options no room (Start lay over the seats);
// the games fold into one row, ‹ game ›, whose arrows and name go round
// the games, and whose name fits its button.
func TestMenuGamePicker(t *testing.T) {
	c := layoutCase{w: 360, h: 640, ratio: 3, textSize: len(view.TextScales) - 1}
	lr := newCaseRig(t, c, "en")
	defer lr.img.Deallocate()
	fi := &fakeInput{}
	lr.m.input = fi
	r := &rig{t: t, m: lr.m, in: fi}
	menu := newMenuScene(r.m)
	r.m.Goto(menu)
	r.tick(ui.Input{})
	gs := playable()
	if l := menu.layout(); len(l.games) != 0 || l.picker.cur.R.W == 0 {
		t.Fatalf("%d tabs and a picker %v on a 360x640 phone in the largest text size", len(l.games), l.picker.cur.R)
	}
	at := func() int {
		for i, g := range gs {
			if g.Name == menu.spec.Name {
				return i
			}
		}
		return -1
	}
	first := at()
	steps := []struct {
		hit  func(l menuLayout) ui.Button
		want int
	}{
		{func(l menuLayout) ui.Button { return l.picker.next }, 1},
		{func(l menuLayout) ui.Button { return l.picker.cur }, 2},
		{func(l menuLayout) ui.Button { return l.picker.prev }, 1},
		{func(l menuLayout) ui.Button { return l.picker.prev }, 0},
		{func(l menuLayout) ui.Button { return l.picker.prev }, -1},
	}
	for i, s := range steps {
		b := s.hit(menu.layout())
		r.tap(b.R.Center())
		want := (first + s.want + len(gs)) % len(gs)
		if got := at(); got != want {
			t.Fatalf("tap %d on %q: the menu shows %s, want %s", i+1, b.Label, gs[got].Name, gs[want].Name)
		}
	}
	for range gs { // every game's name fits between the arrows
		l := menu.layout()
		if w := ui.ButtonLabelWidth(l.picker.cur.Label, 0, true); w > l.picker.cur.R.W-8 {
			t.Errorf("%q is %.0f pixels wide in a button of %.0f", l.picker.cur.Label, w, l.picker.cur.R.W)
		}
		r.tap(l.picker.next.R.Center())
	}
}
