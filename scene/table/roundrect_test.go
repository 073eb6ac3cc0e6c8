package table

import (
	"image/color"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/sprites"
)

// TestRoundRectsDrawAsTheirImage: a rounded rectangle (filled or
// outlined) drawn by sprites, in nine pieces when it has room, looks pixel
// for pixel (±1 in a channel) as its whole image drawn scaled to its place
// does, at fractional places and sizes, opaque and translucent.
func TestRoundRectsDrawAsTheirImage(t *testing.T) {
	const n = 300
	rnd := rand.New(rand.NewPCG(1, 2))
	a, b := ebiten.NewImage(n, n), ebiten.NewImage(n, n)
	defer a.Deallocate()
	defer b.Deallocate()
	pa, pb := make([]byte, 4*n*n), make([]byte, 4*n*n)
	bg := color.RGBA{0x20, 0x30, 0x40, 0xff}
	for i := range 60 {
		x, y := 2+rnd.Float64()*40, 2+rnd.Float64()*40
		w, h := 8+rnd.Float64()*240, 8+rnd.Float64()*240
		r, lw := float64(rnd.IntN(30)), 0.0
		if i%2 == 1 {
			lw = 0.25 * float64(1+rnd.IntN(12))
		}
		clr := color.RGBA{0x90, 0xa0, 0xb0, 0xff}
		if i%3 == 0 {
			clr = sprites.WithAlpha(clr, 0.6)
		}
		a.Fill(bg)
		b.Fill(bg)
		if lw == 0 {
			sprites.FillRoundRect(a, x, y, w, h, r, clr)
		} else {
			sprites.StrokeRoundRect(a, x, y, w, h, r, lw, clr)
		}
		kw, kh := math.Round(w), math.Round(h)
		img := ebiten.NewImageFromImage(sprites.RoundRectImage(int(kw), int(kh), r, math.Round(lw*4)/4))
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(-1, -1)
		op.GeoM.Scale(w/kw, h/kh)
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(clr)
		b.DrawImage(img, op)
		a.ReadPixels(pa)
		b.ReadPixels(pb)
		img.Deallocate()
		for p := range pa {
			if d := int(pa[p]) - int(pb[p]); d > 1 || d < -1 {
				t.Fatalf("rect %d at (%.2f, %.2f) %.2fx%.2f, radius %g, line %g: pixel (%d, %d) is %v, its image gives %v",
					i, x, y, w, h, r, lw, p/4%n, p/4/n, pa[p/4*4:p/4*4+4], pb[p/4*4:p/4*4+4])
			}
		}
	}
}
