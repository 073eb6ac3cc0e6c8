// Package stats is the statistics screen: per game and opponent the games
// finished, won, lost and drawn, a solitaire's runs of wins, and the reset.
// The counts themselves are scene/stats/tally's.
package stats

import (
	"image/color"
	"kaskade/scene"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/games"
	"kaskade/scene/i18n"
	"kaskade/scene/stats/tally"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// statsScene shows the statistics of one game at a time (‹ and › choose
// the game): per opponent a bar of the games won, drawn and lost, to scale
// across the opponents, with the numbers under it; for a solitaire the win
// rate and the runs of wins. "Reset statistics" asks first, then empties
// every game's.
type statsScene struct {
	m      *scene.Manager
	back   scene.Scene
	games  []games.Game // the games with a screen, as the menu lists them
	cur    int          // the game shown
	asking bool         // "Reset the statistics?" is open
	in     *ui.Input
	w, h   float64
}

// newStatsScene opens the statistics on the menu's current game; Back
// returns to back.
func newStatsScene(m *scene.Manager, back scene.Scene) scene.Scene {
	s := &statsScene{m: m, back: back, games: scene.Playable(), w: m.W(), h: m.H()}
	s.cur = max(0, slices.IndexFunc(s.games, func(g games.Game) bool { return g.Name == m.Config.Game }))
	return s
}

// statsLayout is the panel, the game chooser, the rows and the buttons
// for one screen size; q, yes and no are the reset question's.
type statsLayout struct {
	u, fh       float64 // layout unit, a button's height
	panel       ui.Rect
	prev, next  ui.Button
	chooserY    float64    // the game's name, its centre
	rows        ui.Rect    // the opponents' rows
	shown       []statsRow // the rows, laid out for rows.W
	reset, back ui.Button
	q           ui.Rect
	yes, no     ui.Button
}

// Sizes of one row, in layout units (its texts' heights grow with the
// text size): a line with its name and games, the bar, the lines of
// numbers, and the gap to the next row.
const (
	statsNameH = 26
	statsBarH  = 16
	statsNumH  = 22
	statsGap   = 14
)

// game is the shown game's statistics.
func (s *statsScene) game() tally.Game {
	if len(s.games) == 0 {
		return tally.Game{}
	}
	return s.m.StatsBook().Games[s.games[s.cur].Name]
}

// statsRow is one row of the screen: a title and a figure on the right,
// a bar of coloured parts (fractions of the width; none for the
// solitaire's rate), and lines of coloured words under it.
type statsRow struct {
	title, right string
	bar          []statsPart // n of the bar's whole
	whole        int         // what the whole width stands for
	lines        [][]statsPart
	numSize      float64 // the numbers' font size
}

// statsPart is a count in a row: its text, and its colours in the bar and
// as ink.
type statsPart struct {
	n        int
	text     string
	bar, ink color.RGBA
}

// rows are the shown game's rows for a width of w: one per opponent, the
// solitaire's followed by its rate and streaks.
func (s *statsScene) rows(w, u float64) []statsRow {
	g := s.game()
	opps := g.OpponentsOf()
	most := 1 // the bars are to scale: the most games against one opponent fill the width
	for _, o := range opps {
		most = max(most, g.Opponents[o].Games)
	}
	var out []statsRow
	for _, o := range opps {
		t := g.Opponents[o]
		parts := statsParts(t)
		out = append(out, statsRow{title: opponentName(o), right: i18n.Trn("stats games", t.Games), bar: parts, whole: most})
		out[len(out)-1].setLines(shownParts(parts), w, u)
		if o == tally.Solitaire {
			rate := int(math.Round(100 * t.WinRate()))
			row := statsRow{title: i18n.Trf("stats rate", rate)} // the bar above shows the rate
			row.setLines([]statsPart{{text: i18n.Trf("stats streak", g.Streak, g.Best), ink: sprites.Text}}, w, u)
			out = append(out, row)
		}
	}
	return out
}

// setLines puts the parts on lines of at most w wide, in the largest size
// up to the numbers' that keeps each on one line.
func (r *statsRow) setLines(parts []statsPart, w, u float64) {
	widest := ""
	for _, p := range parts {
		if sprites.TextWidth(p.text, sprites.Face(15*u, false)) > sprites.TextWidth(widest, sprites.Face(15*u, false)) {
			widest = p.text
		}
	}
	r.numSize = ui.FitSize(widest, 15*u, sprites.MinTextSize(), w, false)
	face := sprites.Face(r.numSize, false)
	gap := text.AdvanceAt(statsSpace, len(statsSpace), face)
	var line []statsPart
	x := 0.0
	for _, p := range parts {
		pw := text.AdvanceAt(p.text, len(p.text), face)
		if len(line) > 0 && x+gap+pw > w {
			r.lines, line, x = append(r.lines, line), nil, 0
		}
		if len(line) > 0 {
			x += gap
		}
		line, x = append(line, p), x+pw
	}
	r.lines = append(r.lines, line)
}

// statsSpace parts two counts on a line.
const statsSpace = "  "

// height is the row's height, its gap under it included.
func (r statsRow) height(u float64) float64 {
	ts := sprites.TextScale()
	h := (statsNameH*ts+4+statsGap)*u + float64(len(r.lines))*statsNumH*ts*u
	if r.bar != nil {
		h += (statsBarH + 4) * u
	}
	return h
}

func (s *statsScene) layout() statsLayout {
	u := ui.FitUnit(s.w, s.h, 700, 700)
	if ui.Portrait(s.w, s.h) {
		u = ui.PhoneUnit(s.w, s.h) // a phone: the texts as large as 12 px need
	}
	l := statsLayout{u: u, fh: max(44*u, ui.Finger(s.w, s.h))}
	pw := math.Min(s.w-24*u, 620*u)
	pad := 24 * u
	inner := pw - 2*pad
	rows := s.rows(inner, u)
	rowsH := statsNameH * sprites.TextScale() * u * 2 // the note that nothing was played
	if len(rows) > 0 {
		rowsH = 0
		for _, r := range rows {
			rowsH += r.height(u)
		}
	}
	fixed := 84*u + l.fh + 16*u + 8*u + l.fh + pad // title, chooser, rows' margins, buttons
	ph := math.Min(s.h-24*u, fixed+rowsH)
	l.panel = ui.Rect{X: (s.w - pw) / 2, Y: (s.h - ph) / 2, W: pw, H: ph}
	x0 := l.panel.X + pad
	cy := l.panel.Y + 84*u
	aw := max(56*u, l.fh)
	l.prev = ui.Button{R: ui.Rect{X: x0, Y: cy, W: aw, H: l.fh}, Label: "‹", LabelH: 44 * u, Disabled: len(s.games) < 2}
	l.next = ui.Button{R: ui.Rect{X: x0 + inner - aw, Y: cy, W: aw, H: l.fh}, Label: "›", LabelH: 44 * u, Disabled: len(s.games) < 2}
	l.chooserY = cy + l.fh/2
	l.rows = ui.Rect{X: x0, Y: cy + l.fh + 16*u, W: inner, H: ph - fixed}
	l.shown = rows
	by := l.panel.Y + ph - pad - l.fh
	bw := (inner - 12*u) / 2
	l.reset = ui.Button{R: ui.Rect{X: x0, Y: by, W: bw, H: l.fh}, Label: i18n.Tr("stats reset"), LabelH: 44 * u, Disabled: len(s.m.StatsBook().Games) == 0}
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
	l.yes = ui.Button{R: ui.Rect{X: l.q.X + qw/2 - bw - 10*u, Y: y, W: bw, H: l.fh}, Label: i18n.Tr(s.m.TouchKey("yes")), LabelH: 44 * u}
	l.no = ui.Button{R: ui.Rect{X: l.q.X + qw/2 + 10*u, Y: y, W: bw, H: l.fh}, Label: i18n.Tr(s.m.TouchKey("no")), Primary: true, LabelH: 44 * u}
}

func (s *statsScene) Update(m *scene.Manager, in *ui.Input) error {
	s.m, s.w, s.h, s.in = m, m.W(), m.H(), in
	l := s.layout()
	if s.asking {
		switch {
		case l.yes.Hit(in) || in.Pressed(ebiten.KeyY, ebiten.KeyJ):
			m.ResetStats()
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

// drawRows draws the rows that fit, or the note that nothing was played
// yet.
func (s *statsScene) drawRows(dst *ebiten.Image, l statsLayout) {
	u := l.u
	if len(l.shown) == 0 {
		sprites.DrawText(dst, i18n.Tr("stats none"), sprites.Face(17*u, false), l.rows.X+l.rows.W/2, l.rows.Y+l.rows.H/2, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
		return
	}
	y := l.rows.Y
	for _, r := range l.shown {
		if y+r.height(u)-statsGap*u > l.rows.Y+l.rows.H+1 { // a screen too small: the first rows
			return
		}
		s.drawRow(dst, r, l.rows.X, y, l.rows.W, u)
		y += r.height(u)
	}
}

// opponentName is how a row is titled: the solitaire, people, or a
// computer level in the player's language.
func opponentName(o string) string {
	switch {
	case o == tally.Solitaire:
		return i18n.Tr("stats solitaire")
	case o == tally.People:
		return i18n.Tr("stats people")
	case i18n.Has(o):
		return i18n.Trf("stats computer", i18n.Tr(o))
	}
	return i18n.Trf("stats computer", o)
}

// drawRow draws one row from y at x, w wide: the title and the figure on
// the right, the bar (its parts to scale with the row's whole), the lines
// of numbers in the bar's colours.
func (s *statsScene) drawRow(dst *ebiten.Image, r statsRow, x, y, w, u float64) {
	ts := sprites.TextScale()
	nameY := y + statsNameH*ts*u/2
	sprites.DrawText(dst, r.title, sprites.Face(17*u, true), x, nameY, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	if r.right != "" {
		sprites.DrawText(dst, r.right, sprites.Face(16*u, false), x+w, nameY, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
	}
	by, bh := y+(statsNameH*ts+4)*u, statsBarH*u
	if r.bar == nil {
		by, bh = by-4*u, 0
	} else {
		sprites.FillRoundRect(dst, x, by, w, bh, bh/2, sprites.PanelLight)
	}
	bx := x
	for _, p := range r.bar {
		pw := w * float64(p.n) / float64(r.whole)
		if pw > 0 {
			sprites.FillRoundRect(dst, bx, by, pw, bh, math.Min(bh/2, pw/2), p.bar)
		}
		bx += pw
	}
	face := sprites.Face(r.numSize, false)
	ly := by + bh + 4*u + statsNumH*ts*u/2
	for _, line := range r.lines {
		lx := x
		for i, p := range line {
			if i > 0 {
				lx += text.AdvanceAt(statsSpace, len(statsSpace), face)
			}
			sprites.DrawText(dst, p.text, face, lx, ly, sprites.AlignStart, sprites.AlignCenter, p.ink)
			lx += text.AdvanceAt(p.text, len(p.text), face)
		}
		ly += statsNumH * ts * u
	}
}

// statsParts are a tally's won, drawn and lost games and the unrated ones
// (several people at one screen: whose win it was is not known), in the
// bar's order.
func statsParts(t tally.Tally) []statsPart {
	part := func(n int, key string, bar, ink color.RGBA) statsPart {
		return statsPart{n: n, text: i18n.Trf(key, n), bar: bar, ink: ink}
	}
	return []statsPart{
		part(t.Wins, "stats won", sprites.Accent, sprites.AccentText),
		part(t.Draws, "stats drawn", sprites.TextDim, sprites.TextDim),
		part(t.Losses, "stats lost", sprites.Danger, sprites.Danger),
		part(t.Games-t.Wins-t.Draws-t.Losses, "stats unrated", sprites.WithAlpha(sprites.TextDim, 0.45), sprites.TextDim),
	}
}

// shownParts are the parts a row names: won and lost always, draws and
// unrated games when there are any.
func shownParts(parts []statsPart) []statsPart {
	var out []statsPart
	for i, p := range parts {
		if p.n > 0 || i == 0 || i == 2 {
			out = append(out, p)
		}
	}
	return out
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
