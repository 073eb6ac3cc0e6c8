package kaleidoskop

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/sprites"
)

// Colours of the six crystal colours, by kal.Colour (index 0, None, is the
// neutral hex). They differ in lightness as well as hue (yellow and pink
// light, blue and purple dark), and each has its own symbol (symbolPath),
// so that the game can be played in greyscale.
var palette = [kal.NumColours + 1]color.RGBA{
	{0x6d, 0x7b, 0x8e, 0xff}, // neutral: the board's glass
	{0xd8, 0x3f, 0x3f, 0xff}, // red
	{0xf4, 0xd3, 0x3c, 0xff}, // yellow
	{0x3c, 0xa8, 0x58, 0xff}, // green
	{0x2f, 0x63, 0xd0, 0xff}, // blue
	{0xf3, 0x93, 0xc6, 0xff}, // pink
	{0x7e, 0x46, 0xbd, 0xff}, // purple
}

// shade scales c's colour by f (below 1 darker, above 1 lighter).
func shade(c color.RGBA, f float64) color.RGBA {
	s := func(v uint8) uint8 { return uint8(math.Min(255, math.Max(0, float64(v)*f))) }
	return color.RGBA{s(c.R), s(c.G), s(c.B), c.A}
}

// light reports whether c is a light colour (dark ink reads on it).
func light(c color.RGBA) bool { return 0.3*float64(c.R)+0.59*float64(c.G)+0.11*float64(c.B) > 150 }

// ink is the colour a symbol is drawn in on a surface of colour c.
func ink(c color.RGBA) color.RGBA {
	if light(c) {
		return color.RGBA{0x22, 0x22, 0x2a, 0xe0}
	}
	return color.RGBA{0xff, 0xff, 0xff, 0xe8}
}

// symbolPath adds colour c's symbol of radius r centred at (cx, cy) to p:
// red a disc, yellow a triangle, green a square, blue a diamond, pink a
// cross, purple a star.
func symbolPath(p *vector.Path, c kal.Colour, cx, cy, r float32) {
	poly := func(pts ...[2]float32) {
		for i, q := range pts {
			if i == 0 {
				p.MoveTo(cx+q[0]*r, cy+q[1]*r)
			} else {
				p.LineTo(cx+q[0]*r, cy+q[1]*r)
			}
		}
		p.Close()
	}
	switch c {
	case kal.Red:
		p.Arc(cx, cy, r*0.8, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
	case kal.Yellow:
		poly([2]float32{0, -1}, [2]float32{0.92, 0.68}, [2]float32{-0.92, 0.68})
	case kal.Green:
		poly([2]float32{-0.72, -0.72}, [2]float32{0.72, -0.72}, [2]float32{0.72, 0.72}, [2]float32{-0.72, 0.72})
	case kal.Blue:
		poly([2]float32{0, -1}, [2]float32{0.8, 0}, [2]float32{0, 1}, [2]float32{-0.8, 0})
	case kal.Pink:
		w := float32(0.3)
		poly([2]float32{-w, -0.9}, [2]float32{w, -0.9}, [2]float32{w, -w}, [2]float32{0.9, -w}, [2]float32{0.9, w},
			[2]float32{w, w}, [2]float32{w, 0.9}, [2]float32{-w, 0.9}, [2]float32{-w, w}, [2]float32{-0.9, w},
			[2]float32{-0.9, -w}, [2]float32{-w, -w})
	case kal.Purple:
		var pts [][2]float32
		for i := range 10 {
			rad := float32(1)
			if i%2 == 1 {
				rad = 0.42
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			pts = append(pts, [2]float32{rad * float32(math.Cos(a)), rad * float32(math.Sin(a))})
		}
		poly(pts...)
	}
}

// fill fills p antialiased in clr.
func fill(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, p, nil, op)
}

// hexPath adds a pointy-top hexagon of circumradius r at (cx, cy) to p.
func hexPath(p *vector.Path, cx, cy, r float64) {
	for i := range 6 {
		a := math.Pi/6 + float64(i)*math.Pi/3
		x, y := float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

// artKey names a cached image: a kind, a colour and a size in pixels.
type artKey struct{ kind, colour, d int }

const (
	artTile   = iota // a hex tile of the colour, with its symbol
	artGem           // a cut crystal
	artSymbol        // the bare symbol, white, to be tinted
	artToken         // a seat's round token
)

var artCache = sprites.NewImageCache[artKey](256)

// tileImage is a hex tile of colour c for hexes of circumradius r: the
// colour with a bevel and the colour's symbol. Its box is 2r wide and high.
func tileImage(c kal.Colour, r int) *ebiten.Image {
	r = max(r, 3)
	return artCache.Get(artKey{artTile, int(c), r}, func() *ebiten.Image {
		img := ebiten.NewImage(2*r, 2*r)
		f := float64(r)
		base := palette[c]
		var p vector.Path
		hexPath(&p, f, f, f*0.97)
		fill(img, &p, shade(base, 0.72))
		var q vector.Path
		hexPath(&q, f, f-f*0.03, f*0.88)
		fill(img, &q, shade(base, 1.08))
		var s vector.Path
		hexPath(&s, f, f+f*0.01, f*0.82)
		fill(img, &s, base)
		if c != kal.None {
			var g vector.Path
			symbolPath(&g, c, float32(f), float32(f), float32(f*0.3))
			fill(img, &g, sprites.WithAlpha(ink(base), 0.55))
		}
		return img
	})
}

// gemImage is a cut crystal of colour c of diameter d: a hexagonal stone
// with a table in the middle and six facets lit from the upper left, its
// symbol on the table.
func gemImage(c kal.Colour, d int) *ebiten.Image {
	d = max(d, 6)
	return artCache.Get(artKey{artGem, int(c), d}, func() *ebiten.Image {
		img := ebiten.NewImage(d, d)
		f := float64(d) / 2
		base := palette[c]
		outer, inner := gemRing(f, f*0.96), gemRing(f, f*0.55)
		var rim vector.Path
		ringPath(&rim, outer)
		fill(img, &rim, shade(base, 0.45))
		lx, ly := -0.55, -0.75
		for i := range 6 {
			j := (i + 1) % 6
			mx, my := (outer[i][0]+outer[j][0])/2-f, (outer[i][1]+outer[j][1])/2-f
			n := math.Hypot(mx, my)
			lit := 0.78 + 0.42*(mx*lx+my*ly)/n
			var fc vector.Path
			ringPath(&fc, [][2]float64{shrink(outer[i], f, 0.9), shrink(outer[j], f, 0.9), inner[j], inner[i]})
			fill(img, &fc, shade(base, lit))
		}
		var table vector.Path
		ringPath(&table, inner)
		fill(img, &table, shade(base, 1.18))
		var glint vector.Path
		ringPath(&glint, [][2]float64{inner[3], inner[4], {f - f*0.1, f - f*0.2}})
		fill(img, &glint, color.RGBA{0xff, 0xff, 0xff, 0x50})
		var g vector.Path
		symbolPath(&g, c, float32(f), float32(f), float32(f*0.34))
		fill(img, &g, ink(shade(base, 1.18)))
		return img
	})
}

// gemRing is a flat-topped hexagon of radius r round (f, f).
func gemRing(f, r float64) [][2]float64 {
	pts := make([][2]float64, 6)
	for i := range pts {
		a := float64(i) * math.Pi / 3
		pts[i] = [2]float64{f + r*math.Cos(a), f + r*math.Sin(a)}
	}
	return pts
}

func shrink(p [2]float64, f, k float64) [2]float64 {
	return [2]float64{f + (p[0]-f)*k, f + (p[1]-f)*k}
}

func ringPath(p *vector.Path, pts [][2]float64) {
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q[0]), float32(q[1]))
		} else {
			p.LineTo(float32(q[0]), float32(q[1]))
		}
	}
	p.Close()
}

