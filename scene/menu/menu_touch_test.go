//go:build !js

package menu

import (
	"testing"

	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
)

// TestPhoneMenuTouchSizes: on a phone held upright every tappable element
// of the menu (game tabs, seat names and types, resume, the buttons) is
// at least 44 CSS pixels high on a 390x844 phone and 40 on a 360x640
// one, at pixel ratios 1 to 3, in both languages, for every game with its
// usual seats and a paused game to resume.
func TestPhoneMenuTouchSizes(t *testing.T) {
	least := map[float64]float64{390: 44, 360: 40}
	for _, size := range [][2]float64{{390, 844}, {360, 640}} {
		for _, dpr := range []float64{1, 2, 3} {
			for _, lang := range []string{"en", "de"} {
				r := scenetest.NewLayoutRig(t, size[0]*dpr, size[1]*dpr, lang)
				for _, g := range scene.Playable() {
					cfg := scenetest.HumanConfig(g.Name)
					menu := newMenuScene(r.M)
					menu.paused = map[string]*match.Match{g.Name: scenetest.PlayedMatch(t, r.M, cfg, 2, 1)}
					menu.setGame(cfg)
					menu.w, menu.h = size[0]*dpr, size[1]*dpr
					l := menu.layout()
					bs := append([]ui.Button{l.start, l.settings, l.rules, l.stats, l.imp, l.exp, l.replay, l.resume}, l.games...)
					bs = append(bs, l.types...)
					for _, f := range l.nameRows {
						bs = append(bs, ui.Button{R: f, Label: "name field"})
					}
					for _, b := range bs {
						if h := b.R.H / dpr; h < least[size[0]] {
							t.Errorf("%.0fx%.0f at ratio %g, %s, %s: %q is %.1f CSS pixels high", size[0], size[1], dpr, lang, g.Name, b.Label, h)
						}
					}
				}
				r.Img.Deallocate()
			}
		}
	}
}
