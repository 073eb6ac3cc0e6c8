//go:build !js

package menu

import (
	"slices"
	"testing"

	"kaskade/scene"
	"kaskade/scene/scenetest"
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
	st := &scenetest.MemStore{}
	r.M.UseStore(st, r.M.Prefs())
	menu := newMenuScene(r.M)
	r.M.Goto(menu)
	r.SettleFade()
	if !menu.offering() {
		t.Fatal("the menu offers no guided game to a new player")
	}
	l := menu.layout()
	if l.resume.Label != "Guided game" {
		t.Fatalf("the offer's button says %q", l.resume.Label)
	}
	r.Click(l.resume.R.Center())
	r.SettleFade()
	if scenetest.NameOf(r.M.Current()) != "board" || probe(r.M.Current()).Guide == nil {
		t.Fatalf("Show me opened %T", r.M.Current())
	}
	r.M.Goto(menu) // the guided game's way back
	r.SettleFade()
	if r.M.Current() != scene.Scene(menu) || menu.offering() {
		t.Fatal("back in the menu the guided game is still offered")
	}
	if got, _, err := scene.DecodePrefs(st.Data); err != nil || !slices.Contains(got.Guided, menu.spec.Name) {
		t.Fatalf("the answer is not remembered: %v %v", got.Guided, err)
	}

	// Another game's offer is answered by starting a game of it.
	cfg := view.GameConfig{}.ForGame("cascades")
	menu.setGame(cfg)
	if !menu.offering() {
		t.Fatal("Cascades' guided game is not offered")
	}
	menu.start(r.M)
	r.SettleFade()
	r2 := newRig(t, view.Instant) // a restart with what was stored
	got, _, _ := scene.DecodePrefs(st.Data)
	r2.M.Guided = got.Guided
	r2.M.UseStore(st, r2.M.Prefs())
	again := newMenuScene(r2.M)
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
