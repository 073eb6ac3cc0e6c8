//go:build !js

package replay

import (
	"fmt"
	"strings"
	"testing"

	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
)

// The layout test of this package's screens (scenetest's rules: nothing
// off the screen, no text out of its button or over another, on a phone
// the phone rule): the replay, the review and the records, for every
// game at every case's size and ratio, in both languages.

// TestLayoutEveryScreen draws the replay and the review of every game at
// every case's size and ratio, in both languages.
func TestLayoutEveryScreen(t *testing.T) {
	for _, c := range scenetest.Cases {
		for _, lang := range []string{"en", "de"} {
			for _, g := range scene.Playable() {
				t.Run(g.Name+"/"+lang+"/"+c.String(), func(t *testing.T) { checkReplayScreens(t, c, lang, g.Name) })
			}
		}
	}
}

// checkReplayScreens draws the screens of one game that look at it
// played: its review at work and done (a game of two), its replay a few
// moves after the setup and the replay of a whole game with autoplay on,
// and for Die Formation the pick of the board.
func checkReplayScreens(t *testing.T, c scenetest.Case, lang, name string) {
	r := scenetest.NewCaseRig(t, c, lang)
	r.Game = name
	w, h := r.W, r.H
	defer r.Img.Deallocate()
	cfg := scenetest.HumanConfig(name)
	r.M.Remember(cfg)
	menu := scene.Open.Menu(r.M)

	played := scenetest.PlayedMatch(t, r.M, cfg, 6, 1)
	over := scenetest.PlayedMatch(t, r.M, cfg, 3000, 2)
	for _, done := range []bool{false, true} { // a game of two: its review at work, then done
		if rv := reviewedScene(t, r.M, over, cfg, done); rv != nil {
			r.Check(map[bool]string{false: "review at work", true: "review"}[done], r.Show(rv), 0, scenetest.ViewFree(rv.layout(w, h).board))
		}
	}

	rp, err := newReplayScene(r.M, played, menu)
	if err != nil {
		t.Fatal(err)
	}
	rp.jump(min(rp.start()+3, len(rp.plies))) // a few moves after the setup
	els := r.Show(rp)
	r.Check("replay", els, 0, scenetest.ViewFree(rp.layout(w, h).Board))
	long, err := newReplayScene(r.M, over, menu) // a list that scrolls, autoplay on
	if err != nil {
		t.Fatal(err)
	}
	long.jump(len(long.plies) / 2)
	long.auto = true
	els = r.Show(long)
	r.Check("replay of a whole game", els, 0, scenetest.ViewFree(long.layout(w, h).Board))
	if name == "formation" {
		checkFormationPick(t, r)
	}
}

// checkFormationPick draws the menu with "White picks" chosen (the set-up
// the menu opens with), for the layout test. The boards to pick from, at
// the table, are the table's layout test's.
func checkFormationPick(t *testing.T, r *scenetest.LayoutRig) {
	t.Helper()
	keep := r.M.Config
	defer func() { r.M.Config = keep }()
	r.M.Config = pickConfig("")
	r.Check("menu, White picks", r.Show(scene.Open.Menu(r.M)), 0, nil)
}

// TestLayoutDialogs draws the records to open, with a record that could
// not be read, and none.
func TestLayoutDialogs(t *testing.T) {
	for _, size := range scenetest.Sizes {
		for _, lang := range []string{"en", "de"} {
			t.Run(fmt.Sprintf("%s/%.0fx%.0f", lang, size[0], size[1]), func(t *testing.T) {
				r := scenetest.NewLayoutRig(t, size[0], size[1], lang)
				defer r.Img.Deallocate()
				menu := scene.Open.Menu(r.M)
				list := newRecordListScene(r.M, menu)
				list.names = []string{"kaskade-2025-01-02-150405.txt", strings.Repeat("formation-", 8) + ".txt"}
				list.errMsg = i18n.Trf("record bad", fmt.Errorf("line 3: %s", strings.Repeat("unknown move ", 6)))
				r.Check("records", r.Show(list), 0, nil)
				list.names = nil
				r.Check("no records", r.Show(list), 0, nil)
			})
		}
	}
}

// TestPhoneHeaderButtons: on a phone held upright the replay's header
// buttons are at least 44 CSS pixels high and wide (40 on a small phone,
// where its six do not fit larger), at device pixel ratios 1 to 3, in
// both languages (the board's: scene/table's layout test).
func TestPhoneHeaderButtons(t *testing.T) {
	least := map[float64]float64{390: 44, 360: 40}
	for _, size := range [][2]float64{{390, 844}, {360, 640}} {
		for _, dpr := range []float64{1, 2, 3} {
			for _, lang := range []string{"en", "de"} {
				r := scenetest.NewLayoutRig(t, size[0]*dpr, size[1]*dpr, lang)
				cfg := scenetest.HumanConfig("kaskade")
				mt := scenetest.PlayedMatch(t, r.M, cfg, 4, 1)
				tb, err := scene.Open.Table(r.M, scene.Game{Config: cfg, Match: mt})
				if err != nil {
					t.Fatal(err)
				}
				r.Show(tb)
				rp, err := newReplayScene(r.M, mt, tb)
				if err != nil {
					t.Fatal(err)
				}
				r.Show(rp)
				rb := rp.buttons()
				for _, b := range []ui.Button{rb.first, rb.prev, rb.next, rb.last, rb.playOn, rb.back} {
					if w, h := b.R.W/dpr, b.R.H/dpr; w < least[size[0]] || h < least[size[0]] {
						t.Errorf("%.0fx%.0f at ratio %g, %s: %q is %.0fx%.0f CSS pixels", size[0], size[1], dpr, lang, b.Label, w, h)
					}
				}
				r.Img.Deallocate()
			}
		}
	}
}
