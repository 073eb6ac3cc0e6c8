package decktet

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kaskade/engine/decktet"
	"kaskade/sprites"
)

// The six Decktet suits as simple vector symbols: a crescent, a sun with
// rays, three wave lines, a leaf, a serpent and a knot loop. Each is
// filled once per size in white into a cached image and drawn tinted, so
// a card or the rank tracker costs one quad per symbol.

// SuitColour is a suit's colour: six hues far enough apart to tell at a
// glance on cream card stock.
func SuitColour(s decktet.Suit) color.RGBA {
	switch s {
	case decktet.Moons:
		return color.RGBA{0x5e, 0x48, 0xb8, 0xff} // violet
	case decktet.Suns:
		return color.RGBA{0xe0, 0x8e, 0x0b, 0xff} // amber
	case decktet.Waves:
		return color.RGBA{0x1c, 0x78, 0xc4, 0xff} // sea blue
	case decktet.Leaves:
		return color.RGBA{0x2f, 0x8f, 0x3a, 0xff} // green
	case decktet.Wyrms:
		return color.RGBA{0xc4, 0x32, 0x2c, 0xff} // red
	case decktet.Knots:
		return color.RGBA{0x7e, 0x52, 0x2a, 0xff} // brown
	}
	return color.RGBA{0x40, 0x40, 0x40, 0xff}
}

type suitKey struct {
	s decktet.Suit
	d int
}

// suitCache holds the symbols by suit and size.
var suitCache = sprites.NewImageCache[suitKey](96)

// DrawSuit draws suit s's symbol d pixels across centred at cx, cy.
func DrawSuit(dst *ebiten.Image, s decktet.Suit, cx, cy, d float64, clr color.Color) {
	k := suitKey{s, max(int(math.Ceil(d)), 4)}
	img := suitCache.Get(k, func() *ebiten.Image { return suitImage(s, k.d) })
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	sc := d / float64(k.d)
	op.GeoM.Translate(-float64(k.d)/2, -float64(k.d)/2)
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, op)
}

// suitImage draws the symbol in white on a d x d transparent image; the
// shapes are laid out on a unit square (0..1) and scaled.
func suitImage(s decktet.Suit, d int) *ebiten.Image {
	img := ebiten.NewImage(d, d)
	f := float32(d)
	switch s {
	case decktet.Moons:
		drawMoon(img, f)
	case decktet.Suns:
		drawSun(img, f)
	case decktet.Waves:
		drawWaves(img, f)
	case decktet.Leaves:
		drawLeaf(img, f)
	case decktet.Wyrms:
		drawWyrm(img, f)
	case decktet.Knots:
		drawKnot(img, f)
	}
	return img
}

var aa = &vector.DrawPathOptions{AntiAlias: true}

func fillCircle(img *ebiten.Image, x, y, r float32, op *vector.DrawPathOptions) {
	var p vector.Path
	p.Arc(x, y, r, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	vector.FillPath(img, &p, nil, op)
}

func stroke(img *ebiten.Image, p *vector.Path, w float32) {
	vector.StrokePath(img, p, &vector.StrokeOptions{Width: w, LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}, aa)
}

// drawMoon cuts a disc out of a disc: a crescent opening to the right.
func drawMoon(img *ebiten.Image, f float32) {
	fillCircle(img, 0.47*f, 0.5*f, 0.42*f, aa)
	fillCircle(img, 0.66*f, 0.40*f, 0.36*f, &vector.DrawPathOptions{AntiAlias: true, Blend: ebiten.BlendDestinationOut})
}

// drawSun is a disc with eight pointed rays.
func drawSun(img *ebiten.Image, f float32) {
	c := 0.5 * f
	fillCircle(img, c, c, 0.24*f, aa)
	var p vector.Path
	for i := range 8 {
		a := float64(i) * math.Pi / 4
		tip := func(r, da float64) (float32, float32) {
			return c + float32(r*math.Cos(a+da))*f, c + float32(r*math.Sin(a+da))*f
		}
		x0, y0 := tip(0.30, -0.2)
		x1, y1 := tip(0.49, 0)
		x2, y2 := tip(0.30, 0.2)
		p.MoveTo(x0, y0)
		p.LineTo(x1, y1)
		p.LineTo(x2, y2)
		p.Close()
	}
	vector.FillPath(img, &p, nil, aa)
}

// drawWaves strokes three wavy lines.
func drawWaves(img *ebiten.Image, f float32) {
	for row := range 3 {
		y := (0.25 + 0.25*float32(row)) * f
		var p vector.Path
		p.MoveTo(0.08*f, y)
		for k := range 3 {
			x := (0.08 + 0.28*float32(k)) * f
			p.QuadTo(x+0.07*f, y-0.11*f, x+0.14*f, y)
			p.QuadTo(x+0.21*f, y+0.11*f, x+0.28*f, y)
		}
		stroke(img, &p, 0.085*f)
	}
}

// drawLeaf is a pointed leaf with its midrib cut out and a short stem.
func drawLeaf(img *ebiten.Image, f float32) {
	var p vector.Path
	p.MoveTo(0.18*f, 0.82*f)
	p.QuadTo(0.10*f, 0.22*f, 0.86*f, 0.12*f)
	p.QuadTo(0.80*f, 0.86*f, 0.18*f, 0.82*f)
	p.Close()
	vector.FillPath(img, &p, nil, aa)
	var rib vector.Path
	rib.MoveTo(0.24*f, 0.76*f)
	rib.LineTo(0.74*f, 0.26*f)
	vector.StrokePath(img, &rib, &vector.StrokeOptions{Width: 0.05 * f, LineCap: vector.LineCapRound}, &vector.DrawPathOptions{AntiAlias: true, Blend: ebiten.BlendDestinationOut})
	var stem vector.Path
	stem.MoveTo(0.20*f, 0.80*f)
	stem.LineTo(0.08*f, 0.92*f)
	stroke(img, &stem, 0.06*f)
}

// drawWyrm is a serpent: a thick S-curve with a round head.
func drawWyrm(img *ebiten.Image, f float32) {
	var p vector.Path
	p.MoveTo(0.12*f, 0.84*f)
	p.CubicTo(0.55*f, 0.95*f, 0.72*f, 0.62*f, 0.45*f, 0.50*f)
	p.CubicTo(0.18*f, 0.38*f, 0.34*f, 0.10*f, 0.70*f, 0.20*f)
	stroke(img, &p, 0.12*f)
	fillCircle(img, 0.76*f, 0.21*f, 0.11*f, aa)
	fillCircle(img, 0.79*f, 0.18*f, 0.025*f, &vector.DrawPathOptions{AntiAlias: true, Blend: ebiten.BlendDestinationOut})
}

// drawKnot strokes a trefoil knot loop.
func drawKnot(img *ebiten.Image, f float32) {
	var p vector.Path
	const n = 72
	for i := 0; i <= n; i++ {
		t := 2 * math.Pi * float64(i) / n
		x := math.Sin(t) + 2*math.Sin(2*t)
		y := math.Cos(t) - 2*math.Cos(2*t)
		px, py := f*float32(0.5+x*0.135), f*float32(0.52+y*0.135)
		if i == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	stroke(img, &p, 0.085*f)
}
