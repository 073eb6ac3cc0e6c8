package table

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// pixels reads img's RGBA pixels.
func pixels(img *ebiten.Image) (pix []byte, w int) {
	b := img.Bounds()
	pix = make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	return pix, b.Dx()
}

// light is a pixel's brightness, 0 to 255.
func light(pix []byte, w, x, y int) int {
	i := 4 * (y*w + x)
	return (int(pix[i]) + int(pix[i+1]) + int(pix[i+2])) / 3
}

// In high contrast a disabled button keeps an outline (dimmed): without
// it, it read as a label on the black ground (issue 28, item 12).
func TestContrastDisabledButtonHasAnEdge(t *testing.T) {
	defer sprites.UsePalette(sprites.DarkPalette)
	sprites.UsePalette(sprites.ContrastPalette)
	img := ebiten.NewImage(200, 80)
	defer img.Deallocate()
	for _, disabled := range []bool{false, true} {
		img.Fill(sprites.Background)
		b := ui.Button{R: ui.Rect{X: 20, Y: 20, W: 160, H: 40}, Label: "Redo", Disabled: disabled}
		b.Draw(img, nil, 1)
		pix, w := pixels(img)
		edge := 0 // the brightest pixel across the left edge, half way down
		for x := 18; x <= 23; x++ {
			edge = max(edge, light(pix, w, x, 40))
		}
		bg := light(pix, w, 5, 40)
		if edge-bg < 0x50 {
			t.Errorf("disabled %v: the button's edge is %d on a ground of %d: no outline", disabled, edge, bg)
		}
	}
}

// In high contrast every seat's round token (the header's, the score
// cards', the menu's) has a visible rim: Cascades' and Die Formation's
// black pieces vanished on the black ground (issue 28, item 12).
func TestContrastTokensHaveARim(t *testing.T) {
	defer sprites.UsePalette(sprites.DarkPalette)
	sprites.UsePalette(sprites.ContrastPalette)
	const d, c = 40.0, 40.0
	img := ebiten.NewImage(80, 80)
	defer img.Deallocate()
	for _, spec := range view.Specs {
		if spec.Name == "decktet" || spec.DrawSeat == nil {
			continue // its token is a card back, not a round piece
		}
		for p := range 2 {
			img.Fill(sprites.Background)
			spec.DrawSeat(img, game.Player(p), c, c, d)
			pix, w := pixels(img)
			lit, n := 0, 0
			for a := 0.0; a < 2*math.Pi; a += math.Pi / 16 {
				best := 0
				for r := d/2 - 1; r <= d/2+3; r++ {
					best = max(best, light(pix, w, int(c+r*math.Cos(a)), int(c+r*math.Sin(a))))
				}
				if n++; best >= 0x70 {
					lit++
				}
			}
			if lit < n*3/4 {
				t.Errorf("%s seat %d: the token's edge is light at %d of %d places round it", spec.Name, p, lit, n)
			}
		}
	}
}
