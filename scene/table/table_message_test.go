package table

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"kaskade/engine/kaskade"
	"kaskade/scene/view"
)

// A refusal's pill (and a hint's) stands over the footer, not over the
// board, where it covered Kaskade's column letters (issue 28, item 15):
// on a desktop and an upright phone it leaves the view's rectangle free
// and stays on the screen.
func TestMessagePillLeavesTheBoard(t *testing.T) {
	for _, size := range [][2]float64{{900, 760}, {390, 844}} {
		r := newRig(t, view.Instant)
		r.M.SetSize(size[0], size[1])
		b := r.board(kaskade.Size{})
		r.Click(r.cellPoint(b, "a1")) // White
		r.Click(r.cellPoint(b, "a1")) // Black on White's cell: refused
		if b.msg == "" || b.msgTick == 0 {
			t.Fatalf("%v: no message for a refused move", size)
		}
		p, _ := b.messagePill()
		v := b.lay.View
		if p.Y < v.Y+v.H && p.Y+p.H > v.Y {
			t.Errorf("%v: the pill %+v covers the view %+v", size, p, v)
		}
		if p.X < 0 || p.Y < 0 || p.X+p.W > size[0] || p.Y+p.H > size[1] || p.H < 20 {
			t.Errorf("%v: the pill %+v is off the screen or too low", size, p)
		}
		if dir := os.Getenv("KASKADE_SHOTS"); dir != "" {
			r.Shot(filepath.Join(dir, fmt.Sprintf("message-pill-%.0fx%.0f.png", size[0], size[1])))
		}
	}
}
