package sprites

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kaskade/engine/kaskade"
)

func roundRectPath(p *vector.Path, x, y, w, h, r float32) {
	r = min(r, w/2, h/2)
	if r < 0 {
		r = 0
	}
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.Arc(x+w-r, y+r, r, -math.Pi/2, 0, vector.Clockwise)
	p.LineTo(x+w, y+h-r)
	p.Arc(x+w-r, y+h-r, r, 0, math.Pi/2, vector.Clockwise)
	p.LineTo(x+r, y+h)
	p.Arc(x+r, y+h-r, r, math.Pi/2, math.Pi, vector.Clockwise)
	p.LineTo(x, y+r)
	p.Arc(x+r, y+r, r, math.Pi, 3*math.Pi/2, vector.Clockwise)
	p.Close()
}

// FillRoundRect fills a rectangle with rounded corners of radius r.
func FillRoundRect(dst *ebiten.Image, x, y, w, h, r float64, clr color.Color) {
	drawRoundRect(dst, x, y, w, h, r, 0, clr)
}

// StrokeRoundRect outlines a rounded rectangle with a line of width lw.
func StrokeRoundRect(dst *ebiten.Image, x, y, w, h, r, lw float64, clr color.Color) {
	if lw <= 0 {
		return
	}
	drawRoundRect(dst, x, y, w, h, r, lw, clr)
}

// Antialiased paths are costly to fill every frame (a software GL renders
// them at a few frames per second), so each rounded rectangle is filled
// once, in white, into a cached image and then drawn tinted: one quad.
type rrKey struct{ w, h, r, lw int }

var rrCache = newImageCache[rrKey](512)

func drawRoundRect(dst *ebiten.Image, x, y, w, h, r, lw float64, clr color.Color) {
	if w < 1 || h < 1 {
		return
	}
	k := rrKey{int(math.Round(w)), int(math.Round(h)), int(math.Round(r)), int(math.Round(lw * 4))}
	img := rrCache.get(k, func() *ebiten.Image { return roundRectImage(k) })
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-1, -1)
	op.GeoM.Scale(w/float64(k.w), h/float64(k.h))
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

func roundRectImage(k rrKey) *ebiten.Image {
	img := ebiten.NewImage(k.w+2, k.h+2)
	var p vector.Path
	op := &vector.DrawPathOptions{AntiAlias: true}
	if k.lw == 0 {
		roundRectPath(&p, 1, 1, float32(k.w), float32(k.h), float32(k.r))
		vector.FillPath(img, &p, nil, op)
	} else {
		lw := float32(k.lw) / 4
		roundRectPath(&p, 1+lw/2, 1+lw/2, float32(k.w)-lw, float32(k.h)-lw, float32(k.r)-lw/2)
		vector.StrokePath(img, &p, &vector.StrokeOptions{Width: lw, LineJoin: vector.LineJoinRound}, op)
	}
	return img
}

// FillRect fills a plain rectangle (batched, no antialiasing needed).
func FillRect(dst *ebiten.Image, x, y, w, h float64, clr color.Color) {
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), clr, false)
}

// BoardPad is the frame around the cells, as a fraction of a cell.
const BoardPad = 0.28

type boardKey struct {
	size kaskade.Size
	cell int
}

var boardCache lastImage[boardKey]

// BoardImage is the static board of the given size with cells of side cell
// pixels: a rounded frame and one inset well per cell. The cells start at
// (pad, pad) with pad = round(cell*BoardPad). It is cached until the size or
// the cell size changes, so a frame costs one draw for the whole board.
func BoardImage(z kaskade.Size, cell int) *ebiten.Image {
	return boardCache.get(boardKey{z, cell}, func() *ebiten.Image { return boardImage(z, cell) })
}

func boardImage(z kaskade.Size, cell int) *ebiten.Image {
	pad := BoardPadPixels(cell)
	w, h := z.Cols*cell+2*pad, z.Rows*cell+2*pad
	img := ebiten.NewImage(max(w, 1), max(h, 1))
	c := float64(cell)
	FillRoundRect(img, 0, 0, float64(w), float64(h), c*0.35, BoardFrame)
	FillRoundRect(img, c*0.08, c*0.08, float64(w)-c*0.16, float64(h)-c*0.16, c*0.3, BoardFace)
	inset, lip := c*0.05, math.Max(1, c*0.035)
	for row := 0; row < z.Rows; row++ {
		for col := 0; col < z.Cols; col++ {
			x, y := float64(pad+col*cell)+inset, float64(pad+row*cell)+inset
			s := c - 2*inset
			FillRoundRect(img, x, y, s, s, c*0.16, CellShade)
			FillRoundRect(img, x, y+lip, s, s-lip, c*0.15, CellWell)
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
			DrawBallShadow(dst, d, b.Cx+s[0]*b.Cell*b.Scale+b.Shakex, b.Cy+s[1]*b.Cell*b.Scale+b.Shakey, b.Scale, b.Alpha)
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
	FillRoundRect(dst, x, y, w, h, h/2, WithAlpha(Danger, b.Alpha))
	DrawText(dst, strconv.Itoa(b.Count), Face(fs, true), x+w/2, y+h/2, AlignCenter, AlignCenter, WithAlpha(Text, b.Alpha))
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