// symbolImage is colour c's symbol in white in a box of d pixels.
func symbolImage(c kal.Colour, d int) *ebiten.Image {
	d = max(d, 4)
	return artCache.Get(artKey{artSymbol, int(c), d}, func() *ebiten.Image {
		img := ebiten.NewImage(d, d)
		var p vector.Path
		symbolPath(&p, c, float32(d)/2, float32(d)/2, float32(d)*0.46)
		fill(img, &p, color.White)
		return img
	})
}

// tokenImage is a seat's token: a disc in the seat's colour with a light
// rim and the colour's symbol.
func tokenImage(c kal.Colour, d int) *ebiten.Image {
	d = max(d, 6)
	return artCache.Get(artKey{artToken, int(c), d}, func() *ebiten.Image {
		img := ebiten.NewImage(d, d)
		f := float32(d) / 2
		var p vector.Path
		p.Arc(f, f, f*0.98, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		fill(img, &p, shade(palette[c], 0.6))
		var q vector.Path
		q.Arc(f, f-f*0.04, f*0.84, 0, 2*math.Pi, vector.Clockwise)
		q.Close()
		fill(img, &q, palette[c])
		var g vector.Path
		symbolPath(&g, c, f, f, f*0.48)
		fill(img, &g, ink(palette[c]))
		return img
	})
}

// drawImageAt draws img scaled to w x h with its centre at (cx, cy),
// faded by alpha.
func drawImageAt(dst, img *ebiten.Image, cx, cy, w, h, alpha float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(w/float64(b.Dx()), h/float64(b.Dy()))
	op.GeoM.Translate(cx-w/2, cy-h/2)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// drawGem draws a crystal of colour c of diameter d centred at (cx, cy).
func drawGem(dst *ebiten.Image, c kal.Colour, cx, cy, d, alpha float64) {
	if c == kal.None || d < 2 {
		return
	}
	n := int(math.Round(d))
	drawImageAt(dst, gemImage(c, n), cx, cy, d, d, alpha)
}

// drawSymbol draws colour c's symbol in a box of side d centred at
// (cx, cy), in clr.
func drawSymbol(dst *ebiten.Image, c kal.Colour, cx, cy, d float64, clr color.Color) {
	if c == kal.None || d < 2 {
		return
	}
	img := symbolImage(c, int(math.Round(d)))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(d/float64(img.Bounds().Dx()), d/float64(img.Bounds().Dy()))
	op.GeoM.Translate(cx-d/2, cy-d/2)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// seatColour is seat p's player colour: seat 0 red, seat 1 yellow, and so
// on in the rules page's order.
func seatColour(p int) kal.Colour {
	if p < 0 || p >= kal.MaxPlayers {
		return kal.None
	}
	return kal.Colour(p + 1)
}

// drawToken draws seat p's token of diameter d centred at (cx, cy).
func drawToken(dst *ebiten.Image, p int, cx, cy, d float64) {
	c := seatColour(p)
	if c == kal.None || d < 2 {
		return
	}
	sprites.TokenRim(dst, cx, cy, d, 1)
	drawImageAt(dst, tokenImage(c, int(math.Round(d))), cx, cy, d, d, 1)
}
