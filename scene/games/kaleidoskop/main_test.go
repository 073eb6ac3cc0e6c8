package kaleidoskop

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/looptest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// The view's tests draw, which needs Ebitengine's loop.
func TestMain(m *testing.M) { os.Exit(looptest.Run(m)) }

var testNames = []string{"Anna", "Ben", "Cleo", "Dora", "Emil", "Fritz"}

// newTestView is a view with instant moves and names for the seats.
func newTestView() *View {
	set := view.DefaultSettings()
	set.Mode = view.Instant
	env := view.ViewEnv{Settings: &set, Sounds: &sprites.Sounds{}, Name: func(p game.Player) string { return testNames[p] }}
	return NewView(env).(*View)
}

// newGame is a settled game with these options.
func newGame(t testing.TB, options string) *kal.State {
	t.Helper()
	s, err := kal.NewGame(options)
	if err != nil {
		t.Fatal(err)
	}
	s.Settle()
	return s
}

// playRandom plays n random legal moves (chance settled from the deal),
// preferring moves that are not "end" so that turns do things.
func playRandom(s *kal.State, n int, seed uint64) {
	r := game.SplitMix64{State: seed}
	for range n {
		if s.IsOver() {
			return
		}
		ms := s.LegalMoves(nil)
		m := ms[r.Next()%uint64(len(ms))]
		if m == kal.EndMove() && len(ms) > 1 && r.Next()%3 != 0 {
			m = ms[r.Next()%uint64(len(ms))]
		}
		s.Apply(m)
		s.Settle()
	}
}

// render lays the view out in a w x h screen (as the table would: a
// header and a footer round it) and draws it.
func render(v *View, w, h int, in *ui.Input) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	img.Fill(sprites.Background)
	t := ui.LayoutTable(float64(w), float64(h))
	v.Layout(t.View, t.U)
	v.Draw(img, in)
	return img
}

// savePNG writes img to path.
func savePNG(t testing.TB, img *ebiten.Image, path string) {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}
