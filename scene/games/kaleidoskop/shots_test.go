package kaleidoskop

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	kal "kaskade/engine/kaleidoskop"
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
	if dir != "" {
		savePNG(t, docShot(t), filepath.Join(dir, "k-doc.png"))
	}
}

// docShot is the screenshot for docs/kaleidoskop.png: four players in
// the middle of a game, a mission on the board lit, the hand face up.
func docShot(t *testing.T) *ebiten.Image {
	s := findState(t, func(s *kal.State) bool {
		if s.NumPlayers() != 4 || s.Phase() != kal.PhaseTools || s.Round() < 6 {
			return false
		}
		_, _, mirror := s.ToolAt((s.Current()+3)%4, kal.Mirror)
		return len(s.Completable(s.Current())) > 0 && mirror
	}, "players=4,length=normal")
	v := newTestView()
	v.Reset(s)
	v.reveal()
	v.lit = s.Completable(s.Current())[0]
	img := render(v, 900, 760, &ui.Input{})
	tl := ui.LayoutTable(900, 760)
	return img.SubImage(image.Rect(0, int(tl.View.Y), 900, int(tl.View.Y+tl.View.H))).(*ebiten.Image)
}
