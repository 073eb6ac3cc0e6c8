package scene

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

// menuScene sets up a new game: board size, both players' names and types.
type menuScene struct {
	cfg    GameConfig
	names  [2]textField
	in     *Input
	w, h   float64
	tick   int
	errMsg string
}

func newMenuScene(m *Manager) *menuScene {
	s := &menuScene{cfg: m.Config}
	for i := range s.names {
		s.names[i] = textField{Text: m.Config.Players[i].Name, Max: 16}
	}
	return s
}

// menuLayout holds every widget's rectangle for one screen size.
type menuLayout struct {
	u                   float64
	title, panel        Rect
	presets             []button
	colsDec, colsInc    button
	rowsDec, rowsInc    button
	colsVal, rowsVal    Rect
	boardLabelY         float64
	playersLabelY       float64
	nameRows            [2]Rect
	types               [2]button
	start, settings, qu button
}

func (s *menuScene) layout() menuLayout {
	u := fitUnit(s.w, s.h, 640, 640)
	cw := math.Min(s.w-24*u, 580*u)
	x0 := (s.w - cw) / 2
	l := menuLayout{u: u}
	top := math.Max(8*u, (s.h-560*u)/2)
	l.title = Rect{x0, top, cw, 110 * u}
	l.panel = Rect{x0, top + 120*u, cw, 350 * u}
	in := l.panel.Inset(24 * u)
	bh := 40 * u
	l.boardLabelY = in.Y + 6*u
	y := in.Y + 22*u
	gap := 10 * u
	pw := (in.W - 2*gap) / 3
	for i, z := range kaskade.Presets {
		l.presets = append(l.presets, button{R: Rect{in.X + float64(i)*(pw+gap), y, pw, bh}, Label: sizeLabel(z), Selected: z == s.cfg.Size})
	}
	y += bh + 14*u
	half := (in.W - gap) / 2
	l.colsDec, l.colsVal, l.colsInc = stepper(Rect{in.X, y, half, bh}, u)
	l.rowsDec, l.rowsVal, l.rowsInc = stepper(Rect{in.X + half + gap, y, half, bh}, u)
	y += bh + 40*u
	l.playersLabelY = y
	y += 16 * u
	tw := math.Min(170*u, in.W*0.34)
	for i := range l.nameRows {
		l.nameRows[i] = Rect{in.X + 48*u, y, in.W - 48*u - tw - gap, 44 * u}
		l.types[i] = button{R: Rect{in.X + in.W - tw, y + 2*u, tw, 40 * u}, Label: "‹ " + s.cfg.Players[i].Type.String() + " ›"}
		y += 56 * u
	}
	by := l.panel.Y + l.panel.H + 22*u
	n := 2.0
	if canQuit {
		n = 3
	}
	bw := (cw - gap*(n-1)) / n
	l.start = button{R: Rect{x0, by, bw, 52 * u}, Label: "Start", Primary: true}
	l.settings = button{R: Rect{x0 + bw + gap, by, bw, 52 * u}, Label: "Settings"}
	l.qu = button{R: Rect{x0 + 2*(bw+gap), by, bw, 52 * u}, Label: "Quit", Disabled: !canQuit}
	return l
}

// stepper splits r into a "-" button, a value box and a "+" button; the
// label ("Columns") goes inside the value box.
func stepper(r Rect, u float64) (dec button, val Rect, inc button) {
	w := r.H
	dec = button{R: Rect{r.X, r.Y, w, r.H}, Label: "−"}
	inc = button{R: Rect{r.X + r.W - w, r.Y, w, r.H}, Label: "+"}
	return dec, Rect{r.X + w + 6*u, r.Y, r.W - 2*w - 12*u, r.H}, inc
}

func sizeLabel(z kaskade.Size) string {
	return strconv.Itoa(z.Cols) + " × " + strconv.Itoa(z.Rows)
}

func (s *menuScene) Update(m *Manager, in *Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	l := s.layout()
	editing := s.names[0].Focus || s.names[1].Focus
	for i := range s.names {
		s.names[i].R = l.nameRows[i]
		s.names[i].update(in)
	}
	s.updateSize(l, in)
	for i, b := range l.types {
		if b.hit(in) {
			s.cfg.Players[i].Type = nextType(s.cfg.Players[i].Type)
		}
	}
	switch {
	case l.start.hit(in) || (!editing && in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter)):
		s.start(m)
	case l.settings.hit(in):
		m.Goto(newSettingsScene(m, s))
	case l.qu.hit(in):
		m.Quit()
	}
	return nil
}

