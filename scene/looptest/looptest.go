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
	"image/color"
	"os"
	"sync"
	"testing"
	"time"

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

// probe is a one-pixel image whose read makes Ebitengine run its queue.
var probe *ebiten.Image

// Flush runs the drawing queued so far. The tests run inside one Update,
// so the frame's end, which runs the queue in a game, never comes: the
// commands of a whole package piled up (gigabytes over the scene tests,
// and minutes of software GL) until some test read a pixel. Tests that
// draw much call it after each picture.
func Flush() {
	if probe == nil {
		probe = ebiten.NewImage(1, 1)
	}
	probe.Fill(color.White) // something for the read to wait for
	var px [4]byte
	probe.ReadPixels(px[:])
}

// BenchDraw runs draw, one frame of a view onto a w×h image filled with bg,
// in a benchmark's loop, its commands flushed each time. ns/op is the whole
// frame (the GPU's work and the read-back included), draw-ms/op the draw
// call alone (its paths and triangles made), first-ms the process's first
// frame, its caches cold.
func BenchDraw(b *testing.B, w, h int, bg color.Color, draw func(dst *ebiten.Image)) {
	img := ebiten.NewImage(w, h)
	var total time.Duration
	for b.Loop() {
		img.Fill(bg)
		t0 := time.Now()
		draw(img)
		d := time.Since(t0)
		Flush()
		if firstDraw == 0 {
			firstDraw = time.Since(t0)
		}
		total += d
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "draw-ms/op")
	b.ReportMetric(float64(firstDraw.Microseconds())/1000, "first-ms")
}

// firstDraw is the process's first frame's time (BenchDraw).
var firstDraw time.Duration
