package scene

import (
	"fmt"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// settingsScene edits the manager's Settings and returns to the scene it
// was opened from.
type settingsScene struct {
	back Scene
	st   *view.Settings // the manager's, edited in place
	in   *ui.Input
	w, h float64
	tick int
}

func newSettingsScene(m *Manager, back Scene) *settingsScene {
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

// settingsLayout is the panel and one row of choices per setting.
type settingsLayout struct {
	u     float64
	panel ui.Rect
	rows  [settingsRows][]ui.Button
	rowY  [settingsRows]float64
	done  ui.Button
}

// layout fits the panel to the screen: a row's choices share a line, or
// wrap onto two when their labels would not fit (a phone held upright);
// the unit shrinks until the whole panel fits.
func (s *settingsScene) layout(st view.Settings) settingsLayout {
	portrait := ui.Portrait(s.w, s.h)
	u := ui.FitUnit(s.w, s.h, 680, 640)
	if portrait {
		u = ui.PhoneUnit(s.w, s.h)
	}
	var l settingsLayout
	for range 4 {
		l = s.layoutAt(st, u, portrait)
		if l.panel.Y+l.panel.H <= s.h-6*u || u <= 0.4 {
			break
		}
		u = math.Max(0.4, u*(s.h-12*u)/(l.panel.H+12*u))
	}
	return l
}

func (s *settingsScene) layoutAt(st view.Settings, u float64, portrait bool) settingsLayout {
	margin, bh, gap := 28*u, 40*u, 8*u
	if portrait {
		margin, bh = 14*u, max(44*u, ui.Finger(s.w, s.h)) // a finger's size
	}
	pw := math.Min(s.w-24*u, 620*u)
	l := settingsLayout{u: u, panel: ui.Rect{W: pw}}
	x0, rw := margin, pw-2*margin // relative to the panel until it is placed
	y := 100 * u
	face := sprites.Face(bh*0.42, true)
	row := func(i int, labels []string, sel int) {
		need := 0.0
		for _, lab := range labels {
			need = math.Max(need, sprites.TextWidth(lab, face)+16*u)
		}
		per := len(labels)
		for per > 1 && (rw-gap*float64(per-1))/float64(per) < need {
			per--
		}
		lines := (len(labels) + per - 1) / per
		per = (len(labels) + lines - 1) / lines // balanced: 2+2, not 3+1
		w := (rw - gap*float64(per-1)) / float64(per)
		l.rowY[i] = y
		for j, lab := range labels {
			line, col := j/per, j%per
			r := ui.Rect{X: x0 + float64(col)*(w+gap), Y: y + 8*u + float64(line)*(bh+gap), W: w, H: bh}
			l.rows[i] = append(l.rows[i], ui.Button{R: r, Label: lab, Selected: j == sel})
		}
		y += 8*u + float64(lines)*(bh+gap) - gap + 32*u
	}
	row(rowMode, modeLabels(), index(modeOrder, st.Mode, 0))
	row(rowSpeed, speedLabels(), index(view.Speeds, st.Speed, 1))
	row(rowSound, volumeLabels(), volumeIndex(st))
	row(rowTheme, themeLabels(), index(view.Themes, st.Theme, 0))
	row(rowText, textSizeLabels(), st.TextSize)
	row(rowExpert, expertLabels(), index(view.ExpertTimes, st.ExpertDuration(), 2))
	row(rowLang, []string{i18n.Tr("system"), i18n.Tr("lang en"), i18n.Tr("lang de")}, index([]string{"", "en", "de"}, st.Lang, 0))
	dh := max(44*u, ui.Finger(s.w, s.h))
	ph := y + 8*u + dh + 18*u
	l.done = ui.Button{R: ui.Rect{X: (pw - 180*u) / 2, Y: ph - 18*u - dh, W: 180 * u, H: dh}, Label: i18n.Tr("done"), Primary: true, LabelH: 44 * u}
	// Place the panel: centred, or from the top when it is taller.
	px, py := (s.w-pw)/2, math.Max(12*u, (s.h-ph)/2)
	if portrait {
		py = math.Max(6*u, (s.h-ph)/2)
	}
	l.panel = ui.Rect{X: px, Y: py, W: pw, H: ph}
	for i := range l.rows {
		l.rowY[i] += py
		for j := range l.rows[i] {
			l.rows[i][j].R.X += px
			l.rows[i][j].R.Y += py
		}
	}
	l.done.R.X += px
	l.done.R.Y += py
	return l
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

func (s *settingsScene) Update(m *Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	l := s.layout(m.Settings)
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

// choose applies choice j of setting row i.
func (s *settingsScene) choose(m *Manager, i, j int) {
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
	m.applySettings()
}

// applySettings makes the settings' theme and volume current: the palette
// every drawing reads, the sounds' volume.
func (m *Manager) applySettings() {
	sprites.UsePalette(m.Settings.Theme.Palette())
	sprites.SetTextScale(m.Settings.TextScale())
	m.Sounds.SetMuted(m.Settings.Muted)
	m.Sounds.SetVolume(m.Settings.SoundVolume())
}

func (s *settingsScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout(*s.st)
	u := l.u
	ui.DrawDialog(dst, l.panel, u, i18n.Tr("settings title"))
	labels := [settingsRows]string{i18n.Tr("animation"), i18n.Tr("speed"), i18n.Tr("volume"), i18n.Tr("theme"), i18n.Tr("text size"), i18n.Tr("expert time"), i18n.Tr("language")}
	x := l.rows[0][0].R.X
	for i, y := range l.rowY {
		sprites.DrawText(dst, labels[i], sprites.Face(16*u, false), x, y, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	}
	for _, row := range l.rows {
		for _, b := range row {
			b.Draw(dst, s.in, u)
		}
	}
	l.done.Draw(dst, s.in, u)
}
