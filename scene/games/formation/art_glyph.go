package formation

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kaskade/engine/formation"
)

// The move glyphs of Die Formation: a rook, bishop, knight and king
// silhouette, one per square colour, so that the board can be read
// without telling the colours apart. The Go fonts have no chess glyphs,
// so they are polygons in a unit box (x right, y down), filled even-odd so
// that an inner ring (the knight's eye, the bishop's slit) is a hole.
var glyphShapes = [4][][][2]float32{
	formation.Red: { // rook: a tower with three merlons
		{{0.14, 1}, {0.86, 1}, {0.86, 0.85}, {0.75, 0.79}, {0.72, 0.42}, {0.83, 0.33}, {0.83, 0.06},
			{0.67, 0.06}, {0.67, 0.18}, {0.58, 0.18}, {0.58, 0.06}, {0.42, 0.06}, {0.42, 0.18},
			{0.33, 0.18}, {0.33, 0.06}, {0.17, 0.06}, {0.17, 0.33}, {0.28, 0.42}, {0.25, 0.79}, {0.14, 0.85}},
	},
	formation.Yellow: { // bishop: a mitre with its slit, a collar and a base
		{{0.5, 0.14}, {0.64, 0.26}, {0.73, 0.42}, {0.72, 0.58}, {0.64, 0.7}, {0.36, 0.7}, {0.28, 0.58},
			{0.27, 0.42}, {0.36, 0.26}},
		{{0.48, 0.34}, {0.55, 0.3}, {0.62, 0.5}, {0.55, 0.53}},
		{{0.3, 0.74}, {0.7, 0.74}, {0.7, 0.82}, {0.3, 0.82}},
		{{0.16, 0.87}, {0.84, 0.87}, {0.84, 1}, {0.16, 1}},
		{{0.5, 0}, {0.57, 0.05}, {0.5, 0.11}, {0.43, 0.05}},
	},
	formation.Green: { // knight: a horse's head facing left, with an eye
		{{0.2, 1}, {0.86, 1}, {0.84, 0.84}, {0.8, 0.6}, {0.81, 0.4}, {0.73, 0.23}, {0.6, 0.12},
			{0.54, 0}, {0.46, 0.12}, {0.33, 0.19}, {0.19, 0.36}, {0.08, 0.54}, {0.11, 0.63},
			{0.21, 0.66}, {0.34, 0.56}, {0.47, 0.53}, {0.35, 0.7}, {0.25, 0.85}},
		{{0.39, 0.28}, {0.46, 0.26}, {0.45, 0.34}, {0.38, 0.35}},
	},
	formation.Blue: { // king: a crown under a cross
		{{0.45, 0}, {0.55, 0}, {0.55, 0.07}, {0.63, 0.07}, {0.63, 0.16}, {0.55, 0.16}, {0.55, 0.26},
			{0.45, 0.26}, {0.45, 0.16}, {0.37, 0.16}, {0.37, 0.07}, {0.45, 0.07}},
		{{0.1, 0.36}, {0.3, 0.3}, {0.5, 0.42}, {0.7, 0.3}, {0.9, 0.36}, {0.77, 0.8}, {0.23, 0.8}},
		{{0.18, 0.86}, {0.82, 0.86}, {0.82, 1}, {0.18, 1}},
	},
}

// glyphImage is the white silhouette of colour c's move in a box of d
// pixels, cached; it is drawn tinted.
func glyphImage(c formation.Colour, d int) *ebiten.Image {
	d = max(d, 4)
	return fmCache.Get(fmKey{kindGlyph + int(c), d}, func() *ebiten.Image {
		img := ebiten.NewImage(d, d)
		var p vector.Path
		s := float32(d)
		for _, poly := range glyphShapes[c] {
			for i, pt := range poly {
				if i == 0 {
					p.MoveTo(pt[0]*s, pt[1]*s)
				} else {
					p.LineTo(pt[0]*s, pt[1]*s)
				}
			}
			p.Close()
		}
		vector.FillPath(img, &p, &vector.FillOptions{FillRule: vector.FillRuleEvenOdd}, &vector.DrawPathOptions{AntiAlias: true})
		return img
	})
}

// DrawMoveGlyph draws colour c's move glyph in a box of side d whose
// top-left corner is (x, y), in clr.
func DrawMoveGlyph(dst *ebiten.Image, c formation.Colour, x, y, d float64, clr color.Color) {
	if d < 2 || c > formation.Blue {
		return
	}
	n := int(d + 0.5)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(d/float64(n), d/float64(n))
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(glyphImage(c, n), op)
}
