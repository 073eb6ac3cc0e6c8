package scene

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
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
	r.m.Config = dkCfg("deal=7,extended")
	r.toMenu()
	shot(t, r, out("menu"))

	b := r.boardCfg(dkCfg("deal=7"), "turn")
	shot(t, r, out("opening"))
	r.key(ebiten.KeyW)
	for range 9 {
		r.tick(ui.Input{})
	}
	shot(t, r, out("flight"))
	r.settle(b, 200)
	r.key(ebiten.KeySpace)
	for range 12 {
		r.tick(ui.Input{})
	}
	shot(t, r, out("turn"))

	sol := decktet.Solve(dst(b), 0)
	line := make([]string, 0, len(sol.Line))
	for _, m := range append([]decktet.Move{decktet.Turn, decktet.Waste, decktet.Turn}, sol.Line...) {
		line = append(line, m.String())
	}
	b = r.boardCfg(dkCfg("deal=7"), line[:len(line)*2/3]...)
	r.click(dv(b).WinBtn.R.Center())
	r.key(ebiten.KeyH)
	for range 30 {
		r.tick(ui.Input{})
	}
	shot(t, r, out("midgame"))

	b = r.boardCfg(dkCfg("deal=7"), line[:len(line)-1]...)
	r.key(ebiten.KeyH)
	for dv(b).Hinting {
		r.tick(ui.Input{})
	}
	r.key(ebiten.KeyEnter)
	for range 30 {
		r.tick(ui.Input{})
	}
	shot(t, r, out("won-banner"))
	for range endingTicks + fadeTicks + 5 {
		r.tick(ui.Input{})
	}
	shot(t, r, out("won"))

	r.m.SetSize(390, 844)
	r.boardCfg(dkCfg("deal=7,extended"), "turn", "waste", "turn", "turn")
	shot(t, r, out("phone"))
	r.m.Settings.Lang = "de"
	r.tick(ui.Input{})
	shot(t, r, out("phone-de"))
	r.m.Settings.Lang = "en"
}
