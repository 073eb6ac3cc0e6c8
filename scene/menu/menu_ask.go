package menu

import (
	"kaskade/scene"
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

// askLayout is the dialog's panel and buttons, and where its texts go.
type askLayout struct {
	panel                 ui.Rect
	resume, anew, dismiss ui.Button
	titleY                float64   // the title's middle
	lines                 []string  // the note, wrapped (two lines at most)
	lineY                 []float64 // each line's middle
	titleSize, noteSize   float64
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
// that their labels fit a phone in either language). The texts' places
// follow the sizes they are drawn at (floored at a readable size on a
// phone), so that wrapped lines never overlap.
func (s *menuScene) askLayout(u float64, d menuDims) askLayout {
	w := math.Min(s.w-24*u, 480*u)
	l := askLayout{titleSize: 24 * u, noteSize: 15 * u}
	title := i18n.Tr("start over?")
	l.titleSize = ui.FitSize(title, l.titleSize, 16*u, w-32*u, true)
	note := i18n.Trf("start over note", s.resume.Game().Title, s.resume.Played())
	l.lines = ui.WrapLines(note, sprites.Face(l.noteSize, false), w-40*u)
	l.lines = l.lines[:min(2, len(l.lines))]
	pad, lineH := 22*u, sprites.DrawnSize(l.noteSize)*1.35
	y := pad + sprites.DrawnSize(l.titleSize)/2
	l.titleY = y
	y += sprites.DrawnSize(l.titleSize)/2 + 12*u + lineH/2
	for range l.lines {
		l.lineY = append(l.lineY, y)
		y += lineH
	}
	y += 12 * u
	bh := d.rowH * u
	h := y + 3*bh + 2*10*u + 24*u
	r := ui.Rect{X: (s.w - w) / 2, Y: math.Max(8*u, (s.h-h)/2), W: w, H: h}
	l.panel, l.titleY = r, r.Y+l.titleY
	for i := range l.lineY {
		l.lineY[i] += r.Y
	}
	bw := math.Min(w-48*u, 320*u)
	x, by := r.X+(w-bw)/2, r.Y+y
	button := func(label string) ui.Button {
		b := ui.Button{R: ui.Rect{X: x, Y: by, W: bw, H: bh}, Label: label, LabelH: d.label(44, u)}
		by += bh + 10*u
		return b
	}
	l.resume, l.anew, l.dismiss = button(i18n.Tr("resume")), button(i18n.Tr("start anew")), button(i18n.Tr("cancel"))
	l.resume.Primary = true
	return l
}

// updateAsk answers the question; nothing else in the menu takes input
// while it is open.
func (s *menuScene) updateAsk(m *scene.Manager, in *ui.Input, l askLayout) {
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
	sprites.DrawText(dst, i18n.Tr("start over?"), sprites.Face(l.titleSize, true), r.X+r.W/2, l.titleY, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	nf := sprites.Face(l.noteSize, false)
	for i, line := range l.lines {
		sprites.DrawText(dst, line, nf, r.X+r.W/2, l.lineY[i], sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	}
	for _, b := range []ui.Button{l.resume, l.anew, l.dismiss} {
		b.Draw(dst, s.in, u)
	}
}
