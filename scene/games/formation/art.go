package formation

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/sprites"
)

// SquareColours are Die Formation's four square colours, by
// formation.Colour: red, yellow, green, blue. Mid-tones, so that both the
// black and the ivory pieces stand out on each, and far apart in hue and
// lightness (yellow lightest, blue darkest) for those who see colours
// differently; the move glyph in each corner says the rest.
var SquareColours = [4]color.RGBA{
	{0xcf, 0x5f, 0x58, 0xff}, // red: coral
	{0xe4, 0xbe, 0x55, 0xff}, // yellow: mustard
	{0x5c, 0xa4, 0x6e, 0xff}, // green: leaf
	{0x4f, 0x7f, 0xc4, 0xff}, // blue: cornflower
}

// Shade scales c's colour by f (below 1 darker, above 1 lighter).
func Shade(c color.RGBA, f float64) color.RGBA {
	s := func(v uint8) uint8 { return uint8(math.Min(255, float64(v)*f)) }
	return color.RGBA{s(c.R), s(c.G), s(c.B), c.A}
}

// GlyphInk is the colour of a square's move glyph: a darker shade of the
// square, like an imprint.
func GlyphInk(c formation.Colour) color.RGBA {
	return sprites.WithAlpha(Shade(SquareColours[c], 0.5), 0.8)
}

// fmKey names a cached image of Die Formation: a kind and a size.
type fmKey struct{ kind, d int }

const (
	kindPiece = 0  // + side
	kindGlyph = 10 // + colour
)

// fmCache holds Die Formation's piece and glyph images.
var fmCache = sprites.NewImageCache[fmKey](64)

// FormationPad is the frame around the squares, where the file and rank
// labels stand, as a fraction of a square.
const FormationPad = 0.42

// FormationPadPixels is the frame width for squares of side cell.
func FormationPadPixels(cell int) int { return int(float64(cell)*FormationPad + 0.5) }

type fmBoardKey struct {
	colours formation.Colours
	cell    int
	theme   string // the frame takes the theme's colours
}

var fmBoardCache sprites.LastImage[fmBoardKey]

// FormationBoard is the static board: a frame with the files a–h and the
// ranks 1–8 on every side, the 64 coloured squares with their move glyphs,
// and the seams of the four quarterboards. The squares start at (pad, pad)
// (FormationPadPixels), rank 8 at the top. It is cached until the colours,
// the square size or the theme change: a frame costs one draw for the whole board.
func FormationBoard(c formation.Colours, cell int) *ebiten.Image {
	return fmBoardCache.Get(fmBoardKey{c, cell, sprites.Current().Name}, func() *ebiten.Image { return formationBoard(c, cell) })
}

func formationBoard(c formation.Colours, cell int) *ebiten.Image {
	pad := FormationPadPixels(cell)
	side := 8*cell + 2*pad
	img := ebiten.NewImage(max(side, 1), max(side, 1))
	drawFormationFrame(img, float64(side), float64(pad), float64(cell))
	for sq := formation.Square(0); sq < 64; sq++ {
		x := float64(pad + sq.File()*cell)
		y := float64(pad + (7-sq.Rank())*cell)
		drawFormationSquare(img, c[sq], x, y, float64(cell))
	}
	drawSeams(img, float64(pad), float64(cell))
	return img
}

// drawFormationFrame draws the raised frame and its labels.
func drawFormationFrame(img *ebiten.Image, side, pad, cell float64) {
	sprites.FillRoundRect(img, 0, 0, side, side, pad*0.6, sprites.BoardFrame)
	sprites.FillRoundRect(img, pad*0.12, pad*0.12, side-pad*0.24, side-pad*0.24, pad*0.5, Shade(sprites.BoardFrame, 1.12))
	sprites.FillRect(img, pad-2, pad-2, 8*cell+4, 8*cell+4, Shade(sprites.BoardFrame, 0.6))
	face := sprites.Face(math.Max(cell*0.24, 8), true)
	ink := Shade(sprites.Text, 0.85)
	if f := sprites.BoardFrame; 0.3*float64(f.R)+0.59*float64(f.G)+0.11*float64(f.B) > 200 {
		ink = color.RGBA{0x10, 0x10, 0x10, 0xff} // a white frame (high contrast): black labels
	}
	for i := range 8 {
		mid := pad + (float64(i)+0.5)*cell
		file, rank := string(rune('a'+i)), string(rune('8'-i))
		sprites.DrawText(img, file, face, mid, pad/2, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(ink, 0.55))
		sprites.DrawText(img, file, face, mid, side-pad/2, sprites.AlignCenter, sprites.AlignCenter, ink)
		sprites.DrawText(img, rank, face, pad/2, mid, sprites.AlignCenter, sprites.AlignCenter, ink)
		sprites.DrawText(img, rank, face, side-pad/2, mid, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(ink, 0.55))
	}
}

// drawFormationSquare draws one square: its colour with a soft bevel
// (light on the upper left, as on the pieces) and its move glyph.
func drawFormationSquare(img *ebiten.Image, c formation.Colour, x, y, cell float64) {
	base := SquareColours[c]
	lip := math.Max(1, cell*0.04)
	sprites.FillRect(img, x, y, cell, cell, Shade(base, 0.82))
	sprites.FillRect(img, x, y, cell-lip, cell-lip, Shade(base, 1.12))
	sprites.FillRect(img, x+lip, y+lip, cell-2*lip, cell-2*lip, base)
	g := cell * 0.25
	DrawMoveGlyph(img, c, x+cell*0.06, y+cell*0.06, g, GlyphInk(c))
}

// drawSeams marks where the four quarterboards meet, so that the
// assembly chosen in the menu can be seen on the board.
func drawSeams(img *ebiten.Image, pad, cell float64) {
	w := math.Max(2, cell*0.05)
	seam := sprites.WithAlpha(Shade(sprites.BoardFrame, 0.55), 0.9)
	sprites.FillRect(img, pad+4*cell-w/2, pad, w, 8*cell, seam)
	sprites.FillRect(img, pad, pad+4*cell-w/2, 8*cell, w, seam)
}
