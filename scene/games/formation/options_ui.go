package formation

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// The panel's rows, in layout units: the three board choices, then the
// preview with what belongs to the choice beside it.
const (
	fmModeH    = 38
	fmGap      = 12
	fmPreviewH = 112
)

func (o *FormationOptions) Height(u float64) float64 {
	h := o.Row(fmModeH, u) + fmGap*u + o.sideH(u)
	if o.W > 0 && modesWrap(o.W, u) {
		h += o.Row(fmModeH, u) + 6*u
	}
	return h
}

var fmModeKeys = []string{"fm mode default", "fm mode random", "fm mode custom", "fm mode pick"}

// modesWrap reports whether the four board choices take two rows in a
// panel w wide: their labels do not fit four to a row even without the
// "Board" label (a phone in a large text size).
func modesWrap(w, u float64) bool {
	return !modesFit(fmModeKeys, (w-(fmModes-1)*6*u)/fmModes, fmModeH*u)
}

// sideH is the height of the preview's row: the preview, or two rows of
// finger-sized buttons beside it (the quadrants; the seed and its text).
func (o *FormationOptions) sideH(u float64) float64 {
	return max(fmPreviewH*u, 2*o.Row(40, u)+32*u)
}

func (o *FormationOptions) Tappables(r ui.Rect, u float64) []ui.Button {
	l := o.Layout(r, u)
	bs := append(l.Modes[:], l.seedDec, l.SeedInc, l.Reseed, ui.Button{R: l.SeedVal, Label: "seed field"})
	bs = append(bs, l.Boards[:]...)
	bs = append(bs, l.Faces[:]...)
	return append(bs, l.Turns[:]...)
}

// fmOptionsLayout holds the panel's widgets for one rectangle.
type fmOptionsLayout struct {
	labelY           float64
	label            bool // "Board" stands left of the choices: they fit beside it
	Modes            [fmModes]ui.Button
	preview          ui.Rect
	side             ui.Rect // right of the preview
	seedDec, SeedInc ui.Button
	SeedVal          ui.Rect
	Reseed           ui.Button
	Boards, Faces    [4]ui.Button // per quadrant
	Turns            [4]ui.Button
}

func (o *FormationOptions) Layout(r ui.Rect, u float64) fmOptionsLayout {
	var l fmOptionsLayout
	keys := fmModeKeys
	lw, mh := 78*u, o.Row(fmModeH, u)
	l.labelY = r.Y + mh/2
	l.label = modesFit(keys, (r.W-lw-(fmModes-1)*6*u)/fmModes, fmModeH*u)
	if !l.label { // a phone: the choices take the whole row
		lw = 0
	}
	per := fmModes
	if modesWrap(r.W, u) { // two rows of two
		per = fmModes / 2
	}
	bw := (r.W - lw - float64(per-1)*6*u) / float64(per)
	for i, key := range keys {
		at := ui.Rect{X: r.X + lw + float64(i%per)*(bw+6*u), Y: r.Y + float64(i/per)*(mh+6*u), W: bw, H: mh}
		l.Modes[i] = ui.Button{R: at, Label: i18n.Tr(key), Selected: o.Mode == i, LabelH: fmModeH * u}
	}
	y := l.Modes[fmModes-1].R.Y + mh + fmGap*u
	l.preview = ui.Rect{X: r.X, Y: y, W: fmPreviewH * u, H: fmPreviewH * u}
	l.side = ui.Rect{X: r.X + l.preview.W + 18*u, Y: y, W: r.W - l.preview.W - 18*u, H: o.sideH(u)}
	o.layoutSeed(&l, u)
	o.layoutQuadrants(&l, u)
	return l
}

// modesFit reports whether every choice's label fits a button w x h.
func modesFit(keys []string, w, h float64) bool {
	for _, k := range keys {
		if ui.ButtonLabelWidth(i18n.Tr(k), h, true)+0.2*h > w {
			return false
		}
	}
	return true
}

func (o *FormationOptions) layoutSeed(l *fmOptionsLayout, u float64) {
	s, h := l.side, o.Row(40, u)
	rw := math.Min(150*u, s.W*0.38)
	l.seedDec, l.SeedVal, l.SeedInc = o.SeedStepper(ui.Rect{X: s.X, Y: s.Y + 8*u, W: s.W - rw - 10*u, H: h}, 40, u)
	l.Reseed = ui.Button{R: ui.Rect{X: s.X + s.W - rw, Y: s.Y + 8*u, W: rw, H: h}, Label: i18n.Tr("fm new seed"), LabelH: 40 * u}
}

