package decktet

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/sprites"
)

// The card table's felt: a green radial gradient, lighter where the lamp
// is, with a faint weave so it does not look like flat paint. It is made
// once at a small size and stretched; a gradient stays smooth that way.

var feltImg *ebiten.Image

const feltW, feltH = 192, 144

// DrawFelt fills x, y, w, h with the felt.
func DrawFelt(dst *ebiten.Image, x, y, w, h float64) {
	if feltImg == nil {
		feltImg = ebiten.NewImageFromImage(feltTexture())
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(w/feltW, h/feltH)
	op.GeoM.Translate(x, y)
	dst.DrawImage(feltImg, op)
}

func feltTexture() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, feltW, feltH))
	light := [3]float64{0x2f, 0x7d, 0x4a}
	dark := [3]float64{0x0d, 0x3a, 0x22}
	for y := range feltH {
		for x := range feltW {
			dx, dy := (float64(x)/feltW-0.5)*1.2, float64(y)/feltH-0.42
			t := sprites.Clamp01(math.Hypot(dx, dy) * 1.35)
			t = t * t * (3 - 2*t)
			weave := 0.035 * math.Sin(float64(x)*2.1) * math.Sin(float64(y)*2.3)
			var c [3]uint8
			for i := range c {
				c[i] = uint8(sprites.Clamp01((light[i]+(dark[i]-light[i])*t)/255+weave) * 255)
			}
			img.SetRGBA(x, y, color.RGBA{c[0], c[1], c[2], 0xff})
		}
	}
	return img
}
