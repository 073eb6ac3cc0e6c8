package kaleidoskop

import (
	"strings"
	"testing"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The bar's buttons say their words whole on a desktop window, with the
// moves panel beside the board or without it, in both languages and every
// text size: where the board's column is too narrow the bar runs under
// both columns (layoutWide).
func TestBarWordsWhole(t *testing.T) {
	defer i18n.SetLang("en")
	defer sprites.SetTextScale(1)
	s := newGame(t, "players=4,deal=5")
	if s.Phase() != kal.PhasePlace {
		t.Fatalf("the test means the place step (the tool row's words), not %v", s.Phase())
	}
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		for _, scale := range []float64{1, 1.15, 1.3} {
			sprites.SetTextScale(scale)
			for _, size := range [][2]float64{{900, 760}, {1280, 800}, {1600, 900}} {
				tl := ui.LayoutTable(size[0], size[1])
				for w := tl.View.W; w >= tl.View.W-300*tl.C; w -= 20 * tl.C { // the moves panel takes up to 300 units
					v := newTestView()
					v.Reset(s)
					v.Layout(ui.Rect{X: tl.View.X, Y: tl.View.Y, W: w, H: tl.View.H}, tl.U)
					for _, c := range v.controls() {
						if c.kind != ctlButton {
							continue
						}
						for _, l := range v.labelLines(c.Label, c.R, false) {
							if strings.HasSuffix(l.text, "…") {
								t.Errorf("%s, text ×%.2f, %.0fx%.0f, view %.0f wide: %q is cut to %q in a %.0f px button",
									lang, scale, size[0], size[1], w, c.Label, l.text, c.R.W)
							}
						}
					}
				}
			}
		}
	}
}
