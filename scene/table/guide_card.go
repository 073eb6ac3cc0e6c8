package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The card under the board in a guided game: what to do, and the rule the
// last move applied.

// cardWords are what a card says: a small head line, a rule in the
// accent's colour, the text, and the labels of its two buttons ("": none).
type cardWords struct {
	head, rule, say string
	left, right     string
}

// words is what the table's card says now; ok is false for no card.
// While a move is shown the card keeps what it said before it: a step's
// words speak of the board as it is once the move has played out.
func (t *table) words() (w cardWords, ok bool) {
	r := t.guide
	if r == nil {
		return w, false
	}
	if r.said != nil && (t.view.Busy() || len(t.queue) > 0) {
		return *r.said, true
	}
	w = r.words()
	r.said = &w
	return w, true
}

// words is the guided game's card.
func (r *guideRun) words() cardWords {
	w := cardWords{head: i18n.Trf("guide step", min(r.step+1, len(r.g.Steps)), len(r.g.Steps))}
	if r.rule != "" {
		w.rule = i18n.Tr(r.rule)
	}
	if r.done() {
		w.head, w.say = i18n.Tr("guide title"), i18n.Tr(r.g.DoneKey)
		w.left, w.right = i18n.Tr("guide again"), i18n.Tr("guide done")
		return w
	}
	w.say = i18n.Tr(r.g.Steps[r.step].Say)
	return w
}

// card is the card's place, its faces and lines, and its buttons (of no
// size when it has none).
type card struct {
	r           ui.Rect
	words       cardWords
	face, bold  text.Face
	lineH       float64
	rule, say   []string
	left, right ui.Button
}

// cardLayout lays the card out at the bottom of the room between the
// header and the footer; the board keeps the rest. The card grows with its
// text, its lines set in the largest size that keeps it within half the
// room.
func (t *table) cardLayout() card {
	v := t.lay.View
	v.H = t.lay.Footer.Y - v.Y
	w, _ := t.words()
	c := t.lay.C
	pad := 12 * c
	cw := math.Min(v.W-16*c, 760*c)
	cd := card{words: w}
	bh := max(44*c, ui.Finger(t.m.W(), t.m.H()))
	fixed := pad + sprites.DrawnSize(12*c)*1.4 + pad // the head and the margins
	if w.right != "" {
		fixed += bh + 8*c
	}
	var h float64
	for size := 16.0; ; size-- {
		cd.face, cd.bold = sprites.Face(size*c, false), sprites.Face(size*c, true)
		cd.lineH = sprites.DrawnSize(size*c) * 1.3
		cd.rule, cd.say = nil, ui.WrapLines(w.say, cd.face, cw-2*pad)
		if w.rule != "" {
			cd.rule = ui.WrapLines(w.rule, cd.bold, cw-2*pad)
		}
		h = fixed + float64(len(cd.rule)+len(cd.say))*cd.lineH
		if h <= v.H/2 || size <= 12 {
			break
		}
	}
	cd.r = ui.Rect{X: v.X + (v.W-cw)/2, Y: v.Y + v.H - h - 6*c, W: cw, H: h}
	if w.right != "" {
		bw := math.Min((cw-3*pad)/2, 220*c)
		y := cd.r.Y + h - pad - bh
		cd.left = ui.Button{R: ui.Rect{X: cd.r.X + cw/2 - pad/2 - bw, Y: y, W: bw, H: bh}, Label: w.left, LabelH: 44 * c}
		cd.right = ui.Button{R: ui.Rect{X: cd.r.X + cw/2 + pad/2, Y: y, W: bw, H: bh}, Label: w.right, Primary: true, LabelH: 44 * c}
	}
	return cd
}

// cardView is the view's room above the card, if there is one.
func (t *table) cardView(v ui.Rect) ui.Rect {
	if _, ok := t.words(); !ok {
		return v
	}
	c := t.cardLayout() // t.lay.View is v here (layout)
	v.H = c.r.Y - v.Y - 4*t.lay.C
	return v
}

// drawCard draws the card, if there is one.
func (t *table) drawCard(dst *ebiten.Image) {
	if _, ok := t.words(); !ok {
		return
	}
	c := t.cardLayout()
	u := t.lay.C
	sprites.FillRoundRect(dst, c.r.X, c.r.Y, c.r.W, c.r.H, 12*u, sprites.Panel)
	sprites.StrokeRoundRect(dst, c.r.X, c.r.Y, c.r.W, c.r.H, 12*u, max(2*u, ui.Outline(u)), sprites.Accent)
	pad := 12 * u
	x, y := c.r.X+pad, c.r.Y+pad
	sprites.DrawText(dst, c.words.head, sprites.Face(12*u, true), x, y, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
	y += sprites.DrawnSize(12*u) * 1.4
	for _, line := range c.rule {
		sprites.DrawText(dst, line, c.bold, x, y, sprites.AlignStart, sprites.AlignStart, sprites.Accent)
		y += c.lineH
	}
	for _, line := range c.say {
		sprites.DrawText(dst, line, c.face, x, y, sprites.AlignStart, sprites.AlignStart, sprites.Text)
		y += c.lineH
	}
	if c.words.right != "" {
		c.left.Draw(dst, t.in, u)
		c.right.Draw(dst, t.in, u)
	}
}
