package scene

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/games"
	"kaskade/scene/i18n"
	"kaskade/scene/stats"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// statsScene shows the statistics of one game at a time (‹ and › choose
// the game): per opponent a bar of the games won, drawn and lost, to scale
// across the opponents, with the numbers under it; for a solitaire the win
// rate and the runs of wins. "Reset statistics" asks first, then empties
// every game's.
type statsScene struct {
	m      *Manager
	back   Scene
	games  []games.Game // the games with a screen, as the menu lists them
	cur    int          // the game shown
	asking bool         // "Reset the statistics?" is open
	in     *ui.Input
	w, h   float64
}

// newStatsScene opens the statistics on the menu's current game; Back
// returns to back.
func newStatsScene(m *Manager, back Scene) Scene {
	s := &statsScene{m: m, back: back, games: playable(), w: m.w, h: m.h}
	s.cur = max(0, slices.IndexFunc(s.games, func(g games.Game) bool { return g.Name == m.Config.Game }))
	return s
}

// statsLayout is the panel, the game chooser, the rows and the buttons
// for one screen size; q, yes and no are the reset question's.
type statsLayout struct {
	u, fh       float64 // layout unit, a button's height
	panel       ui.Rect
	prev, next  ui.Button
	chooserY    float64 // the game's name, its centre
	rows        ui.Rect // the opponents' rows
	rowH        float64
	reset, back ui.Button
	q           ui.Rect
	yes, no     ui.Button
}

// Sizes of one opponent's row, in layout units: a line with its name and
// games, the bar, a line of numbers, and the gap to the next row.
const (
	statsNameH = 26
	statsBarH  = 16
	statsNumH  = 24
	statsGap   = 14
	statsRowH  = statsNameH + 4 + statsBarH + 4 + statsNumH + statsGap
)

// game is the shown game's statistics.
func (s *statsScene) game() stats.Game {
	if len(s.games) == 0 {
		return stats.Game{}
	}
	return s.m.statsBook().Games[s.games[s.cur].Name]
}

// rowCount is how many rows the shown game needs: one per opponent, and
// for a solitaire one more for its rate and streaks; at least one (the
// note that nothing was played).
func (s *statsScene) rowCount() int {
	g := s.game()
	n := len(g.Opponents)
	if _, ok := g.Opponents[stats.Solitaire]; ok {
		n++
	}
	return max(n, 1)
}

func (s *statsScene) layout() statsLayout {
	u := ui.FitUnit(s.w, s.h, 700, 700)
	if ui.Portrait(s.w, s.h) {
		u = ui.PhoneUnit(s.w, s.h) // a phone: the texts as large as 12 px need
	}
	l := statsLayout{u: u, fh: max(44*u, ui.Finger(s.w, s.h))}
	pw := math.Min(s.w-24*u, 620*u)
	pad := 24 * u
	rowsH := float64(s.rowCount()) * statsRowH * u
	fixed := 84*u + l.fh + 16*u + 8*u + l.fh + pad // title, chooser, rows' margins, buttons
	ph := math.Min(s.h-24*u, fixed+rowsH)
	l.panel = ui.Rect{X: (s.w - pw) / 2, Y: (s.h - ph) / 2, W: pw, H: ph}
	x0, inner := l.panel.X+pad, pw-2*pad
	cy := l.panel.Y + 84*u
	aw := max(56*u, l.fh)
	l.prev = ui.Button{R: ui.Rect{X: x0, Y: cy, W: aw, H: l.fh}, Label: "‹", LabelH: 44 * u, Disabled: len(s.games) < 2}
	l.next = ui.Button{R: ui.Rect{X: x0 + inner - aw, Y: cy, W: aw, H: l.fh}, Label: "›", LabelH: 44 * u, Disabled: len(s.games) < 2}
	l.chooserY = cy + l.fh/2
	l.rows = ui.Rect{X: x0, Y: cy + l.fh + 16*u, W: inner, H: ph - fixed}
	l.rowH = statsRowH * u
	by := l.panel.Y + ph - pad - l.fh
	bw := (inner - 12*u) / 2
	l.reset = ui.Button{R: ui.Rect{X: x0, Y: by, W: bw, H: l.fh}, Label: i18n.Tr("stats reset"), LabelH: 44 * u, Disabled: len(s.m.statsBook().Games) == 0}
	l.back = ui.Button{R: ui.Rect{X: x0 + bw + 12*u, Y: by, W: bw, H: l.fh}, Label: i18n.Tr("back"), Primary: true, LabelH: 44 * u}
	s.question(&l)
	return l
}

