package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/sprites"
)

func (s *menuScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	u := l.u
	s.drawTitle(dst, l)
	drawPanel(dst, l.panel, u)
	in := l.panel.Inset(24 * u)
	for _, g := range l.games {
		g.draw(dst, s.in, u)
	}
	s.options.Draw(dst, s.in, l.options, u)
	sprites.DrawText(dst, tr("players"), sprites.Face(15*u, false), in.X, l.playersLabelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	for i := range s.spec.Seats {
		r := l.nameRows[i]
		s.spec.DrawSeat(dst, game.Player(i), in.X+18*u, r.Y+r.H/2, 32*u)
		s.names[i].R = r
		s.names[i].draw(dst, s.tick, u)
		l.types[i].draw(dst, s.in, u)
	}
	s.drawResume(dst, l)
	for _, bt := range []button{l.start, l.settings, l.imp, l.exp, l.replay} {
		bt.draw(dst, s.in, u)
	}
	if canQuit {
		l.qu.draw(dst, s.in, u)
	}
	s.drawNotes(dst, l)
}

// drawResume offers the saved game: "Resume your game? (6×6, move 14)".
func (s *menuScene) drawResume(dst *ebiten.Image, l menuLayout) {
	if s.resume == nil {
		return
	}
	u := l.u
	r := l.resumeBar
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 14*u, sprites.PanelLight)
	spec, _ := specFor(s.resume.Game().Name)
	text := trf("resume?", spec.describe(s.resume.Options()), s.resume.Cursor())
	sprites.DrawText(dst, text, sprites.Face(16*u, true), r.X+18*u, r.Y+r.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	l.resume.draw(dst, s.in, u)
}

func (s *menuScene) drawNotes(dst *ebiten.Image, l menuLayout) {
	u := l.u
	y := l.imp.R.Y + l.imp.R.H + 20*u
	if s.errMsg != "" {
		sprites.DrawText(dst, s.errMsg, sprites.Face(14*u, false), s.w/2, y, sprites.AlignCenter, sprites.AlignCenter, sprites.Danger)
		y += 20 * u
	}
	if s.note != "" {
		sprites.DrawText(dst, s.note, sprites.Face(14*u, false), s.w/2, y, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	}
}

func (s *menuScene) drawTitle(dst *ebiten.Image, l menuLayout) {
	u := l.u
	c := l.title.Center()
	face := sprites.Face(64*u, true)
	title := "Kaskade"
	w := sprites.TextWidth(title, face)
	d := 26 * u
	// Three balls before the title: a cell about to overflow.
	for i, p := range []game.Player{0, 1, 0} {
		kaskadeSpec().DrawSeat(dst, p, c.X-w/2-22*u-float64(2-i)*d*0.8, c.Y-8*u+float64(i%2)*6*u, d)
	}
	sprites.DrawText(dst, title, face, c.X+10*u, c.Y-8*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	sprites.DrawText(dst, tr("kaskade tagline"), sprites.Face(16*u, false), c.X, c.Y+38*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
}
