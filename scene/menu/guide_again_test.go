//go:build !js

package menu

import (
	"testing"

	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// TestGuideStaysReachable: once a game's guided game is answered and its
// offer has left the menu, the menu's Rules still open it ("Guided game"
// under the rules), for every game that has one (issue 41).
func TestGuideStaysReachable(t *testing.T) {
	r := newRig(t, view.Instant)
	r.M.UseStore(&scenetest.MemStore{}, r.M.Prefs())
	for _, g := range scene.Playable() {
		spec, _ := view.SpecFor(g.Name)
		if spec.Guide == nil {
			continue
		}
		r.M.NoteGuided(g.Name) // the offer answered
		menu := newMenuScene(r.M)
		menu.setGame(view.GameConfig{}.ForGame(g.Name))
		r.Goto(menu)
		if menu.offering() {
			t.Fatalf("%s: still offered once answered", g.Name)
		}
		r.Click(menu.layout().rules.R.Center())
		r.SettleFade()
		b, ok := r.Button(i18n.Tr("guided game"))
		if !ok || b.R.W == 0 {
			t.Errorf("%s: the rules offer no guided game", g.Name)
			continue
		}
		r.Click(b.R.Center())
		r.SettleFade()
		if scenetest.NameOf(r.M.Current()) != "board" || probe(r.M.Current()).Guide == nil {
			t.Errorf("%s: the rules' Guided game opened %T", g.Name, r.M.Current())
		}
	}
}
