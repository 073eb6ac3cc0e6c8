//go:build !js

package table

import (
	"strings"
	"testing"

	"kaskade/scene"
	_ "kaskade/scene/games/cascades" // every game's screens are checked
	_ "kaskade/scene/games/decktet"
	_ "kaskade/scene/games/formation"
	_ "kaskade/scene/games/kaleidoskop"
	_ "kaskade/scene/games/kaskade"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// The layout test draws every screen of every game in both languages at
// the sizes players use, notes what is drawn (buttons through ui.Drawn,
// texts with their boxes through sprites.TextBoxHook) and finds texts out
// of their buttons, elements off the screen and elements overlapping.

// TestLayoutEveryScreen draws every screen of every game at every case's
// size and ratio, in both languages. On a phone it also keeps the phone
// rule (phoneProblem) and stops at the first screen that breaks it.
func TestLayoutEveryScreen(t *testing.T) {
	for _, c := range scenetest.Cases {
		for _, lang := range []string{"en", "de"} {
			for _, g := range scene.Playable() {
				t.Run(g.Name+"/"+lang+"/"+c.String(), func(t *testing.T) { checkGameScreens(t, c, lang, g.Name) })
			}
		}
	}
}

// checkGameScreens draws the table's screens of one game: the board new,
// played, with its leave dialog, looking back, at the end and under game
// over, its guided game, and the settings and rules opened from it (the
// menu's, the replay's and the review's screens are checked by their own
// packages' layout tests).
func checkGameScreens(t *testing.T, c scenetest.Case, lang, name string) {
	r := scenetest.NewCaseRig(t, c, lang)
	r.Game = name
	defer r.Img.Deallocate()
	cfg := scenetest.HumanConfig(name)
	r.M.Remember(cfg)

	tb := playedMatch(t, r.M, cfg, 6, 1)
	if name == "kaskade" { // eight players: the board and the ranking
		checkEightSeats(t, r, name)
	}
	r.Check("settings", r.Show(scene.Open.Settings(r.M, tb)), 0, nil)
	r.Check("rules", r.Show(scene.Open.Rules(tb, tb.spec)), 0, nil)

	fresh, err := newTable(r.M, cfg)
	if err != nil {
		t.Fatal(err)
	}
	checkTable(r, "new board", fresh)
	checkTable(r, "board", tb)
	base := len(r.Show(tb))
	tb.confirm = true
	r.Check("leave dialog", r.Show(tb), base, nil)
	tb.confirm = false

	back := playedMatch(t, r.M, cfg, 40, 3) // the moves beside the board (a phone's sheet open), one looked back at
	openMovesAt(back, 1)
	checkTable(r, "moves, looking back", back)
	back.moves.open = false
	checkTable(r, "looking back", back)

	over := playedMatch(t, r.M, cfg, 3000, 2)
	checkTable(r, "final board", over)
	below := len(r.Show(over))
	r.Check("game over", r.Show(newGameOverScene(over)), below, nil)
	if name == "kaskade" { // an online room's: the rematch asked (rematch_layout_test.go)
		checkRematchQuestion(t, r, name)
	}
	if name == "formation" {
		checkFormationPickBoard(t, r)
	}
	checkGuideScreens(t, r, name, tb)
}

// checkEightSeats draws Kaskade's screens with eight players: the board
// with the seats' row, the ranking of eight.
func checkEightSeats(t *testing.T, r *scenetest.LayoutRig, name string) {
	eight := scenetest.HumanConfig(name)
	eight.SetOptionText("6x6,players=8")
	eight.FitSeats()
	tb := playedMatch(t, r.M, eight, 20, 1)
	checkTable(r, "board of eight", tb)
	over := playedMatch(t, r.M, eight, 5000, 2)
	if !over.over() {
		t.Fatal("eight players: the game did not end")
	}
	below := len(r.Show(over))
	r.Check("game over of eight", r.Show(newGameOverScene(over)), below, nil)
}

// checkTable draws the board screen t with its header and footer.
func checkTable(r *scenetest.LayoutRig, what string, t *table) {
	r.T.Helper()
	els := r.Show(t)
	r.Check(what, els, 0, scenetest.ViewFree(t.lay.View))
}

// playedMatch is a table of cfg's game with up to n moves played by a
// seeded random player (fewer if it ends first).
func playedMatch(t *testing.T, m *scene.Manager, cfg view.GameConfig, n int, seed uint64) *table {
	t.Helper()
	tb, err := newTable(m, cfg)
	if err != nil {
		t.Fatal(err)
	}
	scenetest.PlayRandom(t, tb.record(), n, seed)
	tb.viewer, tb.handed = tb.firstViewer(), true // the person to move has the device: the curtain lifted
	tb.view.Reset(tb.seen(tb.state()))
	return tb
}

// TestPhoneHeaderButtons: on a phone held upright the board's header
// buttons are at least 44 CSS pixels high and wide (40 on a small phone,
// where the replay's six do not fit larger), at device pixel ratios 1 to
// 3, in both languages (the replay's: scene/replay's layout test).
func TestPhoneHeaderButtons(t *testing.T) {
	least := map[float64]float64{390: 44, 360: 40}
	for _, size := range [][2]float64{{390, 844}, {360, 640}} {
		for _, dpr := range []float64{1, 2, 3} {
			for _, lang := range []string{"en", "de"} {
				r := scenetest.NewLayoutRig(t, size[0]*dpr, size[1]*dpr, lang)
				tb := playedMatch(t, r.M, scenetest.HumanConfig("kaskade"), 4, 1)
				r.Show(tb)
				hb := tb.headerButtons()
				for _, b := range []ui.Button{hb.undo, hb.redo, hb.hint, hb.settings, hb.menu} { // the replay's: its own layout test
					if w, h := b.R.W/dpr, b.R.H/dpr; w < least[size[0]] || h < least[size[0]] {
						t.Errorf("%.0fx%.0f at ratio %g, %s: %q is %.0fx%.0f CSS pixels", size[0], size[1], dpr, lang, b.Label, w, h)
					}
				}
				r.Img.Deallocate()
			}
		}
	}
}

// keyWords name keys in the footers' help.
var keyWords = []string{"Ctrl", "Strg", "Esc", "Enter", "H:", "Space", "Leertaste", "arrows", "Pfeile", "Home", "Pos1", "← →", "Backspace", "E:"}

// TestTouchFooterNamesNoKeys: once the player taps, no footer names a key,
// on any game's board or in the replay; after a mouse click the help
// names them again.
func TestTouchFooterNamesNoKeys(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for _, g := range scene.Playable() {
			r := scenetest.NewLayoutRig(t, 900, 760, lang)
			tb := playedMatch(t, r.M, scenetest.HumanConfig(g.Name), 2, 1)
			r.Show(tb)
			r.M.Input().(*scenetest.FakeInput).Queue = []ui.Input{{Clicks: []ui.Point{{X: 1, Y: 1}}}} // a tap on nothing
			if err := r.M.Update(); err != nil {
				t.Fatal(err)
			}
			rp, err := scene.Open.Replay(r.M, tb.record(), tb)
			if err != nil {
				t.Fatal(err)
			}
			for _, status := range []string{tb.view.Status(), footerOf(r, rp)} {
				for _, k := range keyWords {
					if strings.Contains(status, k) {
						t.Errorf("%s, %s: a tapping player's footer names %q: %q", g.Name, lang, k, status)
					}
				}
			}
			r.M.Input().(*scenetest.FakeInput).Queue = []ui.Input{{Clicks: []ui.Point{{X: 1, Y: 1}}, HasCursor: true}}
			if err := r.M.Update(); err != nil {
				t.Fatal(err)
			}
			if r.M.Touch() {
				t.Errorf("%s: a mouse click still counts as a tap", g.Name)
			}
			r.Img.Deallocate()
		}
	}
}

// footerOf is the text a scene draws in the table's footer.
func footerOf(r *scenetest.LayoutRig, s scene.Scene) string {
	foot := ui.LayoutTable(r.W, r.H).Footer
	var out []string
	for _, e := range scenetest.CaptureDrawn(r.Img, func() { s.Draw(r.Img) }) {
		if !e.Button && scenetest.Inside(e.R, foot) {
			out = append(out, e.Label)
		}
	}
	return strings.Join(out, " ")
}

// checkFormationPickBoard draws the boards to pick from (White picks the
// board from seed 42), for the layout test.
func checkFormationPickBoard(t *testing.T, r *scenetest.LayoutRig) {
	t.Helper()
	cfg := scenetest.HumanConfig("formation")
	cfg.SetOptionText("pick:42")
	tb, err := newTable(r.M, cfg)
	if err != nil {
		t.Fatal(err)
	}
	checkTable(r, "board pick", tb)
}
