package cascades

import (
	"testing"

	"kaskade/engine/cascades"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// TestOrientationByScreenOnly: on a screen of a given size the board lies
// the same way whatever room the view is left (a guided game's card under
// it, higher or lower with its text, turned the board a quarter
// mid-lesson; issue 41): upright phones, a desktop window, a squat one,
// every preset board and every text size.
func TestOrientationByScreenOnly(t *testing.T) {
	defer ui.SetPixelRatio(1)
	defer ui.SetScreen(0, 0)
	defer sprites.SetTextScale(1)
	for _, sc := range [][3]float64{{390, 844, 3}, {360, 640, 3}, {320, 640, 1}, {900, 760, 1}, {1280, 600, 1}} {
		ui.SetPixelRatio(sc[2])
		w, h := sc[0]*sc[2], sc[1]*sc[2]
		ui.SetScreen(w, h)
		for _, scale := range []float64{1, 1.3} {
			sprites.SetTextScale(scale)
			tl := ui.LayoutTable(w, h)
			for _, z := range cascades.Presets {
				first := layoutView(tl.View, tl.U, z).Rot
				for share := 0.05; share <= 0.5; share += 0.05 { // the guide's card takes the bottom
					r := tl.View
					r.H -= r.H * share
					if got := layoutView(r, tl.U, z).Rot; got != first {
						t.Errorf("%.0fx%.0f@%g, text ×%.2f, board %v: turned %v in the whole view, %v with %.0f%% of it taken",
							sc[0], sc[1], sc[2], scale, z, first, got, share*100)
					}
				}
			}
		}
	}
}
