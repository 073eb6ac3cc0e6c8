package scene

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// Start with a paused game of the selected game asks first: a new game
// replaces the paused one's save at its first move, and an hour of
// Kaleidoskop was lost that way without a word. The dialog offers to
// resume it (the default: Enter), to start anew and discard it, or to
// go back to the menu (Esc).

// askLayout is the dialog's panel and buttons.
type askLayout struct {
	panel                 ui.Rect
	resume, anew, dismiss ui.Button
}

// askStart opens the question if a paused game would be replaced, and
// reports whether it did.
func (s *menuScene) askStart() bool {
	if s.resume == nil {
		return false
	}
	s.asking = true
	return true
}

// askLayout lays the dialog out in the middle of the screen: a title, a
// note on what is lost, and the three buttons one under another (so
// that their labels fit a phone in either language).
func (s *menuScene) askLayout(u float64, d menuDims) askLayout {
	w := math.Min(s.w-24*u, 480*u)
	bh := d.rowH * u
	h := (126+24)*u + 3*bh + 2*10*u
	r := ui.Rect{X: (s.w - w) / 2, Y: math.Max(8*u, (s.h-h)/2), W: w, H: h}
	bw := math.Min(w-48*u, 320*u)
	x, y := r.X+(w-bw)/2, r.Y+126*u
	button := func(label string) ui.Button {
		b := ui.Button{R: ui.Rect{X: x, Y: y, W: bw, H: bh}, Label: label, LabelH: d.label(44, u)}
		y += bh + 10*u
		return b
	}
	l := askLayout{panel: r, resume: button(i18n.Tr("resume")), anew: button(i18n.Tr("start anew")), dismiss: button(i18n.Tr("cancel"))}
	l.resume.Primary = true
	return l
}

// updateAsk answers the question; nothing else in the menu takes input
// while it is open.
func (s *menuScene) updateAsk(m *Manager, in *ui.Input, l askLayout) {
	switch {
	case l.resume.Hit(in) || in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter):
		s.asking = false
		s.resumeGame(m)
	case l.anew.Hit(in):
		s.asking = false
		s.start(m)
	case l.dismiss.Hit(in) || in.Pressed(ebiten.KeyEscape):
		s.asking = false
	}
}

// drawAsk draws the question over the dimmed menu.
func (s *menuScene) drawAsk(dst *ebiten.Image, l askLayout, u float64) {
	ui.DimScreen(dst, 0.6)
	r := l.panel
	ui.DrawPanel(dst, r, u)
	title := i18n.Tr("start over?")
	tf := sprites.Face(ui.FitSize(title, 24*u, 16*u, r.W-32*u, true), true)
	sprites.DrawText(dst, title, tf, r.X+r.W/2, r.Y+38*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	note := i18n.Trf("start over note", s.resume.Game().Title, s.resume.Played())
	nf := sprites.Face(15*u, false)
	lines := ui.WrapLines(note, nf, r.W-40*u)
	for i, line := range lines[:min(2, len(lines))] {
		sprites.DrawText(dst, line, nf, r.X+r.W/2, r.Y+(76+float64(i)*20)*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	}
	for _, b := range []ui.Button{l.resume, l.anew, l.dismiss} {
		b.Draw(dst, s.in, u)
	}
}
