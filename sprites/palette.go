// Package sprites holds everything Kaskade draws that is not layout: the
// palette, shaded balls made in code, board and cell drawing, fonts and
// sounds. Nothing here knows the rules; it draws what a scene hands it.
package sprites

import (
	"image/color"

	"kaskade/engine/kaskade"
)

// The palette: a deep slate background, a mid-tone blue-grey board on which
// both ivory and charcoal balls stand out, and a warm accent.
var (
	Background  = color.RGBA{0x1a, 0x1f, 0x29, 0xff}
	Panel       = color.RGBA{0x26, 0x2d, 0x3a, 0xff}
	PanelLight  = color.RGBA{0x33, 0x3c, 0x4c, 0xff}
	BoardFrame  = color.RGBA{0x44, 0x53, 0x66, 0xff}
	BoardFace   = color.RGBA{0x5f, 0x73, 0x8a, 0xff}
	CellWell    = color.RGBA{0x6e, 0x83, 0x9b, 0xff}
	CellShade   = color.RGBA{0x50, 0x62, 0x77, 0xff}
	Text        = color.RGBA{0xee, 0xea, 0xe0, 0xff}
	TextDim     = color.RGBA{0x9a, 0xa5, 0xb5, 0xff}
	Accent      = color.RGBA{0xf0, 0xb4, 0x4c, 0xff}
	AccentDark  = color.RGBA{0xc2, 0x85, 0x2a, 0xff}
	Danger      = color.RGBA{0xe5, 0x48, 0x4d, 0xff}
	FullGlow    = color.RGBA{0xff, 0xb0, 0x40, 0xff}
	Button      = color.RGBA{0x3a, 0x45, 0x57, 0xff}
	ButtonHover = color.RGBA{0x48, 0x55, 0x6a, 0xff}
	Selected    = color.RGBA{0xf0, 0xb4, 0x4c, 0xff}
	WhiteBall   = color.RGBA{0xf4, 0xf0, 0xe6, 0xff}
	BlackBall   = color.RGBA{0x2a, 0x2d, 0x34, 0xff}
)

// BallColor is the base colour of a side's balls.
func BallColor(p kaskade.Player) color.RGBA {
	if p == kaskade.Black {
		return BlackBall
	}
	return WhiteBall
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

// WithAlpha returns c scaled to alpha a (0..1), premultiplied.
func WithAlpha(c color.RGBA, a float64) color.RGBA {
	if a < 0 {
		a = 0
	}
	if a > 1 {
		a = 1
	}
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}
