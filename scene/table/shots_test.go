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

// TestDumpScreens writes PNGs of the settings screen and the confirm dialog
// to $KASKADE_SHOTS, for looking at them; it is skipped otherwise.
func TestDumpScreens(t *testing.T) {
	dir := os.Getenv("KASKADE_SHOTS")
	if dir == "" {
		t.Skip("set KASKADE_SHOTS to a directory to write screenshots")
	}
	r := newRig(t, view.Animated)
	b := r.board(kaskade.Size{})
	r.Click(r.cellPoint(b, "c3"))
	r.Key(ebiten.KeyEscape)
	r.Shot(filepath.Join(dir, "confirm.png"))
	r.Key(ebiten.KeyN)
	r.Click(b.headerButtons().settings.R.Center())
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Shot(filepath.Join(dir, "settings.png"))
}
