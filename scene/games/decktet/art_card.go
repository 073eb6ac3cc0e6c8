package decktet

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kaskade/engine/decktet"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// Decktet cards drawn in code. A face shows, in the top-left corner (the
// part a fanned tier leaves visible), the rank and the card's suits one
// under another; in the middle its suits large; at the bottom its name.
// Each face and the back are drawn once per size and cached.

var (
	CardStock  = color.RGBA{0xfa, 0xf4, 0xe6, 0xff}
	CardEdge   = color.RGBA{0xbf, 0xb2, 0x96, 0xff}
	CardInk    = color.RGBA{0x2a, 0x27, 0x24, 0xff}
	CardInkDim = color.RGBA{0x7a, 0x70, 0x62, 0xff}
	BackRed    = color.RGBA{0x8e, 0x23, 0x2c, 0xff}
	BackGold   = color.RGBA{0xe3, 0xc0, 0x7a, 0xff}
)

type cardKey struct {
	c    decktet.Card // decktet.NoCard for the back
	w, h int
	// The texts' floor and scale when it was drawn (sprites.MinTextSize,
	// TextScale): a card's rank and name follow the pixel ratio and the
	// text size, so a change of either draws the cards afresh.
	floor, scale float64
}

var cardCache = sprites.NewImageCache[cardKey](400)

// CardHeight is the height of a card w pixels wide (poker proportions).
func CardHeight(w float64) float64 { return math.Round(w * 1.4) }

// CardCorner is the corner radius of a card w pixels wide.
func CardCorner(w float64) float64 { return math.Max(2, w*0.08) }

// DrawCard draws card c (decktet.NoCard: the back) w x h at x, y, scaled
// horizontally by sx about its centre (a flip), with alpha.
func DrawCard(dst *ebiten.Image, c decktet.Card, x, y, w, h, sx, alpha float64) {
	img, k := cardFor(c, w, h)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(k.w)/2, 0)
	op.GeoM.Scale(sx*w/float64(k.w), h/float64(k.h))
	op.GeoM.Translate(x+w/2, y)
	op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(img, op)
}

// cardFor is card c's image for a card w x h, cached, and its key.
func cardFor(c decktet.Card, w, h float64) (*ebiten.Image, cardKey) {
	k := cardKey{c, max(int(math.Round(w)), 8), max(int(math.Round(h)), 11), sprites.MinTextSize(), sprites.TextScale()}
	return cardCache.Get(k, func() *ebiten.Image { return cardImage(k) }), k
}

// DrawCardShadow draws a soft drop shadow under a card at x, y; lift
// (0..1) moves it out and widens it, for a card in the air.
func DrawCardShadow(dst *ebiten.Image, x, y, w, h, lift float64) {
	o := w * (0.03 + 0.10*lift)
	r := CardCorner(w)
	sprites.FillRoundRect(dst, x+o*0.6, y+o, w, h, r, color.RGBA{0, 0, 0, uint8(0x50 - 0x18*lift)})
}

func cardImage(k cardKey) *ebiten.Image {
	img := ebiten.NewImage(k.w, k.h)
	w, h := float64(k.w), float64(k.h)
	r := CardCorner(w)
	sprites.FillRoundRect(img, 0, 0, w, h, r, CardEdge)
	if k.c == decktet.NoCard {
		drawBack(img, w, h, r)
		return img
	}
	sprites.FillRoundRect(img, 1, 1, w-2, h-2, r-1, CardStock)
	drawCorner(img, k.c, w)
	drawMiddle(img, k.c, w, h)
	drawName(img, k.c, w, h)
	return img
}

// drawCorner writes the rank and stacks the suits below it in the strip
// that stays visible when cards overlap.
func drawCorner(img *ebiten.Image, c decktet.Card, w float64) {
	x := w * 0.17
	size := w * 0.25
	if c.Rank() == decktet.Crown {
		drawCrownIcon(img, x, w*0.17, w*0.22, CardInk)
	} else {
		sprites.DrawText(img, cornerLabel(c.Rank()), sprites.Face(size, true), x, w*0.04, sprites.AlignCenter, sprites.AlignStart, CardInk)
	}
	d := w * 0.2
	y := w*0.36 + d/2
	for _, s := range decktet.Suits() {
		if c.Suits()&s != 0 {
			DrawSuit(img, s, x, y, d, SuitColour(s))
			y += d * 1.12
		}
	}
}

func cornerLabel(r decktet.Rank) string {
	switch r {
	case decktet.Ace:
		return "A"
	case decktet.Pawn:
		return "P"
	case decktet.Court:
		return "C"
	}
	return r.Letter()
}

// drawRankMark writes a rank as a card's corner does (the crown drawn,
// the others by cornerLabel), size high, centred at cx, cy: the rank
// tracker's chips name ranks as the cards do.
func drawRankMark(img *ebiten.Image, r decktet.Rank, cx, cy, size float64, clr color.RGBA) {
	if r == decktet.Crown {
		drawCrownIcon(img, cx, cy, size*0.9, clr)
		return
	}
	sprites.DrawText(img, cornerLabel(r), sprites.Face(size, true), cx, cy, sprites.AlignCenter, sprites.AlignCenter, clr)
}