func (s *menuScene) updateSize(l menuLayout, in *Input) {
	for i, b := range l.presets {
		if b.hit(in) {
			s.cfg.Size = kaskade.Presets[i]
		}
	}
	z := &s.cfg.Size
	step := func(v *int, b button, d int) {
		if b.hit(in) {
			*v = min(max(*v+d, kaskade.MinSide), kaskade.MaxSide)
		}
	}
	step(&z.Cols, l.colsDec, -1)
	step(&z.Cols, l.colsInc, +1)
	step(&z.Rows, l.rowsDec, -1)
	step(&z.Rows, l.rowsInc, +1)
}

func nextType(t PlayerType) PlayerType {
	for i, p := range PlayerTypes {
		if p == t {
			return PlayerTypes[(i+1)%len(PlayerTypes)]
		}
	}
	return PlayerTypes[0]
}

// start begins a game with this menu's setup; a bad size (impossible from
// the steppers, but a config can come from elsewhere) is shown, not fatal.
func (s *menuScene) start(m *Manager) {
	for i, p := range []kaskade.Player{kaskade.White, kaskade.Black} {
		name := strings.TrimSpace(s.names[i].Text)
		if name == "" {
			name = sprites.SideName(p)
		}
		s.cfg.Players[i].Name = name
	}
	b, err := newBoardScene(s.cfg)
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	m.Config = s.cfg
	m.Goto(b)
}

func (s *menuScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	u := l.u
	s.drawTitle(dst, l)
	drawPanel(dst, l.panel, u)
	in := l.panel.Inset(24 * u)
	label := sprites.Face(15*u, false)
	sprites.DrawText(dst, "Board", label, in.X, l.boardLabelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	for _, p := range l.presets {
		p.draw(dst, s.in, u)
	}
	s.drawStepper(dst, l.colsDec, l.colsVal, l.colsInc, "Columns", s.cfg.Size.Cols, u)
	s.drawStepper(dst, l.rowsDec, l.rowsVal, l.rowsInc, "Rows", s.cfg.Size.Rows, u)
	sprites.DrawText(dst, "Players", label, in.X, l.playersLabelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	for i, p := range []kaskade.Player{kaskade.White, kaskade.Black} {
		r := l.nameRows[i]
		sprites.DrawBall(dst, p, int(32*u), in.X+18*u, r.Y+r.H/2, 1, 1)
		s.names[i].R = r
		s.names[i].draw(dst, s.tick, u)
		l.types[i].draw(dst, s.in, u)
	}
	sprites.DrawText(dst, "White moves first", sprites.Face(13*u, false), in.X+in.W, l.panel.Y+l.panel.H-20*u, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
	l.start.draw(dst, s.in, u)
	l.settings.draw(dst, s.in, u)
	if canQuit {
		l.qu.draw(dst, s.in, u)
	}
	if s.errMsg != "" {
		sprites.DrawText(dst, s.errMsg, sprites.Face(14*u, false), s.w/2, l.start.R.Y+l.start.R.H+20*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Danger)
	}
}

func (s *menuScene) drawTitle(dst *ebiten.Image, l menuLayout) {
	u := l.u
	c := l.title.Center()
	face := sprites.Face(64*u, true)
	w := sprites.TextWidth("Kaskade", face)
	d := int(26 * u)
	// Three balls before the title: a cell about to overflow.
	for i, p := range []kaskade.Player{kaskade.White, kaskade.Black, kaskade.White} {
		sprites.DrawBall(dst, p, d, c.X-w/2-22*u-float64(2-i)*float64(d)*0.8, c.Y-8*u+float64(i%2)*6*u, 1, 1)
	}
	sprites.DrawText(dst, "Kaskade", face, c.X+10*u, c.Y-8*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	sprites.DrawText(dst, "a game of chain reactions for two", sprites.Face(16*u, false), c.X, c.Y+38*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
}

func (s *menuScene) drawStepper(dst *ebiten.Image, dec button, val Rect, inc button, name string, v int, u float64) {
	dec.draw(dst, s.in, u)
	inc.draw(dst, s.in, u)
	sprites.FillRoundRect(dst, val.X, val.Y, val.W, val.H, val.H*0.22, sprites.Background)
	sprites.DrawText(dst, name, sprites.Face(14*u, false), val.X+14*u, val.Y+val.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	sprites.DrawText(dst, strconv.Itoa(v), sprites.Face(20*u, true), val.X+val.W-14*u, val.Y+val.H/2, sprites.AlignEnd, sprites.AlignCenter, sprites.Text)
}
