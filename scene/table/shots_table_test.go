package table

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/scene"
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
	fakeClock(r.M)
	cfg := seats(kaskade.Size{Cols: 6, Rows: 6}, "human", "expert")
	cfg.Players[0].Name = "Ada"
	r.M.Config = cfg
	b := r.boardCfg(cfg, "c3", "d4", "c3", "d4", "b2", "e5", "c4", "d3", "c2", "d5", "b3")
	for b.think == nil {
		r.Tick(ui.Input{})
	}
	for range 20 {
		r.Tick(ui.Input{})
	}
	r.Shot(filepath.Join(dir, "thinking.png"))

	h := r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...)
	r.Key(ebiten.KeyH)
	for !kv(h).HasHint {
		r.Tick(ui.Input{})
	}
	r.Tick(ui.Input{})
	r.Shot(filepath.Join(dir, "hint.png"))

	r.boardCfg(cfg, "c3", "d4", "c3", "d4", "b2", "e5", "c4", "d3", "c2", "d5", "b3", "e4", "a1", "f6")
	r.toMenu()
	r.Shot(filepath.Join(dir, "menu.png"))
	r.M.Settings.Lang = "de"
	r.toMenu()
	r.Shot(filepath.Join(dir, "menu-de.png"))
	r.M.Settings.Lang = "en"

	rp, err := scene.Open.Replay(r.M, h.record(), r.M.Current())
	if err != nil {
		t.Fatal(err)
	}
	r.M.Goto(rp)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Key(ebiten.KeyEnd)
	r.Shot(filepath.Join(dir, "replay.png"))

	r.M.Settings.Lang = "de"
	r.Tick(ui.Input{})
	r.M.Goto(scene.Open.Settings(r.M, rp))
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Shot(filepath.Join(dir, "settings-de.png"))
	r.M.Settings.Lang = "en"

	g := r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...)
	r.Click(r.cellPoint(g, chainWin))
	for range 400 {
		r.Tick(ui.Input{})
	}
	r.Shot(filepath.Join(dir, "gameover.png"))
}
