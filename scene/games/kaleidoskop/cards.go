package kaleidoskop

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The cards' colours: a light face so that the six colours read on it,
// and the two decks' backs.
var (
	cardFace   = color.RGBA{0xec, 0xe7, 0xdb, 0xff}
	paneFace   = color.RGBA{0xd9, 0xd3, 0xc5, 0xff}
	deckColour = [2]color.RGBA{{0x3b, 0x6c, 0xc0, 0xff}, {0xe0, 0x84, 0x28, 0xff}}
	varFace    = color.RGBA{0xfb, 0xf8, 0xf0, 0xff}
	cardInk    = color.RGBA{0x2a, 0x2d, 0x35, 0xff}
)

// drawHand draws the mover's hand: face up once the mover is at the
// screen, otherwise the backs and (when a person is to move) the button
// that turns it.
func (v *View) drawHand(dst *ebiten.Image, in *ui.Input) {
	if v.st.IsOver() {
		return
	}
	u := v.lay.U
	r := v.lay.Hand
	p := seatOf(v.st)
	b, o := v.st.HandCounts(p)
	title := i18n.Trf("kaleidoskop.hand of", v.name(p), b, o)
	face := sprites.Face(14*u, true)
	sprites.DrawText(dst, fitText(title, face, r.W), face, r.X, r.Y+handTitleH*u/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	cards := v.handCards()
	for i, rc := range v.cardRects(len(cards)) {
		v.drawCard(dst, cards[i], rc)
	}
	for _, c := range v.controls() {
		switch c.kind {
		case ctlReveal:
			v.drawBacks(dst, b, o)
			if in != nil {
				b := ui.Button{R: c.R, Label: fitLabel(c.Label, c.R, u), Primary: true}
				b.Draw(dst, in, u)
			}
		case ctlMission:
			v.drawMission(dst, in, c)
		}
	}
}

// drawBacks draws the hidden hand as card backs, fanned.
func (v *View) drawBacks(dst *ebiten.Image, blue, orange int) {
	rs := v.cardRects(blue + orange)
	for i, r := range rs {
		d := kal.BlueDeck
		if i >= blue {
			d = kal.OrangeDeck
		}
		drawBack(dst, d, r, v.lay.U)
	}
}

// drawBack draws a card back of deck d in r.
func drawBack(dst *ebiten.Image, d kal.Deck, r ui.Rect, u float64) {
	rad := math.Min(r.W, r.H) * 0.08
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, shade(deckColour[d], 0.55))
	sprites.FillRoundRect(dst, r.X+3*u, r.Y+3*u, r.W-6*u, r.H-6*u, rad, deckColour[d])
	s := math.Min(r.W, r.H) * 0.22
	c := r.Center()
	drawImageAt(dst, ringImage(int(s)), c.X, c.Y, 2*s, 2*s, 0.5)
}

// drawCard draws card c in r: a light face with a header in its deck's
// colour, its name and its reward; its missions are drawn on it by
// drawMission.
func (v *View) drawCard(dst *ebiten.Image, c kal.Card, r ui.Rect) {
	u := v.lay.U
	rad := 8 * u
	head := v.cardHeadH(r)
	deck := deckColour[c.Deck()]
	sprites.FillRoundRect(dst, r.X, r.Y+2*u, r.W, r.H, rad, color.RGBA{0, 0, 0, 0x50})
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, cardFace)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, head+rad, rad, deck)
	sprites.FillRect(dst, r.X, r.Y+head, r.W, rad, cardFace)
	face := sprites.Face(math.Min(13*u, head*0.75), true)
	sprites.DrawText(dst, c.String(), face, r.X+7*u, r.Y+head/2, sprites.AlignStart, sprites.AlignCenter, color.White)
	sprites.DrawText(dst, "+"+itoa(c.Reward()), face, r.X+r.W-7*u, r.Y+head/2, sprites.AlignEnd, sprites.AlignCenter, color.White)
}

// drawMission draws one mission pane: its pattern as small hexes (colours
// with their symbols, variables as letters, N neutral, * anything, and a
// crystal condition as a small gem on the corner asked for); lit when
// chosen, marked when it lies on the board now.
func (v *View) drawMission(dst *ebiten.Image, in *ui.Input, c control) {
	u := v.lay.U
	r := c.R
	ui.NoteControl(r, c.card.Card.String())
	bg := paneFace
	if in != nil && in.HasCursor && r.Contains(in.Cursor) {
		bg = shade(paneFace, 1.05)
	}
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 6*u, bg)
	m := c.card.Card.Missions()[c.card.Mission]
	on := v.st.Matches(c.card.Card, c.card.Mission)
	tagH := math.Min(16*u, r.H*0.22)
	drawPattern(dst, m, ui.Rect{X: r.X + 3*u, Y: r.Y + 3*u, W: r.W - 6*u, H: r.H - tagH - 6*u})
	if on {
		face := sprites.Face(math.Min(11*u, tagH*0.8), true)
		t := fitText(i18n.Tr("kaleidoskop.on board"), face, r.W-6*u)
		sprites.FillRoundRect(dst, r.X+2*u, r.Y+r.H-tagH-2*u, r.W-4*u, tagH, tagH/2, color.RGBA{0x2e, 0x8b, 0x57, 0xff})
		sprites.DrawText(dst, t, face, r.X+r.W/2, r.Y+r.H-tagH/2-2*u, sprites.AlignCenter, sprites.AlignCenter, color.White)
	}
	if c.on {
		sprites.StrokeRoundRect(dst, r.X-1*u, r.Y-1*u, r.W+2*u, r.H+2*u, 7*u, math.Max(2, 3*u), sprites.Accent)
	}
	v.drawMarks(dst, c)
}

