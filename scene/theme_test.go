//go:build !js

package scene

import (
	"fmt"
	"testing"

	"kaskade/scene/view"
	"kaskade/sprites"
)

// showOn is show with the theme's background under the scene, as the
// manager draws it: for pictures to look at.
func (r *layoutRig) showOn(s Scene) []drawnElement {
	r.t.Helper()
	r.m.Goto(s)
	r.m.fade = 0
	if err := r.m.Update(); err != nil {
		r.t.Fatal(err)
	}
	r.img.Fill(sprites.Background)
	return captureDrawn(r.img, func() { s.Draw(r.img) })
}

// TestLayoutEveryTheme draws the menu, the settings and every game's board
// in each theme at a desktop and a phone size and checks their layout as
// TestLayoutEveryScreen does; the themes change colours and outlines, so
// English is enough. With KASKADE_LAYOUT_SHOTS=dir the screens are written
// there as PNGs, to look at.
func TestLayoutEveryTheme(t *testing.T) {
	defer sprites.UsePalette(sprites.DarkPalette)
	for _, th := range []view.Theme{view.Light, view.HighContrast, view.Dark} {
		for _, size := range [][2]float64{{900, 760}, {390, 844}} {
			t.Run(fmt.Sprintf("%v/%.0fx%.0f", th, size[0], size[1]), func(t *testing.T) {
				r := newLayoutRig(t, size[0], size[1], "en")
				defer r.img.Deallocate()
				r.m.Settings.Theme = th
				menu := newMenuScene(r.m)
				r.check("menu", r.showOn(menu), 0, nil)
				if sprites.Current().Name != th.String() {
					t.Fatalf("palette %q, want %q", sprites.Current().Name, th)
				}
				r.check("settings", r.showOn(newSettingsScene(r.m, menu)), 0, nil)
				for _, g := range playable() {
					tb := playedMatch(t, r.m, humanConfig(g.Name), 6, 1)
					if tb.hidden() { // the next person has the device: the board shows
						tb.viewer = tb.toMove()
						tb.view.Reset(tb.seen(tb.state()))
					}
					r.check(g.Name+" board", r.showOn(tb), 0, viewFree(tb.lay.View))
				}
			})
		}
	}
}
