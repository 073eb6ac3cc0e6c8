//go:build !js

package menu

import (
	"reflect"
	"testing"

	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// TestMenuLayoutMemo: the menu keeps its unit and its options panel's
// height for a screen size (menuUnit, optionsHeight) and lays out as a
// menu that works everything out afresh does: on phones where the
// options' bisection runs (Kaleidoskop on 360x640, eight seats of
// Kaskade), after another size, and after the seats change.
func TestMenuLayoutMemo(t *testing.T) {
	r := scenetest.NewLayoutRig(t, 360, 640, "en")
	defer r.Img.Deallocate()
	eight := scenetest.HumanConfig("kaskade")
	eight.SetOptionText("6x6,players=8")
	eight.FitSeats()
	fresh := func(cfg view.GameConfig, w, h float64) menuLayout {
		m := newMenuScene(r.M)
		m.setGame(cfg)
		m.w, m.h = w, h
		return m.layout()
	}
	sizes := [][2]float64{{360, 640}, {780, 1688}, {900, 760}, {360, 640}}
	for _, cfg := range []view.GameConfig{scenetest.HumanConfig("kaleidoskop"), eight, scenetest.HumanConfig("kaskade")} {
		menu := newMenuScene(r.M)
		menu.setGame(cfg)
		for _, z := range sizes {
			menu.w, menu.h = z[0], z[1]
			first := menu.layout()
			if !menu.unit.ok || !menu.optMemo.ok {
				t.Fatalf("%s at %v: nothing kept", cfg.GameName(), z)
			}
			again := menu.layout()
			if want := fresh(cfg, z[0], z[1]); !reflect.DeepEqual(first, want) || !reflect.DeepEqual(again, want) {
				t.Errorf("%s at %v: the kept layout differs from a fresh one:\n%+v\n%+v\nwant %+v", cfg.GameName(), z, first, again, want)
			}
		}
	}
	// The players change in the panel (Kaskade's two to eight): the seats
	// follow and the options' height is worked out again.
	menu := newMenuScene(r.M)
	menu.setGame(scenetest.HumanConfig("kaskade"))
	menu.w, menu.h = 360, 640
	menu.layout()
	menu.options = menu.spec.NewOptions(eight.OptionText()) // as if chosen in the panel
	menu.followOptions()
	if got, want := menu.layout(), fresh(eight, 360, 640); !reflect.DeepEqual(got, want) {
		t.Errorf("after the players changed: %+v\nwant %+v", got, want)
	}
}
