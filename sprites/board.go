package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// FillRoundRect fills a rectangle with rounded corners of radius r.
func FillRoundRect(dst *ebiten.Image, x, y, w, h, r float64, clr color.Color) {
	drawRoundRect(dst, x, y, w, h, r, 0, clr)
}

// StrokeRoundRect outlines a rounded rectangle with a line of width lw.
func StrokeRoundRect(dst *ebiten.Image, x, y, w, h, r, lw float64, clr color.Color) {
	if lw <= 0 {
		return
	}
	drawRoundRect(dst, x, y, w, h, r, lw, clr)
}

// Antialiased paths are costly to fill every frame (a software GL renders
// them at a few frames per second), so a rounded rectangle is drawn tinted
// from a white image made once. The image is rendered on the CPU
// (RoundRectImage): the first frame then compiles no path shaders and
// fills no stencils, which under a software WebGL took a good part of the
// first frame (docs/browser.md). A rectangle with room for it is drawn in
// nine pieces from a small image of its corners and straight edges
// (drawNineSlice), which serves every rectangle of its radius and line;
// a small one from an image of its own.
type rrKey struct{ w, h, r, lw int }

var rrCache = NewImageCache[rrKey](512)

func drawRoundRect(dst *ebiten.Image, x, y, w, h, r, lw float64, clr color.Color) {
	if w < 1 || h < 1 {
		return
	}
	k := rrKey{int(math.Round(w)), int(math.Round(h)), int(math.Round(r)), int(math.Round(lw * 4))}
	if c := cornerExtent(float64(k.r), float64(k.lw)/4); k.w >= 2*c && k.h >= 2*c {
		drawNineSlice(dst, x, y, w, h, k, c, clr)
		return
	}
	img := rrCache.Get(k, func() *ebiten.Image {
		return ebiten.NewImageFromImage(RoundRectImage(k.w, k.h, float64(k.r), float64(k.lw)/4))
	})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-1, -1)
	op.GeoM.Scale(w/float64(k.w), h/float64(k.h))
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// cornerExtent is c: in the image RoundRectImage makes, the columns from c
// to c from the far side are all alike (straight edges only), and so are
// the rows, for any rectangle of radius r and line lw at least 2c on a side.
func cornerExtent(r, lw float64) int {
	outer := r // the outer edge's radius
	if lw > 0 {
		outer = max(0, r-lw/2) + lw/2
	}
	return 1 + int(math.Ceil(outer+lw))
}

// drawNineSlice draws the rounded rectangle k (at least 2c on a side) from
// the image of one 2c+1 on a side: its corners and edges as they are, its
// middle row and column stretched. It gives what drawing k's own image
// gives, pixel for pixel: the pieces meet, and are sampled (linearly, past
// their edges too), only where the columns and rows are alike.
func drawNineSlice(dst *ebiten.Image, x, y, w, h float64, k rrKey, c int, clr color.Color) {
	src := rrCache.Get(rrKey{w: -1, h: -1, r: k.r, lw: k.lw}, func() *ebiten.Image {
		return ebiten.NewImageFromImage(RoundRectImage(2*c+1, 2*c+1, float64(k.r), float64(k.lw)/4))
	})
	// Where the pieces meet, on the screen (as DrawImage would place k's
	// own image: its corners at float32 positions snapped as it snaps
	// them) and on the small image.
	xs := pieceEdges(x, w, k.w, c)
	ys := pieceEdges(y, h, k.h, c)
	small := [4]float32{0, float32(c + 1), float32(c + 2), float32(2*c + 3)}
	cr, cg, cb, ca := clr.RGBA()
	var vs [16]ebiten.Vertex
	for j := range 4 {
		for i := range 4 {
			vs[4*j+i] = ebiten.Vertex{
				DstX: xs[i], DstY: ys[j],
				SrcX: small[i], SrcY: small[j],
				ColorR: float32(cr) / 0xffff, ColorG: float32(cg) / 0xffff, ColorB: float32(cb) / 0xffff, ColorA: float32(ca) / 0xffff,
			}
		}
	}
	is := make([]uint16, 0, 54)
	for j := range 3 {
		for i := range 3 {
			a := uint16(4*j + i)
			is = append(is, a, a+1, a+4, a+1, a+5, a+4)
		}
	}
	op := &ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(vs[:], is, src, op)
}

// pieceEdges are the screen positions, along one axis, of the edges of
// the nine pieces of a rectangle at x, size long, whose image is n+2
// pixels long (a pixel of margin each side): where DrawImage would put
// the image's ends, scaled to size/n from the margin's inside, and in
// between the pieces' edges at c+1 and n+1-c pixels of the image.
func pieceEdges(x, size float64, n, c int) [4]float32 {
	s := size / float64(n)
	a, t := float32(s), float32(x-s) // DrawImage's float32 matrix
	e0, e1 := snapPixel(t), snapPixel(a*float32(n+2)+t)
	at := func(f int) float32 { return e0 + (e1-e0)*float32(f)/float32(n+2) }
	return [4]float32{e0, at(c + 1), at(n + 1 - c), e1}
}

// snapPixel moves a vertex's coordinate off a pixel's centre as DrawImage
// does (Ebitengine's adjustDestinationPixel): to the nearest of 0, 5/16,
// 11/16 and 1 of a pixel.
func snapPixel(x float32) float32 {
	ix := float32(math.Floor(float64(x)))
	switch f := x - ix; {
	case f < 3.0/16:
		return ix
	case f < 8.0/16:
		return ix + 5.0/16
	case f < 13.0/16:
		return ix + 11.0/16
	}
	return ix + 1
}

