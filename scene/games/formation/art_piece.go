package formation

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/sprites"
)

// Piece colours of Die Formation: charcoal and ivory, as the balls.
var (
	FormationBlack = color.RGBA{0x2b, 0x2e, 0x36, 0xff}
	FormationWhite = color.RGBA{0xf3, 0xee, 0xe2, 0xff}
)

// PieceColor is the base colour of a side's pieces.
func PieceColor(s formation.Side) color.RGBA {
	if s == formation.White {
		return FormationWhite
	}
	return FormationBlack
}

// pieceNormal is the surface normal of a game piece seen from above at
// (nx, ny) in radii from its centre: a flat top, a bevelled edge and a
// shallow groove round the top, like a turned wooden stone.
func pieceNormal(nx, ny float64) [3]float64 {
	rho := math.Hypot(nx, ny)
	if rho < 1e-9 {
		return [3]float64{0, 0, 1}
	}
	dx, dy := nx/rho, ny/rho
	tilt := 0.12 * rho // the top is very slightly domed
	switch {
	case rho > 0.74: // the bevel rolls over to the side
		t := (rho - 0.74) / 0.26
		tilt = t * t * 1.35
	case math.Abs(rho-0.58) < 0.05: // the groove: its inner wall faces out
		tilt = -0.5 * math.Sin(math.Pi*(rho-0.53)/0.1)
	}
	s, c := math.Sin(tilt), math.Cos(tilt)
	return [3]float64{dx * s, dy * s, c}
}

// ShadePiece renders a game piece of diameter d in base colour: diffuse
// light from the upper left, a highlight, and a rim that keeps the ivory
// piece apart from the yellow squares and the charcoal one apart from the
// blue. The edge is antialiased by coverage. It needs no window.
func ShadePiece(base color.RGBA, d int) *image.RGBA {
	dark := base.R < 0x80
	h := sprites.Normalize(sprites.LightDir[0], sprites.LightDir[1], sprites.LightDir[2]+1)
	return sprites.ShadeDisc(d, func(nx, ny, cover float64) color.RGBA {
		n := pieceNormal(nx, ny)
		diffuse := math.Max(0, n[0]*sprites.LightDir[0]+n[1]*sprites.LightDir[1]+n[2]*sprites.LightDir[2])
		spec := math.Pow(math.Max(0, n[0]*h[0]+n[1]*h[1]+n[2]*h[2]), 40)
		edge := sprites.Clamp01((math.Hypot(nx, ny) - 0.9) / 0.1) // the outline
		return pieceTexel(base, dark, diffuse, spec, edge, cover)
	})
}

// pieceTexel mixes one pixel of a piece: lit colour, highlight, outline.
func pieceTexel(base color.RGBA, dark bool, diffuse, spec, edge, cover float64) color.RGBA {
	light, specAmt, outline := 0.5+0.6*diffuse, 0.55, -0.45
	if dark {
		light, specAmt, outline = 0.6+0.9*diffuse, 0.45, 0.35
	}
	c := [3]float64{float64(base.R), float64(base.G), float64(base.B)}
	var out [3]uint8
	for i := range c {
		v := c[i]*light + 255*specAmt*spec + 255*outline*edge*0.5
		out[i] = uint8(sprites.Clamp01(v/255)*255*cover + 0.5)
	}
	return color.RGBA{out[0], out[1], out[2], uint8(255*cover + 0.5)}
}

// Piece is the cached image of a side's piece with diameter d.
func Piece(s formation.Side, d int) *ebiten.Image {
	d = max(d, 2)
	return fmCache.Get(fmKey{kindPiece + int(s), d}, func() *ebiten.Image {
		return ebiten.NewImageFromImage(ShadePiece(PieceColor(s), d))
	})
}

// PieceDiameter is the size of a piece on a square of side cell: small
// enough to leave the corner glyph in view.
func PieceDiameter(cell float64) int { return max(int(cell*0.74+0.5), 3) }

// DrawPiece draws side's piece of diameter d resting centred at (cx, cy),
// scaled by s and faded by alpha.
func DrawPiece(dst *ebiten.Image, side formation.Side, d int, cx, cy, s, alpha float64) {
	DrawPieceAt(dst, side, d, cx, cy, 0, s, alpha)
}
