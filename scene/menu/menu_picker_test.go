//go:build !js

package menu

import (
	"testing"

	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestMenuGamePicker: on a small phone in the largest text size the game
// tabs, one per row, left the options no room (Start lay over the seats);
// the games fold into one row, ‹ game ›, whose arrows and name go round
// the games, and whose name fits its button.
func TestMenuGamePicker(t *testing.T) {
	c := scenetest.Case{W: 360, H: 640, Ratio: 3, TextSize: len(view.TextScales) - 1}
	lr := scenetest.NewCaseRig(t, c, "en")
	defer lr.Img.Deallocate()
	r := &rig{&scenetest.Rig{T: t, M: lr.M, In: lr.M.Input().(*scenetest.FakeInput)}}
	menu := newMenuScene(r.M)
	r.M.Goto(menu)
	r.Tick(ui.Input{})
	gs := scene.Playable()
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