// RoundRectImage renders a w×h rectangle with corners of radius r, filled
// (lw 0) or outlined inside its edge by a line lw wide, in white,
// premultiplied, with a pixel of margin all round: (w+2)×(h+2) pixels, the
// rectangle from (1, 1). Each pixel's alpha is its coverage, by 4×4 samples
// where an edge crosses it: the shape an antialiased vector path of the
// rectangle gave, filled, or stroked with round joins along the rectangle
// inset by lw/2. It needs no window, so it is tested directly.
func RoundRectImage(w, h int, r, lw float64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w+2, h+2))
	fw, fh := float64(w), float64(h)
	var shapes [2]roundedBox // the outer edge; the inner one of an outline
	if lw <= 0 {
		shapes[0] = newRoundedBox(1, 1, fw, fh, r)
	} else {
		// The line's centre is the rectangle inset by lw/2, its radius
		// less lw/2 (no more than half a side); the line reaches lw/2
		// either side of it.
		rho := max(0, min(r-lw/2, (fw-lw)/2, (fh-lw)/2))
		shapes[0] = newRoundedBox(1, 1, fw, fh, rho+lw/2)
		shapes[1] = newRoundedBox(1+lw, 1+lw, fw-2*lw, fh-2*lw, max(0, rho-lw/2))
	}
	stride := img.Stride
	var band int = -1 // the first row of the straight middle, once rendered
	for y := range h + 2 {
		row := img.Pix[y*stride : (y+1)*stride]
		if straight := shapes[0].straightRow(y) && (lw <= 0 || shapes[1].straightRow(y)); straight {
			if band >= 0 {
				copy(row, img.Pix[band*stride:(band+1)*stride])
				continue
			}
			band = y
		}
		// Between the corners (and clear of an outline's inner corners) a
		// row's pixels are all alike: one is worked out for them all.
		midL := int(math.Ceil(shapes[0].x0 + shapes[0].rad + lw))
		midR := int(math.Floor(shapes[0].x1 - shapes[0].rad - lw))
		for x := 0; x < w+2; x++ {
			v := coverage(shapes[0], shapes[1], lw > 0, x, y)
			end := x + 1
			if x == midL && midL < midR {
				end = midR
			}
			if v > 0 {
				for ; x < end; x++ {
					row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = v, v, v, v
				}
			}
			x = end - 1
		}
	}
	return img
}

// roundedBox is a rectangle from (x0, y0) to (x1, y1) with corners of
// radius rad; an empty one (x1 <= x0) holds no point.
type roundedBox struct{ x0, y0, x1, y1, rad float64 }

func newRoundedBox(x, y, w, h, rad float64) roundedBox {
	if w <= 0 || h <= 0 {
		return roundedBox{}
	}
	return roundedBox{x, y, x + w, y + h, max(0, min(rad, w/2, h/2))}
}

func (b roundedBox) empty() bool { return b.x1 <= b.x0 || b.y1 <= b.y0 }

// contains reports whether the point lies in the box.
func (b roundedBox) contains(px, py float64) bool {
	if px < b.x0 || px > b.x1 || py < b.y0 || py > b.y1 {
		return false
	}
	dx := px - min(max(px, b.x0+b.rad), b.x1-b.rad)
	dy := py - min(max(py, b.y0+b.rad), b.y1-b.rad)
	return dx*dx+dy*dy <= b.rad*b.rad
}

// straightRow reports whether pixel row y lies where the box's edges are
// straight and upright (between its corners, or wholly above or below it),
// so that the row looks like every other such row.
func (b roundedBox) straightRow(y int) bool {
	fy := float64(y)
	return b.empty() || (fy >= b.y0+b.rad && fy+1 <= b.y1-b.rad)
}

// pixelIn says how pixel (x, y) lies in b: 1 wholly inside, 0 wholly
// outside, -1 across an edge.
func (b roundedBox) pixelIn(x, y int) int {
	fx, fy := float64(x), float64(y)
	switch {
	case b.empty() || fx+1 <= b.x0 || fx >= b.x1 || fy+1 <= b.y0 || fy >= b.y1:
		return 0
	case fx >= b.x0 && fx+1 <= b.x1 && fy >= b.y0+b.rad && fy+1 <= b.y1-b.rad,
		fy >= b.y0 && fy+1 <= b.y1 && fx >= b.x0+b.rad && fx+1 <= b.x1-b.rad:
		return 1
	}
	return -1
}

// coverage is the alpha of pixel (x, y): in outer and, for an outline
// (ring), not in inner.
func coverage(outer, inner roundedBox, ring bool, x, y int) uint8 {
	o := outer.pixelIn(x, y)
	i := 0
	if ring {
		i = inner.pixelIn(x, y)
	}
	switch {
	case o == 0 || i == 1:
		return 0
	case o == 1 && i == 0:
		return 255
	}
	const s = 4 // samples per pixel in each direction
	hits := 0
	for sy := range s {
		py := float64(y) + (float64(sy)+0.5)/s
		for sx := range s {
			px := float64(x) + (float64(sx)+0.5)/s
			if outer.contains(px, py) && !(ring && inner.contains(px, py)) {
				hits++
			}
		}
	}
	return uint8((255*hits + s*s/2) / (s * s))
}

// FillRect fills a plain rectangle (batched, no antialiasing needed).
func FillRect(dst *ebiten.Image, x, y, w, h float64, clr color.Color) {
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), clr, false)
}
