package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Light comes from the upper left, towards the viewer.
var LightDir = Normalize(-0.45, -0.62, 0.64)

func Normalize(x, y, z float64) [3]float64 {
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
	h := Normalize(LightDir[0], LightDir[1], LightDir[2]+1)
	for y := 0; y < d; y++ {
		for x := 0; x < d; x++ {
			px, py := float64(x)+0.5-r, float64(y)+0.5-r
			dist := math.Hypot(px, py)
			cover := Clamp01(r - dist + 0.5)
			if cover == 0 {
				continue
			}
			nx, ny := px/r, py/r
			nz := math.Sqrt(math.Max(0, 1-nx*nx-ny*ny))
			diffuse := math.Max(0, nx*LightDir[0]+ny*LightDir[1]+nz*LightDir[2])
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
				out[i] = uint8(Clamp01(v/255)*255*cover + 0.5)
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
			a := Clamp01((1 - t) / math.Max(falloff, 1e-3))
			a = a * a * (3 - 2*a)
			v := uint8(255*a + 0.5)
			img.SetRGBA(x, y, color.RGBA{v, v, v, v})
		}
	}
	return img
}

func Clamp01(v float64) float64 {
	return math.Max(0, math.Min(1, v))
}

type ImgKey struct {
	Kind int // 0 ball white, 1 ball black, 2 shadow, 3 glow
	D    int
}

// imgCache holds the balls, shadows and glows by kind and diameter.
var imgCache = NewImageCache[ImgKey](96)

func Cached(k ImgKey, make func() image.Image) *ebiten.Image {
	return imgCache.Get(k, func() *ebiten.Image { return ebiten.NewImageFromImage(make()) })
}

// Shadow is a soft disc for the shadow under a ball of diameter d.
func Shadow(d int) *ebiten.Image {
	d = max(d, 2)
	return Cached(ImgKey{2, d}, func() image.Image { return SoftDisc(d, 0.55) })
}

// Glow is a soft disc that fades from the centre, for halos.
func Glow(d int) *ebiten.Image {
	d = max(d, 2)
	return Cached(ImgKey{3, d}, func() image.Image { return SoftDisc(d, 1) })
}

// DrawGlow draws a soft halo of colour clr, diameter d, centred at (cx, cy).
func DrawGlow(dst *ebiten.Image, cx, cy, d float64, clr color.RGBA, alpha float64) {
	if alpha <= 0 || d <= 0 {
		return
	}
	n := int(math.Min(d, 256) + 0.5)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(n)/2, -float64(n)/2)
	op.GeoM.Scale(d/float64(n), d/float64(n))
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleWithColor(clr)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(Glow(n), op)
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

// ShadeDisc renders a disc of diameter d, its edge antialiased by
// coverage: texel colours each covered pixel from its place on the unit
// disc (nx, ny from -1 to 1 across) and its coverage (0 to 1). It needs no
// window. The games' pieces and stones are drawn with it.
func ShadeDisc(d int, texel func(nx, ny, cover float64) color.RGBA) *image.RGBA {
	d = max(d, 1)
	img := image.NewRGBA(image.Rect(0, 0, d, d))
	r := float64(d) / 2
	for y := range d {
		for x := range d {
			px, py := float64(x)+0.5-r, float64(y)+0.5-r
			if cover := Clamp01(r - math.Hypot(px, py) + 0.5); cover > 0 {
				img.SetRGBA(x, y, texel(px/r, py/r, cover))
			}
		}
	}
	return img
}
