// Package settings is the settings screen: animation, speed, volume,
// theme, text size, the computer's thinking time and the language.
package settings

import (
	"fmt"
	"kaskade/scene"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// settingsScene edits the manager's Settings and returns to the scene it
// was opened from.
type settingsScene struct {
	back scene.Scene
	st   *view.Settings // the manager's, edited in place
	in   *ui.Input
	w, h float64
	tick int
	top  int          // the first setting shown where they scroll
	drag settingsDrag // a finger scrolling them
}

// settingsDrag is a press in the settings' view: past a tap's wobble it
// scrolls them with the finger.
type settingsDrag struct {
	on, moved bool
	y         float64 // where it went down
	top       int     // the first setting shown then
}

func newSettingsScene(m *scene.Manager, back scene.Scene) *settingsScene {
	return &settingsScene{back: back, st: &m.Settings}
}

// settingsRows are the settings in screen order.
const (
	rowMode = iota
	rowSpeed
	rowSound
	rowTheme
	rowText
	rowExpert
	rowLang
	settingsRows
)

// modeOrder is the animation row's order: from most shown to least. A
// choice's index is not its AnimMode (Paused came last).
var modeOrder = []view.AnimMode{view.Animated, view.Paused, view.Stepwise, view.Instant}

// settingsLayout is the panel and one row of choices per setting. Where
// the settings do not all fit the screen (a phone in a large text size)
// they scroll: the rows from first to first+shown-1 show whole in view,
// the others are zero buttons (neither drawn nor hit), and Done stays at
// the panel's foot.
type settingsLayout struct {
	u      float64
	panel  ui.Rect
	rows   [settingsRows][]ui.Button
	rowY   [settingsRows]float64 // the bottom of each shown row's label
	done   ui.Button
	label  text.Face // the rows' labels
	view   ui.Rect   // where the rows scroll
	first  int       // the first setting shown
	shown  int       // how many show
	pitch  float64   // a setting's mean height, for a drag
	scroll bool      // not all settings fit: they scroll
	need   float64   // the panel's height with every setting shown
}

// layout fits the panel to the screen: a row's choices share a line, or
// wrap onto more when their labels would not fit (a phone held upright).
// The unit shrinks, to a half, until the whole panel fits (on a
// phone the buttons keep a finger's size, the gaps shrink); where that is
// not enough the settings scroll, from s.top.
func (s *settingsScene) layout(st view.Settings) settingsLayout {
	portrait := ui.Portrait(s.w, s.h)
	u := ui.FitUnit(s.w, s.h, 680, 640)
	if portrait {
		u = ui.PhoneUnit(s.w, s.h)
	}
	start, least := u, 0.5*u
	l := s.layoutAt(st, u, portrait)
	for i := 0; i < 6 && l.scroll && u > least; i++ { // smaller, until all fit
		u = math.Max(least, math.Min(0.97*u, u*(s.h-12*u)/(l.need+12*u)))
		l = s.layoutAt(st, u, portrait)
	}
	if !l.scroll {
		return l
	}
	// They scroll anyway: the roomiest unit that shows as many.
	for big := start; big > u; big *= 0.9 {
		if b := s.layoutAt(st, big, portrait); b.shown >= l.shown {
			return b
		}
	}
	return l
}

// settingsItem is one setting's label and choices, placed relative to its
// top.
type settingsItem struct {
	buttons []ui.Button
	h       float64
}

func (s *settingsScene) layoutAt(st view.Settings, u float64, portrait bool) settingsLayout {
	margin, bh, gap := 28*u, 40*u, 8*u
	if portrait {
		margin, bh = 14*u, max(44*u, ui.Finger(s.w, s.h)) // a finger's size
	}
	pw := math.Min(s.w-24*u, 620*u)
	if portrait { // the whole width, whatever the unit: a wider row wraps less
		pw = s.w - 12*ui.PhoneUnit(s.w, s.h)
	}
	lu := u // the labels' unit: on a phone the gaps shrink, not the labels
	if portrait {
		lu = ui.PhoneUnit(s.w, s.h)
	}
	l := settingsLayout{u: u, label: sprites.Face(16*lu, false)}
	labelH := ui.LineHeight(l.label) - 4 // a label's drawn height: it grows with the text size
	items := s.items(st, margin, pw-2*margin, labelH, bh, gap, u)
	head := 44*u + ui.LineHeight(ui.DialogTitleFace(i18n.Tr("settings title"), pw, u))/2 + 10*u
	dh := max(44*u, ui.Finger(s.w, s.h))
	foot := 16*u + dh + 18*u
	const itemGap = 20
	all := 0.0
	for _, it := range items {
		all += it.h + itemGap*u
	}
	top := 12 * u
	if portrait {
		top = 6 * u
	}
	ph := head + all - itemGap*u + foot
	l.need = ph
	if ph > s.h-2*top { // the rows scroll between the title and Done
		l.scroll = true
		ph = s.h - 2*top
	}
	px, py := (s.w-pw)/2, math.Max(top, (s.h-ph)/2)
	l.panel = ui.Rect{X: px, Y: py, W: pw, H: ph}
	l.view = ui.Rect{X: px, Y: py + head, W: pw, H: ph - head - foot}
	l.pitch = all / float64(len(items))
	l.first = s.fitTop(items, l.view.H, itemGap*u)
	y := l.view.Y
	for i := l.first; i < len(items) && y+items[i].h <= l.view.Y+l.view.H+0.5; i++ {
		l.rowY[i] = y + labelH
		for _, b := range items[i].buttons {
			b.R.X += px
			b.R.Y += y
			l.rows[i] = append(l.rows[i], b)
		}
		y += items[i].h + itemGap*u
		l.shown++
	}
	for i := range l.rows {
		if l.rows[i] == nil { // scrolled away: zero buttons, for the indices
			l.rows[i] = make([]ui.Button, len(items[i].buttons))
		}
	}
	l.done = ui.Button{R: ui.Rect{X: px + (pw-180*u)/2, Y: py + ph - 18*u - dh, W: 180 * u, H: dh}, Label: i18n.Tr("done"), Primary: true}
	return l
}

// fitTop is s.top kept where the settings from it fill the view: never
// past the first from which the last shows.
func (s *settingsScene) fitTop(items []settingsItem, viewH, gap float64) int {
	last, h := len(items), 0.0
	for last > 0 && h+items[last-1].h <= viewH+0.5 {
		h += items[last-1].h + gap
		last--
	}
	s.top = min(max(s.top, 0), last)
	return s.top
}

// items lays out each setting's label and choices in a row rw wide at x,
// from its own top: the choices share a line, or wrap onto as few lines
// as let every label fit, balanced (2+2, not 3+1).
func (s *settingsScene) items(st view.Settings, x, rw, labelH, bh, gap, u float64) []settingsItem {
	face := sprites.Face(bh*0.42, true)
	item := func(labels []string, sel int) settingsItem {
		need := 0.0
		for _, lab := range labels {
			need = math.Max(need, sprites.TextWidth(lab, face)+16*u)
		}
		per := len(labels)
		for per > 1 && (rw-gap*float64(per-1))/float64(per) < need {
			per--
		}
		lines := (len(labels) + per - 1) / per
		per = (len(labels) + lines - 1) / lines
		w := (rw - gap*float64(per-1)) / float64(per)
		it := settingsItem{h: labelH + 6*u + float64(lines)*(bh+gap) - gap}
		for j, lab := range labels {
			line, col := j/per, j%per
			r := ui.Rect{X: x + float64(col)*(w+gap), Y: labelH + 6*u + float64(line)*(bh+gap), W: w, H: bh}
			it.buttons = append(it.buttons, ui.Button{R: r, Label: lab, Selected: j == sel})
		}
		return it
	}
	return []settingsItem{
		rowMode:   item(modeLabels(), index(modeOrder, st.Mode, 0)),
		rowSpeed:  item(speedLabels(), index(view.Speeds, st.Speed, 1)),
		rowSound:  item(volumeLabels(), volumeIndex(st)),
		rowTheme:  item(themeLabels(), index(view.Themes, st.Theme, 0)),
		rowText:   item(textSizeLabels(), st.TextSize),
		rowExpert: item(expertLabels(), index(view.ExpertTimes, st.ExpertDuration(), 2)),
		rowLang:   item([]string{i18n.Tr("system"), i18n.Tr("lang en"), i18n.Tr("lang de")}, index([]string{"", "en", "de"}, st.Lang, 0)),
	}
}

func modeLabels() []string {
	var out []string
	for _, m := range modeOrder {
		out = append(out, i18n.Tr(map[view.AnimMode]string{view.Animated: "animated", view.Paused: "paused", view.Stepwise: "stepwise", view.Instant: "instant"}[m]))
	}
	return out
}

func speedLabels() []string {
	var out []string
	for _, v := range view.Speeds {
		out = append(out, i18n.Number(v)+"×")
	}
	return out
}

// volumeLabels are Off and the volumes in percent.
func volumeLabels() []string {
	out := []string{i18n.Tr("off")}
	for _, v := range view.Volumes {
		out = append(out, fmt.Sprintf("%d %%", v))
	}
	return out
}

// volumeIndex is the chosen entry of volumeLabels: Off when muted.
func volumeIndex(st view.Settings) int {
	if st.Muted {
		return 0
	}
	return 1 + index(view.Volumes, int(math.Round(100*st.SoundVolume())), len(view.Volumes)-1)
}

func textSizeLabels() []string {
	var out []string
	for _, n := range view.TextSizeNames {
		out = append(out, i18n.Tr("text "+n))
	}
	return out
}

func themeLabels() []string {
	var out []string
	for _, t := range view.Themes {
		out = append(out, i18n.Tr("theme "+t.String()))
	}
	return out
}

// expertLabels write the thinking times as "0.25 s", in German "0,25 s".
func expertLabels() []string {
	var out []string
	for _, d := range view.ExpertTimes {
		out = append(out, i18n.Number(d.Seconds())+" s")
	}
	return out
}

// index is the position of v in list, or def if it is not there.
func index[T comparable](list []T, v T, def int) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return def
}