// question lays out the reset's question over the panel.
func (s *statsScene) question(l *statsLayout) {
	u := l.u
	qw := math.Min(s.w-24*u, 440*u)
	qh := 22*u + 34*u + 12*u + 22*u + 22*u + l.fh + 22*u
	l.q = ui.Rect{X: (s.w - qw) / 2, Y: (s.h - qh) / 2, W: qw, H: qh}
	bw, y := math.Min(150*u, (qw-66*u)/2), l.q.Y+qh-22*u-l.fh
	l.yes = ui.Button{R: ui.Rect{X: l.q.X + qw/2 - bw - 10*u, Y: y, W: bw, H: l.fh}, Label: i18n.Tr("yes"), LabelH: 44 * u}
	l.no = ui.Button{R: ui.Rect{X: l.q.X + qw/2 + 10*u, Y: y, W: bw, H: l.fh}, Label: i18n.Tr("no"), Primary: true, LabelH: 44 * u}
}

func (s *statsScene) Update(m *Manager, in *ui.Input) error {
	s.m, s.w, s.h, s.in = m, m.w, m.h, in
	l := s.layout()
	if s.asking {
		switch {
		case l.yes.Hit(in) || in.Pressed(ebiten.KeyY, ebiten.KeyJ):
			m.resetStats()
			s.asking = false
		case l.no.Hit(in) || in.Pressed(ebiten.KeyN, ebiten.KeyEscape):
			s.asking = false
		}
		return nil
	}
	switch {
	case l.back.Hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyEnter, ebiten.KeyKPEnter):
		m.Goto(s.back)
	case l.reset.Hit(in):
		s.asking = true
	case l.prev.Hit(in) || !l.prev.Disabled && in.Pressed(ebiten.KeyArrowLeft):
		s.cur = (s.cur + len(s.games) - 1) % len(s.games)
	case l.next.Hit(in) || !l.next.Disabled && in.Pressed(ebiten.KeyArrowRight):
		s.cur = (s.cur + 1) % len(s.games)
	}
	return nil
}

