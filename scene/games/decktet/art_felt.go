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
// once per theme at a small size and stretched; a gradient stays smooth
// that way.

var feltImgs = map[string]*ebiten.Image{} // by theme

const feltW, feltH = 192, 144

// feltGreens are the felt's lit centre and dark rim in each theme: deep
// green on the dark table, a paler one on the light table, and nearly
// black in high contrast, so that the cards and the white ink stand out.
var feltGreens = map[string][2][3]float64{
	sprites.DarkPalette.Name:     {{0x2f, 0x7d, 0x4a}, {0x0d, 0x3a, 0x22}},
	sprites.LightPalette.Name:    {{0x7c, 0xb8, 0x8a}, {0x4f, 0x8e, 0x62}},
	sprites.ContrastPalette.Name: {{0x0a, 0x2e, 0x16}, {0x00, 0x0a, 0x04}},
}

// DrawFelt fills x, y, w, h with the felt.
func DrawFelt(dst *ebiten.Image, x, y, w, h float64) {
	theme := sprites.Current().Name
	img := feltImgs[theme]
	if img == nil {
		img = ebiten.NewImageFromImage(feltTexture(theme))
		feltImgs[theme] = img
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(w/feltW, h/feltH)
	op.GeoM.Translate(x, y)
	dst.DrawImage(img, op)
}

func feltTexture(theme string) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, feltW, feltH))
	greens, ok := feltGreens[theme]
	if !ok {
		greens = feltGreens[sprites.DarkPalette.Name]
	}
	light, dark := greens[0], greens[1]
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

// feltInk is the colour of words on the felt: the theme's text, dark on
// the light table's pale felt.
func feltInk() color.RGBA {
	if sprites.Current().Light {
		return color.RGBA{0x0c, 0x24, 0x14, 0xff}
	}
	return sprites.Text
}

// feltFaint is a faint mark on the felt (an empty place's outline and
// label) at alpha a: pale green on dark felt, dark green on light felt,
// white in high contrast, stronger there.
func feltFaint(a uint8) color.RGBA {
	switch p := sprites.Current(); {
	case p.Light:
		return sprites.WithAlpha(color.RGBA{0x0c, 0x30, 0x18, 0xff}, float64(a)/255*1.2)
	case p.OutlineWidth > 0:
		return sprites.WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, math.Min(1, float64(a)/255*2))
	}
	return color.RGBA{0xd8, 0xe8, 0xd0, a}
}

// pillInk is the ink on a coloured pill (the verdict, the banner, an
// error): light in every theme, since the pills keep their colours.
var pillInk = color.RGBA{0xf6, 0xf4, 0xee, 0xff}