func (s *settingsScene) Update(m *scene.Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.W(), m.H(), in
	l := s.layout(m.Settings)
	if l.scroll && s.scroll(in, l) {
		return nil // the press was a drag, not a tap on a choice
	}
	for i, row := range l.rows {
		for j, b := range row {
			if b.Hit(in) {
				s.choose(m, i, j)
			}
		}
	}
	if l.done.Hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyEnter, ebiten.KeyKPEnter) {
		m.Goto(s.back)
	}
	return nil
}

// scroll moves the settings shown by the wheel, Page Up and Down, the
// arrow keys and a finger's drag in the view. It reports whether a drag
// is under way or ended this tick: its release is no tap.
func (s *settingsScene) scroll(in *ui.Input, l settingsLayout) bool {
	if in.HasCursor && l.panel.Contains(in.Cursor) {
		if dy := ui.WheelY(); dy != 0 {
			s.top -= int(math.Copysign(math.Max(1, math.Round(math.Abs(dy))), dy))
		}
	}
	switch {
	case in.Pressed(ebiten.KeyPageUp, ebiten.KeyArrowUp):
		s.top = l.first - max(1, l.shown-1)
	case in.Pressed(ebiten.KeyPageDown, ebiten.KeyArrowDown):
		s.top = l.first + max(1, l.shown-1)
	}
	d := &s.drag
	switch {
	case in.Down && !d.on && l.view.Contains(in.Pointer):
		*d = settingsDrag{on: true, y: in.Pointer.Y, top: l.first}
	case in.Down && d.on:
		dy := in.Pointer.Y - d.y
		d.moved = d.moved || math.Abs(dy) > 10*l.u
		if d.moved {
			s.top = d.top - int(math.Round(dy/l.pitch))
		}
	case d.on: // let go
		d.on = false
		return d.moved
	}
	return d.on && d.moved
}

