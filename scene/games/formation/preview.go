package formation

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/formation"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// drawBoardPreview draws a small picture of the board c in r: the colours,
// the quarterboards' seams, the start position as dots, and quadrant hot
// (0..3, -1 for none) outlined.
func drawBoardPreview(dst *ebiten.Image, c formation.Colours, r ui.Rect, hot int, u float64) {
	sprites.FillRoundRect(dst, r.X-4*u, r.Y-4*u, r.W+8*u, r.H+8*u, 8*u, sprites.BoardFrame)
	s := r.W / 8
	start := formation.DefaultOptions.New()
	for sq := formation.Square(0); sq < 64; sq++ {
		x, y := r.X+float64(sq.File())*s, r.Y+float64(7-sq.Rank())*s
		sprites.FillRect(dst, x, y, math.Ceil(s), math.Ceil(s), SquareColours[c[sq]])
		if side := start.PieceAt(sq); side != formation.NoSide {
			d := s * 0.5
			sprites.FillRoundRect(dst, x+s/2-d/2, y+s/2-d/2, d, d, d/2, PieceColor(side))
		}
	}
	seam := color.RGBA{0x20, 0x26, 0x30, 0xff}
	w := math.Max(1.5, 2*u)
	sprites.FillRect(dst, r.X+r.W/2-w/2, r.Y, w, r.H, seam)
	sprites.FillRect(dst, r.X, r.Y+r.H/2-w/2, r.W, w, seam)
	if hot >= 0 {
		q := ui.Rect{X: r.X + float64(hot%2)*r.W/2, Y: r.Y + float64(hot/2)*r.H/2, W: r.W / 2, H: r.H / 2}
		sprites.StrokeRoundRect(dst, q.X-2*u, q.Y-2*u, q.W+4*u, q.H+4*u, 4*u, 3*u, sprites.Accent)
	}
}

// drawWrappedLeft draws s wrapped into r's width, left-aligned, from r's
// top, as many lines as fit, and returns the height it took. Where the
// whole does not fit (a phone in a large text size) it keeps to the
// sentences that do, so that none is cut off in the middle.
func drawWrappedLeft(dst *ebiten.Image, s string, face text.Face, r ui.Rect, clr color.Color) float64 {
	m := face.Metrics()
	lh := m.HAscent + m.HDescent + 4
	fits := func(lines []string) bool { return r.Y+float64(len(lines))*lh <= r.Y+r.H+lh/2 }
	lines := ui.WrapLines(s, face, r.W)
	for cut := s; !fits(lines); {
		i := strings.LastIndex(strings.TrimSuffix(cut, "."), ". ")
		if i < 0 {
			break // one sentence: as many lines as fit
		}
		cut = cut[:i+1]
		lines = ui.WrapLines(cut, face, r.W)
	}
	y := r.Y
	for _, line := range lines {
		if y+lh > r.Y+r.H+lh/2 {
			break
		}
		sprites.DrawText(dst, line, face, r.X, y, sprites.AlignStart, sprites.AlignStart, clr)
		y += lh
	}
	return y - r.Y
}

// drawPickPreviews draws the boards White picks from small in r: two
// above, the third centred below, each numbered as the pick names it.
func drawPickPreviews(dst *ebiten.Image, boards [formation.Choices]formation.Assembly, r ui.Rect, u float64) {
	gap := 8 * u
	side := math.Floor((r.W - gap) / 2)
	face := sprites.Face(side*0.42, true)
	for i, a := range boards {
		x, y := r.X+float64(i%2)*(side+gap), r.Y+float64(i/2)*(side+gap)
		if i == 2 {
			x = r.X + (r.W-side)/2
		}
		c := ui.Rect{X: x, Y: y, W: side, H: side}
		drawBoardPreview(dst, a.Colours(), c, -1, u*0.5)
		sprites.FillRoundRect(dst, c.X+c.W/2-side*0.22, c.Y+c.H/2-side*0.22, side*0.44, side*0.44, side*0.12, sprites.WithAlpha(sprites.Background, 0.8))
		sprites.DrawText(dst, strconv.Itoa(i+1), face, c.X+c.W/2, c.Y+c.H/2, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	}
}