func (s *statsScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	u := l.u
	ui.DrawDialog(dst, l.panel, u, i18n.Tr("statistics"))
	if len(s.games) > 0 {
		title := s.games[s.cur].Title
		face := sprites.Face(ui.FitSize(title, 21*u, sprites.MinTextSize(), l.next.R.X-l.prev.R.X-l.prev.R.W-16*u, true), true)
		sprites.DrawText(dst, title, face, l.panel.X+l.panel.W/2, l.chooserY, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	}
	l.prev.Draw(dst, s.inOutside(), u)
	l.next.Draw(dst, s.inOutside(), u)
	s.drawRows(dst, l)
	l.reset.Draw(dst, s.inOutside(), u)
	l.back.Draw(dst, s.inOutside(), u)
	if s.asking {
		s.drawQuestion(dst, l)
	}
}

// inOutside is the input for the panel's hover: none while the question
// is open over it.
func (s *statsScene) inOutside() *ui.Input {
	if s.asking {
		return nil
	}
	return s.in
}

// drawRows draws one row per opponent (as many as fit), the solitaire's
// rate and streaks, or the note that nothing was played yet.
func (s *statsScene) drawRows(dst *ebiten.Image, l statsLayout) {
	u, g := l.u, s.game()
	opps := g.OpponentsOf()
	if len(opps) == 0 {
		sprites.DrawText(dst, i18n.Tr("stats none"), sprites.Face(17*u, false), l.rows.X+l.rows.W/2, l.rows.Y+l.rowH/2, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
		return
	}
	most := 1
	for _, o := range opps {
		most = max(most, g.Opponents[o].Games)
	}
	fit := max(1, int((l.rows.H+1)/l.rowH)) // a screen too small: the first rows
	y := l.rows.Y
	for i, o := range opps {
		if i >= fit {
			return
		}
		s.drawRow(dst, l, y, opponentName(o), g.Opponents[o], most)
		y += l.rowH
		if o == stats.Solitaire && i+1 < fit {
			s.drawSolitaire(dst, l, y, g)
			y += l.rowH
			fit--
		}
	}
}

// opponentName is how a row is titled: the solitaire, people, or a
// computer level in the player's language.
func opponentName(o string) string {
	switch {
	case o == stats.Solitaire:
		return i18n.Tr("stats solitaire")
	case o == stats.People:
		return i18n.Tr("stats people")
	case i18n.Has(o):
		return i18n.Trf("stats computer", i18n.Tr(o))
	}
	return i18n.Trf("stats computer", o)
}

// drawRow is one opponent: its name and games, the bar (its length the
// games against it, to scale with the most games of a row), and the
// numbers in the bar's colours.
func (s *statsScene) drawRow(dst *ebiten.Image, l statsLayout, y float64, name string, t stats.Tally, most int) {
	u, r := l.u, l.rows
	nameFace := sprites.Face(17*u, true)
	sprites.DrawText(dst, name, nameFace, r.X, y+statsNameH*u/2, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	sprites.DrawText(dst, i18n.Trn("stats games", t.Games), sprites.Face(16*u, false), r.X+r.W, y+statsNameH*u/2, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
	by, bh := y+(statsNameH+4)*u, statsBarH*u
	sprites.FillRoundRect(dst, r.X, by, r.W, bh, bh/2, sprites.PanelLight)
	full := r.W * float64(t.Games) / float64(most)
	x := r.X
	for _, part := range statsParts(t) {
		w := full * float64(part.n) / float64(max(t.Games, 1))
		if w > 0 {
			sprites.FillRoundRect(dst, x, by, w, bh, math.Min(bh/2, w/2), part.bar)
		}
		x += w
	}
	s.drawNumbers(dst, statsParts(t), r.X, by+bh+4*u+statsNumH*u/2, r.W, u)
}

// statsPart is one kind of game in a row: its count, its text, and its
// colours in the bar and as ink.
type statsPart struct {
	n        int
	key      string
	bar, ink color.RGBA
}

// statsParts are a tally's won, drawn and lost games and the unrated ones
// (several people at one screen: whose win it was is not known), in the
// bar's order.
func statsParts(t stats.Tally) []statsPart {
	return []statsPart{
		{t.Wins, "stats won", sprites.Accent, sprites.AccentText},
		{t.Draws, "stats drawn", sprites.TextDim, sprites.TextDim},
		{t.Losses, "stats lost", sprites.Danger, sprites.Danger},
		{t.Games - t.Wins - t.Draws - t.Losses, "stats unrated", sprites.WithAlpha(sprites.TextDim, 0.45), sprites.TextDim},
	}
}

// drawNumbers writes the parts that are not 0 side by side, in a size
// that fits the width w.
func (s *statsScene) drawNumbers(dst *ebiten.Image, parts []statsPart, x, cy, w, u float64) {
	var words []string
	var inks []color.RGBA
	for _, p := range parts {
		if p.n > 0 || p.key == "stats won" || p.key == "stats lost" { // draws and unrated games when there are any
			words, inks = append(words, i18n.Trf(p.key, p.n)), append(inks, p.ink)
		}
	}
	gap := "  "
	all := ""
	for i, wd := range words {
		if i > 0 {
			all += gap
		}
		all += wd
	}
	face := sprites.Face(ui.FitSize(all, 15*u, sprites.MinTextSize(), w, false), false)
	for i, wd := range words {
		if i > 0 {
			x += text.Advance(gap, face)
		}
		sprites.DrawText(dst, wd, face, x, cy, sprites.AlignStart, sprites.AlignCenter, inks[i])
		x += text.Advance(wd, face)
	}
}

// drawSolitaire is the solitaire's second row: its win rate as a line
// and a bar, and its runs of wins.
func (s *statsScene) drawSolitaire(dst *ebiten.Image, l statsLayout, y float64, g stats.Game) {
	u, r := l.u, l.rows
	t := g.Opponents[stats.Solitaire]
	rate := int(math.Round(100 * t.WinRate()))
	sprites.DrawText(dst, i18n.Trf("stats rate", rate), sprites.Face(17*u, true), r.X, y+statsNameH*u/2, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	by, bh := y+(statsNameH+4)*u, statsBarH*u
	sprites.FillRoundRect(dst, r.X, by, r.W, bh, bh/2, sprites.PanelLight)
	if w := r.W * t.WinRate(); w > 0 {
		sprites.FillRoundRect(dst, r.X, by, w, bh, math.Min(bh/2, w/2), sprites.Accent)
	}
	line := i18n.Trf("stats streak", g.Streak, g.Best)
	face := sprites.Face(ui.FitSize(line, 15*u, sprites.MinTextSize(), r.W, false), false)
	sprites.DrawText(dst, line, face, r.X, by+bh+4*u+statsNumH*u/2, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
}

// drawQuestion asks before the statistics are reset.
func (s *statsScene) drawQuestion(dst *ebiten.Image, l statsLayout) {
	u := l.u
	ui.DimScreen(dst, 0.55)
	ui.DrawPanel(dst, l.q, u)
	cx := l.q.X + l.q.W/2
	title := i18n.Tr("stats reset?")
	sprites.DrawText(dst, title, sprites.Face(ui.FitSize(title, 24*u, sprites.MinTextSize(), l.q.W-32*u, true), true), cx, l.q.Y+22*u+17*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	note := i18n.Tr("stats reset note")
	sprites.DrawText(dst, note, sprites.Face(ui.FitSize(note, 15*u, sprites.MinTextSize(), l.q.W-32*u, false), false), cx, l.q.Y+22*u+34*u+12*u+11*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	l.yes.Draw(dst, s.in, u)
	l.no.Draw(dst, s.in, u)
}
