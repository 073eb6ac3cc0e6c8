package menu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// seatPager turns the pages of the menu's seats on a phone, where six or
// eight finger-high rows do not fit under the options: "Seats 1–3 of 8"
// and the ‹ › buttons in the row under the page.
type seatPager struct {
	text       ui.Rect // where "Seats 1–3 of 8" is written
	prev, next ui.Button
	by         int // the seats on a page: how far a button turns
	label      string
}

// newSeatPager is the pager of a page of shown seats from first, of n,
// with its words in text and its buttons in btns.
func newSeatPager(text, btns ui.Rect, first, shown, n int, labelH, u float64) seatPager {
	half := ui.Rect{X: btns.X, Y: btns.Y, W: (btns.W - 8*u) / 2, H: btns.H}
	prev := ui.Button{R: half, Label: "‹", LabelH: labelH, Disabled: first == 0}
	half.X = btns.X + btns.W - half.W
	next := ui.Button{R: half, Label: "›", LabelH: labelH, Disabled: first+shown >= n}
	label := i18n.Trf("seats page", first+1, first+shown, n)
	if shown == 1 {
		label = i18n.Trf("seat page", first+1, n)
	}
	return seatPager{text: text, prev: prev, next: next, by: max(shown, 1), label: label}
}

// step is how far a tap on the pager moves the page's first seat.
func (p seatPager) step(in *ui.Input) int {
	switch {
	case p.by == 0:
	case !p.prev.Disabled && p.prev.Hit(in):
		return -p.by
	case !p.next.Disabled && p.next.Hit(in):
		return p.by
	}
	return 0
}

func (p seatPager) draw(dst *ebiten.Image, in *ui.Input, u float64) {
	if p.by == 0 {
		return
	}
	face := sprites.Face(ui.FitSize(p.label, 16*u, 12*u, p.text.W, false), false)
	sprites.DrawText(dst, p.label, face, p.text.X, p.text.Y+p.text.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	p.prev.Draw(dst, in, u)
	p.next.Draw(dst, in, u)
}
