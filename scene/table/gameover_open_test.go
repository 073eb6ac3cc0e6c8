//go:build !js

package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestResultPanelTakesNoInputAsItOpens: a key or a tap given on the frame
// the result panel opens (a player still playing cards) does not pass
// through it: Cascades Solitaire's Enter there started a new deal before
// the result was seen (issue 28, item 11). Once the panel has shown,
// Enter deals anew.
func TestResultPanelTakesNoInputAsItOpens(t *testing.T) {
	for _, in := range []ui.Input{{Keys: []ebiten.Key{ebiten.KeyEnter}}, {Keys: []ebiten.Key{ebiten.KeySpace}}, {Clicks: []ui.Point{{X: 450, Y: 380}}}} {
		r := newRig(t, view.Instant)
		tb := playedMatch(t, r.M, scenetest.HumanConfig("decktet"), 3000, 2)
		if !tb.over() {
			t.Fatal("the deal did not end")
		}
		r.M.Goto(tb)
		over := openResult(r)
		if over == nil {
			t.Fatal("no result panel")
		}
		if l := over.layout(); len(in.Clicks) > 0 {
			in.Clicks[0] = l.rematch.R.Center() // a tap just where New deal appears
		}
		deal := tb.cfg.OptionText()
		for range 2 { // the opening frame and the next
			r.Tick(in)
			if r.M.Current() != over {
				t.Fatalf("%+v as the panel opened went through it: now %T (deal %q was %q)", in, r.M.Current(), curOptions(r), deal)
			}
		}
		for range overQuietTicks {
			r.Tick(ui.Input{})
		}
		r.Tick(ui.Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
		if nt, ok := r.M.Current().(*table); !ok || nt.cfg.OptionText() == deal {
			t.Fatalf("Enter on the shown panel: %T, deal %q (was %q)", r.M.Current(), curOptions(r), deal)
		}
	}
}

// openResult runs the finished table until the result panel opens.
func openResult(r *rig) *gameOverScene {
	for range endingTicks + scene.FadeTicks + 10 {
		r.Tick(ui.Input{})
		if g, ok := r.M.Current().(*gameOverScene); ok {
			return g
		}
	}
	return nil
}

// curOptions is the option text of the table shown, or "".
func curOptions(r *rig) string {
	if t, ok := r.M.Current().(*table); ok {
		return t.cfg.OptionText()
	}
	return ""
}