// choose applies choice j of setting row i.
func (s *settingsScene) choose(m *scene.Manager, i, j int) {
	st := &m.Settings
	switch i {
	case rowMode:
		st.Mode = modeOrder[j]
	case rowSpeed:
		st.Speed = view.Speeds[j]
	case rowSound:
		st.Muted = j == 0
		if j > 0 {
			st.Volume = view.Volumes[j-1]
		}
	case rowTheme:
		st.Theme = view.Themes[j]
	case rowText:
		st.TextSize = j
	case rowExpert:
		st.ExpertTime = view.ExpertTimes[j]
		if st.ExpertTime == time.Second {
			st.ExpertTime = 0 // the default, stored as such
		}
	case rowLang:
		st.Lang = []string{"", "en", "de"}[j]
		i18n.SetLang(st.Lang)
	}
	m.ApplySettings()
}

func (s *settingsScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout(*s.st)
	u := l.u
	ui.DrawDialog(dst, l.panel, u, i18n.Tr("settings title"))
	labels := [settingsRows]string{i18n.Tr("animation"), i18n.Tr("speed"), i18n.Tr("volume"), i18n.Tr("theme"), i18n.Tr("text size"), i18n.Tr("expert time"), i18n.Tr("language")}
	for i, row := range l.rows {
		if i < l.first || i >= l.first+l.shown {
			continue // scrolled away
		}
		sprites.DrawText(dst, labels[i], l.label, row[0].R.X, l.rowY[i], sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
		for _, b := range row {
			b.Draw(dst, s.in, u)
		}
	}
	if l.scroll {
		drawSettingsBar(dst, l)
	}
	l.done.Draw(dst, s.in, u)
}

// drawSettingsBar shows, at the view's right edge, which part of the
// settings shows: more above, more below.
func drawSettingsBar(dst *ebiten.Image, l settingsLayout) {
	u := l.u
	track := ui.Rect{X: l.panel.X + l.panel.W - 9*u, Y: l.view.Y, W: 4 * u, H: l.view.H}
	sprites.FillRoundRect(dst, track.X, track.Y, track.W, track.H, track.W/2, sprites.WithAlpha(sprites.TextDim, 0.25))
	h := track.H * float64(l.shown) / settingsRows
	y := track.Y + track.H*float64(l.first)/settingsRows
	sprites.FillRoundRect(dst, track.X, y, track.W, h, track.W/2, sprites.TextDim)
}

// Probe tells the browser's test hook which screen this is.
func (s *settingsScene) Probe() scene.Probe { return scene.Probe{Scene: "settings"} }
