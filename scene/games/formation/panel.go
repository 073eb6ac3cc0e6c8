package formation

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/formation"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// drawPanel draws the side panel: how far each side is from its
// formation, and (when there is room) what each colour's move is.
func (v *FormationView) drawPanel(dst *ebiten.Image) {
	l, u := v.Lay, v.Lay.U
	p := l.Panel
	cards := v.sideCards()
	v.drawSideCard(dst, formation.Black, cards[0])
	v.drawSideCard(dst, formation.White, cards[1])
	h := cards[0].H
	if l.Wide {
		v.drawLegend(dst, ui.Rect{X: p.X, Y: p.Y + 2*h + 26*u, W: p.W, H: p.H - 2*h - 26*u})
		return
	}
	if p.H-h >= 36*u {
		v.drawLegendRow(dst, ui.Rect{X: p.X, Y: p.Y + h + 10*u, W: p.W, H: 26 * u})
	}
}

// sideCards are Black's and White's cards in the panel: one over the other
// beside the board, side by side under it.
func (v *FormationView) sideCards() [2]ui.Rect {
	l, u := v.Lay, v.Lay.U
	p := l.Panel
	h := math.Min(sideCardH(u), p.H)
	if l.Wide {
		return [2]ui.Rect{{X: p.X, Y: p.Y, W: p.W, H: h}, {X: p.X, Y: p.Y + h + 8*u, W: p.W, H: h}}
	}
	w := (p.W - 10*u) / 2
	return [2]ui.Rect{{X: p.X, Y: p.Y, W: w, H: h}, {X: p.X + w + 10*u, Y: p.Y, W: w, H: h}}
}