// layoutQuadrants lays the quadrants' buttons out as the quadrants lie:
// two columns, each row beside its half of the preview.
func (o *FormationOptions) layoutQuadrants(l *fmOptionsLayout, u float64) {
	s, gap, h := l.side, 6*u, o.Row(40, u)
	cw := (s.W - 16*u) / 2
	bw := (cw - 2*gap) / 3
	for q, p := range o.Custom {
		x := s.X + float64(q%2)*(cw+16*u)
		y := s.Y + float64(q/2)*s.H/2 + (s.H/2-h)/2
		side := i18n.Tr("fm front")
		if p.Back {
			side = i18n.Tr("fm back")
		}
		l.Boards[q] = ui.Button{R: ui.Rect{X: x, Y: y, W: bw, H: h}, Label: i18n.Trf("fm quarter", p.Board+1), LabelH: 40 * u}
		l.Faces[q] = ui.Button{R: ui.Rect{X: x + bw + gap, Y: y, W: bw, H: h}, Label: side, LabelH: 40 * u}
		l.Turns[q] = ui.Button{R: ui.Rect{X: x + 2*(bw+gap), Y: y, W: bw, H: h}, Label: strconv.Itoa(90*p.Turns) + "°", LabelH: 40 * u}
	}
}

func (o *FormationOptions) Update(in *ui.Input, r ui.Rect, u float64) {
	o.tick++
	l := o.Layout(r, u)
	for i, b := range l.Modes {
		if b.Hit(in) {
			o.Mode = i
		}
	}
	if o.Mode != FmRandom && o.Mode != FmPick {
		o.Seed.Field.Focus = false // the seed field is gone
	}
	switch o.Mode {
	case FmRandom, FmPick:
		o.updateSeed(in, l)
	case FmCustom:
		for q := range o.Custom {
			o.updateQuadrant(in, l, q)
		}
	}
}

// Editing reports whether the seed is being typed: Enter ends the typing
// (OptionsEditor).
func (o *FormationOptions) Editing() bool {
	return (o.Mode == FmRandom || o.Mode == FmPick) && o.Seed.Field.Focus
}

func (o *FormationOptions) updateSeed(in *ui.Input, l fmOptionsLayout) {
	o.Seed.Update(in, l.SeedVal, l.seedDec, l.SeedInc, l.Reseed)
}

func (o *FormationOptions) updateQuadrant(in *ui.Input, l fmOptionsLayout, q int) {
	p := &o.Custom[q]
	switch {
	case l.Boards[q].Hit(in):
		o.CycleBoard(q)
	case l.Faces[q].Hit(in):
		p.Back = !p.Back
	case l.Turns[q].Hit(in):
		p.Turns = (p.Turns + 1) % 4
	}
}

func (o *FormationOptions) Draw(dst *ebiten.Image, in *ui.Input, r ui.Rect, u float64) {
	l := o.Layout(r, u)
	if l.label {
		sprites.DrawText(dst, i18n.Tr("board"), sprites.Face(15*u, false), r.X, l.labelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	}
	for _, b := range l.Modes {
		b.Draw(dst, in, u)
	}
	hot := -1
	switch o.Mode {
	case fmDefault: // the goal is the menu's tagline (GameSpec.TaglineKey)
		drawWrappedLeft(dst, i18n.Tr("fm default desc"), sprites.Face(14*u, false), l.side.Inset(6*u), sprites.TextDim)
	case FmRandom:
		o.drawSeed(dst, in, l, u, "fm seed board")
	case FmCustom:
		hot = o.drawQuadrants(dst, in, l, u)
	case FmPick:
		o.drawSeed(dst, in, l, u, "fm pick desc")
		drawPickPreviews(dst, formation.PickBoards(o.Seed.N), l.preview, u)
		return
	}
	drawBoardPreview(dst, o.Assembly().Colours(), l.preview, hot, u)
}

func (o *FormationOptions) drawSeed(dst *ebiten.Image, in *ui.Input, l fmOptionsLayout, u float64, key string) {
	l.seedDec.Draw(dst, in, u)
	l.SeedInc.Draw(dst, in, u)
	l.Reseed.Draw(dst, in, u)
	o.Seed.Draw(dst, view.FieldBox(l.SeedVal, 40, u), o.tick, u)
	label := sprites.Face(13*u, false)
	sprites.DrawText(dst, i18n.Tr("fm seed"), label, l.SeedVal.X+l.SeedVal.W-10*u, l.SeedVal.Y+l.SeedVal.H/2, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
	text := i18n.Tr(key)
	top := l.SeedVal.Y + l.SeedVal.H + 8*u - l.side.Y // 56 units on a desktop
	drawWrappedLeft(dst, text, sprites.Face(14*u, false), ui.Rect{X: l.side.X + 4*u, Y: l.side.Y + top, W: l.side.W - 8*u, H: l.side.H - top}, sprites.TextDim)
}

// drawQuadrants draws each quadrant's buttons and returns the quadrant
// under the pointer, for the preview to show which one that is.
func (o *FormationOptions) drawQuadrants(dst *ebiten.Image, in *ui.Input, l fmOptionsLayout, u float64) int {
	hot := -1
	for q := range o.Custom {
		a, z := l.Boards[q].R, l.Turns[q].R
		sprites.FillRoundRect(dst, a.X-5*u, a.Y-5*u, z.X+z.W-a.X+10*u, a.H+10*u, 12*u, sprites.WithAlpha(sprites.Background, 0.6))
		for _, b := range []ui.Button{l.Boards[q], l.Faces[q], l.Turns[q]} {
			b.Draw(dst, in, u)
			if in != nil && in.HasCursor && b.R.Contains(in.Cursor) {
				hot = q
			}
		}
	}
	return hot
}