// drawCrownIcon draws a small three-pointed crown d wide centred at cx, cy.
func drawCrownIcon(img *ebiten.Image, cx, cy, d float64, clr color.RGBA) {
	f := func(ux, uy float64) (float32, float32) { return float32(cx + (ux-0.5)*d), float32(cy + (uy-0.5)*d) }
	var p vector.Path
	for i, pt := range [][2]float64{{0, 0.2}, {0.25, 0.55}, {0.5, 0.05}, {0.75, 0.55}, {1, 0.2}, {0.9, 0.9}, {0.1, 0.9}} {
		x, y := f(pt[0], pt[1])
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(img, &p, nil, op)
}

// drawMiddle draws the suits large in the card's right part: one in the
// centre, two on a diagonal, three in a triangle.
func drawMiddle(img *ebiten.Image, c decktet.Card, w, h float64) {
	var suits []decktet.Suit
	for _, s := range decktet.Suits() {
		if c.Suits()&s != 0 {
			suits = append(suits, s)
		}
	}
	cx, cy := w*0.62, h*0.42
	var at [][2]float64
	d := w * 0.46
	switch len(suits) {
	case 1:
		at = [][2]float64{{0, 0}}
	case 2:
		d = w * 0.36
		at = [][2]float64{{-0.09, -0.17}, {0.09, 0.17}}
	default:
		d = w * 0.3
		at = [][2]float64{{0, -0.2}, {-0.14, 0.12}, {0.14, 0.12}}
	}
	for i, s := range suits {
		DrawSuit(img, s, cx+at[i][0]*w*1.1, cy+at[i][1]*h, d, SuitColour(s))
	}
}

// drawName writes the card's name along the bottom, shrunk to fit, with
// the rank's word under it for the cards that have no number. A name too
// wide for the card even at the text size's floor ("Chance Meeting" on a
// phone in the largest text, cut to "ance Meet") takes two lines; an ace
// is named whole ("Ace of Wyrms"), as the guide names it.
func drawName(img *ebiten.Image, c decktet.Card, w, h float64) {
	name := c.Title()
	size := w * 0.15
	for size > 6 && sprites.TextWidth(name, sprites.Face(size, false)) > w*0.9 {
		size *= 0.92
	}
	lines := ui.WrapLines(name, sprites.Face(size, false), w*0.96)
	lineH := 1.15 * sprites.DrawnSize(size)
	nameH := float64(len(lines)) * lineH
	y := math.Min(h*0.80, h*0.80+lineH/2-nameH/2) // the name's middle; a second line grows upwards
	if word := rankWord(c.Rank()); word != "" {   // the word under the name, as far as the sizes drawn need (the text's floor)
		wordH := 1.15 * sprites.DrawnSize(w*0.105)
		wordY := min(h*0.80+w*0.15, h*0.985-wordH/2)
		nameY := min(y, wordY-(nameH+wordH)/2)
		if nameY-nameH/2 >= h*0.5 { // else no room on a small card: its corner shows the rank
			y = nameY
			sprites.DrawText(img, word, sprites.Face(w*0.105, false), w/2, wordY, sprites.AlignCenter, sprites.AlignCenter, CardInkDim)
		}
	}
	top := y - nameH/2
	for i, line := range lines {
		sprites.DrawText(img, line, sprites.Face(size, false), w/2, top+(float64(i)+0.5)*lineH, sprites.AlignCenter, sprites.AlignCenter, CardInk)
	}
}

func rankWord(r decktet.Rank) string {
	switch r {
	case decktet.Pawn, decktet.Court, decktet.Crown:
		return r.String()
	}
	return ""
}

// drawBack is a deep red back with a gold lattice, frame and medallion.
func drawBack(img *ebiten.Image, w, h, r float64) {
	sprites.FillRoundRect(img, 1, 1, w-2, h-2, r-1, CardStock)
	m := math.Max(2, math.Round(w*0.07))
	iw, ih := int(w-2*m), int(h-2*m)
	inner := ebiten.NewImage(max(iw, 1), max(ih, 1))
	defer inner.Deallocate()
	inner.Fill(BackRed)
	step := math.Max(4, w*0.14)
	clr := sprites.WithAlpha(BackGold, 0.35)
	lw := float32(math.Max(1, w*0.015))
	fh := float32(ih)
	for d := -float64(ih); d < float64(iw)+float64(ih); d += step {
		x := float32(d)
		vector.StrokeLine(inner, x, 0, x+fh, fh, lw, clr, true)
		vector.StrokeLine(inner, x, fh, x+fh, 0, lw, clr, true)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(m, m)
	img.DrawImage(inner, op)
	sprites.StrokeRoundRect(img, m, m, w-2*m, h-2*m, 1, math.Max(1, w*0.02), BackGold)
	d := w * 0.34
	sprites.FillRoundRect(img, w/2-d/2, h/2-d/2, d, d, d/2, BackRed)
	sprites.StrokeRoundRect(img, w/2-d/2, h/2-d/2, d, d, d/2, math.Max(1, w*0.02), BackGold)
	DrawSuit(img, decktet.Knots, w/2, h/2, d*0.62, BackGold)
}
