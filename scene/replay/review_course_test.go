//go:build !js

package replay

import (
	"image/color"
	"testing"

	"kaskade/scene/scenetest"
	"kaskade/sprites"
)

// TestReviewDrawsTheCourse: on the desktop the review's panel draws the
// game's course over its words, the seat's chances as a line in the
// accent's colour and the turning point as a mark in the danger colour
// (issue 41), at two desktop sizes.
func TestReviewDrawsTheCourse(t *testing.T) {
	for _, c := range []struct {
		w, h float64
		want bool
	}{{900, 760, true}, {1600, 900, true}} {
		r := scenetest.NewLayoutRig(t, c.w, c.h, "en")
		cfg := scenetest.HumanConfig("kaskade")
		rv := reviewedScene(t, r.M, scenetest.PlayedMatch(t, r.M, cfg, 3000, 2), cfg, true)
		if _, ok := rv.rep.Turning(); !ok {
			t.Fatal("fixture: no turning point")
		}
		r.Show(rv)
		rl := rv.layout(r.M.W(), r.M.H())
		text := rl.text()
		if bt := rv.buttons(rl); bt.before.R.W == 0 {
			text.H = rl.panel.Y + rl.panel.H - text.Y - 12*rl.u
		}
		g := courseRect(text, rl.u)
		if got := g.H > 0; got != c.want {
			t.Fatalf("%.0fx%.0f: a course strip %v, want %v", c.w, c.h, g, c.want)
		}
		accent, danger := 0, 0
		for y := int(g.Y); y < int(g.Y+g.H); y++ {
			for x := int(g.X); x < int(g.X+g.W); x++ {
				switch near(r.Img.At(x, y), sprites.Accent, sprites.Danger) {
				case 0:
					accent++
				case 1:
					danger++
				}
			}
		}
		if accent < int(g.W/4) || danger < int(g.H/2) {
			t.Errorf("%.0fx%.0f: the course strip %v holds %d pixels of the chances' line and %d of the turning point's mark", c.w, c.h, g, accent, danger)
		}
		r.Img.Deallocate()
	}
}

// near is the index of the colour of cs that px is (within a little), or -1.
func near(px color.Color, cs ...color.RGBA) int {
	r, g, b, _ := px.RGBA()
	for i, c := range cs {
		if d(r>>8, c.R) < 12 && d(g>>8, c.G) < 12 && d(b>>8, c.B) < 12 {
			return i
		}
	}
	return -1
}

func d(a uint32, b uint8) uint32 {
	if a > uint32(b) {
		return a - uint32(b)
	}
	return uint32(b) - a
}
