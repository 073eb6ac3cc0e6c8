//go:build !js

package replay

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/scenetest"
	"kaskade/sprites"
)

// TestReviewDrawsTheCourse: on the desktop the review's panel draws the
// game's course over its words, the seat's chances as a line in the
// accent's colour and the turning point as a mark in the danger colour
// (issue 41), at two desktop sizes.
func TestReviewDrawsTheCourse(t *testing.T) {
	for _, c := range []struct{ w, h float64 }{{900, 760}, {1600, 900}} {
		r := scenetest.NewLayoutRig(t, c.w, c.h, "en")
		cfg := scenetest.HumanConfig("kaskade")
		rv := reviewedScene(t, r.M, scenetest.PlayedMatch(t, r.M, cfg, 3000, 2), cfg, true)
		if _, ok := rv.rep.Turning(); !ok {
			t.Fatal("fixture: no turning point")
		}
		r.Show(rv)
		rl := rv.layout(r.M.W(), r.M.H())
		g := courseRect(rl.words(rv.buttons(rl)), rl.u)
		if g.H <= 0 {
			t.Fatalf("%.0fx%.0f: no room for the course", c.w, c.h)
		}
		strip := r.Img.SubImage(image.Rect(int(g.X), int(g.Y), int(g.X+g.W), int(g.Y+g.H))).(*ebiten.Image)
		pix := make([]byte, 4*strip.Bounds().Dx()*strip.Bounds().Dy())
		strip.ReadPixels(pix)
		accent, danger := inks(pix, sprites.Accent), inks(pix, sprites.Danger)
		if accent < int(g.W/4) || danger < int(g.H/2) {
			t.Errorf("%.0fx%.0f: the course strip %v holds %d pixels of the chances' line and %d of the turning point's mark", c.w, c.h, g, accent, danger)
		}
		r.Img.Deallocate()
	}
}

// inks counts the pixels of pix (RGBA) within a little of c.
func inks(pix []byte, c color.RGBA) int {
	n := 0
	for i := 0; i+3 < len(pix); i += 4 {
		if absDiff(pix[i], c.R) < 12 && absDiff(pix[i+1], c.G) < 12 && absDiff(pix[i+2], c.B) < 12 {
			n++
		}
	}
	return n
}

func absDiff(a, b byte) byte { return max(a, b) - min(a, b) }
