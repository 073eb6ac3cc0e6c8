package kaleidoskop

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/looptest"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// BenchmarkDrawBoard is one Draw of a four-player game after 60 random
// moves at 1600×900, its commands flushed: what each frame of the board
// costs the CPU.
func BenchmarkDrawBoard(b *testing.B) {
	s := newGame(b, "players=4,length=normal,deal=7")
	playRandom(s, 60, 42)
	v := newTestView()
	v.Reset(s)
	v.reveal()
	tl := ui.LayoutTable(1600, 900)
	v.Layout(tl.View, tl.U)
	img := ebiten.NewImage(1600, 900)
	in := &ui.Input{}
	var draw time.Duration
	for b.Loop() {
		img.Fill(sprites.Background)
		t0 := time.Now()
		v.Draw(img, in)
		d := time.Since(t0)
		looptest.Flush()
		if firstDraw == 0 {
			firstDraw = time.Since(t0)
		}
		draw += d
	}
	// ns/op is the whole frame, the GPU's work and the read-back included;
	// draw-ms the Draw call alone (its paths and triangles made);
	// first-ms the process's first frame of the board, its images made.
	b.ReportMetric(float64(draw.Microseconds())/1000/float64(b.N), "draw-ms/op")
	b.ReportMetric(float64(firstDraw.Microseconds())/1000, "first-ms")
}

// firstDraw is the first frame's time, its caches cold.
var firstDraw time.Duration
