package scene

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/sprites"
)

// The panel's rows, in layout units: the three board choices, then the
// preview with what belongs to the choice beside it.
const (
	fmModeH    = 38
	fmGap      = 12
	fmPreviewH = 112
)

func (o *formationOptions) Height(u float64) float64 { return (fmModeH + fmGap + fmPreviewH) * u }

// fmOptionsLayout holds the panel's widgets for one rectangle.
type fmOptionsLayout struct {
	labelY           float64
	modes            [3]button
	preview          Rect
	side             Rect // right of the preview
	seedDec, seedInc button
	seedVal          Rect
	reseed           button
	boards, faces    [4]button // per quadrant
	turns            [4]button
}

func (o *formationOptions) layout(r Rect, u float64) fmOptionsLayout {
	var l fmOptionsLayout
	lw := 78 * u
	l.labelY = r.Y + fmModeH*u/2
	bw := (r.W - lw - 2*8*u) / 3
	for i, key := range []string{"fm mode default", "fm mode random", "fm mode custom"} {
		l.modes[i] = button{R: Rect{r.X + lw + float64(i)*(bw+8*u), r.Y, bw, fmModeH * u}, Label: tr(key), Selected: o.mode == i}
	}
	y := r.Y + (fmModeH+fmGap)*u
	l.preview = Rect{r.X, y, fmPreviewH * u, fmPreviewH * u}
	l.side = Rect{r.X + l.preview.W + 18*u, y, r.W - l.preview.W - 18*u, l.preview.H}
	o.layoutSeed(&l, u)
	o.layoutQuadrants(&l, u)
	return l
}

func (o *formationOptions) layoutSeed(l *fmOptionsLayout, u float64) {
	s, h := l.side, 40*u
	rw := math.Min(150*u, s.W*0.38)
	l.seedDec, l.seedVal, l.seedInc = stepper(Rect{s.X, s.Y + 8*u, s.W - rw - 10*u, h}, u)
	l.reseed = button{R: Rect{s.X + s.W - rw, s.Y + 8*u, rw, h}, Label: tr("fm new seed")}
}

// layoutQuadrants lays the quadrants' buttons out as the quadrants lie:
// two columns, each row beside its half of the preview.
func (o *formationOptions) layoutQuadrants(l *fmOptionsLayout, u float64) {
	s, gap := l.side, 6*u
	cw := (s.W - 16*u) / 2
	bw := (cw - 2*gap) / 3
	for q, p := range o.custom {
		x := s.X + float64(q%2)*(cw+16*u)
		y := s.Y + float64(q/2)*s.H/2 + (s.H/2-40*u)/2
		side := tr("fm front")
		if p.Back {
			side = tr("fm back")
		}
		l.boards[q] = button{R: Rect{x, y, bw, 40 * u}, Label: "Q" + strconv.Itoa(p.Board)}
		l.faces[q] = button{R: Rect{x + bw + gap, y, bw, 40 * u}, Label: side}
		l.turns[q] = button{R: Rect{x + 2*(bw+gap), y, bw, 40 * u}, Label: strconv.Itoa(90*p.Turns) + "°"}
	}
}

func (o *formationOptions) Update(in *Input, r Rect, u float64) {
	o.tick++
	l := o.layout(r, u)
	for i, b := range l.modes {
		if b.hit(in) {
			o.mode = i
		}
	}
	if o.mode != fmRandom {
		o.seed.field.Focus = false // the seed field is gone
	}
	switch o.mode {
	case fmRandom:
		o.updateSeed(in, l)
	case fmCustom:
		for q := range o.custom {
			o.updateQuadrant(in, l, q)
		}
	}
}

// Editing reports whether the seed is being typed: Enter ends the typing
// (OptionsEditor).
func (o *formationOptions) Editing() bool { return o.mode == fmRandom && o.seed.field.Focus }

func (o *formationOptions) updateSeed(in *Input, l fmOptionsLayout) {
	o.seed.update(in, l.seedVal, l.seedDec, l.seedInc, l.reseed)
}

func (o *formationOptions) updateQuadrant(in *Input, l fmOptionsLayout, q int) {
	p := &o.custom[q]
	switch {
	case l.boards[q].hit(in):
		o.cycleBoard(q)
	case l.faces[q].hit(in):
		p.Back = !p.Back
	case l.turns[q].hit(in):
		p.Turns = (p.Turns + 1) % 4
	}
}

func (o *formationOptions) Draw(dst *ebiten.Image, in *Input, r Rect, u float64) {
	l := o.layout(r, u)
	sprites.DrawText(dst, tr("board"), sprites.Face(15*u, false), r.X, l.labelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	for _, b := range l.modes {
		b.draw(dst, in, u)
	}
	hot := -1
	switch o.mode {
	case fmDefault: // the goal is the menu's tagline (GameSpec.TaglineKey)
		drawWrappedLeft(dst, tr("fm default desc"), sprites.Face(14*u, false), l.side.Inset(6*u), sprites.TextDim)
	case fmRandom:
		o.drawSeed(dst, in, l, u)
	case fmCustom:
		hot = o.drawQuadrants(dst, in, l, u)
	}
	drawBoardPreview(dst, o.assembly().Colours(), l.preview, hot, u)
}

func (o *formationOptions) drawSeed(dst *ebiten.Image, in *Input, l fmOptionsLayout, u float64) {
	l.seedDec.draw(dst, in, u)
	l.seedInc.draw(dst, in, u)
	l.reseed.draw(dst, in, u)
	o.seed.draw(dst, l.seedVal, o.tick, u)
	label := sprites.Face(13*u, false)
	sprites.DrawText(dst, tr("fm seed"), label, l.seedVal.X+l.seedVal.W-10*u, l.seedVal.Y+l.seedVal.H/2, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
	text := trf("fm seed board", o.assembly().String())
	drawWrappedLeft(dst, text, sprites.Face(14*u, false), Rect{l.side.X + 4*u, l.side.Y + 62*u, l.side.W - 8*u, 50 * u}, sprites.TextDim)
}

// drawQuadrants draws each quadrant's buttons and returns the quadrant
// under the pointer, for the preview to show which one that is.
func (o *formationOptions) drawQuadrants(dst *ebiten.Image, in *Input, l fmOptionsLayout, u float64) int {
	hot := -1
	for q := range o.custom {
		a, z := l.boards[q].R, l.turns[q].R
		sprites.FillRoundRect(dst, a.X-5*u, a.Y-5*u, z.X+z.W-a.X+10*u, a.H+10*u, 12*u, sprites.WithAlpha(sprites.Background, 0.6))
		for _, b := range []button{l.boards[q], l.faces[q], l.turns[q]} {
			b.draw(dst, in, u)
			if in != nil && in.HasCursor && b.R.Contains(in.Cursor) {
				hot = q
			}
		}
	}
	return hot
}