// drawPattern draws mission m's cells fitted into r.
func drawPattern(dst *ebiten.Image, m *kal.Mission, r ui.Rect) {
	cells := m.Shape.Cells
	pts := make([]unitPoint, len(cells))
	minX, maxX, minY, maxY := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for i, h := range cells {
		pts[i] = hexUnit(h)
		minX, maxX = math.Min(minX, pts[i].X), math.Max(maxX, pts[i].X)
		minY, maxY = math.Min(minY, pts[i].Y), math.Max(maxY, pts[i].Y)
	}
	w, h := maxX-minX+sqrt3, maxY-minY+2
	size := math.Min(r.W/w, r.H/h)
	cx, cy := r.X+r.W/2-(minX+maxX)/2*size, r.Y+r.H/2-(minY+maxY)/2*size
	at := func(p unitPoint) ui.Point { return ui.Point{X: cx + p.X*size, Y: cy + p.Y*size} }
	for i, wish := range m.Wishes {
		drawWishCell(dst, byte(wish), at(pts[i]), size)
	}
	if m.Crystal != 0 && len(m.CrystalCells) > 0 {
		var p unitPoint
		for _, j := range m.CrystalCells {
			p.X += pts[j].X / float64(len(m.CrystalCells))
			p.Y += pts[j].Y / float64(len(m.CrystalCells))
		}
		drawWishGem(dst, byte(m.Crystal), at(p), size*0.75)
	}
}

// drawWishCell draws one pattern cell of hex radius size at c.
func drawWishCell(dst *ebiten.Image, w byte, c ui.Point, size float64) {
	d := 2 * size
	face := sprites.Face(size*0.95, true)
	switch {
	case w == 'N':
		drawImageAt(dst, tileImage(kal.None, int(math.Ceil(size))), c.X, c.Y, d, d, 1)
		sprites.DrawText(dst, "N", face, c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.8))
	case w == '*':
		drawImageAt(dst, ringImage(int(math.Ceil(size))), c.X, c.Y, d, d, 1)
		sprites.DrawText(dst, "*", face, c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, cardInk)
	case w >= 'a' && w <= 'd':
		drawImageAt(dst, varTile(int(math.Ceil(size))), c.X, c.Y, d, d, 1)
		sprites.DrawText(dst, string(rune(w)), face, c.X, c.Y-size*0.08, sprites.AlignCenter, sprites.AlignCenter, cardInk)
	default:
		if col, ok := kal.ColourOfLetter(w); ok {
			drawImageAt(dst, tileImage(col, int(math.Ceil(size))), c.X, c.Y, d, d, 1)
		}
	}
}

// drawWishGem draws a crystal condition: a gem of the colour asked for, or
// a white stone with the variable's letter.
func drawWishGem(dst *ebiten.Image, w byte, c ui.Point, d float64) {
	d = math.Max(d, 8)
	if col, ok := kal.ColourOfLetter(w); ok {
		sprites.FillRoundRect(dst, c.X-d*0.6, c.Y-d*0.6, d*1.2, d*1.2, d*0.6, cardInk)
		drawGem(dst, col, c.X, c.Y, d, 1)
		return
	}
	sprites.FillRoundRect(dst, c.X-d*0.6, c.Y-d*0.6, d*1.2, d*1.2, d*0.6, cardInk)
	sprites.FillRoundRect(dst, c.X-d/2, c.Y-d/2, d, d, d/2, varFace)
	sprites.DrawText(dst, string(rune(w)), sprites.Face(d*0.8, true), c.X, c.Y-d*0.06, sprites.AlignCenter, sprites.AlignCenter, cardInk)
}

// varTile is the light hex of a variable cell.
func varTile(r int) *ebiten.Image {
	r = max(r, 3)
	return artCache.Get(artKey{artVar, 0, r}, func() *ebiten.Image {
		img := ebiten.NewImage(2*r, 2*r)
		f := float64(r)
		var p, q vector.Path
		hexPath(&p, f, f, f*0.97)
		fill(img, &p, shade(varFace, 0.7))
		hexPath(&q, f, f, f*0.84)
		fill(img, &q, varFace)
		return img
	})
}

const artVar = artRing + 1
