package scene

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestDumpTableScreens writes PNGs of the table's screens to
// $KASKADE_SHOTS for looking at them: the menu with computer seats and
// the resume offer, the same in German, a board while the computer
// thinks, a hint, a replay. Skipped otherwise.
func TestDumpTableScreens(t *testing.T) {
	dir := os.Getenv("KASKADE_SHOTS")
	if dir == "" {
		t.Skip("set KASKADE_SHOTS to a directory to write screenshots")
	}
	r := newRig(t, view.Animated)
	withSaves(t, r)
	fakeClock(r.m)
	cfg := seats(kaskade.Size{Cols: 6, Rows: 6}, "human", "expert")
	cfg.Players[0].Name = "Ada"
	r.m.Config = cfg
	b := r.boardCfg(cfg, "c3", "d4", "c3", "d4", "b2", "e5", "c4", "d3", "c2", "d5", "b3")
	for b.think == nil {
		r.tick(ui.Input{})
	}
	for range 20 {
		r.tick(ui.Input{})
	}
	shot(t, r, filepath.Join(dir, "thinking.png"))

	h := r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...)
	r.key(ebiten.KeyH)
	for !kv(h).HasHint {
		r.tick(ui.Input{})
	}
	r.tick(ui.Input{})
	shot(t, r, filepath.Join(dir, "hint.png"))

	r.boardCfg(cfg, "c3", "d4", "c3", "d4", "b2", "e5", "c4", "d3", "c2", "d5", "b3", "e4", "a1", "f6")
	r.toMenu()
	shot(t, r, filepath.Join(dir, "menu.png"))
	r.m.Settings.Lang = "de"
	r.toMenu()
	shot(t, r, filepath.Join(dir, "menu-de.png"))
	r.m.Settings.Lang = "en"

	rp, err := newReplayScene(r.m, h.record(), r.m.Current())
	if err != nil {
		t.Fatal(err)
	}
	r.m.Goto(rp)
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	r.key(ebiten.KeyEnd)
	shot(t, r, filepath.Join(dir, "replay.png"))

	r.m.Settings.Lang = "de"
	r.tick(ui.Input{})
	r.m.Goto(newSettingsScene(r.m, rp))
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	shot(t, r, filepath.Join(dir, "settings-de.png"))
	r.m.Settings.Lang = "en"

	g := r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...)
	r.click(r.cellPoint(g, chainWin))
	for range 400 {
		r.tick(ui.Input{})
	}
	shot(t, r, filepath.Join(dir, "gameover.png"))
}
