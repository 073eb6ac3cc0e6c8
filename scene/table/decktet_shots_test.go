package table

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/scene"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestDumpDecktetScreens writes PNGs of Cascades to $KASKADE_SHOTS for
// looking at them: the menu, the opening table, a card in flight, a turn
// mid-flip, a game well under way (the rank tracker), the win, the end
// banner of a lost game and a phone-sized window. Skipped otherwise.
func TestDumpDecktetScreens(t *testing.T) {
	dir := os.Getenv("KASKADE_SHOTS")
	if dir == "" {
		t.Skip("set KASKADE_SHOTS to a directory to write screenshots")
	}
	out := func(name string) string { return filepath.Join(dir, "decktet-"+name+".png") }
	r := newRig(t, view.Animated)
	r.M.Config = dkCfg("deal=7,extended")
	r.toMenu()
	r.Shot(out("menu"))

	b := r.boardCfg(dkCfg("deal=7"), "turn")
	r.Shot(out("opening"))
	r.Key(ebiten.KeyW)
	for range 9 {
		r.Tick(ui.Input{})
	}
	r.Shot(out("flight"))
	r.settle(b, 200)
	r.Key(ebiten.KeySpace)
	for range 12 {
		r.Tick(ui.Input{})
	}
	r.Shot(out("turn"))

	sol := decktet.Solve(dst(b), 0)
	line := make([]string, 0, len(sol.Line))
	for _, m := range append([]decktet.Move{decktet.Turn, decktet.Waste, decktet.Turn}, sol.Line...) {
		line = append(line, m.String())
	}
	b = r.boardCfg(dkCfg("deal=7"), line[:len(line)*2/3]...)
	r.Click(dv(b).WinBtn.R.Center())
	r.Key(ebiten.KeyH)
	for range 30 {
		r.Tick(ui.Input{})
	}
	r.Shot(out("midgame"))

	b = r.boardCfg(dkCfg("deal=7"), line[:len(line)-1]...)
	r.Key(ebiten.KeyH)
	for dv(b).Hinting {
		r.Tick(ui.Input{})
	}
	r.Key(ebiten.KeyEnter)
	for range 30 {
		r.Tick(ui.Input{})
	}
	r.Shot(out("won-banner"))
	for range endingTicks + scene.FadeTicks + 5 {
		r.Tick(ui.Input{})
	}
	r.Shot(out("won"))

	r.M.SetSize(390, 844)
	r.boardCfg(dkCfg("deal=7,extended"), "turn", "waste", "turn", "turn")
	r.Shot(out("phone"))
	r.M.Settings.Lang = "de"
	r.Tick(ui.Input{})
	r.Shot(out("phone-de"))
	r.M.Settings.Lang = "en"
}
