package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
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

var rrCache = NewImageCache[rrKey](512)

func drawRoundRect(dst *ebiten.Image, x, y, w, h, r, lw float64, clr color.Color) {
	if w < 1 || h < 1 {
		return
	}
	k := rrKey{int(math.Round(w)), int(math.Round(h)), int(math.Round(r)), int(math.Round(lw * 4))}
	img := rrCache.Get(k, func() *ebiten.Image { return roundRectImage(k) })
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
