//go:build !js

package replay

import (
	"strings"
	"testing"
	"unicode"

	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// hintSpy is a view that keeps the hint it was last given.
type hintSpy struct {
	view.View
	hint game.Move
}

func (h *hintSpy) SetHint(mv game.Move) { h.hint = mv; h.View.SetHint(mv) }

// TestReviewRingOnlyBefore: the better move's ring stands on the position
// before the turning point only; the Played view, the Better view and a
// step with › or ‹ drop it (it stayed on; issue 41).
func TestReviewRingOnlyBefore(t *testing.T) {
	r := scenetest.NewLayoutRig(t, 900, 760, "en")
	defer r.Img.Deallocate()
	cfg := scenetest.HumanConfig("kaskade")
	rv := reviewedScene(t, r.M, scenetest.PlayedMatch(t, r.M, cfg, 3000, 2), cfg, true)
	m, ok := rv.rep.Turning()
	if !ok {
		t.Fatal("fixture: no turning point")
	}
	spy := &hintSpy{View: rv.view, hint: game.NoMove}
	rv.view = spy
	for _, c := range []struct {
		what string
		do   func()
	}{
		{"Played", func() { rv.showTurn(turnPlayed) }},
		{"Better", func() { rv.showTurn(turnBetter) }},
		{"›", func() { rv.step(+1) }},
		{"‹", func() { rv.step(-1) }},
	} {
		rv.showTurn(turnBefore)
		if spy.hint != m.Best {
			t.Fatalf("Before: the ring is on %v, want the better move %v", spy.hint, m.Best)
		}
		c.do()
		if spy.hint != game.NoMove {
			t.Errorf("after %s the better move's ring is still on", c.what)
		}
	}
}

// TestReviewBoardPlaysNothing: the review's board draws no game button
// (Cascades Hex's End turn stood under it; issue 41).
func TestReviewBoardPlaysNothing(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		r := scenetest.NewLayoutRig(t, 390, 844, lang)
		cfg := scenetest.HumanConfig("cascades")
		rv := reviewedScene(t, r.M, scenetest.PlayedMatch(t, r.M, cfg, 9, 2), cfg, true) // under way: End and Pass would show
		rv.jump(len(rv.moves) - 1)
		for _, e := range r.Show(rv) {
			for _, key := range []string{"cascades.end turn", "cascades.pass"} {
				if e.Label == i18n.Tr(key) {
					t.Errorf("%s: the review's board shows %s", lang, e)
				}
			}
		}
		r.Img.Deallocate()
	}
}

// TestReviewArrowsSayWhat: on an upright phone ‹ and › say what they do
// in words (they were bare arrows), on the desktop the arrows suffice.
func TestReviewArrowsSayWhat(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for _, size := range [][2]float64{{390, 844}, {360, 640}, {900, 760}} {
			r := scenetest.NewLayoutRig(t, size[0], size[1], lang)
			cfg := scenetest.HumanConfig("kaskade")
			rv := reviewedScene(t, r.M, scenetest.PlayedMatch(t, r.M, cfg, 3000, 2), cfg, true)
			r.Show(rv)
			b := rv.buttons(rv.layout(size[0], size[1]))
			words := strings.IndexFunc(b.prev.Label, unicode.IsLetter) >= 0 && strings.IndexFunc(b.next.Label, unicode.IsLetter) >= 0
			if phone := size[0] < size[1]; words != phone {
				t.Errorf("%s, %.0fx%.0f: ‹ %q and › %q, words %v", lang, size[0], size[1], b.prev.Label, b.next.Label, words)
			}
			r.Img.Deallocate()
		}
	}
}
