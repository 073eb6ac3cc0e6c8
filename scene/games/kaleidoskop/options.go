package kaleidoskop

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

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

func (o *Options) Height(u float64) float64 { return 3*o.Row(optRowH, u) + 2*optGap*u }

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
	face := sprites.Face(15*u, false)
	lw := 80 * u
	for _, k := range optLabelKeys {
		lw = math.Max(lw, sprites.TextWidth(i18n.Tr(k), face)+10*u)
	}
	rh, lh := o.Row(optRowH, u), optRowH*u
	row := func(i int) ui.Rect {
		y := r.Y + float64(i)*(rh+optGap*u)
		l.labels[i] = y + rh/2
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
	face := sprites.Face(15*u, false)
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
