package formation

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/sprites"
)

// DrawPieceAt draws side's piece of diameter d, scaled by s and faded by
// alpha, rise pixels above the point (cx, cy) on the board: its shadow
// stays on the board, further off and fainter the higher the piece is, so
// that a lifted, dragged or jumping piece reads as in the air.
func DrawPieceAt(dst *ebiten.Image, side formation.Side, d int, cx, cy, rise, s, alpha float64) {
	if s <= 0 || alpha <= 0 {
		return
	}
	h := min(rise/float64(d), 1)
	sprites.DrawBallShadow(dst, d, cx+rise*0.25, cy+rise*0.1, s*(1+0.15*h), alpha*(1-0.5*h))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(d)/2, -float64(d)/2)
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(cx, cy-rise)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(Piece(side, d), op)
}
