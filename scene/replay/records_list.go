//go:build !js

package replay

import (
	"math"
	"strings"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// recordListScene lists the exported records, a page at a time; a click
// opens one in the replay viewer. A record that cannot be read is named
// with the reason, and nothing changes.
type recordListScene struct {
	back    scene.Scene
	dir     string            // where Export writes
	names   []string          // the records' paths
	summary map[string]string // each listed record's line, read once (recordSummary)
	page    int
	errMsg  string
	in      *ui.Input
	w, h    float64
}

const recordsPerPage = 8

func newRecordListScene(_ *scene.Manager, back scene.Scene) *recordListScene {
	s := &recordListScene{back: back}
	dir, names, err := recordFiles()
	s.dir, s.names = dir, names
	if err != nil {
		s.errMsg = err.Error()
	}
	return s
}

type recordListLayout struct {
	u                float64
	panel            ui.Rect
	rows             []ui.Button
	prev, next, back ui.Button
	paste            ui.Button // natively only where the desktop has a clipboard tool
}

func (s *recordListScene) layout() recordListLayout {
	u := ui.FitUnit(s.w, s.h, 680, 640)
	if ui.Portrait(s.w, s.h) {
		u = ui.PhoneUnit(s.w, s.h) // a phone: rows a finger can pick
	}
	f := ui.Finger(s.w, s.h)
	pw, ph := math.Min(s.w-24*u, 620*u), 560*u
	l := recordListLayout{u: u, panel: ui.Rect{X: (s.w - pw) / 2, Y: math.Max(12*u, (s.h-ph)/2), W: pw, H: ph}}
	x, y := l.panel.X+28*u, l.panel.Y+84*u
	for i := s.page * recordsPerPage; i < len(s.names) && i < (s.page+1)*recordsPerPage; i++ {
		r := ui.Rect{X: x, Y: y, W: pw - 56*u, H: max(40*u, f)}
		label := ui.Ellipsize(s.summaryOf(s.names[i]), sprites.Face(r.H*0.42, false), r.W-16*u) // the list keeps the whole name
		l.rows = append(l.rows, ui.Button{R: r, Label: label})
		y += max(48*u, r.H+4*u)
	}
	by := l.panel.Y + ph - 64*u
	bh := max(44*u, f)
	l.prev = ui.Button{R: ui.Rect{X: x, Y: by, W: max(60*u, bh), H: bh}, Label: i18n.Tr("prev"), Disabled: s.page == 0}
	l.next = ui.Button{R: ui.Rect{X: x + max(60*u, bh) + 10*u, Y: by, W: max(60*u, bh), H: bh}, Label: i18n.Tr("next"), Disabled: (s.page+1)*recordsPerPage >= len(s.names)}
	l.back = ui.Button{R: ui.Rect{X: l.panel.X + pw - 28*u - 160*u, Y: by, W: 160 * u, H: bh}, Label: i18n.Tr("back"), Primary: true}
	if platform.CanPaste() {
		px := l.next.R.X + l.next.R.W + 10*u
		l.paste = ui.Button{R: ui.Rect{X: px, Y: by, W: min(140*u, l.back.R.X-10*u-px), H: bh}, Label: i18n.Tr("paste record")}
	}
	return l
}

// summaryOf is the named record's line, read the first time its page
// shows, in the language of that moment.
func (s *recordListScene) summaryOf(name string) string {
	if s.summary == nil {
		s.summary = map[string]string{}
	}
	if _, ok := s.summary[name]; !ok {
		s.summary[name] = recordSummary(name)
	}
	return s.summary[name]
}

func (s *recordListScene) Update(m *scene.Manager, in *ui.Input) error {
	s.w, s.h, s.in = m.W(), m.H(), in
	l := s.layout()
	switch {
	case l.back.Hit(in) || in.Pressed(ebiten.KeyEscape):
		m.Goto(s.back)
		return nil
	case l.prev.Hit(in) || in.Pressed(ebiten.KeyArrowLeft, ebiten.KeyPageUp):
		s.page = max(s.page-1, 0)
		return nil
	case l.paste.Label != "" && (l.paste.Hit(in) || in.Ctrl && in.Pressed(ebiten.KeyV)):
		s.pasted(m)
		return nil
	case l.next.Hit(in) || in.Pressed(ebiten.KeyArrowRight, ebiten.KeyPageDown):
		if (s.page+1)*recordsPerPage < len(s.names) {
			s.page++
		}
		return nil
	}
	for i, b := range l.rows {
		if b.Hit(in) {
			s.open(m, s.names[s.page*recordsPerPage+i])
		}
	}
	return nil
}

// pasted opens the record on the desktop's clipboard in the replay viewer,
// or says why it cannot.
func (s *recordListScene) pasted(m *scene.Manager) {
	text, err := platform.Paste(match.MaxSize)
	if err == nil && strings.TrimSpace(text) == "" {
		s.errMsg = i18n.Tr("clipboard empty")
		return
	}
	if err == nil {
		err = replayText(m, text, s)
	}
	if err != nil {
		s.errMsg = i18n.Trf("record bad", err)
	}
}

// open shows the record in the replay viewer, or says why it cannot.
func (s *recordListScene) open(m *scene.Manager, name string) {
	mt, err := loadRecord(name)
	if err == nil {
		var r scene.Scene
		if r, err = newReplayScene(m, mt, s); err == nil {
			m.Goto(r)
			return
		}
	}
	s.errMsg = i18n.Trf("record bad", err)
}

func (s *recordListScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	u := l.u
	ui.DrawDialog(dst, l.panel, u, i18n.Tr("records title"))
	if len(s.names) == 0 {
		box := ui.Rect{X: l.panel.X + 28*u, Y: l.panel.Y + 100*u, W: l.panel.W - 56*u, H: 80 * u} // a long folder wraps on a phone
		ui.DrawWrapped(dst, i18n.Trf("no records", s.dir), sprites.Face(14*u, false), box, sprites.TextDim)
	}
	for _, r := range l.rows {
		r.Draw(dst, s.in, u)
	}
	for _, bt := range []ui.Button{l.prev, l.next, l.back, l.paste} {
		if bt.Label != "" {
			bt.Draw(dst, s.in, u)
		}
	}
	if s.errMsg != "" {
		ui.DrawWrapped(dst, s.errMsg, sprites.Face(14*u, false), ui.Rect{X: l.panel.X + 28*u, Y: l.back.R.Y - 60*u, W: l.panel.W - 56*u, H: 50 * u}, sprites.Danger)
	}
}
