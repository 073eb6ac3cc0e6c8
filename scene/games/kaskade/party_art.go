package kaskade

import (
	"image"
	"image/color"
	"math"

	"kaskade/sprites"
)

// partyInk is the colour of the third to eighth player's balls and the
// mark on them. The colours are Okabe and Ito's, told apart with every
// common colour-vision deficiency; the marks tell them apart without
// colour at all. White and Black, the first two, need none: they differ
// in lightness from each other and from every colour here.
type partyInk struct {
	key  string // the colour's name, an i18n key
	base color.RGBA
	mark func(x, y float64) bool // the mark, in the ball's radii from its centre
}

var partyInks = [...]partyInk{
	{"kaskade.orange", color.RGBA{0xe6, 0x9f, 0x00, 0xff}, func(x, y float64) bool { return x*x+y*y < 0.22*0.22 }},
	{"kaskade.sky", color.RGBA{0x56, 0xb4, 0xe9, 0xff}, func(x, y float64) bool { r := math.Hypot(x, y); return r > 0.3 && r < 0.48 }},
	{"kaskade.green", color.RGBA{0x00, 0x9e, 0x73, 0xff}, func(x, y float64) bool { return math.Abs(y) < 0.12 && math.Abs(x) < 0.5 }},
	{"kaskade.red", color.RGBA{0xd5, 0x5e, 0x00, 0xff}, plus},
	{"kaskade.blue", color.RGBA{0x00, 0x72, 0xb2, 0xff}, func(x, y float64) bool { return plus((x+y)/math.Sqrt2, (x-y)/math.Sqrt2) }},
	{"kaskade.pink", color.RGBA{0xcc, 0x79, 0xa7, 0xff}, func(x, y float64) bool {
		return math.Abs(x) < 0.45 && (math.Abs(y-0.18) < 0.09 || math.Abs(y+0.18) < 0.09)
	}},
}

func plus(x, y float64) bool {
	return math.Abs(y) < 0.11 && math.Abs(x) < 0.5 || math.Abs(x) < 0.11 && math.Abs(y) < 0.5
}

// markBall draws ink's mark on a shaded ball, antialiased by 4x4 samples
// per pixel: dark on a light colour, light on a dark one.
func markBall(img *image.RGBA, ink partyInk) {
	d := img.Bounds().Dx()
	r := float64(d) / 2
	c := ink.base
	lum := (0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)) / 255
	pen := [3]float64{0x14, 0x16, 0x1c}
	if lum < 0.5 {
		pen = [3]float64{0xfa, 0xfa, 0xf5}
	}
	const n = 4
	for y := range d {
		for x := range d {
			hit := 0
			for sy := range n {
				for sx := range n {
					px := (float64(x) + (float64(sx)+0.5)/n - r) / r
					py := (float64(y) + (float64(sy)+0.5)/n - r) / r
					if ink.mark(px, py) {
						hit++
					}
				}
			}
			if hit == 0 {
				continue
			}
			a := 0.9 * float64(hit) / (n * n)
			o := img.RGBAAt(x, y)
			mix := func(v uint8, p float64) uint8 { return uint8(float64(v)*(1-a) + p*a*float64(o.A)/255 + 0.5) }
			img.SetRGBA(x, y, color.RGBA{mix(o.R, pen[0]), mix(o.G, pen[1]), mix(o.B, pen[2]), o.A})
		}
	}
}

// partyBall is the shaded ball of party colour i with its mark.
func partyBall(i, d int) image.Image {
	img := sprites.ShadeBall(partyInks[i].base, d)
	markBall(img, partyInks[i])
	return img
}
