//go:build !js

package scene

import (
	"testing"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestSettingsScrollReachesEveryRow: on a phone in the largest text size
// the settings do not all fit; Done stays on the screen at every scroll,
// a finger's drag brings every setting into view (its release chooses
// nothing), the wheel scrolls back, and a tap on the last row's choice
// (the language) takes it.
func TestSettingsScrollReachesEveryRow(t *testing.T) {
	c := layoutCase{w: 390, h: 844, ratio: 2, textSize: len(view.TextScales) - 1}
	r := newCaseRig(t, c, "de")
	defer r.img.Deallocate()
	defer i18n.SetLang("en")
	s := newSettingsScene(r.m, newMenuScene(r.m))
	s.w, s.h = r.w, r.h
	l := s.layout(r.m.Settings)
	if !l.scroll || l.shown >= settingsRows {
		t.Fatalf("the settings fit a phone in the largest size (%d shown): nothing to scroll", l.shown)
	}
	seen := map[int]bool{}
	note := func(l settingsLayout) {
		if !inside(l.done.R, ui.Rect{W: r.w, H: r.h}) {
			t.Errorf("Done at %v is off the %vx%v screen", l.done.R, r.w, r.h)
		}
		for i := l.first; i < l.first+l.shown; i++ {
			seen[i] = true
			for _, b := range l.rows[i] {
				if !inside(b.R, l.view) {
					t.Errorf("row %d's %q at %v is out of the view %v", i, b.Label, b.R, l.view)
				}
			}
		}
	}
	note(l)
	before := r.m.Settings
	for range settingsRows { // drag up by half the view, finger down in it
		x, y := l.view.X+l.view.W/2, l.view.Y+l.view.H*0.75
		to := ui.Point{X: x, Y: y - l.view.H/2}
		for _, in := range []ui.Input{
			{Down: true, Pointer: ui.Point{X: x, Y: y}},
			{Down: true, Pointer: to},
			{Released: true, ReleasedAt: to, Pointer: to, Clicks: []ui.Point{to}},
		} {
			if err := s.Update(r.m, &in); err != nil {
				t.Fatal(err)
			}
		}
		l = s.layout(r.m.Settings)
		note(l)
	}
	if r.m.Settings != before {
		t.Errorf("a drag's release chose a setting: %+v, was %+v", r.m.Settings, before)
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
	if err := s.Update(r.m, &ui.Input{Clicks: []ui.Point{tap}}); err != nil {
		t.Fatal(err)
	}
	if r.m.Settings.Lang != "en" {
		t.Errorf("a tap on English: language %q", r.m.Settings.Lang)
	}
	defer func(f func() float64) { wheelY = f }(wheelY)
	wheelY = func() float64 { return 1 } // a turn up
	first := l.first
	if err := s.Update(r.m, &ui.Input{HasCursor: true, Cursor: l.view.Center()}); err != nil {
		t.Fatal(err)
	}
	if l = s.layout(r.m.Settings); l.first != first-1 {
		t.Errorf("the wheel turned up: first setting %d, was %d", l.first, first)
	}
}