// drawLegendRow is the legend in one row, for a narrow screen: each
// colour's swatch with its glyph and the name of its move.
func (v *FormationView) drawLegendRow(dst *ebiten.Image, r ui.Rect) {
	u := v.Lay.U
	w, s := r.W/4, r.H
	face := sprites.Face(13*u, true)
	for c := formation.Red; c <= formation.Blue; c++ {
		x := r.X + float64(c)*w
		sprites.FillRoundRect(dst, x, r.Y, s, s, 5*u, SquareColours[c])
		DrawMoveGlyph(dst, c, x+s*0.15, r.Y+s*0.15, s*0.7, GlyphInk(c))
		sprites.DrawText(dst, fitText(capFirst(i18n.Tr(moveKeys[c])), face, w-s-14*u), face, x+s+8*u, r.Y+s/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	}
}

// drawSideCard shows one side: its piece and name, its largest group as
// eight pips and "5/8", and its number of groups. The side to move has
// the lighter card and an accent edge.
func (v *FormationView) drawSideCard(dst *ebiten.Image, side formation.Side, r ui.Rect) {
	u := v.Lay.U
	sh := formation.ShapeOf(v.St.Pieces(side))
	toMove := v.St.ToMove() == side
	bg := sprites.Panel
	if toMove {
		bg = sprites.PanelLight
	}
	rad := 14 * u
	ui.DrawCard(dst, r, rad, u, bg, toMove)
	if toMove {
		sprites.FillRoundRect(dst, r.X, r.Y+rad*0.6, 4*u, r.H-rad*1.2, 2*u, sprites.Accent)
	}
	x, d := r.X+16*u, 28*u
	name := sprites.Face(17*u, true)
	line, small := v.groupsLine(sh, r.W-32*u)
	// the piece and name, the pips, the groups' line: stacked by their
	// heights at the text size, centred in the card (a fixed stack ran the
	// line onto the card's edge in the largest text)
	rowH, pipH, lineH := math.Max(d, ui.LineHeight(name)), math.Max(13*u, ui.LineHeight(sprites.Face(14*u, true))), ui.LineHeight(small)
	total := rowH + 4*u + pipH + 4*u + lineH
	top := r.Y + math.Max((r.H-total)/2, 4*u)
	sprites.TokenRim(dst, x+d/2, top+rowH/2, d, 1)
	DrawPiece(dst, side, int(d), x+d/2, top+rowH/2, 1, 1)
	tx := x + d + 12*u
	sprites.DrawText(dst, fitText(v.name(side), name, r.X+r.W-tx-12*u), name, tx, top+rowH/2, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	pipY := top + rowH + 4*u
	pw := v.drawPips(dst, sh.Largest, x, pipY+(pipH-13*u)/2, u)
	sprites.DrawText(dst, strconv.Itoa(sh.Largest)+"/8", sprites.Face(14*u, true), x+pw+10*u, pipY+pipH/2, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	sprites.DrawText(dst, line, small, x, pipY+pipH+4*u+lineH/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
}

// sideCardH is a side card's height at layout unit u: 90 units, or what
// its three rows need at the text size (a phone, the largest text).
func sideCardH(u float64) float64 {
	rowH := math.Max(28*u, ui.LineHeight(sprites.Face(17*u, true)))
	pipH := math.Max(13*u, ui.LineHeight(sprites.Face(14*u, true)))
	return math.Max(90*u, rowH+4*u+pipH+4*u+ui.LineHeight(sprites.Face(13*u, false))+12*u)
}

// groupsLine is the side card's last line in w, and its face: "largest
// group · 3 groups", shrunk to the text size's floor where it must, else
// the groups alone ("3 groups": the pips above say the largest).
func (v *FormationView) groupsLine(sh formation.Shape, w float64) (string, text.Face) {
	u := v.Lay.U
	floor := sprites.MinTextSize() / sprites.TextScale()
	line := i18n.Tr("fm largest") + "  ·  " + groupsText(sh.Groups)
	small := sprites.Face(ui.FitSize(line, 13*u, floor, w, false), false)
	if sprites.TextWidth(line, small) > w {
		line = groupsText(sh.Groups)
		small = sprites.Face(ui.FitSize(line, 13*u, floor, w, false), false)
	}
	return fitText(line, small, w), small
}

// drawPips draws eight pips, the first n filled (the largest group), and
// returns their width.
func (v *FormationView) drawPips(dst *ebiten.Image, n int, x, y, u float64) float64 {
	s, gap := 13*u, 5*u
	for i := range 8 {
		c := sprites.WithAlpha(sprites.TextDim, 0.3)
		if i < n {
			c = sprites.Accent
		}
		sprites.FillRoundRect(dst, x+float64(i)*(s+gap), y, s, s, s*0.3, c)
	}
	return 8*s + 7*gap
}

// groupsText is "1 group (the formation)" or "3 groups".
func groupsText(n int) string {
	if n == 1 {
		return i18n.Tr("fm one group")
	}
	return i18n.Trf("fm groups", n)
}

// drawLegend lists the four colours with their glyphs and moves, as many
// as fit in r.
func (v *FormationView) drawLegend(dst *ebiten.Image, r ui.Rect) {
	u := v.Lay.U
	title := sprites.Face(14*u, true)
	y := r.Y + 10*u + drawWrappedLeft(dst, i18n.Tr("fm legend"), title, ui.Rect{X: r.X + 4*u, Y: r.Y, W: r.W - 8*u, H: 60 * u}, sprites.TextDim)
	sw := 34 * u
	bold, small := sprites.Face(15*u, true), sprites.Face(12.5*u, false)
	for c := formation.Red; c <= formation.Blue; c++ {
		lines := ui.WrapLines(i18n.Tr(moveHelpKeys[c]), small, r.W-sw-16*u)
		h := math.Max(sw, 20*u+float64(len(lines))*15*u)
		if y+h > r.Y+r.H {
			return
		}
		sprites.FillRoundRect(dst, r.X+4*u, y, sw, sw, 6*u, SquareColours[c])
		DrawMoveGlyph(dst, c, r.X+4*u+sw*0.16, y+sw*0.16, sw*0.68, GlyphInk(c))
		tx := r.X + sw + 16*u
		sprites.DrawText(dst, capFirst(i18n.Tr(colourKeys[c]))+" · "+capFirst(i18n.Tr(moveKeys[c])), bold, tx, y+8*u, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
		for i, line := range lines {
			sprites.DrawText(dst, line, small, tx, y+26*u+float64(i)*15*u, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
		}
		y += h + 10*u
	}
}

// moveHelpKeys explain each colour's move, by formation.Colour.
var moveHelpKeys = [4]string{"fm rook help", "fm bishop help", "fm knight help", "fm king help"}

// fitText shortens s with an ellipsis until it fits in w.
func fitText(s string, face text.Face, w float64) string {
	if sprites.TextWidth(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && sprites.TextWidth(string(r)+"…", face) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
