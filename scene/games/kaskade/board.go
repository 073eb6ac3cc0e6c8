package kaskade

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

// BoardPad is the frame around the cells, as a fraction of a cell.
const BoardPad = 0.28

type boardKey struct {
	size kaskade.Size
	cell int
}

var boardCache sprites.LastImage[boardKey]

// BoardImage is the static board of the given size with cells of side cell
// pixels: a rounded frame and one inset well per cell. The cells start at
// (pad, pad) with pad = round(cell*BoardPad). It is cached until the size or
// the cell size changes, so a frame costs one draw for the whole board.
func BoardImage(z kaskade.Size, cell int) *ebiten.Image {
	return boardCache.Get(boardKey{z, cell}, func() *ebiten.Image { return boardImage(z, cell) })
}

func boardImage(z kaskade.Size, cell int) *ebiten.Image {
	pad := BoardPadPixels(cell)
	w, h := z.Cols*cell+2*pad, z.Rows*cell+2*pad
	img := ebiten.NewImage(max(w, 1), max(h, 1))
	c := float64(cell)
	sprites.FillRoundRect(img, 0, 0, float64(w), float64(h), c*0.35, sprites.BoardFrame)
	sprites.FillRoundRect(img, c*0.08, c*0.08, float64(w)-c*0.16, float64(h)-c*0.16, c*0.3, sprites.BoardFace)
	inset, lip := c*0.05, math.Max(1, c*0.035)
	for row := 0; row < z.Rows; row++ {
		for col := 0; col < z.Cols; col++ {
			x, y := float64(pad+col*cell)+inset, float64(pad+row*cell)+inset
			s := c - 2*inset
			sprites.FillRoundRect(img, x, y, s, s, c*0.16, sprites.CellShade)
			sprites.FillRoundRect(img, x, y+lip, s, s-lip, c*0.15, sprites.CellWell)
		}
	}
	return img
}

// BoardPadPixels is the frame width for cells of side cell.
func BoardPadPixels(cell int) int { return int(float64(cell)*BoardPad + 0.5) }

// CellBalls says how to draw one cell's balls.
type CellBalls struct {
	Owner    kaskade.Player
	Count    int
	Cx, Cy   float64 // centre of the cell
	Cell     float64 // side of the cell in pixels
	Scale    float64 // 1 normally; a landing bump or a pop-in changes it
	Alpha    float64
	Shakex   float64 // tremble offset in pixels
	Shakey   float64
	Font     float64 // font size for counts above 4
	NoShadow bool
}

// DrawCellBalls draws a cell's balls arranged by count: shadows first, then
// balls, then for counts above 4 a small number on top.
func DrawCellBalls(dst *ebiten.Image, b CellBalls) {
	if b.Count <= 0 || b.Owner == kaskade.NoPlayer {
		return
	}
	if b.Scale == 0 {
		b.Scale = 1
	}
	if b.Alpha == 0 {
		b.Alpha = 1
	}
	d := BallDiameter(b.Cell)
	slots := BallSlots(b.Count)
	if !b.NoShadow {
		for _, s := range slots {
			sprites.DrawBallShadow(dst, d, b.Cx+s[0]*b.Cell*b.Scale+b.Shakex, b.Cy+s[1]*b.Cell*b.Scale+b.Shakey, b.Scale, b.Alpha)
		}
	}
	for _, s := range slots {
		DrawBallOnly(dst, b.Owner, d, b.Cx+s[0]*b.Cell*b.Scale+b.Shakex, b.Cy+s[1]*b.Cell*b.Scale+b.Shakey, b.Scale, b.Alpha)
	}
	if b.Count > 4 {
		drawCountBadge(dst, b)
	}
}

func drawCountBadge(dst *ebiten.Image, b CellBalls) {
	fs := math.Max(b.Font, b.Cell*0.28)
	w, h := fs*1.5, fs*1.2
	x, y := b.Cx+b.Cell*0.5-w*0.85, b.Cy-b.Cell*0.5+h*0.1
	sprites.FillRoundRect(dst, x, y, w, h, h/2, sprites.WithAlpha(sprites.Danger, b.Alpha))
	sprites.DrawText(dst, strconv.Itoa(b.Count), sprites.Face(fs, true), x+w/2, y+h/2, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(sprites.Text, b.Alpha))
}
