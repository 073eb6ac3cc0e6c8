package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// movesTopButton is the panel's top button: Back to game while looking
// back, else Hide (a phone's sheet: Close).
func (t *table) movesTopButton() ui.Button {
	b := t.moves.lay.Play
	switch {
	case t.moves.looking:
		b.Label, b.Primary = i18n.Tr("moves back"), true
	case t.lay.Tall:
		b.Label = i18n.Tr("moves close")
	default:
		b.Label = i18n.Tr("moves hide")
	}
	return b
}

// drawMoves draws the moves when they are shown. Each row is noted as a
// control (for the layout tests and the browser's hook), before the list
// writes its texts into it.
func (t *table) drawMoves(dst *ebiten.Image, in *ui.Input) {
	if !t.moves.shown {
		return
	}
	r := t.moves.lay
	r.Play = t.movesTopButton()
	l := &t.moves.list
	for i := 0; i < r.Visible() && l.Top+i < len(l.Entries); i++ {
		ui.NoteControl(r.Row(i), t.spec.SayMove(l.Entries[l.Top+i].Text))
	}
	l.Draw(dst, in, r, t.lit(), t.spec)
}

// lookText is what the banner says while looking back.
func (t *table) lookText() string {
	e := t.moves.list.Entries[t.moves.look]
	back := i18n.Tr("moves return click")
	if t.m != nil && t.m.Touch() {
		back = i18n.Tr("moves return tap")
	}
	return i18n.Trf("moves looking", e.Turn, t.spec.SayMove(e.Text)) + " — " + back
}

// drawLookBanner stands for the footer's status line while looking back:
// a pill in the accent colour saying which move the board shows and how
// to return (a click or tap on it returns: returnHit). Too long for a
// phone's width it takes two lines.
func (t *table) drawLookBanner(dst *ebiten.Image) {
	f, c := t.lay.Footer, t.lay.C
	msg := t.lookText()
	room := f.W - 40*c
	size := ui.FooterFont * c
	face := sprites.Face(ui.FitSize(msg, size, size*0.85, room, true), true)
	lines := []string{msg}
	if sprites.TextWidth(msg, face) > room && t.lay.Tall {
		face = sprites.Face(size*0.92, true)
		lines = ui.WrapLines(msg, face, room)
	}
	lines = lines[:min(len(lines), 2)]
	wide := 0.0
	for i, s := range lines {
		lines[i] = ui.Ellipsize(s, face, room)
		wide = math.Max(wide, sprites.TextWidth(lines[i], face))
	}
	h := max(f.H-6*c, min(f.H, ui.ScreenFinger())) // a phone's finger taps it
	pill := ui.Rect{X: (f.W - wide - 28*c) / 2, Y: f.Y + (f.H-h)/2, W: wide + 28*c, H: h}
	ui.NoteControl(pill, msg)
	sprites.FillRoundRect(dst, pill.X, pill.Y, pill.W, pill.H, math.Min(pill.H/2, 18*c), sprites.Accent)
	m := face.Metrics()
	lh := m.HAscent + m.HDescent
	y := pill.Y + (pill.H-lh*float64(len(lines)))/2
	for _, s := range lines {
		sprites.DrawText(dst, s, face, pill.X+pill.W/2, y, sprites.AlignCenter, sprites.AlignStart, sprites.OnAccent)
		y += lh
	}
}
