//go:build !js

package settings

import (
	"testing"

	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestSettingsScrollReachesEveryRow: on a phone in the largest text size
// the settings do not all fit; Done stays on the screen at every scroll,
// a finger's drag brings every setting into view (its release chooses
// nothing), the wheel scrolls back, and a tap on the last row's choice
// (the language) takes it.
func TestSettingsScrollReachesEveryRow(t *testing.T) {
	c := scenetest.Case{W: 390, H: 844, Ratio: 2, TextSize: len(view.TextScales) - 1}
	r := scenetest.NewCaseRig(t, c, "de")
	defer r.Img.Deallocate()
	defer i18n.SetLang("en")
	s := newSettingsScene(r.M, scene.Open.Menu(r.M))
	s.w, s.h = r.W, r.H
	l := s.layout(r.M.Settings)
	if !l.scroll || l.shown >= settingsRows {
		t.Fatalf("the settings fit a phone in the largest size (%d shown): nothing to scroll", l.shown)
	}
	seen := map[int]bool{}
	note := func(l settingsLayout) {
		if !scenetest.Inside(l.done.R, ui.Rect{W: r.W, H: r.H}) {
			t.Errorf("Done at %v is off the %vx%v screen", l.done.R, r.W, r.H)
		}
		for i := l.first; i < l.first+l.shown; i++ {
			seen[i] = true
			for _, b := range l.rows[i] {
				if !scenetest.Inside(b.R, l.view) {
					t.Errorf("row %d's %q at %v is out of the view %v", i, b.Label, b.R, l.view)
				}
			}
		}
	}
	note(l)
	before := r.M.Settings
	for range settingsRows { // drag up by half the view, finger down in it
		x, y := l.view.X+l.view.W/2, l.view.Y+l.view.H*0.75
		to := ui.Point{X: x, Y: y - l.view.H/2}
		for _, in := range []ui.Input{
			{Down: true, Pointer: ui.Point{X: x, Y: y}},
			{Down: true, Pointer: to},
			{Released: true, ReleasedAt: to, Pointer: to, Clicks: []ui.Point{to}},
		} {
			if err := s.Update(r.M, &in); err != nil {
				t.Fatal(err)
			}
		}
		l = s.layout(r.M.Settings)
		note(l)
	}
	if r.M.Settings != before {
		t.Errorf("a drag's release chose a setting: %+v, was %+v", r.M.Settings, before)
	}
	for i := range settingsRows {
		if !seen[i] {
			t.Errorf("setting %d never came into view", i)
		}
	}
	lang := l.rows[rowLang]
	if lang[len(lang)-1].R.W == 0 {
		t.Fatal("the language row is not shown after scrolling to the end")
	}
	tap := lang[1].R.Center() // English
	if err := s.Update(r.M, &ui.Input{Clicks: []ui.Point{tap}}); err != nil {
		t.Fatal(err)
	}
	if r.M.Settings.Lang != "en" {
		t.Errorf("a tap on English: language %q", r.M.Settings.Lang)
	}
	defer func(f func() float64) { ui.WheelY = f }(ui.WheelY)
	ui.WheelY = func() float64 { return 1 } // a turn up
	first := l.first
	if err := s.Update(r.M, &ui.Input{HasCursor: true, Cursor: l.view.Center()}); err != nil {
		t.Fatal(err)
	}
	if l = s.layout(r.M.Settings); l.first != first-1 {
		t.Errorf("the wheel turned up: first setting %d, was %d", l.first, first)
	}
}
