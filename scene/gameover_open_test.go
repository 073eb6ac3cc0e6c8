//go:build !js

package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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
		tb := playedMatch(t, r.m, humanConfig("decktet"), 3000, 2)
		if !tb.over() {
			t.Fatal("the deal did not end")
		}
		r.m.Goto(tb)
		over := openResult(r)
		if over == nil {
			t.Fatal("no result panel")
		}
		if l := over.layout(); len(in.Clicks) > 0 {
			in.Clicks[0] = l.rematch.R.Center() // a tap just where New deal appears
		}
		deal := tb.cfg.OptionText()
		for range 2 { // the opening frame and the next
			r.tick(in)
			if r.m.Current() != over {
				t.Fatalf("%+v as the panel opened went through it: now %T (deal %q was %q)", in, r.m.Current(), curOptions(r), deal)
			}
		}
		for range overQuietTicks {
			r.tick(ui.Input{})
		}
		r.tick(ui.Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
		if nt, ok := r.m.Current().(*table); !ok || nt.cfg.OptionText() == deal {
			t.Fatalf("Enter on the shown panel: %T, deal %q (was %q)", r.m.Current(), curOptions(r), deal)
		}
	}
}

// openResult runs the finished table until the result panel opens.
func openResult(r *rig) *gameOverScene {
	for range endingTicks + fadeTicks + 10 {
		r.tick(ui.Input{})
		if g, ok := r.m.Current().(*gameOverScene); ok {
			return g
		}
	}
	return nil
}

// curOptions is the option text of the table shown, or "".
func curOptions(r *rig) string {
	if t, ok := r.m.Current().(*table); ok {
		return t.cfg.OptionText()
	}
	return ""
}
