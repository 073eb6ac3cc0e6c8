package scene

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/sprites"
)

// settingsScene edits the manager's Settings and returns to the scene it
// was opened from.
type settingsScene struct {
	back Scene
	st   *Settings // the manager's, edited in place
	in   *Input
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
	panel Rect
	rows  [settingsRows][]button
	rowY  [settingsRows]float64
	done  button
}

func (s *settingsScene) layout(st Settings) settingsLayout {
	u := fitUnit(s.w, s.h, 680, 640)
	pw := math.Min(s.w-24*u, 620*u)
	ph := 100*u + settingsRows*80*u + 70*u
	l := settingsLayout{u: u, panel: Rect{(s.w - pw) / 2, math.Max(12*u, (s.h-ph)/2), pw, ph}}
	x0, rw, bh := l.panel.X+28*u, pw-56*u, 40*u
	for i := range l.rowY {
		l.rowY[i] = l.panel.Y + 100*u + float64(i)*80*u
	}
	row := func(i int, labels []string, sel int) {
		gap := 8 * u
		w := (rw - gap*float64(len(labels)-1)) / float64(len(labels))
		for j, lab := range labels {
			l.rows[i] = append(l.rows[i], button{R: Rect{x0 + float64(j)*(w+gap), l.rowY[i] + 8*u, w, bh}, Label: lab, Selected: j == sel})
		}
	}
	row(rowMode, []string{tr("animated"), tr("stepwise"), tr("instant")}, int(st.Mode))
	row(rowSpeed, speedLabels(), index(Speeds, st.Speed, 1))
	row(rowSound, []string{tr("on"), tr("off")}, boolIndex(st.Muted))
	row(rowExpert, expertLabels(), index(ExpertTimes, st.expertTime(), 2))
	row(rowLang, []string{tr("system"), tr("lang en"), tr("lang de")}, index([]string{"", "en", "de"}, st.Lang, 0))
	l.done = button{R: Rect{l.panel.X + (pw-180*u)/2, l.panel.Y + ph - 62*u, 180 * u, 44 * u}, Label: tr("done"), Primary: true}
	return l
}

func speedLabels() []string {
	var out []string
	for _, v := range Speeds {
		out = append(out, fmt.Sprintf("%g×", v))
	}
	return out
}

// expertLabels write the thinking times as "0.25 s", in German "0,25 s".
func expertLabels() []string {
	var out []string
	for _, d := range ExpertTimes {
		s := fmt.Sprintf("%g s", d.Seconds())
		if curLang == "de" {
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

func (s *settingsScene) Update(m *Manager, in *Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	l := s.layout(m.Settings)
	for i, row := range l.rows {
		for j, b := range row {
			if b.hit(in) {
				s.choose(m, i, j)
			}
		}
	}
	if l.done.hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyEnter, ebiten.KeyKPEnter) {
		m.Goto(s.back)
	}
	return nil
}

// choose applies choice j of setting row i.
func (s *settingsScene) choose(m *Manager, i, j int) {
	st := &m.Settings
	switch i {
	case rowMode:
		st.Mode = AnimMode(j)
	case rowSpeed:
		st.Speed = Speeds[j]
	case rowSound:
		st.Muted = j == 1
		m.Sounds.SetMuted(st.Muted)
	case rowExpert:
		st.ExpertTime = ExpertTimes[j]
		if st.ExpertTime == time.Second {
			st.ExpertTime = 0 // the default, stored as such
		}
	case rowLang:
		st.Lang = []string{"", "en", "de"}[j]
		setLang(st.Lang)
	}
}

func (s *settingsScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout(*s.st)
	u := l.u
	drawDialog(dst, l.panel, u, tr("settings title"))
	labels := [settingsRows]string{tr("animation"), tr("speed"), tr("sound"), tr("expert time"), tr("language")}
	for i, y := range l.rowY {
		sprites.DrawText(dst, labels[i], sprites.Face(16*u, false), l.panel.X+28*u, y, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	}
	for _, row := range l.rows {
		for _, b := range row {
			b.draw(dst, s.in, u)
		}
	}
	l.done.draw(dst, s.in, u)
}
