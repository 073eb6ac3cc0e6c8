//go:build !js

package table

import (
	"math"
	"net"
	"strings"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/kaskade"
	"kaskade/engine/kaskade/party"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// defaultCourseAddr is where the course's servers listen by custom.
const defaultCourseAddr = "127.0.0.1:4711"

// courseScene is the form before a game against a program on the
// network: its address, our name, the board and who begins. Play connects
// in the background; the table opens once the program has answered init,
// and a failure is said here.
type courseScene struct {
	addr, name ui.TextField
	size       kaskade.Size
	weBegin    bool
	link       *courseLink // connecting, nil otherwise
	dialed     courseSetup
	status     string
	bad        bool
	in         *ui.Input
	w, h       float64
	tick       int
}

// newCourseScene opens the form with the menu's Kaskade board and name.
func newCourseScene(m *scene.Manager) scene.Scene {
	s := courseSetup{addr: defaultCourseAddr, name: view.PersonName(m.Config), size: kaskade.DefaultSize, weBegin: true}
	if o, err := party.ParseOptions(m.SetupFor("kaskade", m.Config).OptionText()); err == nil {
		s.size = o.Size
	}
	return newCourseSceneWith(m, s)
}

// newCourseSceneWith opens the form filled in with s.
func newCourseSceneWith(m *scene.Manager, s courseSetup) *courseScene {
	return &courseScene{
		addr: ui.TextField{Text: s.addr, Max: 120}, name: ui.TextField{Text: s.name, Max: 24},
		size: s.size, weBegin: s.weBegin,
	}
}

// setup is the game the form describes; the address is checked first.
func (s *courseScene) setup() (courseSetup, bool) {
	addr := strings.TrimSpace(s.addr.Text)
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host == "" || port == "" {
		return courseSetup{}, false
	}
	return courseSetup{addr: addr, name: strings.TrimSpace(s.name.Text), size: s.size, weBegin: s.weBegin}, true
}

func (s *courseScene) Update(m *scene.Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.W(), m.H(), in
	if s.poll(m) {
		return nil
	}
	l := s.layout()
	s.addr.R, s.name.R = l.addr, l.name
	s.addr.Update(in)
	s.name.Update(in)
	switch {
	case l.colsDec.Hit(in):
		s.size.Cols = max(s.size.Cols-1, kaskade.MinSide)
	case l.colsInc.Hit(in):
		s.size.Cols = min(s.size.Cols+1, kaskade.MaxSide)
	case l.rowsDec.Hit(in):
		s.size.Rows = max(s.size.Rows-1, kaskade.MinSide)
	case l.rowsInc.Hit(in):
		s.size.Rows = min(s.size.Rows+1, kaskade.MaxSide)
	case l.weBegin.Hit(in):
		s.weBegin = true
	case l.itBegins.Hit(in):
		s.weBegin = false
	case l.play.Hit(in) || (s.addr.Focus && in.Pressed(ebiten.KeyEnter)):
		s.play(m)
	case l.back.Hit(in) || in.Pressed(ebiten.KeyEscape):
		s.hangUp()
		m.Goto(scene.Open.Online(m, ""))
	}
	return nil
}

// play connects to the program; the table follows its answer.
func (s *courseScene) play(m *scene.Manager) {
	cs, ok := s.setup()
	if !ok {
		s.status, s.bad = i18n.Tr("course bad addr"), true
		return
	}
	s.hangUp()
	s.dialed = cs
	s.link = dialCourse(cs, func() { m.Wake(scene.NewsFrames) })
	s.status, s.bad = i18n.Trf("course connecting", cs.addr), false
}

// poll takes the link's first news: the started game opens the table, a
// failure is said; it reports whether the scene changed.
func (s *courseScene) poll(m *scene.Manager) bool {
	if s.link == nil {
		return false
	}
	select {
	case n := <-s.link.news:
		if n.err != nil {
			s.hangUp()
			s.status, s.bad = courseFault(n.err, s.dialed.addr, s.dialed.addr), true
			return false
		}
		c, err := newCourseMatch(s.dialed, s.link, n)
		var t *table
		if err == nil {
			t, err = newCourseTable(m, c)
		}
		if err != nil {
			s.hangUp()
			s.status, s.bad = err.Error(), true
			return false
		}
		s.link = nil // the table's now
		m.Goto(t)
		return true
	default:
		return false
	}
}

func (s *courseScene) hangUp() {
	if s.link != nil {
		s.link.cancel()
		s.link = nil
	}
}

// editing reports whether a field is being typed in: its caret blinks.
func (s *courseScene) editing() bool { return s.addr.Focus || s.name.Focus }

func (s *courseScene) Animating() bool { return s.editing() }

// courseLayout places the form's parts.
type courseLayout struct {
	u                                  float64
	panel                              ui.Rect
	addr, name, cols, rows             ui.Rect
	colsDec, colsInc, rowsDec, rowsInc ui.Button
	weBegin, itBegins, play, back      ui.Button
	note                               []string  // the note under the title, wrapped
	small                              text.Face // the note's and the labels' face
	status                             []string  // the status, wrapped
	noteY, sizeY, beginY, statusY      float64
}

// The form's texts are placed by the heights they are drawn at, which
// grow with the text size: the title, the note's lines, the labels over
// the fields and the status's lines.
// A short screen (a small phone, a large text size) gets smaller gaps
// between the rows, and at last Play and Back in one row.
func (s *courseScene) layout() courseLayout {
	u := ui.FitUnit(s.w, s.h, 620, 820)
	if ui.Portrait(s.w, s.h) {
		u = ui.PhoneUnit(s.w, s.h)
	}
	var l courseLayout
	for _, gap := range []float64{12, 8, 4} {
		if l = s.layoutAt(u, gap*u, false); l.panel.Y+l.panel.H <= s.h {
			return l
		}
	}
	return s.layoutAt(u, 4*u, true) // Play and Back side by side
}

func (s *courseScene) layoutAt(u, gap float64, tight bool) courseLayout {
	pw := math.Min(s.w-24*u, 560*u)
	l := courseLayout{u: u, small: sprites.Face(13*u, false)}
	x, w := (s.w-pw)/2+24*u, pw-48*u
	title := ui.DialogTitleFace(i18n.Tr("course title"), pw, u)
	y := 24*u + 44*u + ui.LineHeight(title)/2 + 4*u // under the title
	rh := 48 * u
	label := ui.LineHeight(l.small) - 4 + 2*u // the text's height and a little
	row := func() ui.Rect { r := ui.Rect{X: x, Y: y, W: w, H: rh}; y += rh + gap; return r }
	half := func(r ui.Rect, i int) ui.Rect { r.W = (r.W - gap) / 2; r.X += float64(i) * (r.W + gap); return r }
	l.noteY = y
	l.note = ui.WrapLines(i18n.Tr("course note"), l.small, pw-32*u)
	l.note = l.note[:min(len(l.note), 4)]
	y += float64(len(l.note))*ui.LineHeight(l.small) + 12*u + label
	l.addr = row()
	y += label
	l.name = row()
	y += label
	l.sizeY = y - 2*u
	l.colsDec, l.cols, l.colsInc = ui.Stepper(row(), u)
	l.rowsDec, l.rows, l.rowsInc = ui.Stepper(row(), u)
	y += label
	l.beginY = y - 2*u
	l.weBegin = ui.Button{Label: i18n.Tr("course i begin"), Selected: s.weBegin}
	l.itBegins = ui.Button{Label: i18n.Tr("course it begins"), Selected: !s.weBegin}
	if r := row(); ui.LabelFits(l.weBegin.Label, half(r, 0).W, rh, true) && ui.LabelFits(l.itBegins.Label, half(r, 0).W, rh, true) {
		l.weBegin.R, l.itBegins.R = half(r, 0), half(r, 1)
	} else { // a large text size on a phone: one above the other
		l.weBegin.R, l.itBegins.R = r, row()
	}
	l.play = ui.Button{R: row(), Label: i18n.Tr("course play"), Primary: true, Disabled: s.link != nil}
	if tight {
		l.play.R, l.back = half(l.play.R, 0), ui.Button{R: half(l.play.R, 1), Label: i18n.Tr("back")}
	} else {
		l.back = ui.Button{R: row(), Label: i18n.Tr("back")}
	}
	l.statusY = y + 4*u
	status := sprites.Face(15*u, false)
	l.status = ui.WrapLines(s.status, status, pw-32*u)
	l.status = l.status[:min(len(l.status), 3)]
	y += float64(max(len(l.status), 1))*ui.LineHeight(status) + 4*u
	l.panel = ui.Rect{X: (s.w - pw) / 2, Y: 24 * u, W: pw, H: y - 24*u}
	return l
}

// steppersStacked reports whether the board's two steppers write their
// names over their numbers: both do where either must, so that they read
// alike ("Columns" over 6 beside "Rows 6" on one line read as two kinds).
func (l courseLayout) steppersStacked(cols, rows int) bool {
	return ui.StepperStacked(l.cols, i18n.Tr("course cols"), cols, l.u) || ui.StepperStacked(l.rows, i18n.Tr("course rows"), rows, l.u)
}

func (s *courseScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	u := l.u
	sprites.FillRect(dst, 0, 0, s.w, s.h, sprites.Background)
	ui.DrawDialog(dst, l.panel, u, i18n.Tr("course title"))
	small := l.small
	for i, line := range l.note {
		line = ui.Ellipsize(line, small, l.panel.W-32*u)
		sprites.DrawText(dst, line, small, s.w/2, l.noteY+float64(i)*ui.LineHeight(small), sprites.AlignCenter, sprites.AlignStart, sprites.TextDim)
	}
	label := func(x, y float64, key string) {
		sprites.DrawText(dst, i18n.Tr(key), small, x, y, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	}
	label(l.addr.X, l.addr.Y-2*u, "course address")
	s.addr.Draw(dst, s.tick, u)
	label(l.name.X, l.name.Y-2*u, "course your name")
	s.name.Draw(dst, s.tick, u)
	label(l.addr.X, l.sizeY, "course board")
	stacked := l.steppersStacked(s.size.Cols, s.size.Rows)
	ui.DrawStepperAs(dst, s.in, l.colsDec, l.cols, l.colsInc, i18n.Tr("course cols"), s.size.Cols, u, stacked)
	ui.DrawStepperAs(dst, s.in, l.rowsDec, l.rows, l.rowsInc, i18n.Tr("course rows"), s.size.Rows, u, stacked)
	label(l.addr.X, l.beginY, "course who begins")
	for _, b := range []ui.Button{l.weBegin, l.itBegins, l.play, l.back} {
		b.Draw(dst, s.in, u)
	}
	clr := sprites.TextDim
	if s.bad {
		clr = sprites.Danger
	}
	face := sprites.Face(15*u, false)
	for i, line := range l.status {
		sprites.DrawText(dst, line, face, s.w/2, l.statusY+float64(i)*ui.LineHeight(face), sprites.AlignCenter, sprites.AlignStart, clr)
	}
}
