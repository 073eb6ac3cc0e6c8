package decktet

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// TestPhoneCardsReadable: on an upright phone (390x844 and 360x640, pixel
// ratios 1 to 3) the tableau's cards are at least 62 CSS pixels wide (58
// and 53 when the reserve piles stood side by side), and on every card of the
// extended deck the name and the rank's word, written at least 12 CSS
// pixels high, neither overlap nor leave the card ("Windfall" over
// "Crown" did; issue 27).
func TestPhoneCardsReadable(t *testing.T) {
	defer ui.SetPixelRatio(1)
	for _, size := range [][2]float64{{390, 844}, {360, 640}} {
		for _, ratio := range []float64{1, 2, 3} {
			ui.SetPixelRatio(ratio)
			f := newFixture(t, "deal=7,extended", size[0]*ratio, size[1]*ratio)
			l := f.v.Lay
			where := fmt.Sprintf("%.0fx%.0f@%g", size[0], size[1], ratio)
			if css := l.W / ratio; css < 62 {
				t.Errorf("%s: cards %.0f CSS px wide", where, css)
			}
			for c := decktet.Card(0); c < 44; c++ {
				checkCardTexts(t, where, c, int(l.W), int(l.H))
			}
		}
	}
}

// checkCardTexts draws card c w x h and checks its texts' boxes.
func checkCardTexts(t *testing.T, where string, c decktet.Card, w, h int) {
	t.Helper()
	var boxes []ui.Rect
	var labels []string
	sprites.TextBoxHook = func(_ *ebiten.Image, s string, x, y, bw, bh, _ float64) {
		boxes, labels = append(boxes, ui.Rect{X: x, Y: y, W: bw, H: bh}), append(labels, s)
	}
	defer func() { sprites.TextBoxHook = nil }()
	img := cardImage(cardKey{c: c, w: w, h: h})
	defer img.Deallocate()
	card := ui.Rect{W: float64(w), H: float64(h)}
	for i, a := range boxes {
		if a.Y < card.Y-1 || a.Y+a.H > card.H+1 {
			t.Errorf("%s: %q on %s leaves the card (%v in %v)", where, labels[i], c.Title(), a, card)
		}
		for j := i + 1; j < len(boxes); j++ {
			b := boxes[j]
			if a.X < b.X+b.W-1 && b.X < a.X+a.W-1 && a.Y < b.Y+b.H-1 && b.Y < a.Y+a.H-1 {
				t.Errorf("%s: %q and %q overlap on %s (%v, %v)", where, labels[i], labels[j], c.Title(), a, b)
			}
		}
	}
}
