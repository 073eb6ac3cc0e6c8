package cascades

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/cascades"
	"kaskade/sprites"
)

// Colours of the mountainside: grey rock high up, turning green further
// down, the bottom row a lake; the stones charcoal and ivory.
var (
	rockHigh    = color.RGBA{0x8c, 0x8f, 0x94, 0xff}
	rockLow     = color.RGBA{0x6a, 0x86, 0x6c, 0xff}
	lake        = color.RGBA{0x4f, 0x86, 0xae, 0xff}
	mountain    = color.RGBA{0x2c, 0x33, 0x3d, 0xff}
	water       = color.RGBA{0x8f, 0xd3, 0xff, 0xff}
	stoneBlack  = color.RGBA{0x2a, 0x2d, 0x34, 0xff}
	stoneWhite  = color.RGBA{0xf2, 0xee, 0xe4, 0xff}
	labelColour = color.RGBA{0xb8, 0xc2, 0xcf, 0xff}
)

// mountainColour is the slope behind the tiles in the current theme: a
// lighter slate on the light table, black in high contrast (the tiles
// then stand apart on it like outlines).
func mountainColour() color.RGBA {
	switch sprites.Current().Name {
	case sprites.LightPalette.Name:
		return color.RGBA{0x58, 0x62, 0x70, 0xff}
	case sprites.ContrastPalette.Name:
		return color.RGBA{0x00, 0x00, 0x00, 0xff}
	}
	return mountain
}

// labelInk is the colour of the row letters and cell numbers beside the
// slope: today's blue-grey on the dark table, else the theme's dim text.
func labelInk() color.RGBA {
	if p := sprites.Current(); p.Name != sprites.DarkPalette.Name {
		return p.TextDim
	}
	return labelColour
}

// stoneColour is the base colour of a side's stones.
func stoneColour(p cascades.Side) color.RGBA {
	if p == cascades.White {
		return stoneWhite
	}
	return stoneBlack
}

// artKey names one image of this game: a kind and a size.
type artKey struct {
	kind int // 0 black stone, 1 white stone, 2 hexagon tile, 3 the tile turned, 4 a ring
	d    int
}

// art holds this game's images; a resize leaves old sizes behind, and the
// cache empties itself when it has too many.
var art = sprites.NewImageCache[artKey](48)

// stoneImage is the image of a side's stone of diameter d.
func stoneImage(p cascades.Side, d int) *ebiten.Image {
	d = max(d, 2)
	return art.Get(artKey{int(p), d}, func() *ebiten.Image {
		return ebiten.NewImageFromImage(shadeStone(stoneColour(p), d))
	})
}

// shadeStone renders a go stone of diameter d: a flattened dome, lit from
// the upper left with a soft highlight, its rim kept readable on the
// slope. The edge is antialiased by coverage. It needs no window.
func shadeStone(base color.RGBA, d int) *image.RGBA {
	dark := base.R < 0x80
	h := sprites.Normalize(sprites.LightDir[0], sprites.LightDir[1], sprites.LightDir[2]+1)
	return sprites.ShadeDisc(d, func(nx, ny, cover float64) color.RGBA {
		// an ellipsoid half as high as wide: flat on top, steep at the rim
		n := sprites.Normalize(nx, ny, 2*math.Sqrt(math.Max(0, 1-nx*nx-ny*ny)))
		diffuse := math.Max(0, n[0]*sprites.LightDir[0]+n[1]*sprites.LightDir[1]+n[2]*sprites.LightDir[2])
		spec := math.Pow(math.Max(0, n[0]*h[0]+n[1]*h[1]+n[2]*h[2]), 30)
		light, specAmt := 0.5+0.55*diffuse, 0.55
		if dark {
			light, specAmt = 0.6+0.7*diffuse, 0.45
		}
		c := [3]float64{float64(base.R), float64(base.G), float64(base.B)}
		var out [3]uint8
		for i := range c {
			v := (c[i]*light + 255*specAmt*spec) / 255
			out[i] = uint8(sprites.Clamp01(v)*255*cover + 0.5)
		}
		return color.RGBA{out[0], out[1], out[2], uint8(255*cover + 0.5)}
	})
}

// StoneDiameter is the stone size in hexagons of radius s.
func StoneDiameter(s float64) int { return max(int(s*1.42+0.5), 3) }

// DrawStone draws a side's stone of diameter d centred at (cx, cy) with its
// shadow, scaled by sc and faded by alpha.
func DrawStone(dst *ebiten.Image, p cascades.Side, d int, cx, cy, sc, alpha float64) {
	if sc <= 0 || alpha <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(d)/2, -float64(d)/2)
	op.GeoM.Scale(sc*1.06, sc*1.06)
	op.GeoM.Translate(cx+float64(d)*0.05*sc, cy+float64(d)*0.09*sc)
	op.ColorScale.Scale(0, 0, 0, float32(0.45*alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(sprites.Shadow(d), op)
	op = &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(d)/2, -float64(d)/2)
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(stoneImage(p, d), op)
}

