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

// TestDumpScreens writes PNGs of the settings screen and the confirm dialog
// to $KASKADE_SHOTS, for looking at them; it is skipped otherwise.
func TestDumpScreens(t *testing.T) {
	dir := os.Getenv("KASKADE_SHOTS")
	if dir == "" {
		t.Skip("set KASKADE_SHOTS to a directory to write screenshots")
	}
	r := newRig(t, view.Animated)
	b := r.board(kaskade.Size{})
	r.click(r.cellPoint(b, "c3"))
	r.key(ebiten.KeyEscape)
	shot(t, r, filepath.Join(dir, "confirm.png"))
	r.key(ebiten.KeyN)
	r.click(b.headerButtons().settings.R.Center())
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	shot(t, r, filepath.Join(dir, "settings.png"))
}

func shot(t *testing.T, r *rig, path string) {
	t.Helper()
	img := ebiten.NewImage(int(r.m.W()), int(r.m.H()))
	defer img.Deallocate()
	r.m.Draw(img)
	if err := writePNG(img, path); err != nil {
		t.Fatal(err)
	}
}
