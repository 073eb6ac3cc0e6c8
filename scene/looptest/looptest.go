// Package looptest runs a package's tests inside Ebitengine's game loop,
// which drawing needs (images, text): a tiny game runs them in its first
// Update, once, and ends the loop. A TestMain is then one line:
//
//	func TestMain(m *testing.M) { os.Exit(looptest.Run(m)) }
//
// The tests need a display (xvfb-run in make test-scene).
package looptest

import (
	"fmt"
	"os"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type loop struct {
	m    *testing.M
	once sync.Once
	code int
}

func (g *loop) Update() error {
	g.once.Do(func() { g.code = g.m.Run() })
	return ebiten.Termination
}

func (g *loop) Draw(*ebiten.Image) {}

func (g *loop) Layout(int, int) (int, int) { return 320, 240 }

// Run runs m's tests inside the loop and returns their exit code.
func Run(m *testing.M) int {
	g := &loop{m: m, code: 1}
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "ebiten:", err)
		return 1
	}
	return g.code
}
