package kaleidoskop

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// handTitleH is the line above the hand at layout unit u: 22 units, or
// the title's line and a gap where the text size makes it taller (it ran
// into the cards).
func handTitleH(u float64) float64 {
	return math.Max(22*u, ui.LineHeight(sprites.Face(14*u, true))+4*u)
}

// handCards is the face-up hand, or nothing while it is face down.
func (v *View) handCards() []kal.Card {
	if !v.handUp() {
		return nil
	}
	return v.st.Hand(seatOf(v.st))
}

// cardRects lays n cards out in the hand's rectangle: two columns in the
// side column of a wide screen, one row on a tall one.
func (v *View) cardRects(n int) []ui.Rect {
	u := v.lay.U
	r := v.lay.Hand
	r.Y += handTitleH(u)
	r.H -= handTitleH(u)
	if n == 0 || r.H <= 0 {
		return nil
	}
	gap := 8 * u
	// as many columns as give the biggest cards: 2 or 4 (wide column: 2)
	var cols int
	var w, h float64
	for _, c := range []int{2, 4} {
		if c == 4 && v.lay.Wide {
			break
		}
		rows := (n + c - 1) / c
		cw := (r.W - gap*float64(c-1)) / float64(c)
		ch := math.Min((r.H-gap*float64(rows-1))/float64(rows), cw*0.95)
		if cols == 0 || math.Min(cw, ch) > math.Min(w, h) {
			cols, w, h = c, cw, ch
		}
	}
	out := make([]ui.Rect, n)
	for i := range out {
		out[i] = ui.Rect{X: r.X + float64(i%cols)*(w+gap), Y: r.Y + float64(i/cols)*(h+gap), W: w, H: h}
	}
	return out
}

// cardHeadH is a card's header (name and reward): at least as high as
// its face's line, which the text size's floor may make taller than the
// design's (the codes were clipped at the top).
func (v *View) cardHeadH(card ui.Rect) float64 {
	head := math.Min(20*v.lay.U, card.H*0.2)
	return math.Max(head, ui.LineHeight(cardHeadFace(v.lay.U, head))+2*v.lay.U)
}

// cardHeadFace is the face of a card's code and reward in a header head
// high by design.
func cardHeadFace(u, head float64) text.Face { return sprites.Face(math.Min(13*u, head*0.75), true) }

// missionRects are the two missions' panes of a card.
func (v *View) missionRects(card ui.Rect) [2]ui.Rect {
	u := v.lay.U
	head := v.cardHeadH(card)
	in := ui.Rect{X: card.X + 3*u, Y: card.Y + head, W: card.W - 6*u, H: card.H - head - 3*u}
	cells := split(in, 2, 2*u) // a finger wide on a phone's four columns
	return [2]ui.Rect{cells[0], cells[1]}
}

// handControls are the hand's missions, or the button that turns the
// hand face up.
func (v *View) handControls() []control {
	u := v.lay.U
	if !v.handUp() {
		r := v.lay.Hand
		w, h := math.Min(r.W*0.8, math.Max(280*u, 200)), math.Max(44*u, math.Max(40, ui.ScreenFinger()))
		y := r.Y + handTitleH(u) + math.Max((r.H-handTitleH(u)-h)/2, 0)
		return []control{{kind: ctlReveal, R: ui.Rect{X: r.X + (r.W-w)/2, Y: y, W: w, H: h},
			Label: i18n.Tr("kaleidoskop.show cards"), Move: game.NoMove, allowed: true, pick: v.reveal}}
	}
	cards := v.handCards()
	var cs []control
	for i, rc := range v.cardRects(len(cards)) {
		for j, mr := range v.missionRects(rc) {
			cm := kal.CardMission{Card: cards[i], Mission: j}
			m := kal.CompleteMove(cm.Card, j)
			cs = append(cs, control{kind: ctlMission, R: mr, card: cm, Move: m, on: v.lit == cm,
				allowed: v.st.Check(m) == nil})
		}
	}
	return cs
}

// reveal turns the mover's hand face up: the seat to move is at the
// screen (only asked when the table asks that seat for a move).
func (v *View) reveal() { v.revealed = seatOf(v.st) }
