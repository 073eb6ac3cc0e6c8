package kaleidoskop

import (
	"os"
	"path/filepath"
	"testing"

	"kaskade/scene/ui"
)

// TestShots renders positions at the sizes the game must fit (900x760,
// 1600x900, a phone's 390x844) and, when KALEIDOSKOP_SHOTS names a
// folder, saves them there as PNGs to look at.
func TestShots(t *testing.T) {
	dir := os.Getenv("KALEIDOSKOP_SHOTS")
	cases := []struct {
		name    string
		options string
		moves   int
		w, h    int
	}{
		{"4p-900", "players=4,length=normal,deal=7", 60, 900, 760},
		{"6p-1600", "players=6,length=normal,deal=11", 140, 1600, 900},
		{"5p-phone", "players=5,length=short,deal=3", 90, 390, 844},
		{"3p-900", "players=3,length=long,deal=5", 220, 900, 760},
	}
	for _, c := range cases {
		s := newGame(t, c.options)
		playRandom(s, c.moves, 42)
		v := newTestView()
		v.Reset(s)
		v.reveal()
		in := &ui.Input{}
		img := render(v, c.w, c.h, in)
		if dir != "" {
			savePNG(t, img, filepath.Join(dir, "k-"+c.name+".png"))
		}
	}
}
