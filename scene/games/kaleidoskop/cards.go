package kaleidoskop

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
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
	title, face := handTitle(v.name(p), b, o, r.W, u)
	sprites.DrawText(dst, title, face, r.X, r.Y+handTitleH(u)/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
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

// handTitle is the line above the hand, "Anna's cards · 2 blue, 1
// orange", and its face in a line w wide: shrunk to the text size's
// floor, then in fewer words ("Anna · 2 blue, 1 orange"), cut only as the
// last resort (a name too long).
func handTitle(name string, blue, orange int, w, u float64) (string, text.Face) {
	title := i18n.Trf("kaleidoskop.hand of", name, blue, orange)
	face := shrunkFace(title, 14*u, true, w)
	if sprites.TextWidth(title, face) > w {
		title = i18n.Trf("kaleidoskop.hand of short", name, blue, orange)
		face = shrunkFace(title, 14*u, true, w)
	}
	return fitText(title, face, w), face
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
	face := cardHeadFace(u, math.Min(20*u, r.H*0.2))
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
		tag := ui.Rect{X: r.X + 2*u, Y: r.Y + r.H - tagH - 2*u, W: r.W - 4*u, H: tagH}
		sprites.FillRoundRect(dst, tag.X, tag.Y, tag.W, tag.H, tagH/2, color.RGBA{0x2e, 0x8b, 0x57, 0xff})
		words, face := onBoardWords(tag, u)
		if words != "" {
			sprites.DrawText(dst, words, face, tag.X+tag.W/2, tag.Y+tag.H/2, sprites.AlignCenter, sprites.AlignCenter, color.White)
		} else {
			drawTick(dst, tag, u)
		}
	}
	if c.on {
		sprites.StrokeRoundRect(dst, r.X-1*u, r.Y-1*u, r.W+2*u, r.H+2*u, 7*u, math.Max(2, 3*u), sprites.Accent)
	}
	v.drawMarks(dst, c)
}

// onBoardWords are the words of a mission's "on board" badge in tag, and
// their face: "" where they do not fit whole and high enough even at the
// text size's floor (a phone's four cards in the largest text), and the
// badge shows a tick instead.
func onBoardWords(tag ui.Rect, u float64) (string, text.Face) {
	words := i18n.Tr("kaleidoskop.on board")
	face := shrunkFace(words, math.Min(11*u, tag.H*0.8), true, tag.W-4*u)
	if sprites.TextWidth(words, face) > tag.W-4*u || ui.LineHeight(face) > tag.H+2*u {
		return "", nil
	}
	return words, face
}

// drawTick draws a white tick in the middle of the badge tag.
func drawTick(dst *ebiten.Image, tag ui.Rect, u float64) {
	c := tag.Center()
	h := tag.H * 0.6
	var p vector.Path
	p.MoveTo(float32(c.X-h*0.5), float32(c.Y))
	p.LineTo(float32(c.X-h*0.1), float32(c.Y+h*0.4))
	p.LineTo(float32(c.X+h*0.6), float32(c.Y-h*0.45))
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(color.White)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(math.Max(2, tag.H*0.14)), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
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
	switch {
	case w == 'N':
		drawImageAt(dst, tileImage(kal.None, int(math.Ceil(size))), c.X, c.Y, d, d, 1)
		drawGlyph(dst, 'N', c.X, c.Y, size*0.95, sprites.WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.8))
	case w == '*':
		drawImageAt(dst, ringImage(int(math.Ceil(size))), c.X, c.Y, d, d, 1)
		drawGlyph(dst, '*', c.X, c.Y, size*0.95, cardInk)
	case w >= 'a' && w <= 'd':
		drawImageAt(dst, varTile(int(math.Ceil(size))), c.X, c.Y, d, d, 1)
		drawGlyph(dst, w, c.X, c.Y-size*0.08, size*0.95, cardInk)
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
	drawGlyph(dst, w, c.X, c.Y-d*0.06, d*0.8, cardInk)
}

// glyphSize is the face size a pattern's letters are drawn at, once, into
// an image: above any text size's floor, so that the image is the letter
// at the size asked for.
const glyphSize = 128

// drawGlyph draws the letter g of a mission's pattern (a variable, N, *)
// centred at (x, y) as a bold letter of face size size, tinted clr. The
// letters are the pattern's art, scaled with its hexes: text drawn at the
// text size's floor would outgrow a small card's hexes and overlap its
// neighbours ("a bac" on a phone's hand of three).
func drawGlyph(dst *ebiten.Image, g byte, x, y, size float64, clr color.RGBA) {
	img := glyphImage(g)
	b := img.Bounds()
	k := size / glyphSize
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// glyphImage is letter g in white, bold, at glyphSize, centred in its
// image (twice the size wide and high: room for any letter).
func glyphImage(g byte) *ebiten.Image {
	return artCache.Get(artKey{artGlyph, int(g), glyphSize}, func() *ebiten.Image {
		img := ebiten.NewImage(2*glyphSize, 2*glyphSize)
		face := sprites.Face(glyphSize/sprites.TextScale(), true) // drawn at glyphSize whatever the text size
		sprites.DrawText(img, string(rune(g)), face, glyphSize, glyphSize, sprites.AlignCenter, sprites.AlignCenter, color.White)
		return img
	})
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

const (
	artVar   = artRing + 1
	artGlyph = artRing + 2
)
