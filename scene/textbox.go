package scene

import (
	"errors"
	"log"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// textBoxScene shows a game record as text: to copy (export in the
// browser, where there are no files) or to paste or type (import). OK
// hands the text to onOK; an error is shown and nothing changes.
type textBoxScene struct {
	back     Scene
	title    string
	help     string
	text     string
	editable bool
	onOK     func(m *Manager, text string) error
	errMsg   string
	paste    *platform.PasteBuffer
	in       *ui.Input
	w, h     float64
	tick     int
}

// newExportBox shows mt's record to copy, and tries to copy it at once.
func newExportBox(back Scene, mt *match.Match) *textBoxScene {
	text := string(match.Encode(mt))
	platform.CopyText(text)
	return &textBoxScene{back: back, title: i18n.Tr("copy title"), help: i18n.Tr("copy help"), text: text}
}

// newPasteBox takes a pasted record and opens it in the replay viewer.
func newPasteBox(back Scene) *textBoxScene {
	s := &textBoxScene{back: back, title: i18n.Tr("paste title"), help: i18n.Tr("paste help"), editable: true, paste: &platform.PasteBuffer{}}
	s.onOK = func(m *Manager, text string) error {
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
	return s
}

func (s *textBoxScene) layout() (u float64, panel, box ui.Rect, ok, cancel ui.Button) {
	u = ui.FitUnit(s.w, s.h, 680, 600)
	pw, ph := math.Min(s.w-24*u, 620*u), 520*u
	panel = ui.Rect{X: (s.w - pw) / 2, Y: math.Max(12*u, (s.h-ph)/2), W: pw, H: ph}
	box = ui.Rect{X: panel.X + 24*u, Y: panel.Y + 100*u, W: pw - 48*u, H: ph - 230*u}
	y := panel.Y + ph - 68*u
	ok = ui.Button{R: ui.Rect{X: panel.X + pw/2 - 170*u, Y: y, W: 160 * u, H: 44 * u}, Label: i18n.Tr("ok"), Primary: true}
	cancel = ui.Button{R: ui.Rect{X: panel.X + pw/2 + 10*u, Y: y, W: 160 * u, H: 44 * u}, Label: i18n.Tr("cancel")}
	if !s.editable {
		ok.R.X = panel.X + (pw-160*u)/2
	}
	return u, panel, box, ok, cancel
}

func (s *textBoxScene) Update(m *Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	_, _, _, ok, cancel := s.layout()
	if s.editable {
		s.edit(in)
	}
	switch {
	case ok.Hit(in) || !s.editable && in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter):
		if s.onOK == nil {
			m.Goto(s.back)
			return nil
		}
		if err := s.onOK(m, s.text); err != nil {
			s.errMsg = recordErrorText(s.text, err)
		}
	case s.editable && cancel.Hit(in) || in.Pressed(ebiten.KeyEscape):
		m.Goto(s.back)
	}
	return nil
}

// edit takes typed text, Enter as a new line, Backspace, and Ctrl+V.
func (s *textBoxScene) edit(in *ui.Input) {
	if in.Ctrl && in.Pressed(ebiten.KeyV) {
		platform.PasteText(s.paste)
	}
	if p := s.paste.Take(); p != "" && len(s.text)+len(p) <= match.MaxSize {
		s.text += p
	}
	for _, r := range in.Chars {
		if r >= ' ' && r != 0x7f && len(s.text) < match.MaxSize {
			s.text += string(r)
		}
	}
	if in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter) {
		s.text += "\n"
	}
	if in.Pressed(ebiten.KeyBackspace) && s.text != "" {
		_, n := utf8.DecodeLastRuneInString(s.text)
		s.text = s.text[:len(s.text)-n]
	}
}

func (s *textBoxScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	u, panel, box, ok, cancel := s.layout()
	ui.DrawDialog(dst, panel, u, s.title)
	cx := panel.X + panel.W/2
	sprites.DrawText(dst, s.help, sprites.Face(13*u, false), cx, panel.Y+74*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	sprites.FillRoundRect(dst, box.X, box.Y, box.W, box.H, 10*u, sprites.Background)
	shown := s.text
	if s.editable && s.tick/30%2 == 0 {
		shown += "|" // the caret: the game's font has no thin block glyph
	}
	ui.DrawWrapped(dst, shown, sprites.Face(14*u, false), box.Inset(10*u), sprites.Text)
	ok.Draw(dst, s.in, u)
	if s.editable {
		cancel.Draw(dst, s.in, u)
	}
	if s.errMsg != "" {
		ui.DrawWrapped(dst, s.errMsg, sprites.Face(14*u, false), ui.Rect{X: box.X, Y: box.Y + box.H + 8*u, W: box.W, H: 50 * u}, sprites.Danger)
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
