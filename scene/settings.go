package scene

import (
	"fmt"
	"math"

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

// settingsLayout is the panel and one row of choices per setting.
type settingsLayout struct {
	u      float64
	panel  Rect
	modes  []button
	speeds []button
	sound  []button
	done   button
	rowY   [3]float64
}

func (s *settingsScene) layout(st Settings) settingsLayout {
	u := fitUnit(s.w, s.h, 680, 500)
	pw := math.Min(s.w-24*u, 620*u)
	ph := 430 * u
	l := settingsLayout{u: u, panel: Rect{(s.w - pw) / 2, math.Max(12*u, (s.h-ph)/2), pw, ph}}
	x0, rw, bh := l.panel.X+28*u, pw-56*u, 42*u
	for i := range l.rowY {
		l.rowY[i] = l.panel.Y + 110*u + float64(i)*92*u
	}
	row := func(y float64, labels []string, sel int) []button {
		gap := 8 * u
		w := (rw - gap*float64(len(labels)-1)) / float64(len(labels))
		bs := make([]button, len(labels))
		for i, lab := range labels {
			bs[i] = button{R: Rect{x0 + float64(i)*(w+gap), y + 10*u, w, bh}, Label: lab, Selected: i == sel}
		}
		return bs
	}
	l.modes = row(l.rowY[0], []string{Animated.String(), Stepwise.String(), Instant.String()}, int(st.Mode))
	var speedLabels []string
	sel := 1
	for i, v := range Speeds {
		speedLabels = append(speedLabels, fmt.Sprintf("%g×", v))
		if v == st.Speed {
			sel = i
		}
	}
	l.speeds = row(l.rowY[1], speedLabels, sel)
	soundSel := 0
	if st.Muted {
		soundSel = 1
	}
	l.sound = row(l.rowY[2], []string{"On", "Off"}, soundSel)
	l.done = button{R: Rect{l.panel.X + (pw-180*u)/2, l.panel.Y + ph - 64*u, 180 * u, 44 * u}, Label: "Done", Primary: true}
	return l
}

func (s *settingsScene) Update(m *Manager, in *Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	l := s.layout(m.Settings)
	for i, b := range l.modes {
		if b.hit(in) {
			m.Settings.Mode = AnimMode(i)
		}
	}
	for i, b := range l.speeds {
		if b.hit(in) {
			m.Settings.Speed = Speeds[i]
		}
	}
	for i, b := range l.sound {
		if b.hit(in) {
			m.Settings.Muted = i == 1
			m.Sounds.SetMuted(m.Settings.Muted)
		}
	}
	if l.done.hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyEnter, ebiten.KeyKPEnter) {
		m.Goto(s.back)
	}
	return nil
}

func (s *settingsScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout(*s.st)
	u := l.u
	drawPanel(dst, l.panel, u)
	cx := l.panel.X + l.panel.W/2
	sprites.DrawText(dst, "Settings", sprites.Face(32*u, true), cx, l.panel.Y+48*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	labels := []string{"Overflow animation", "Animation speed", "Sound"}
	for i, y := range l.rowY {
		sprites.DrawText(dst, labels[i], sprites.Face(16*u, false), l.panel.X+28*u, y, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	}
	for _, row := range [][]button{l.modes, l.speeds, l.sound} {
		for _, b := range row {
			b.draw(dst, s.in, u)
		}
	}
	l.done.draw(dst, s.in, u)
}
