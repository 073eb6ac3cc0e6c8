package menu

import (
	"kaskade/scene"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

func (s *menuScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	u := l.u
	s.drawTitle(dst, l)
	ui.DrawPanel(dst, l.panel, u)
	in := l.panel.Inset(24 * u)
	for _, g := range l.games {
		g.Draw(dst, s.in, u)
	}
	l.picker.draw(dst, s.in, u)
	s.options.Draw(dst, s.in, l.options, u)
	if l.pager.by == 0 { // else the pager's words say it
		sprites.DrawText(dst, i18n.Tr("players"), sprites.Face(15*u, false), in.X, l.playersLabelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	}
	for j, r := range l.nameRows {
		i := l.firstSeat + j
		s.spec.DrawSeat(dst, game.Player(i), in.X+18*u, r.Y+r.H/2, math.Min(32*u, r.H*0.75))
		s.names[i].R = r
		s.names[i].Draw(dst, s.tick, u)
		l.types[j].Draw(dst, s.in, u)
	}
	l.pager.draw(dst, s.in, u)
	s.drawResume(dst, l)
	for _, bt := range []ui.Button{l.start, l.settings, l.rules, l.stats, l.imp, l.exp, l.replay, l.online} {
		bt.Draw(dst, s.in, u)
	}
	if platform.CanQuit {
		l.qu.Draw(dst, s.in, u)
	}
	s.drawNotes(dst, l)
	if s.asking {
		_, d, _ := s.menuUnit()
		s.drawAsk(dst, s.askLayout(u, d), u)
	}
}

// drawResume offers the saved game: "Resume your game? (6×6, move 14)".
func (s *menuScene) drawResume(dst *ebiten.Image, l menuLayout) {
	var text string
	switch {
	case s.resume != nil:
		spec, _ := view.SpecFor(s.resume.Game().Name)
		text = i18n.Trf("resume?", s.resume.Game().Title, spec.DescribeOptions(s.resume.Options()), s.resume.Played())
	case s.offering():
		text = i18n.Trf("guide offer", scene.GameTitle(s.spec.Name))
	default:
		return
	}
	u := l.u
	r := l.resumeBar
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 14*u, sprites.PanelLight)
	room := l.resume.R.X - r.X - 30*u
	face := sprites.Face(ui.FitSize(text, 16*u, 13*u, room, true), true)
	sprites.DrawText(dst, ui.Ellipsize(text, face, room), face, r.X+18*u, r.Y+r.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	l.resume.Draw(dst, s.in, u)
}

func (s *menuScene) drawNotes(dst *ebiten.Image, l menuLayout) {
	u := l.u
	y := l.imp.R.Y + l.imp.R.H + 20*u
	if s.errMsg != "" {
		sprites.DrawText(dst, s.errMsg, sprites.Face(14*u, false), s.w/2, y, sprites.AlignCenter, sprites.AlignCenter, sprites.Danger)
		y += 20 * u
	}
	if note := s.note.String(); note != "" {
		sprites.DrawText(dst, note, sprites.Face(14*u, false), s.w/2, y, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	}
}

// heading is the menu's title and tagline: the selected game's.
func (s *menuScene) heading() (title, tagline string) {
	title = "Kaskade"
	if g, err := games.Lookup(s.spec.Name); err == nil {
		title = g.Title
	}
	if s.spec.TaglineKey != "" {
		tagline = i18n.Tr(s.spec.TaglineKey)
	}
	return title, tagline
}

// drawTitle writes the selected game's title, after three of its seat
// tokens (Kaskade's: a cell about to overflow), and its tagline below:
// one line, or two a little smaller and the title a little higher if it
// is long (Die Formation's goal).
func (s *menuScene) drawTitle(dst *ebiten.Image, l menuLayout) {
	u := l.u
	c := l.title.Center()
	title, tag := s.heading()
	lines, tagFace := taglineLines(tag, l.title.W, u)
	lh := 0.0
	if tagFace != nil {
		lh = ui.LineHeight(tagFace)
	}
	tagH := float64(len(lines)) * lh
	d := 26 * u
	size := 64 * u
	face := sprites.Face(size, true)
	for size > 24*u && (sprites.TextWidth(title, face) > l.title.W-4*d || ui.LineHeight(face)+tagH > l.title.H) {
		size *= 0.92
		face = sprites.Face(size, true)
	}
	th := ui.LineHeight(face)
	top := l.title.Y + (l.title.H-th-tagH)/2
	ty := top + th/2
	w := sprites.TextWidth(title, face)
	seats := max(len(s.cfg.Players), 1)
	for i, p := range []int{0, 1, 0} {
		s.spec.DrawSeat(dst, game.Player(p%seats), c.X-w/2-22*u-float64(2-i)*d*0.8, ty+float64(i%2)*6*u, d)
	}
	sprites.DrawText(dst, title, face, c.X+10*u, ty, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	for i, line := range lines {
		sprites.DrawText(dst, line, tagFace, c.X, top+th+float64(i)*lh, sprites.AlignCenter, sprites.AlignStart, sprites.TextDim)
	}
}

// taglineLines breaks the tagline for a width of w: one line at the
// usual size if it fits, else at most two lines of about equal length.
func taglineLines(tag string, w, u float64) ([]string, text.Face) {
	if tag == "" {
		return nil, nil
	}
	face := sprites.Face(16*u, false)
	if sprites.TextWidth(tag, face) <= w {
		return []string{tag}, face
	}
	face = sprites.Face(14*u, false)
	half := sprites.TextWidth(tag, face)/2 + 40*u
	lines := ui.WrapLines(tag, face, math.Min(half, w))
	if len(lines) > 2 {
		lines = ui.WrapLines(tag, face, w)
	}
	if len(lines) > 2 { // a large text size: the second line ends in "…"
		lines[1] = ui.Ellipsize(strings.Join(lines[1:], " "), face, w)
	}
	return lines[:min(len(lines), 2)], face
}
