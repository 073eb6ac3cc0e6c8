package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/sprites"
)

// DrawFooterText writes the status line in the footer: smaller if it is
// too long, on two lines on an upright screen, and shortened with "…" if
// even that does not fit.
func DrawFooterText(dst *ebiten.Image, l TableLayout, status string) {
	if status == "" {
		return
	}
	r := l.Footer
	w := r.W - 16*l.C
	size := FooterFont * l.C
	face := sprites.Face(FitSize(status, size, size*0.85, w, false), false)
	lines := []string{status}
	if sprites.TextWidth(status, face) > w && l.Tall {
		face = sprites.Face(size*0.92, false)
		lines = WrapLines(status, face, w)
	}
	lines = lines[:min(len(lines), 2)]
	m := face.Metrics()
	lh := m.HAscent + m.HDescent
	y := r.Y + (r.H-lh*float64(len(lines)))/2
	for _, line := range lines {
		sprites.DrawText(dst, Ellipsize(line, face, w), face, r.X+r.W/2, y, sprites.AlignCenter, sprites.AlignStart, sprites.TextDim)
		y += lh
	}
}
