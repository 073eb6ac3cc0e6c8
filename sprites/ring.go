package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// StrokeCircle draws an antialiased ring in clr: centre (cx, cy), radius r
// to the middle of the line, line width w. It draws what
// vector.StrokeCircle(..., true) draws, but from a cached image: in
// Ebitengine v2.10 an antialiased stroke of a small circle can flatten into
// millions of vertices (the round joins of its tiny segments), hundreds of
// milliseconds and megabytes of vertex data a frame, and far more with a
// software WebGL (docs/browser.md).
//
// The image holds the ring at cx and cy's fraction of a pixel (in eighths),
// so it is drawn pixel for pixel, as sharp as a path.
func StrokeCircle(dst *ebiten.Image, cx, cy, r, w float64, clr color.Color) {
	if w <= 0 || r <= 0 {
		return
	}
	x0, y0 := math.Floor(cx), math.Floor(cy)
	k := ringKey{r: q8(r), w: q8(w), fx: q8(cx - x0), fy: q8(cy - y0)}
	img := ringCache.Get(k, func() *ebiten.Image { return ebiten.NewImageFromImage(RingImage(k.ring())) })
	op := &ebiten.DrawImageOptions{}
	half := float64(img.Bounds().Dx() / 2)
	op.GeoM.Translate(x0-half, y0-half)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, op)
}

// q8 is v in eighths of a pixel.
func q8(v float64) int { return int(math.Round(v * 8)) }

// ringKey is a ring's radius and width and its centre's fraction of a
// pixel, all in eighths of a pixel.
type ringKey struct{ r, w, fx, fy int }

var ringCache = NewImageCache[ringKey](128)

// ring is the key's ring in pixels.
func (k ringKey) ring() Ring {
	return Ring{R: float64(k.r) / 8, W: float64(k.w) / 8, FX: float64(k.fx) / 8, FY: float64(k.fy) / 8}
}

// Ring is a ring to render: radius R to the middle of its line, line width
// W, its centre FX and FY (0 to 1) right of and below the middle image
// pixel's top left corner.
type Ring struct{ R, W, FX, FY float64 }

// RingImage renders ring in white, premultiplied, its alpha each pixel's
// coverage (by 4×4 samples). The image is square and odd-sized around the
// centre's pixel; it needs no window, so it is tested directly.
func RingImage(ring Ring) *image.RGBA {
	half := int(math.Ceil(ring.R+ring.W/2)) + 1
	n := 2*half + 1
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	outer, inner := ring.R+ring.W/2, math.Max(0, ring.R-ring.W/2)
	cx, cy := float64(half)+ring.FX, float64(half)+ring.FY
	const s = 4 // samples per pixel in each direction
	for y := range n {
		for x := range n {
			hits := 0
			for sy := range s {
				for sx := range s {
					dx := float64(x) + (float64(sx)+0.5)/s - cx
					dy := float64(y) + (float64(sy)+0.5)/s - cy
					if d := math.Hypot(dx, dy); d <= outer && d >= inner {
						hits++
					}
				}
			}
			if hits > 0 {
				v := uint8((255*hits + s*s/2) / (s * s))
				img.SetRGBA(x, y, color.RGBA{v, v, v, v})
			}
		}
	}
	return img
}

// TokenRim rings a round piece of diameter d drawn on a panel or the
// ground (a seat's token, a score card's piece) in a theme with outlines:
// high contrast's black ground would swallow a black piece's edge. Other
// themes draw nothing; their panels part from a dark piece by shade.
func TokenRim(dst *ebiten.Image, cx, cy, d, alpha float64) {
	if current.OutlineWidth <= 0 || alpha <= 0 {
		return
	}
	w := math.Max(1.5, d*0.06)
	StrokeCircle(dst, cx, cy, d/2+w/2, w, WithAlpha(Outline, 0.8*alpha))
}
