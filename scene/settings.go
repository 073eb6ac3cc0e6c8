package scene

import (
	"fmt"
	"math"
	"strings"
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
	rowExpert
	rowLang
	settingsRows
)

// settingsLayout is the panel and one row of choices per setting.
type settingsLayout struct {
	u     float64
	panel ui.Rect
	rows  [settingsRows][]ui.Button
	rowY  [settingsRows]float64
	done  ui.Button
}

func (s *settingsScene) layout(st view.Settings) settingsLayout {
	u := ui.FitUnit(s.w, s.h, 680, 640)
	pw := math.Min(s.w-24*u, 620*u)
	ph := 100*u + settingsRows*80*u + 70*u
	l := settingsLayout{u: u, panel: ui.Rect{X: (s.w - pw) / 2, Y: math.Max(12*u, (s.h-ph)/2), W: pw, H: ph}}
	x0, rw, bh := l.panel.X+28*u, pw-56*u, 40*u
	for i := range l.rowY {
		l.rowY[i] = l.panel.Y + 100*u + float64(i)*80*u
	}
	row := func(i int, labels []string, sel int) {
		gap := 8 * u
		w := (rw - gap*float64(len(labels)-1)) / float64(len(labels))
		for j, lab := range labels {
			l.rows[i] = append(l.rows[i], ui.Button{R: ui.Rect{X: x0 + float64(j)*(w+gap), Y: l.rowY[i] + 8*u, W: w, H: bh}, Label: lab, Selected: j == sel})
		}
	}
	row(rowMode, []string{i18n.Tr("animated"), i18n.Tr("stepwise"), i18n.Tr("instant")}, int(st.Mode))
	row(rowSpeed, speedLabels(), index(view.Speeds, st.Speed, 1))
	row(rowSound, []string{i18n.Tr("on"), i18n.Tr("off")}, boolIndex(st.Muted))
	row(rowExpert, expertLabels(), index(view.ExpertTimes, st.ExpertDuration(), 2))
	row(rowLang, []string{i18n.Tr("system"), i18n.Tr("lang en"), i18n.Tr("lang de")}, index([]string{"", "en", "de"}, st.Lang, 0))
	l.done = ui.Button{R: ui.Rect{X: l.panel.X + (pw-180*u)/2, Y: l.panel.Y + ph - 62*u, W: 180 * u, H: 44 * u}, Label: i18n.Tr("done"), Primary: true}
	return l
}

func speedLabels() []string {
	var out []string
	for _, v := range view.Speeds {
		out = append(out, fmt.Sprintf("%g×", v))
	}
	return out
}

// expertLabels write the thinking times as "0.25 s", in German "0,25 s".
func expertLabels() []string {
	var out []string
	for _, d := range view.ExpertTimes {
		s := fmt.Sprintf("%g s", d.Seconds())
		if i18n.CurLang == "de" {
			s = strings.ReplaceAll(s, ".", ",")
		}
		out = append(out, s)
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

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
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
		st.Mode = view.AnimMode(j)
	case rowSpeed:
		st.Speed = view.Speeds[j]
	case rowSound:
		st.Muted = j == 1
		m.Sounds.SetMuted(st.Muted)
	case rowExpert:
		st.ExpertTime = view.ExpertTimes[j]
		if st.ExpertTime == time.Second {
			st.ExpertTime = 0 // the default, stored as such
		}
	case rowLang:
		st.Lang = []string{"", "en", "de"}[j]
		i18n.SetLang(st.Lang)
	}
}

func (s *settingsScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout(*s.st)
	u := l.u
	ui.DrawDialog(dst, l.panel, u, i18n.Tr("settings title"))
	labels := [settingsRows]string{i18n.Tr("animation"), i18n.Tr("speed"), i18n.Tr("sound"), i18n.Tr("expert time"), i18n.Tr("language")}
	for i, y := range l.rowY {
		sprites.DrawText(dst, labels[i], sprites.Face(16*u, false), l.panel.X+28*u, y, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	}
	for _, row := range l.rows {
		for _, b := range row {
			b.Draw(dst, s.in, u)
		}
	}
	l.done.Draw(dst, s.in, u)
}
