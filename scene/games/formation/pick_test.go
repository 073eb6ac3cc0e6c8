package formation

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

func newView(t *testing.T, w, h float64) *FormationView {
	t.Helper()
	set := view.DefaultSettings()
	set.Mode = view.Instant
	env := view.ViewEnv{Settings: &set, Name: func(game.Player) string { return "" }}
	v := NewFormationView(env).(*FormationView)
	v.Reset(formation.DefaultOptions.New())
	tl := ui.LayoutTable(w, h)
	v.Layout(tl.View, tl.U)
	return v
}

func lum(c color.RGBA) float64 { return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B) }

// ringContrast is the largest lightness difference between the square's
// colour and the pixels along the ring of sq (a band inside its edge).
func ringContrast(img *ebiten.Image, v *FormationView, sq formation.Square, base color.RGBA) float64 {
	r := v.Lay.SquareRect(sq)
	best := 0.0
	y := int(r.Y + r.H/2)
	for x := int(r.X); x < int(r.X+r.W*0.2); x++ {
		c := img.At(x, y).(color.RGBA)
		best = max(best, abs(lum(c)-lum(base)))
	}
	return best
}

func abs(x float64) float64 { return max(x, -x) }

// The picked piece's ring stands out on every square colour, the light
// yellow above all (it vanished there in orange on mustard).
func TestPickRingShowsOnEveryColour(t *testing.T) {
	v := newView(t, 900, 760)
	cols := v.St.Colours()
	seen := [4]bool{}
	for sq := formation.Square(0); sq < 64; sq++ {
		c := cols[sq]
		if seen[c] {
			continue
		}
		seen[c] = true
		v.Picked, v.Pick, v.Targets = true, sq, 0
		img := ebiten.NewImage(900, 760)
		v.Draw(img, nil)
		if got := ringContrast(img, v, sq, SquareColours[c]); got < 60 {
			t.Errorf("colour %d (square %d): the ring differs from the square by %.0f in lightness, want 60", c, sq, got)
		}
	}
}
