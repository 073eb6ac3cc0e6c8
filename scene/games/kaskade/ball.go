package kaskade

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

// partyKinds is the first image kind of the party colours' balls, clear
// of the kinds sprites uses itself.
const partyKinds = 0x4b50

// Ball is the cached image of a side's ball with diameter d.
func Ball(p kaskade.Player, d int) *ebiten.Image {
	kind := 0
	if p == kaskade.Black {
		kind = 1
	}
	d = max(d, 2)
	if i := int(p) - 3; i >= 0 && i < len(partyInks) { // a colour of a game of more players
		return sprites.Cached(sprites.ImgKey{Kind: partyKinds + i, D: d}, func() image.Image { return partyBall(i, d) })
	}
	return sprites.Cached(sprites.ImgKey{Kind: kind, D: d}, func() image.Image { return sprites.ShadeBall(BallColor(p), d) })
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
	sprites.DrawBallShadow(dst, d, cx, cy, s, alpha)
	DrawBallOnly(dst, p, d, cx, cy, s, alpha)
}

// DrawToken draws side p's ball as a seat's token (header, seat row, menu)
// on the panel's colour, ringed with a thin line of the dim text colour:
// the black ball would all but vanish on a dark panel without it.
func DrawToken(dst *ebiten.Image, p kaskade.Player, d int, cx, cy, alpha float64) {
	w := math.Max(1, float64(d)*0.045)
	ring := sprites.WithAlpha(sprites.TextDim, 0.7*alpha)
	sprites.StrokeCircle(dst, cx, cy, float64(d)/2+w, w, ring)
	DrawBall(dst, p, d, cx, cy, 1, alpha)
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
