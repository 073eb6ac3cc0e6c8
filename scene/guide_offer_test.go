//go:build !js

package scene

import (
	"slices"
	"testing"

	"kaskade/scene/view"
)

// The menu offers a game's guided first game until it is answered: Show
// me opens it (and leaving it comes back to the menu, which offers it no
// more), or a game of it is started. The answer is remembered with the
// settings: after a restart nothing is offered. Without a store nothing
// could be remembered and nothing is offered.
func TestGuideOfferedInTheMenu(t *testing.T) {
	r := newRig(t, view.Instant)
	if r.toMenu().offering() {
		t.Fatal("offered with nothing to remember it in")
	}

	r = newRig(t, view.Instant)
	st := &memStore{}
	r.m.useStore(st, r.m.prefs())
	menu := newMenuScene(r.m)
	r.m.Goto(menu)
	r.settleFade()
	if !menu.offering() {
		t.Fatal("the menu offers no guided game to a new player")
	}
	l := menu.layout()
	if l.resume.Label != "Guided game" {
		t.Fatalf("the offer's button says %q", l.resume.Label)
	}
	r.click(l.resume.R.Center())
	r.settleFade()
	g, ok := r.m.Current().(*table)
	if !ok || g.guide == nil {
		t.Fatalf("Show me opened %T", r.m.Current())
	}
	r.m.Goto(g.guide.back)
	r.settleFade()
	if r.m.Current() != Scene(menu) || menu.offering() {
		t.Fatal("back in the menu the guided game is still offered")
	}
	if got, _, err := DecodePrefs(st.data); err != nil || !slices.Contains(got.Guided, menu.spec.Name) {
		t.Fatalf("the answer is not remembered: %v %v", got.Guided, err)
	}

	// Another game's offer is answered by starting a game of it.
	cfg := view.GameConfig{}.ForGame("cascades")
	menu.setGame(cfg)
	if !menu.offering() {
		t.Fatal("Cascades' guided game is not offered")
	}
	menu.start(r.m)
	r.settleFade()
	r2 := newRig(t, view.Instant) // a restart with what was stored
	got, _, _ := DecodePrefs(st.data)
	r2.m.Guided = got.Guided
	r2.m.useStore(st, r2.m.prefs())
	again := newMenuScene(r2.m)
	for _, name := range []string{"kaskade", "cascades"} {
		again.setGame(view.GameConfig{}.ForGame(name))
		if again.offering() {
			t.Errorf("%s: offered again after a restart", name)
		}
	}
	again.setGame(view.GameConfig{}.ForGame("formation"))
	if !again.offering() {
		t.Error("Die Formation's guided game, never answered, is not offered")
	}
}
