package scene

import (
	"fmt"
	"os"
	"sync"
	"testing"

	"kaskade/scene/platform"

	"github.com/hajimehoshi/ebiten/v2"
)

// The scene tests need Ebitengine's loop (images, text): TestMain runs the
// tests inside the first Update of a tiny game, once, then ends the loop.
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
	// No test may touch the player's settings, autosave or records.
	dir, err := os.MkdirTemp("", "kaskade-scene-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv(platform.ConfigDirEnv, dir)
	g := &testGame{m: m, code: 1}
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "ebiten:", err)
		os.Exit(1)
	}
	os.RemoveAll(dir)
	os.Exit(g.code)
}
