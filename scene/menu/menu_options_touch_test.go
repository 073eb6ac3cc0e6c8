//go:build !js

package menu

import (
	"math"
	"testing"

	"kaskade/engine/kaleidoskop"
	"kaskade/engine/kaskade/party"
	"kaskade/scene"
	formationview "kaskade/scene/games/formation"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
)

// optionTexts are option texts each game's panel is checked with besides
// its default: the ones with the most seats, whose panels change.
var optionTexts = map[string][]string{
	"kaskade":     {party.Options{Size: party.DefaultOptions.Size, Players: party.MaxPlayers}.String()},
	"kaleidoskop": {kaleidoskop.Options{Players: kaleidoskop.MaxPlayers, Length: kaleidoskop.DefaultOptions.Length}.String()},
}

// TestPhoneOptionsTouchSizes: on a phone held upright every tappable
// element of every game's options panel (presets, steppers, choices, the
// seed and deal fields) is as high as the menu's own buttons, at least 44
// CSS pixels on a 390x844 phone and 40 on a 360x640 one, at pixel ratios
// 1 to 3, in both languages, and lies inside the panel's rectangle and on
// the screen. Die Formation is checked in each of its board choices.
// The options never shrink for the seats: seats that lack the room go by
// pages (TestPhoneSeatPages).
func TestPhoneOptionsTouchSizes(t *testing.T) {
	least := map[float64]float64{390: 44, 360: 40}
	for _, size := range [][2]float64{{390, 844}, {360, 640}} {
		for _, dpr := range []float64{1, 2, 3} {
			for _, lang := range []string{"en", "de"} {
				w, h := size[0]*dpr, size[1]*dpr
				r := scenetest.NewLayoutRig(t, w, h, lang)
				for _, g := range scene.Playable() {
					for _, text := range append([]string{""}, optionTexts[g.Name]...) {
						cfg := scenetest.HumanConfig(g.Name)
						if text != "" {
							cfg.SetOptionText(text)
						}
						menu := newMenuScene(r.M)
						menu.setGame(cfg)
						menu.w, menu.h = w, h
						modes := 1
						fo, formation := menu.options.(*formationview.FormationOptions)
						if formation {
							modes = formationview.FmPick + 1
						}
						for mode := range modes {
							if formation {
								fo.Mode = mode
							}
							l := menu.layout()
							screen := ui.Rect{W: w, H: h}
							for _, b := range menu.options.Tappables(l.options, l.u) {
								if b.R.W == 0 && b.R.H == 0 {
									continue // not there on a phone (view.Touch.SeedStepper)
								}
								where := [...]any{size[0], size[1], dpr, lang, g.Name, text, mode, b.Label}
								if hh := b.R.H / dpr; hh < least[size[0]] {
									t.Errorf("%.0fx%.0f at ratio %g, %s, %s %q mode %d: %q is %.1f CSS pixels high", append(where[:], hh)...)
								}
								if !scenetest.Inside(b.R, l.options) || !scenetest.Inside(b.R, screen) {
									t.Errorf("%.0fx%.0f at ratio %g, %s, %s %q mode %d: %q at %v lies outside the panel %v or the screen", append(where[:], b.R, l.options)...)
								}
							}
						}
					}
				}
				r.Img.Deallocate()
			}
		}
	}
	i18n.SetLang("en")
}

// TestDesktopOptionsKeepTheirDesign: in a desktop window the menu gives
// no finger height to the options panels, so their rows keep the sizes
// they were designed with.
func TestDesktopOptionsKeepTheirDesign(t *testing.T) {
	for _, size := range [][2]float64{{900, 760}, {1600, 900}} {
		r := scenetest.NewLayoutRig(t, size[0], size[1], "en")
		for _, g := range scene.Playable() {
			menu := newMenuScene(r.M)
			menu.setGame(scenetest.HumanConfig(g.Name))
			menu.w, menu.h = size[0], size[1]
			l := menu.layout()
			tall := menu.options.Height(l.u)
			menu.options.SetTouch(0)
			if design := menu.options.Height(l.u); math.Abs(tall-design) > 1e-9 || math.Abs(l.options.H-design) > 1e-9 {
				t.Errorf("%.0fx%.0f, %s: the options are %.1f pixels high in the menu, %.1f as designed", size[0], size[1], g.Name, l.options.H, design)
			}
		}
		r.Img.Deallocate()
	}
}
