package formation

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kaskade/engine/formation"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// drawHint draws the suggested move as a pulsing arrow from the piece to
// its target, with a soft shadow so it reads on every colour.
func (v *FormationView) drawHint(dst *ebiten.Image) {
	if v.hint < 0 || v.hint >= formation.Pass || v.Fly != nil {
		return
	}
	l := v.Lay
	a, b := l.Center(formation.Square(v.hint>>6)), l.Center(formation.Square(v.hint&63))
	pulse := 0.5 + 0.5*math.Sin(float64(v.tick)*0.15)
	p := arrowPath(a, b, l.Sq)
	off := math.Max(2, 3*l.U)
	shadow := arrowPath(ui.Point{X: a.X + off, Y: a.Y + off}, ui.Point{X: b.X + off, Y: b.Y + off}, l.Sq)
	fillPath(dst, &shadow, color.RGBA{0, 0, 0, 0x58})
	fillPath(dst, &p, sprites.WithAlpha(sprites.Accent, 0.75+0.25*pulse))
}

// arrowPath is an arrow from a to b for squares of side sq: a shaft a
// seventh of a square wide and a head a third of a square long, starting
// off the piece's middle and ending short of the target's.
func arrowPath(a, b ui.Point, sq float64) vector.Path {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := math.Hypot(dx, dy)
	var p vector.Path
	if n < 1 {
		return p
	}
	ux, uy := dx/n, dy/n
	nx, ny := -uy, ux
	w, hl, hw := sq*0.07, sq*0.36, sq*0.24
	start := ui.Point{X: a.X + ux*sq*0.18, Y: a.Y + uy*sq*0.18}
	tip := ui.Point{X: b.X - ux*sq*0.08, Y: b.Y - uy*sq*0.08}
	neck := ui.Point{X: tip.X - ux*hl, Y: tip.Y - uy*hl}
	pts := []ui.Point{
		{X: start.X + nx*w, Y: start.Y + ny*w}, {X: neck.X + nx*w, Y: neck.Y + ny*w}, {X: neck.X + nx*hw, Y: neck.Y + ny*hw},
		tip, {X: neck.X - nx*hw, Y: neck.Y - ny*hw}, {X: neck.X - nx*w, Y: neck.Y - ny*w}, {X: start.X - nx*w, Y: start.Y - ny*w},
	}
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q.X), float32(q.Y))
		} else {
			p.LineTo(float32(q.X), float32(q.Y))
		}
	}
	p.Close()
	return p
}

// fillPath fills p antialiased in clr.
func fillPath(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, p, nil, op)
}
