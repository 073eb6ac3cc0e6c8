package kaleidoskop

import (
	"testing"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestPausedFadeRests: in the pause-per-step mode a move's fade is followed
// by a rest in which nothing moves and the view stays busy, so the next
// step waits; a click during the rest ends it at once.
func TestPausedFadeRests(t *testing.T) {
	s := newGame(t, "players=3,deal=3")
	m := s.LegalMoves(nil)[0]
	for _, c := range s.LegalMoves(nil) {
		if k, _ := placeOf(s, c); k != kal.NoHollow {
			m = c // a crystal drops: something to see
			break
		}
	}
	plain, rest := newFade(s, m, false, 1, 0), ui.RestTicks(1)
	paused := newFade(s, m, false, 1, rest)
	if plain == nil || paused == nil || paused.length != plain.length+rest {
		t.Fatalf("fade lengths: plain %+v, paused %+v", plain, paused)
	}
	paused.tick = plain.length
	if paused.progress() != 1 {
		t.Errorf("at the rest: progress %.2f, want 1", paused.progress())
	}
	v := newTestView()
	v.env.Settings.Mode = view.Paused
	v.Reset(s)
	after := s.Clone().(*kal.State)
	after.Apply(m)
	after.Settle()
	v.Show(view.Shown{Before: s, Move: m, After: after})
	for range plain.length + 1 {
		v.Update(&ui.Input{})
	}
	if !v.Busy() {
		t.Fatal("the view is idle right after the fade: no rest")
	}
	v.Update(&ui.Input{Clicks: []ui.Point{{X: 1, Y: 1}}})
	if v.Busy() {
		t.Fatal("a click during the rest did not end it")
	}
}
