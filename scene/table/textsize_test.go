//go:build !js

package table

import (
	"strings"
	"testing"

	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// TestTextSizeStored: the text size is kept between runs by its name, and
// a name this Kaskade does not know is reported and read as normal.
func TestTextSizeStored(t *testing.T) {
	for i, name := range view.TextSizeNames {
		p := scene.DefaultPrefs()
		p.Settings.TextSize = i
		data := scene.EncodePrefs(p)
		if i > 0 && !strings.Contains(string(data), `"text_size": "`+name+`"`) {
			t.Errorf("text size %s is not stored: %s", name, data)
		}
		got, problems, err := scene.DecodePrefs(data)
		if err != nil || len(problems) > 0 || got.Settings.TextSize != i {
			t.Errorf("text size %s read back as %d (%v, %v)", name, got.Settings.TextSize, problems, err)
		}
	}
	data := strings.Replace(string(scene.EncodePrefs(scene.DefaultPrefs())), "{", `{"text_size": "huge",`, 1)
	got, problems, err := scene.DecodePrefs([]byte(data))
	if err != nil || len(problems) != 1 || got.Settings.TextSize != 0 {
		t.Errorf("an unknown text size: %d, problems %v, %v", got.Settings.TextSize, problems, err)
	}
}

// TestTextSizeEveryScreen: with the larger text size the texts of the
// menu, the settings, a board and the rules are written larger than with
// the normal one, in every game, on the desktop and on a phone: nine in ten
// at least 1.2 times (a title or a label that fits its room by shrinking
// may grow less), none smaller but the menu's title: the menu makes room
// for the larger texts by a smaller unit, and its title follows the unit
// (menu.go, not changed here; logged).
func TestTextSizeEveryScreen(t *testing.T) {
	for _, c := range []scenetest.Case{{W: 900, H: 760, Ratio: 1}, {W: 390, H: 844, Ratio: 2}} {
		for _, g := range scene.Playable() {
			sizes := func(textSize int) map[string]float64 {
				c.TextSize = textSize
				r := scenetest.NewCaseRig(t, c, "en")
				defer r.Img.Deallocate()
				cfg := scenetest.HumanConfig(g.Name)
				r.M.Remember(cfg)
				menu := scene.Open.Menu(r.M)
				tb := playedMatch(t, r.M, cfg, 4, 1)
				out := map[string]float64{}
				for _, s := range []scene.Scene{menu, scene.Open.Settings(r.M, menu), tb, scene.Open.Rules(menu, tb.spec)} {
					for _, e := range r.Show(s) {
						if !e.Button {
							out[e.Label] = max(out[e.Label], e.Size)
						}
					}
				}
				return out
			}
			normal, larger := sizes(0), sizes(len(view.TextScales)-1)
			both, grown := 0, 0
			for label, n := range normal {
				l, ok := larger[label]
				switch {
				case !ok:
					continue
				case l >= n*1.2:
					grown++
				case l < n-0.01 && label == g.Title:
					t.Logf("%s at %s: the menu's title is %.1f px with larger text, %.1f with normal", g.Name, c, l, n)
				case l < n-0.01:
					t.Errorf("%s at %s: %q is %.1f px with larger text, %.1f with normal", g.Name, c, label, l, n)
				}
				both++
			}
			if grown*10 < both*9 {
				t.Errorf("%s at %s: %d of %d texts grew with the larger text size", g.Name, c, grown, both)
			}
		}
	}
}
