package decktet

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/decktet"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// decktetOptions is Cascades' part of the menu: the deck, the passes, the
// variant and the deal number. The deal is a fresh random one on every
// visit to the menu (a solitaire player wants a new game), shown and
// editable so that a deal can be replayed and shared.
type DecktetOptions struct {
	view.Touch
	Extended, Unlimited, Ace bool
	Deal                     ui.SeedField
	tick                     int
}

func NewDecktetOptions(options string) view.OptionsPanel {
	o := &DecktetOptions{}
	if p, err := decktet.ParseOptions(options); err == nil {
		o.Extended, o.Unlimited, o.Ace = p.Extended, p.Unlimited && !p.Ace, p.Ace
	}
	o.Deal = ui.NewSeedField(ui.NewSeed())
	return o
}

// Options is the engine's option text (decktet.Options.String's form).
func (o *DecktetOptions) Options() string {
	opt := decktet.Options{Deal: o.Deal.N, Extended: o.Extended, Unlimited: o.Unlimited || o.Ace, Ace: o.Ace}
	return opt.String()
}

// Editing reports whether the deal number is being typed (OptionsEditor).
func (o *DecktetOptions) Editing() bool { return o.Deal.Field.Focus }

const (
	dkRowH   = 38
	dkRowGap = 10
)

func (o *DecktetOptions) Height(u float64) float64 {
	h := 4*o.Row(dkRowH, u) + 3*dkRowGap*u
	if o.W > 0 && o.stacked(o.W, u) {
		h += 4 * dkLabelLine(u)
	}
	return h
}

// dkLabelLine is the height of a label's line over its row's choices.
func dkLabelLine(u float64) float64 { return ui.LineHeight(dkLabelFace(u)) - 4 + 4*u }

// labelW is the width of the labels' column: the widest label's.
func labelW(u float64) float64 {
	lw := 92 * u // or wider, for the widest label in this language
	for _, key := range dkLabelKeys {
		lw = math.Max(lw, sprites.TextWidth(i18n.Tr(key), dkLabelFace(u))+10*u)
	}
	return lw
}

// stacked reports whether the rows' labels go over their choices in a
// panel w wide: a choice's label does not fit its button beside them (a
// phone in a large text size).
func (o *DecktetOptions) stacked(w, u float64) bool {
	bw := (w - labelW(u) - 8*u) / 2
	for _, row := range dkChoiceKeys {
		for _, key := range row {
			if !ui.LabelCanFit(i18n.Tr(key), bw, dkRowH*u, true) {
				return true
			}
		}
	}
	return false
}

var dkChoiceKeys = [3][2]string{{"dk standard", "dk extended"}, {"dk three", "dk unlimited"}, {"dk classic", "dk ace"}}

func (o *DecktetOptions) Tappables(r ui.Rect, u float64) []ui.Button {
	l := o.Layout(r, u)
	var bs []ui.Button
	for _, row := range l.Choices {
		bs = append(bs, row[:]...)
	}
	return append(bs, l.dec, l.Inc, l.reseed, ui.Button{R: l.val, Label: "deal field"})
}

// dkOptionsLayout holds the panel's widgets for one rectangle.
type dkOptionsLayout struct {
	labels  [4]float64 // y of each row's label
	Choices [3][2]ui.Button
	dec     ui.Button
	val     ui.Rect
	Inc     ui.Button
	reseed  ui.Button
}

// dkLabelKeys are the rows' labels, top to bottom.
var dkLabelKeys = [4]string{"dk deck", "dk passes", "dk variant", "dk deal"}

func dkLabelFace(u float64) text.Face { return sprites.Face(15*u, false) }

func (o *DecktetOptions) Layout(r ui.Rect, u float64) dkOptionsLayout {
	var l dkOptionsLayout
	lw, over := labelW(u), 0.0 // over: a label's line over each row
	if o.stacked(r.W, u) {
		lw, over = 0, dkLabelLine(u)
	}
	bw := (r.W - lw - 8*u) / 2
	sel := [3]bool{o.Extended, o.Unlimited || o.Ace, o.Ace}
	rh, lh := o.Row(dkRowH, u), dkRowH*u
	rowY := func(i int) float64 {
		y := r.Y + float64(i)*(over+rh+dkRowGap*u) + over
		l.labels[i] = y + rh/2
		if over > 0 {
			l.labels[i] = y - over/2
		}
		return y
	}
	for i := range 3 {
		y := rowY(i)
		for j := range 2 {
			l.Choices[i][j] = ui.Button{R: ui.Rect{X: r.X + lw + float64(j)*(bw+8*u), Y: y, W: bw, H: rh}, Label: i18n.Tr(dkChoiceKeys[i][j]), Selected: sel[i] == (j == 1), LabelH: lh}
		}
	}
	l.Choices[1][0].Disabled = o.Ace // the Ace variant always has unlimited passes
	y := rowY(3)
	l.dec, l.val, l.Inc = o.SeedStepper(ui.Rect{X: r.X + lw, Y: y, W: bw, H: rh}, dkRowH, u)
	if l.dec.R.W > 0 && !digitsFit(view.FieldBox(l.val, dkRowH, u)) { // a large text size: the digits need the room
		l.dec, l.Inc, l.val = ui.Button{}, ui.Button{}, ui.Rect{X: r.X + lw, Y: y, W: bw, H: rh}
	}
	l.reseed = ui.Button{R: ui.Rect{X: r.X + lw + bw + 8*u, Y: y, W: bw, H: rh}, Label: i18n.Tr("dk new deal"), LabelH: lh}
	return l
}

func (o *DecktetOptions) Update(in *ui.Input, r ui.Rect, u float64) {
	o.tick++
	l := o.Layout(r, u)
	flags := [3]*bool{&o.Extended, &o.Unlimited, &o.Ace}
	for i := range 3 {
		for j, b := range l.Choices[i] {
			if b.Hit(in) {
				*flags[i] = j == 1
			}
		}
	}
	o.Deal.Update(in, l.val, l.dec, l.Inc, l.reseed)
}

func (o *DecktetOptions) Draw(dst *ebiten.Image, in *ui.Input, r ui.Rect, u float64) {
	l := o.Layout(r, u)
	for i, key := range dkLabelKeys {
		sprites.DrawText(dst, i18n.Tr(key), dkLabelFace(u), r.X, l.labels[i], sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	}
	for _, row := range l.Choices {
		for _, b := range row {
			b.Draw(dst, in, u)
		}
	}
	l.dec.Draw(dst, in, u)
	l.Inc.Draw(dst, in, u)
	l.reseed.Draw(dst, in, u)
	o.Deal.Draw(dst, view.FieldBox(l.val, dkRowH, u), o.tick, u)
}

// Redeal is options with a fresh random deal and everything else kept:
// the game-over screen's "New deal", where its Rematch plays the same
// deal again. Options it cannot read come back unchanged.
func Redeal(options string) string { return redealWith(options, ui.NewSeed()) }

// redealWith is Redeal with the new deal number given; a deal equal to
// the old one is moved on by one, so that a new deal is never the same.
func redealWith(options string, deal uint64) string {
	o, err := decktet.ParseOptions(options)
	if err != nil {
		return options
	}
	if deal == o.Deal {
		deal++
	}
	o.Deal = deal
	return o.String()
}

// digitsFit reports whether a deal number of nine digits fits the field
// box at the least size the field writes it.
func digitsFit(box ui.Rect) bool {
	return sprites.TextWidth("999999999", sprites.Face(0, false)) <= box.W-box.H*0.7
}
