package formation

import (
	"os"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The view's tests need Ebitengine's loop (images, text): TestMain runs
// them inside the first Update of a tiny game, once, then ends the loop.
type testGame struct {
	m    *testing.M
	once sync.Once
	code int
}

func (g *testGame) Update() error {
	g.once.Do(func() { g.code = g.m.Run() })
	return ebiten.Termination
}

func (g *testGame) Draw(*ebiten.Image) {}

func (g *testGame) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	g := &testGame{m: m, code: 1}
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(g); err != nil {
		os.Stderr.WriteString("ebiten: " + err.Error() + "\n")
		os.Exit(1)
	}
	os.Exit(g.code)
}
