package kaskade

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// TestSizeSteppersReadAlike: in the options panel at any width and text
// size, in both languages, "Columns" and "Rows" take the same form: both
// on one line with their numbers, or both over them ("Columns 6" wrapped
// while "Rows 6" fitted; issue 41).
func TestSizeSteppersReadAlike(t *testing.T) {
	defer i18n.SetLang("en")
	defer sprites.SetTextScale(1)
	img := ebiten.NewImage(800, 600)
	defer img.Deallocate()
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		for _, scale := range []float64{1, 1.15, 1.3} {
			sprites.SetTextScale(scale)
			for w := 240.0; w <= 640; w += 10 {
				o := newKaskadeOptions("6x6").(*KaskadeOptions)
				r := ui.Rect{X: 10, Y: 10, W: w, H: o.Height(1)}
				boxes := map[string]ui.Rect{}
				sprites.TextBoxHook = func(_ *ebiten.Image, s string, x, y, bw, bh, _ float64) {
					boxes[s] = ui.Rect{X: x, Y: y, W: bw, H: bh}
				}
				o.Draw(img, nil, r, 1)
				sprites.TextBoxHook = nil
				cols, rows := boxes[i18n.Tr("columns")], boxes[i18n.Tr("rows")]
				if cols.W == 0 || rows.W == 0 {
					t.Fatalf("%s: the steppers' names were not drawn (%v)", lang, boxes)
				}
				l := o.Layout(r, 1)
				oneLine := func(b, val ui.Rect) bool { return math.Abs(b.Y+b.H/2-(val.Y+val.H/2)) < 1 }
				if c, rw := oneLine(cols, l.colsVal), oneLine(rows, l.rowsVal); c != rw {
					t.Errorf("%s, text ×%.2f, panel %.0f wide: %q on one line %v, %q %v", lang, scale, w,
						i18n.Tr("columns"), c, i18n.Tr("rows"), rw)
				}
			}
		}
	}
}
