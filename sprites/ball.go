package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
)

// Light comes from the upper left, towards the viewer.
var lightDir = normalize(-0.45, -0.62, 0.64)

func normalize(x, y, z float64) [3]float64 {
	l := math.Sqrt(x*x + y*y + z*z)
	return [3]float64{x / l, y / l, z / l}
}

// ShadeBall renders a sphere of diameter d (pixels) in the base colour: a
// diffuse term, a specular highlight and a rim that keeps the silhouette
// readable on the board. The edge is antialiased by pixel coverage. It needs
// no window, so it is tested directly.
func ShadeBall(base color.RGBA, d int) *image.RGBA {
	if d < 1 {
		d = 1
	}
	img := image.NewRGBA(image.Rect(0, 0, d, d))
	r := float64(d) / 2
	dark := base.R < 0x80
	h := normalize(lightDir[0], lightDir[1], lightDir[2]+1)
	for y := 0; y < d; y++ {
		for x := 0; x < d; x++ {
			px, py := float64(x)+0.5-r, float64(y)+0.5-r
			dist := math.Hypot(px, py)
			cover := clamp01(r - dist + 0.5)
			if cover == 0 {
				continue
			}
			nx, ny := px/r, py/r
			nz := math.Sqrt(math.Max(0, 1-nx*nx-ny*ny))
			diffuse := math.Max(0, nx*lightDir[0]+ny*lightDir[1]+nz*lightDir[2])
			spec := math.Pow(math.Max(0, nx*h[0]+ny*h[1]+nz*h[2]), 48)
			rim := math.Pow(1-nz, 3)
			light, specAmt, rimCol := 0.58+0.52*diffuse, 0.8, -0.34
			if dark {
				light, specAmt, rimCol = 0.55+0.75*diffuse, 0.75, 0.22
			}
			c := [3]float64{float64(base.R), float64(base.G), float64(base.B)}
			var out [3]uint8
			for i := range c {
				v := c[i]*light + 255*specAmt*spec + 255*rimCol*rim*0.5
				if dark && i == 2 {
					v += 30 * rim // a cool rim light separates black from the board
				}
				out[i] = uint8(clamp01(v/255)*255*cover + 0.5)
			}
			img.SetRGBA(x, y, color.RGBA{out[0], out[1], out[2], uint8(255*cover + 0.5)})
		}
	}
	return img
}

// SoftDisc renders a white disc of diameter d whose alpha falls off from the
// centre: falloff 0 is a hard disc, 1 fades all the way from the centre.
// Tinted with a ColorScale it is a shadow or a glow.
func SoftDisc(d int, falloff float64) *image.RGBA {
	if d < 1 {
		d = 1
	}
	img := image.NewRGBA(image.Rect(0, 0, d, d))
	r := float64(d) / 2
	for y := 0; y < d; y++ {
		for x := 0; x < d; x++ {
			t := math.Hypot(float64(x)+0.5-r, float64(y)+0.5-r) / r
			a := clamp01((1 - t) / math.Max(falloff, 1e-3))
			a = a * a * (3 - 2*a)
			v := uint8(255*a + 0.5)
			img.SetRGBA(x, y, color.RGBA{v, v, v, v})
		}
	}
	return img
}

func clamp01(v float64) float64 {
	return math.Max(0, math.Min(1, v))
}

type imgKey struct {
	kind int // 0 ball white, 1 ball black, 2 shadow, 3 glow
	d    int
}

// imgCache holds the balls, shadows and glows by kind and diameter.
var imgCache = newImageCache[imgKey](96)

func cached(k imgKey, make func() image.Image) *ebiten.Image {
	return imgCache.get(k, func() *ebiten.Image { return ebiten.NewImageFromImage(make()) })
}

// Ball is the cached image of a side's ball with diameter d.
func Ball(p kaskade.Player, d int) *ebiten.Image {
	kind := 0
	if p == kaskade.Black {
		kind = 1
	}
	d = max(d, 2)
	return cached(imgKey{kind, d}, func() image.Image { return ShadeBall(BallColor(p), d) })
}

// Shadow is a soft disc for the shadow under a ball of diameter d.
func Shadow(d int) *ebiten.Image {
	d = max(d, 2)
	return cached(imgKey{2, d}, func() image.Image { return SoftDisc(d, 0.55) })
}

// Glow is a soft disc that fades from the centre, for halos.
func Glow(d int) *ebiten.Image {
	d = max(d, 2)
	return cached(imgKey{3, d}, func() image.Image { return SoftDisc(d, 1) })
}

// BallSlots are where n balls sit in a cell, in cell widths from the
// centre, so that the count reads at a glance: 1 centre, 2 side by side,
// 3 a triangle, 4 or more a square (more shows a number too).
func BallSlots(n int) [][2]float64 {
	switch {
	case n <= 0:
		return nil
	case n == 1:
		return [][2]float64{{0, 0}}
	case n == 2:
		return [][2]float64{{-0.2, 0.0}, {0.2, 0.0}}
	case n == 3:
		return [][2]float64{{0, -0.17}, {-0.2, 0.16}, {0.2, 0.16}}
	}
	return [][2]float64{{-0.2, -0.2}, {0.2, -0.2}, {-0.2, 0.2}, {0.2, 0.2}}
}

// BallDiameter is the ball size in a cell of side cell pixels.
func BallDiameter(cell float64) int {
	return max(int(cell*0.40+0.5), 3)
}

// DrawBall draws a ball of diameter d centred at (cx, cy) with its shadow,
// scaled by s and faded by alpha.
func DrawBall(dst *ebiten.Image, p kaskade.Player, d int, cx, cy, s, alpha float64) {
	DrawBallShadow(dst, d, cx, cy, s, alpha)
	DrawBallOnly(dst, p, d, cx, cy, s, alpha)
}

// DrawBallShadow draws only the soft shadow of a ball; a cell draws all its
// shadows first so no shadow falls on a neighbouring ball.
func DrawBallShadow(dst *ebiten.Image, d int, cx, cy, s, alpha float64) {
	if s <= 0 || alpha <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(d)/2, -float64(d)/2)
	op.GeoM.Scale(s*1.08, s*1.08)
	op.GeoM.Translate(cx+float64(d)*0.06*s, cy+float64(d)*0.11*s)
	op.ColorScale.Scale(0, 0, 0, float32(0.42*alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(Shadow(d), op)
}

// DrawBallOnly draws the ball without its shadow.
func DrawBallOnly(dst *ebiten.Image, p kaskade.Player, d int, cx, cy, s, alpha float64) {
	if s <= 0 || alpha <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(d)/2, -float64(d)/2)
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(Ball(p, d), op)
}
