package replay

import (
	"errors"
	"image"
	"log"
	"math"
	"strings"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// textBoxScene shows a game record as text, in the browser, where there is
// no records folder: to download as a file or copy (export), or to paste,
// type or open from a file (import). OK hands the text to onOK; an error is
// shown and nothing changes. Text over match.MaxSize is refused whole.
type textBoxScene struct {
	back     scene.Scene
	title    string
	help     string
	fileName string // the export's name as a download
	edit     ui.TextEdit
	editable bool
	onOK     func(m *scene.Manager, text string) error
	errMsg   string
	note     string                // what happened, such as a download
	paste    *platform.PasteBuffer // pastes outside the text input
	file     *platform.PasteBuffer // a file the player picked
	stop     func()                // ends ListenPaste
	in       *ui.Input
	w, h     float64
	tick     int

	// The wrapped lines, made again only when the text, the width or the
	// size changes: wrapping is linear, but 1 MB of it each frame is not.
	lines   []string
	wrapKey textBoxWrap
	wraps   int // how often the text was wrapped, for the tests
}

type textBoxWrap struct {
	edits   int
	preedit string
	w, size float64
}

// newPasteBox takes a pasted, typed or uploaded record and opens it in the
// replay viewer.
func newPasteBox(back scene.Scene) *textBoxScene {
	s := &textBoxScene{back: back, title: i18n.Tr("paste title"), help: i18n.Tr("input.paste help"), editable: true,
		paste: &platform.PasteBuffer{}, file: &platform.PasteBuffer{}}
	s.edit = ui.TextEdit{MaxBytes: match.MaxSize, Whole: true, Multiline: true}
	s.onOK = func(m *scene.Manager, text string) error { return replayText(m, text, back) }
	return s
}

// replayText opens the record text (pasted, or off the clipboard) in the
// replay viewer, coming back to back; an error says why it cannot.
func replayText(m *scene.Manager, text string, back scene.Scene) error {
	mt, err := match.Decode([]byte(strings.TrimLeft(text, " \t\r\n")), games.Lookup)
	if err != nil {
		return err
	}
	r, err := newReplayScene(m, mt, back)
	if err != nil {
		return err
	}
	m.Goto(r)
	return nil
}

type textBoxLayout struct {
	u                   float64
	panel, box          ui.Rect
	ok, cancel, fileBtn ui.Button // fileBtn: Open file or Download, in the browser
}

func (s *textBoxScene) layout() textBoxLayout {
	u := ui.FitUnit(s.w, s.h, 680, 600)
	pw, ph := math.Min(s.w-24*u, 620*u), 520*u
	l := textBoxLayout{u: u}
	l.panel = ui.Rect{X: (s.w - pw) / 2, Y: math.Max(12*u, (s.h-ph)/2), W: pw, H: ph}
	l.box = ui.Rect{X: l.panel.X + 24*u, Y: l.panel.Y + 100*u, W: pw - 48*u, H: ph - 230*u}
	y := l.panel.Y + ph - 68*u
	bw, gap := 160*u, 12*u
	var row []*ui.Button
	l.ok = ui.Button{Label: i18n.Tr("ok"), Primary: true}
	l.cancel = ui.Button{Label: i18n.Tr("cancel")}
	l.fileBtn = ui.Button{Label: i18n.Tr("input.open file")}
	if !s.editable {
		l.fileBtn.Label = i18n.Tr("input.download")
	}
	if platform.BrowserFiles {
		row = append(row, &l.fileBtn)
	}
	row = append(row, &l.ok)
	if s.editable {
		row = append(row, &l.cancel)
	}
	bw = math.Min(bw, (pw-48*u-gap*float64(len(row)-1))/float64(len(row)))
	x := l.panel.X + (pw-bw*float64(len(row))-gap*float64(len(row)-1))/2
	for _, b := range row {
		b.R = ui.Rect{X: x, Y: y, W: bw, H: 44 * u}
		x += bw + gap
	}
	return l
}

func (s *textBoxScene) Update(m *scene.Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.W(), m.H(), in
	l := s.layout()
	if s.editable && s.type_(in) {
		s.confirm(m)
		return nil
	}
	switch {
	case platform.BrowserFiles && l.fileBtn.Hit(in) && s.editable:
		platform.OpenTextFile(s.file, match.MaxSize)
	case platform.BrowserFiles && l.fileBtn.Hit(in):
		if err := platform.DownloadText(s.fileName, s.edit.Text); err != nil {
			s.errMsg = err.Error()
		} else {
			s.note = i18n.Trf("input.downloaded", s.fileName)
		}
	case l.ok.Hit(in) || !s.editable && in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter):
		s.confirm(m)
	case s.editable && l.cancel.Hit(in) || in.Pressed(ebiten.KeyEscape):
		s.leave(m, s.back)
	}
	return nil
}