// hexImage is a pointy-top hexagon tile of radius s in shades of white
// (to be tinted), or with flat a flat-top one (the board turned): a flat
// face with a bevel lit from the upper left, a little smaller than its
// cell so that the mountain shows between tiles.
func hexImage(s int, flat bool) *ebiten.Image {
	s = max(s, 2)
	k := artKey{2, s}
	if flat {
		k.kind = 3
	}
	return art.Get(k, func() *ebiten.Image { return ebiten.NewImageFromImage(shadeHex(float64(s), flat)) })
}

// shadeHex renders the tile of hexImage, centred in a box of 2s by 2s.
func shadeHex(s float64, flat bool) *image.RGBA {
	turn := 0.0
	if flat {
		turn = math.Pi / 6
	}
	n := int(math.Ceil(2 * s))
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	c := float64(n) / 2
	apothem := s*sqrt3/2 - math.Max(1, s*0.06) // the gap between tiles
	bevel := math.Max(1.5, s*0.16)
	for y := range n {
		for x := range n {
			px, py := float64(x)+0.5-c, float64(y)+0.5-c
			dMin, nx, ny := math.Inf(1), 0.0, 0.0
			for k := range 6 { // edge normals of a pointy-top hexagon: 0°, 60°, ...
				a := float64(k)*math.Pi/3 + turn
				ex, ey := math.Cos(a), math.Sin(a)
				if d := apothem - (px*ex + py*ey); d < dMin {
					dMin, nx, ny = d, ex, ey
				}
			}
			cover := sprites.Clamp01(dMin + 0.5)
			if cover == 0 {
				continue
			}
			v := 0.86 - 0.08*(px+py)/(2*s) // a faint slope of light across the face
			if dMin < bevel {
				t := 1 - dMin/bevel
				v += 0.32 * t * -(nx*0.55 + ny*0.83) // edges facing up-left are lit
			}
			g := uint8(sprites.Clamp01(v)*255*cover + 0.5)
			img.SetRGBA(x, y, color.RGBA{g, g, g, uint8(255*cover + 0.5)})
		}
	}
	return img
}

// drawHex draws the tile of radius s centred at (x, y), flat-topped if
// flat, tinted clr and faded by alpha.
func drawHex(dst *ebiten.Image, s, x, y float64, flat bool, clr color.RGBA, alpha float64) {
	img := hexImage(int(math.Round(s)), flat)
	n := float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-n/2, -n/2)
	op.GeoM.Scale(s/math.Round(s), s/math.Round(s))
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// rowColour is row r's tile colour on a board of h rows.
func rowColour(r, h int) color.RGBA {
	if r == h-1 {
		return lake
	}
	return mix(rockHigh, rockLow, float64(r)/math.Max(1, float64(h-2)))
}

// mix is a + (b-a)·t per channel.
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*sprites.Clamp01(t) + 0.5) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// ringImage is a white ring of diameter n, its line n/16 wide, to be
// tinted and scaled: a ripple, the cursor, the hint. An image rather than
// a vector stroke, which costs a pass over the whole screen each time on
// software renderers.
func ringImage(n int) *ebiten.Image {
	n = max(n, 4)
	return art.Get(artKey{4, n}, func() *ebiten.Image {
		img := image.NewRGBA(image.Rect(0, 0, n, n))
		c := float64(n) / 2
		lw := math.Max(1.5, float64(n)/16)
		for y := range n {
			for x := range n {
				d := math.Abs(math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c) - (c - lw/2 - 0.5))
				if a := uint8(sprites.Clamp01(lw/2-d+0.5)*255 + 0.5); a > 0 {
					img.SetRGBA(x, y, color.RGBA{a, a, a, a})
				}
			}
		}
		return ebiten.NewImageFromImage(img)
	})
}

// drawRing draws a ring of diameter d centred at (x, y) in clr, from the
// image of diameter n.
func drawRing(dst *ebiten.Image, n int, d, x, y float64, clr color.RGBA) {
	img := ringImage(n)
	k := d / float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(img.Bounds().Dx())/2, -float64(img.Bounds().Dy())/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// drawDot draws a filled disc of diameter d centred at (x, y).
func drawDot(dst *ebiten.Image, d, x, y float64, clr color.Color) {
	sprites.FillRoundRect(dst, x-d/2, y-d/2, d, d, d/2, clr)
}
