//go:build !js

package menu

import (
	"fmt"
	"testing"

	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestPhoneSeatPages: on a phone the menu's six or eight seats go by
// pages of finger-high rows instead of squeezing: the pager's ‹ and ›
// walk through every seat once, in order; each page's rows, the pager
// and the options stay above the resume bar and the buttons; a seat's
// type button on a later page steps that seat, not the first page's.
func TestPhoneSeatPages(t *testing.T) {
	setups := map[string]string{"kaskade": "6x6,players=8", "kaleidoskop": "players=6,length=normal,deal=1"}
	for _, size := range [][2]float64{{390, 844}, {360, 640}} {
		least := map[float64]float64{390: 44, 360: 40}[size[0]]
		for _, dpr := range []float64{1, 3} {
			for name, opts := range setups {
				w, h := size[0]*dpr, size[1]*dpr
				r := scenetest.NewLayoutRig(t, w, h, "en")
				cfg := scenetest.HumanConfig(name)
				cfg.SetOptionText(opts)
				cfg.FitSeats()
				menu := newMenuScene(r.M)
				menu.paused = map[string]*match.Match{name: scenetest.PlayedMatch(t, r.M, scenetest.HumanConfig(name), 2, 1)}
				menu.setGame(cfg)
				menu.w, menu.h = w, h
				where := fmt.Sprintf("%.0fx%.0f@%g %s", size[0], size[1], dpr, name)
				checkSeatPages(t, r.M, menu, where, least*dpr)
				r.Img.Deallocate()
			}
		}
	}
}

// checkSeatPages walks menu's seat pages with the pager's › (see
// TestPhoneSeatPages); least is a finger in device pixels.
func checkSeatPages(t *testing.T, m *scene.Manager, menu *menuScene, where string, least float64) {
	t.Helper()
	n := len(menu.names)
	next := 0 // the seat the next page must begin with
	for page := 0; next < n; page++ {
		l := menu.layout()
		if l.pager.by == 0 {
			t.Fatalf("%s: %d seats and no pager", where, n)
		}
		if l.firstSeat != next || len(l.nameRows) == 0 {
			t.Fatalf("%s, page %d: seats from %d (%d shown), want from %d", where, page, l.firstSeat, len(l.nameRows), next)
		}
		bottom := l.start.R.Y
		if menu.resume != nil {
			bottom = l.resumeBar.Y
		}
		rows := append([]ui.Button{l.pager.prev, l.pager.next}, l.types...)
		for _, f := range l.nameRows {
			rows = append(rows, ui.Button{R: f, Label: "name"})
		}
		for _, b := range rows {
			if b.R.H < least-0.5 || b.R.W < least-0.5 || b.R.Y+b.R.H > bottom+0.5 {
				t.Errorf("%s, page %d: %q at %v: under a finger (%.0f) or below %.0f", where, page, b.Label, b.R, least, bottom)
			}
		}
		if page == 1 { // a later page's type button steps its own seat
			before := menu.cfg.Players[l.firstSeat]
			tap(t, m, menu, l.types[0].R.Center())
			if after := menu.cfg.Players[l.firstSeat]; after == before || menu.cfg.Players[0].Type != view.Human {
				t.Errorf("%s: the type of seat %d did not step (%+v), or seat 0 did", where, l.firstSeat, after)
			}
		}
		next += len(l.nameRows)
		if next < n == l.pager.next.Disabled {
			t.Errorf("%s, page %d: › disabled %v with %d of %d seats seen", where, page, l.pager.next.Disabled, next, n)
		}
		tap(t, m, menu, l.pager.next.R.Center())
	}
	if l := menu.layout(); l.firstSeat+len(l.nameRows) != n {
		t.Errorf("%s: › on the last page moved it to seat %d", where, l.firstSeat)
	}
	for range n { // and back to the first page with ‹
		tap(t, m, menu, menu.layout().pager.prev.R.Center())
	}
	if l := menu.layout(); l.firstSeat != 0 || !l.pager.prev.Disabled {
		t.Errorf("%s: ‹ does not lead back to the first seat (at %d)", where, l.firstSeat)
	}
}

// tap gives the menu one update with a tap at p.
func tap(t *testing.T, m *scene.Manager, menu *menuScene, p ui.Point) {
	t.Helper()
	if err := menu.Update(m, &ui.Input{Clicks: []ui.Point{p}}); err != nil {
		t.Fatal(err)
	}
}
