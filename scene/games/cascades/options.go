package cascades

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/cascades"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// Options is Cascades' part of the menu: under "Board" the presets and a
// stepper each for the top row (even, by two) and the rows; under "Rules"
// the two variants as toggles (one row had mixed sizes and rules).
// Options() is the engine's option text.
type Options struct {
	view.Touch
	o cascades.Options
}

// NewOptions shows options ("" or unreadable text: the default 8x8).
func NewOptions(options string) view.OptionsPanel {
	o, err := cascades.ParseOptions(options)
	if err != nil {
		o = cascades.DefaultOptions
	}
	return &Options{o: o}
}

func (p *Options) Options() string { return p.o.String() }

// Panel rows in layout units: the board's label with its figures, the
// presets, the steppers, the rules' label, the variants, and a line on
// the variants.
const (
	optLabelH = 22
	optRowH   = 40
	optGap    = 10
	optNoteH  = 24
)

func (p *Options) Height(u float64) float64 {
	return 2*labelRowH(u) + 2*optGap*u + noteRowH(u) + 3*p.Row(optRowH, u)
}

// labelRowH is the height of a label's row ("Board", "Rules"): the
// design's, or the label's as drawn where the text size makes it taller.
func labelRowH(u float64) float64 {
	return max(optLabelH*u, labelMid(u)+textH(sprites.Face(15*u, false))/2+4*u)
}

// noteRowH is the height of the line on the variants, as labelRowH.
func noteRowH(u float64) float64 { return max(optNoteH*u, textH(sprites.Face(13*u, false))+6*u) }

// textH is the height a line of face is drawn: ascent and descent.
func textH(face text.Face) float64 { return ui.LineHeight(face) - 4 }

// labelMid is where a label's row has its label's middle: a little over
// the row's middle, never so high that it reaches above the row.
func labelMid(u float64) float64 { return max(6*u, textH(sprites.Face(15*u, false))/2) }

func (p *Options) Tappables(r ui.Rect, u float64) []ui.Button {
	l := p.Layout(r, u)
	return append(l.Presets, l.Free, l.Territory, l.WDec, l.WInc, l.HDec, l.HInc)
}

// optionsLayout holds the panel's widgets for one rectangle.
type optionsLayout struct {
	labelY, rulesY  float64
	Presets         []ui.Button
	Free, Territory ui.Button
	WDec, WInc      ui.Button
	HDec, HInc      ui.Button
	wVal, hVal      ui.Rect
	note            ui.Rect
}

func (p *Options) Layout(r ui.Rect, u float64) optionsLayout {
	var l optionsLayout
	bh, gap, lh := p.Row(optRowH, u), optGap*u, optRowH*u
	l.labelY = r.Y + labelMid(u)
	y := r.Y + labelRowH(u)
	half := (r.W - gap) / 2
	at := func(i int) ui.Rect { return ui.Rect{X: r.X + float64(i)*(half+gap), Y: y, W: half, H: bh} }
	for i, z := range cascades.Presets {
		l.Presets = append(l.Presets, ui.Button{R: at(i), Label: sizeLabel(z), Selected: z == p.o.Size, LabelH: lh})
	}
	y += bh + gap
	l.WDec, l.wVal, l.WInc = p.NumberStepper(at(0), optRowH, u)
	l.HDec, l.hVal, l.HInc = p.NumberStepper(at(1), optRowH, u)
	y += bh + gap
	l.rulesY = y + labelMid(u)
	y += labelRowH(u)
	l.Free = ui.Button{R: at(0), Label: i18n.Tr("cascades.free"), Selected: p.o.Free, LabelH: lh}
	l.Territory = ui.Button{R: at(1), Label: i18n.Tr("cascades.territory"), Selected: p.o.Territory, LabelH: lh}
	l.note = ui.Rect{X: r.X, Y: y + bh + 4*u, W: r.W, H: noteRowH(u) - 4*u}
	return l
}

func (p *Options) Update(in *ui.Input, r ui.Rect, u float64) {
	l := p.Layout(r, u)
	for i, b := range l.Presets {
		if b.Hit(in) {
			p.o.Size = cascades.Presets[i]
		}
	}
	z := &p.o.Size
	step := func(v *int, b ui.Button, d, lo, hi int) {
		if b.Hit(in) {
			*v = min(max(*v+d, lo), hi)
		}
	}
	step(&z.W, l.WDec, -2, cascades.MinWidth, cascades.MaxWidth)
	step(&z.W, l.WInc, +2, cascades.MinWidth, cascades.MaxWidth)
	step(&z.H, l.HDec, -1, cascades.MinHeight, cascades.MaxHeight)
	step(&z.H, l.HInc, +1, cascades.MinHeight, cascades.MaxHeight)
	if l.Free.Hit(in) {
		p.o.Free = !p.o.Free
	}
	if l.Territory.Hit(in) {
		p.o.Territory = !p.o.Territory
	}
}

func (p *Options) Draw(dst *ebiten.Image, in *ui.Input, r ui.Rect, u float64) {
	l := p.Layout(r, u)
	z := p.o.Size
	label := i18n.Tr("cascades.board")
	sprites.DrawText(dst, label, sprites.Face(15*u, false), r.X, l.labelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	facts := i18n.Trf("cascades.board facts", z.Cells(), z.BottomLen(), z.Majority())
	room := r.W - sprites.TextWidth(label, sprites.Face(15*u, false)) - 10*u // on a phone the facts are cut, not over the label
	facts = fitText(facts, sprites.Face(13*u, false), room)
	sprites.DrawText(dst, facts, sprites.Face(13*u, false), r.X+r.W, l.labelY, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
	for _, b := range l.Presets {
		b.Draw(dst, in, u)
	}
	sprites.DrawText(dst, i18n.Tr("cascades.rules row"), sprites.Face(15*u, false), r.X, l.rulesY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	// the two steppers read alike: both stacked if either must
	stacked := ui.StepperStacked(l.wVal, i18n.Tr("cascades.top row"), z.W, u) || ui.StepperStacked(l.hVal, i18n.Tr("cascades.rows"), z.H, u)
	ui.DrawStepperAs(dst, in, l.WDec, l.wVal, l.WInc, i18n.Tr("cascades.top row"), z.W, u, stacked)
	ui.DrawStepperAs(dst, in, l.HDec, l.hVal, l.HInc, i18n.Tr("cascades.rows"), z.H, u, stacked)
	l.Free.Draw(dst, in, u)
	l.Territory.Draw(dst, in, u)
	face := sprites.Face(13*u, false)
	note := fitText(i18n.Tr(variantKey(p.o)), face, l.note.W)
	sprites.DrawText(dst, note, face, l.note.X, l.note.Y+l.note.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
}

// variantKey is the text key of the line that says what the variants do.
func variantKey(o cascades.Options) string {
	switch {
	case o.Free && o.Territory:
		return "cascades.variant both"
	case o.Free:
		return "cascades.variant free"
	case o.Territory:
		return "cascades.variant terr"
	}
	return "cascades.variant plain"
}