// type_ takes typing, pastes from outside the text input, and a picked
// file, which replaces the text and is to be opened at once (opened).
func (s *textBoxScene) type_(in *ui.Input) (opened bool) {
	if s.stop == nil {
		s.stop = platform.ListenPaste(s.paste, match.MaxSize)
	}
	s.edit.Update(in)
	if text, err := s.paste.Take(); err != nil || text != "" {
		s.edit.Refused = err != nil || !s.edit.Insert(text)
	}
	if s.edit.Refused {
		s.errMsg = i18n.Trf("input.too long", match.MaxSize>>10)
	}
	text, err := s.file.Take()
	switch {
	case errors.Is(err, platform.ErrTooLarge):
		s.errMsg = i18n.Trf("input.too long", match.MaxSize>>10)
	case err != nil:
		s.errMsg = i18n.Trf("input.record bad", err)
	case text != "":
		s.edit.Text = ""
		return s.edit.Insert(text)
	}
	return false
}

// confirm hands the text to onOK, or goes back when there is none.
func (s *textBoxScene) confirm(m *scene.Manager) {
	if s.onOK == nil {
		s.leave(m, s.back)
		return
	}
	s.edit.Confirm()
	if err := s.onOK(m, s.edit.Text); err != nil {
		s.errMsg = recordErrorText(s.edit.Text, err)
		return
	}
	s.leave(m, nil)
}

// leave ends the text input (a soft keyboard hides) and the paste
// listener, and goes to next unless onOK already went elsewhere.
func (s *textBoxScene) leave(m *scene.Manager, next scene.Scene) {
	s.edit.Confirm()
	if s.stop != nil {
		s.stop()
		s.stop = nil
	}
	if next != nil {
		m.Goto(next)
	}
}

// wrapped is the text in lines of the box's width, wrapped again only
// after a change.
func (s *textBoxScene) wrapped(face text.Face, w, size float64) []string {
	k := textBoxWrap{edits: s.edit.Edits, preedit: s.edit.Preedit, w: w, size: size}
	if s.lines == nil || k != s.wrapKey {
		s.lines, s.wrapKey = ui.WrapText(s.edit.Text+s.edit.Preedit, face, w), k
		s.wraps++
	}
	return s.lines
}

func (s *textBoxScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	u, panel, box := l.u, l.panel, l.box
	ui.DrawDialog(dst, panel, u, s.title)
	cx := panel.X + panel.W/2
	sprites.DrawText(dst, s.help, sprites.Face(13*u, false), cx, panel.Y+74*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	sprites.FillRoundRect(dst, box.X, box.Y, box.W, box.H, 10*u, sprites.Background)
	face := sprites.Face(14*u, false)
	inner := box.Inset(10 * u)
	lines := s.wrapped(face, inner.W-4*u, 14*u)
	ui.DrawLines(dst, lines, face, inner, sprites.Text, s.editable)
	if s.editable {
		s.drawCaret(dst, lines, face, inner, u)
	}
	for _, bt := range []ui.Button{l.fileBtn, l.ok, l.cancel} {
		if bt.R.W > 0 {
			bt.Draw(dst, s.in, u)
		}
	}
	msg, clr := s.errMsg, sprites.Danger
	if msg == "" {
		msg, clr = s.note, sprites.TextDim
	}
	if msg != "" {
		ui.DrawWrapped(dst, msg, sprites.Face(14*u, false), ui.Rect{X: box.X, Y: box.Y + box.H + 8*u, W: box.W, H: 50 * u}, clr)
	}
}

// drawCaret blinks a bar after the last line shown, and tells the text
// input where it is.
func (s *textBoxScene) drawCaret(dst *ebiten.Image, lines []string, face text.Face, r ui.Rect, u float64) {
	lh := ui.LineHeight(face)
	n := min(len(lines), max(int((r.H+lh/2)/lh), 1))
	x := r.X + sprites.TextWidth(lines[len(lines)-1], face) + u
	y := r.Y + float64(n-1)*lh
	s.edit.SetCaret(image.Rect(int(x), int(y), int(x+2*u)+1, int(y+lh)))
	if s.tick/30%2 == 0 {
		sprites.FillRect(dst, x, y, 2*u, lh-4, sprites.Accent)
	}
}

// recordErrorText says in the player's language why text is no record.
// The decoder's own words are English: they are the reason in English,
// and only logged otherwise, so a German player reads German alone.
func recordErrorText(text string, err error) string {
	reason := err.Error()
	if i18n.CurLang != "en" {
		log.Printf("record: %v", err)
		reason = recordErrorReason(text, err)
	}
	return i18n.Trf("input.record bad", reason)
}

// recordErrorReason names the kind of fault: empty, newer, foreign or
// damaged.
func recordErrorReason(text string, err error) string {
	switch {
	case errors.Is(err, match.ErrEmpty) || strings.TrimSpace(text) == "":
		return i18n.Tr("input.empty")
	case errors.Is(err, match.ErrNewer):
		return i18n.Tr("input.newer")
	case !strings.HasPrefix(strings.TrimLeft(text, " \t\r\n"), "kaskade-save"):
		return i18n.Tr("input.foreign")
	}
	return i18n.Tr("input.damaged")
}
