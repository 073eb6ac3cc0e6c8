//go:build !js

package table

import (
	"math"
	"testing"

	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestCourseSteppersReadAlike: the course form's Columns and Rows
// steppers both write their names over their numbers or both beside
// them, at the layout test's sizes and every phone width from 320 CSS
// pixels in every text size, in both languages ("Columns" stood over its
// 6 while "Rows 6" stood on one line; issue 41).
func TestCourseSteppersReadAlike(t *testing.T) {
	cases := append([]scenetest.Case(nil), scenetest.Cases...)
	for w := 320.0; w <= 480; w += 10 {
		for size := range view.TextScales {
			cases = append(cases, scenetest.Case{W: w, H: 700, Ratio: 2, TextSize: size})
		}
	}
	for _, c := range cases {
		for _, lang := range []string{"en", "de"} {
			r := scenetest.NewCaseRig(t, c, lang)
			cs := newCourseScene(r.M).(*courseScene)
			els := r.Show(cs)
			l := cs.layout()
			cols := nameStacked(t, els, i18n.Tr("course cols"), l.cols)
			rows := nameStacked(t, els, i18n.Tr("course rows"), l.rows)
			if cols != rows {
				t.Errorf("%s, %s: Columns stacked %v, Rows stacked %v", c, lang, cols, rows)
			}
			r.Img.Deallocate()
		}
	}
}

// nameStacked reports whether the stepper's name is drawn centred in its
// value box val (over the number) rather than at its start.
func nameStacked(t *testing.T, els []scenetest.Element, name string, val ui.Rect) bool {
	t.Helper()
	for _, e := range els {
		if !e.Button && e.Label == name && val.Contains(e.R.Center()) {
			return math.Abs(e.R.Center().X-val.Center().X) < 2
		}
	}
	t.Fatalf("%q is not drawn in its stepper %v", name, val)
	return false
}
