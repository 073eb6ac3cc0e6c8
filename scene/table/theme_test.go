//go:build !js

package table

import (
	"fmt"
	"testing"

	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
	"kaskade/sprites"
)

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
				r := scenetest.NewLayoutRig(t, size[0], size[1], "en")
				defer r.Img.Deallocate()
				r.M.Settings.Theme = th
				menu := scene.Open.Menu(r.M)
				r.Check("menu", r.Show(menu), 0, nil)
				if sprites.Current().Name != th.String() {
					t.Fatalf("palette %q, want %q", sprites.Current().Name, th)
				}
				r.Check("settings", r.Show(scene.Open.Settings(r.M, menu)), 0, nil)
				for _, g := range scene.Playable() {
					tb := playedMatch(t, r.M, scenetest.HumanConfig(g.Name), 6, 1)
					if tb.hidden() { // the next person has the device: the board shows
						tb.viewer = tb.toMove()
						tb.view.Reset(tb.seen(tb.state()))
					}
					r.Check(g.Name+" board", r.Show(tb), 0, scenetest.ViewFree(tb.lay.View))
				}
			})
		}
	}
}
