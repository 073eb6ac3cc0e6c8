package kaskade

import (
	"image/color"

	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

// BallColor is the base colour of a side's balls: White and Black, and
// for a game of more players the colours of partyInks.
func BallColor(p kaskade.Player) color.RGBA {
	if i := int(p) - 3; i >= 0 && i < len(partyInks) {
		return partyInks[i].base
	}
	if p == kaskade.Black {
		return sprites.BlackBall
	}
	return sprites.WhiteBall
}

// SideName is the colour name shown for a side.
func SideName(p kaskade.Player) string {
	switch p {
	case kaskade.White:
		return "White"
	case kaskade.Black:
		return "Black"
	}
	return ""
}
