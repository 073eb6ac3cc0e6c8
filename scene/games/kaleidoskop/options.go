package kaleidoskop

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// Options is Kaleidoskop's part of the menu: the player count (3 to 6),
// the game length (the scoring crystals to qualify) and the deal number.
// The deal is a fresh random one on every visit to the menu, shown and
// editable so that a game can be dealt again and shared.
type Options struct {
	view.Touch
	Players int
	Length  kal.Length
	Deal    ui.SeedField
	tick    int
}

// NewOptions shows options' player count and length with a new deal.
func NewOptions(options string) view.OptionsPanel {
	o := &Options{Players: kal.DefaultOptions.Players, Length: kal.DefaultOptions.Length, Deal: ui.NewSeedField(ui.NewSeed())}
	if p, err := kal.ParseOptions(options); err == nil {
		o.Players, o.Length = p.Players, p.Length
	}
	return o
}

// Options is the engine's option text.
func (o *Options) Options() string {
	return kal.Options{Players: o.Players, Length: o.Length, Deal: o.Deal.N}.String()
}

// Editing reports whether the deal number is being typed (OptionsEditor).
func (o *Options) Editing() bool { return o.Deal.Field.Focus }

const (
	optRowH = 38
	optGap  = 10
)

func (o *Options) Height(u float64) float64 {
	h := 3*o.Row(optRowH, u) + 2*optGap*u
	if o.W > 0 && stacked(o.W, u) {
		h += 3 * labelLine(u)
	}
	return h
}

func labelFace(u float64) text.Face { return sprites.Face(15*u, false) }

// labelLine is the height of a label's line over its row's choices.
func labelLine(u float64) float64 { return ui.LineHeight(labelFace(u)) - 4 + 4*u }

// labelW is the width of the labels' column: the widest label's.
func labelW(u float64) float64 {
	lw := 80 * u
	for _, k := range optLabelKeys {
		lw = math.Max(lw, sprites.TextWidth(i18n.Tr(k), labelFace(u))+10*u)
	}
	return lw
}

// stacked reports whether the rows' labels go over their choices in a
// panel w wide: a length's label or New deal does not fit its button
// beside them (a phone in a large text size).
func stacked(w, u float64) bool {
	lens := (w - labelW(u) - 16*u) / 3
	for _, k := range lengthKeys {
		if !ui.LabelCanFit(i18n.Tr(k), lens, optRowH*u, true) {
			return true
		}
	}
	return !ui.LabelCanFit(i18n.Tr("kaleidoskop.new deal"), (w-labelW(u)-8*u)/2, optRowH*u, false)
}

func (o *Options) Tappables(r ui.Rect, u float64) []ui.Button {
	l := o.Layout(r, u)
	bs := append(l.Players[:], l.Lengths[:]...)
	return append(bs, l.Dec, l.Inc, l.Fresh, ui.Button{R: l.Val, Label: "deal field"})
}

// optionsLayout holds the panel's widgets for one rectangle.
type optionsLayout struct {
	labels   [3]float64
	Players  [kal.MaxPlayers - kal.MinPlayers + 1]ui.Button
	Lengths  [3]ui.Button
	Dec, Inc ui.Button
	Val      ui.Rect
	Fresh    ui.Button
}

var optLabelKeys = [3]string{"kaleidoskop.players", "kaleidoskop.length", "kaleidoskop.deal"}
var lengthKeys = [3]string{"kaleidoskop.short", "kaleidoskop.normal", "kaleidoskop.long"}

func (o *Options) Layout(r ui.Rect, u float64) optionsLayout {
	var l optionsLayout
	lw, over := labelW(u), 0.0 // over: a label's line over each row
	if stacked(r.W, u) {
		lw, over = 0, labelLine(u)
	}
	rh, lh := o.Row(optRowH, u), optRowH*u
	row := func(i int) ui.Rect {
		y := r.Y + float64(i)*(over+rh+optGap*u) + over
		l.labels[i] = y + rh/2
		if over > 0 {
			l.labels[i] = y - over/2
		}
		return ui.Rect{X: r.X + lw, Y: y, W: r.W - lw, H: rh}
	}
	for i, c := range split(row(0), len(l.Players), 8*u) {
		n := kal.MinPlayers + i
		l.Players[i] = ui.Button{R: c, Label: itoa(n), Selected: o.Players == n, LabelH: lh}
	}
	for i, c := range split(row(1), 3, 8*u) {
		l.Lengths[i] = ui.Button{R: c, Label: i18n.Tr(lengthKeys[i]), Selected: o.Length == kal.Length(i), LabelH: lh}
	}
	cells := split(row(2), 2, 8*u)
	s := cells[0]
	l.Dec, l.Val, l.Inc = o.SeedStepper(s, optRowH, u)
	l.Fresh = ui.Button{R: cells[1], Label: i18n.Tr("kaleidoskop.new deal"), LabelH: lh}
	return l
}

func (o *Options) Update(in *ui.Input, r ui.Rect, u float64) {
	o.tick++
	l := o.Layout(r, u)
	for i, b := range l.Players {
		if b.Hit(in) {
			o.Players = kal.MinPlayers + i
		}
	}
	for i, b := range l.Lengths {
		if b.Hit(in) {
			o.Length = kal.Length(i)
		}
	}
	o.Deal.Update(in, l.Val, l.Dec, l.Inc, l.Fresh)
}

func (o *Options) Draw(dst *ebiten.Image, in *ui.Input, r ui.Rect, u float64) {
	l := o.Layout(r, u)
	face := labelFace(u)
	for i, k := range optLabelKeys {
		sprites.DrawText(dst, i18n.Tr(k), face, r.X, l.labels[i], sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	}
	for _, b := range l.Players {
		b.Draw(dst, in, u)
	}
	for _, b := range l.Lengths {
		b.Draw(dst, in, u)
	}
	l.Dec.Draw(dst, in, u)
	l.Inc.Draw(dst, in, u)
	l.Fresh.Draw(dst, in, u)
	o.Deal.Draw(dst, view.FieldBox(l.Val, optRowH, u), o.tick, u)
}
