package ui

import (
	"image"
	"log"
	"runtime"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/exp/textinput"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/sprites"
)

// TextEdit is a text being typed, with the caret at its end. Live input
// (Input.TextInput) comes through Ebitengine's text input, which drives
// the platform's own: an input method natively, a hidden text area in the
// browser, so that a phone's soft keyboard opens and paste works there.
// Other input (tests) types Input.Chars.
type TextEdit struct {
	Text      string
	MaxRunes  int  // at most this many runes; 0: no limit
	MaxBytes  int  // at most this many bytes; 0: no limit
	Whole     bool // text that would pass a limit is refused whole, not cut
	Multiline bool // Enter and pasted line breaks make new lines

	// Refused is set when input was refused for passing MaxBytes or
	// MaxRunes, until the next input that is taken.
	Refused bool
	// Preedit is what an input method is composing, shown after Text.
	Preedit string
	// Edits counts the changes of Text made here, so a caller can redo
	// its layout once per change.
	Edits int

	composer  *textinput.Composer
	imeBefore string          // the text before the caret the session was given
	caret     image.Rectangle // where the caret was drawn, for the IME's window
	ended     bool            // the user closed the soft keyboard
	failed    bool            // the text input failed once: Chars from then on
	heard     bool            // the text input delivered since the field took the focus: Chars are its keys' echo
}

// imeContext is how much of the text before the caret the input method is
// shown: enough for its predictions, little to copy per session.
const imeContext = 256

// Update takes this tick's typing and Backspace, and Enter as a new line
// in a multi-line text. It reports whether the user closed the soft
// keyboard, which ends the editing.
func (e *TextEdit) Update(in *Input) (ended bool) {
	if in.TextInput && !e.failed {
		handled, err := e.ime().Update()
		if err != nil {
			log.Printf("text input: %v; typing goes on without it", err)
			e.failed = true
		}
		if e.ended {
			e.ended = false
			return true
		}
		if handled {
			e.heard = true
			return false
		}
		if !e.heard && runtime.GOOS == "js" {
			// A browser starts the session only at the next key's release
			// after a click quicker than a tick: that first key went to the
			// page, not the text input, and only Chars has it (natively
			// Ebitengine's session seeds itself from the tick's Chars).
			e.Insert(string(in.Chars))
		}
	} else {
		e.Insert(string(in.Chars))
	}
	if in.Pressed(ebiten.KeyBackspace) && e.Text != "" {
		e.Confirm()
		_, n := utf8.DecodeLastRuneInString(e.Text)
		e.set(e.Text[:len(e.Text)-n])
	}
	if e.Multiline && in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter) {
		e.Confirm()
		e.Insert("\n")
	}
	return false
}

// Confirm ends the input method's session, taking what it composes; the
// field calls it when it loses the focus, which also hides a soft keyboard.
func (e *TextEdit) Confirm() {
	if e.composer != nil {
		e.composer.Confirm()
	}
}

// SetCaret tells the input method where the caret is on screen.
func (e *TextEdit) SetCaret(r image.Rectangle) { e.caret = r }

// Insert appends s after filtering it (no control characters; line breaks
// only in a multi-line text) within the limits, and reports whether all of
// it was taken.
func (e *TextEdit) Insert(s string) bool {
	s = e.clean(s)
	if s == "" {
		return true
	}
	text, ok := e.fit(e.Text + s)
	if text != e.Text {
		e.set(text)
	}
	e.Refused = !ok
	return ok
}

// fit is text within the limits: whole, or (unless Whole) cut at the last
// rune that fits past e.Text; ok is false when something was left out.
func (e *TextEdit) fit(text string) (string, bool) {
	over := e.MaxBytes > 0 && len(text) > e.MaxBytes || e.MaxRunes > 0 && utf8.RuneCountInString(text) > e.MaxRunes
	if !over {
		return text, true
	}
	if e.Whole || !strings.HasPrefix(text, e.Text) {
		return e.Text, false
	}
	n, runes := len(e.Text), utf8.RuneCountInString(e.Text)
	for _, r := range text[len(e.Text):] {
		w := utf8.RuneLen(r)
		if e.MaxBytes > 0 && n+w > e.MaxBytes || e.MaxRunes > 0 && runes+1 > e.MaxRunes {
			break
		}
		n, runes = n+w, runes+1
	}
	return text[:n], false
}

// clean drops what a field does not take: control characters, and line
// breaks in a one-line field (a pasted "\r\n" is one break).
func (e *TextEdit) clean(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n' && e.Multiline:
			return r
		case r == '\t' || r == '\n' || r == '\r':
			return ' '
		case r < ' ' || r == 0x7f || r == utf8.RuneError:
			return -1
		}
		return r
	}, s)
}

func (e *TextEdit) set(text string) {
	e.Text = text
	e.Edits++
}

// ime is the composer, made on first use so that a TextEdit's zero value
// works and a copy of an idle one does no harm.
func (e *TextEdit) ime() *textinput.Composer {
	if e.composer == nil {
		e.composer = &textinput.Composer{
			OnNewSession:  e.onNewSession,
			OnComposition: func(c *textinput.Composition) { e.Preedit, e.heard = c.Text(), true },
			OnCommit:      e.onCommit,
			OnEndByUser:   func() { e.ended = true },
		}
	}
	return e.composer
}

func (e *TextEdit) onNewSession() *textinput.SessionOptions {
	line := e.Text[strings.LastIndexByte(e.Text, '\n')+1:]
	if len(line) > imeContext {
		cut := len(line) - imeContext
		for cut < len(line) && !utf8.RuneStart(line[cut]) {
			cut++
		}
		line = line[cut:]
	}
	e.imeBefore = line
	return &textinput.SessionOptions{CaretBounds: e.caret, TextBeforeCaret: line}
}

// onCommit takes what the input method committed: text at the caret, or a
// new version of the text before the caret (a browser's Backspace, an
// accent that replaces the letter typed before it).
func (e *TextEdit) onCommit(c *textinput.Commit) {
	e.heard = true
	before, after := c.IsSurroundingTextReplaced()
	if !before && !after || !strings.HasSuffix(e.Text, e.imeBefore) {
		e.Insert(c.Text())
		return
	}
	newBefore, newAfter := c.SurroundingText()
	base := e.Text[:len(e.Text)-len(e.imeBefore)]
	text, ok := e.fit(base + e.clean(newBefore+c.Text()+newAfter))
	if text != e.Text {
		e.set(text)
	}
	e.Refused = !ok
	e.imeBefore = ""
}

// TextField is an editable one-line text, such as a player's name. Text and
// Max may be set from outside between ticks.
type TextField struct {
	R     Rect
	Text  string
	Focus bool
	Max   int // at most this many runes

	edit TextEdit
}

// Update focuses the field when it is pressed (so a browser can open the
// soft keyboard within the same touch), drops the focus on a press or
// click elsewhere or on Enter, Tab or Esc, and edits the text while
// focused.
func (f *TextField) Update(in *Input) {
	for _, c := range in.Clicks {
		f.Focus = f.R.Contains(c)
	}
	if in.Down {
		// a press elsewhere ends the typing at once: another field
		// pressed takes the platform's text input from this one, and
		// would drop what its keyboard still composes
		f.Focus = f.R.Contains(in.Pointer)
	}
	if !f.Focus {
		f.blur()
		return
	}
	f.edit.Text, f.edit.MaxRunes = f.Text, f.Max
	if f.edit.Update(in) {
		f.Focus = false
	}
	f.Text = f.edit.Text
	if in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeyTab, ebiten.KeyEscape) {
		f.Focus = false
	}
	if !f.Focus {
		f.blur()
	}
}

// blur ends the typing, keeping what the input method still composes: a
// phone's keyboard holds the word being typed as a composition until
// Enter or a space, so a tap on a button must take it, not drop it (issue
// 40). The edit starts from Text, which may have been set from outside.
func (f *TextField) blur() {
	f.edit.Text = f.Text
	f.edit.Confirm()
	f.edit.heard = false
	f.Text = f.edit.Text
}

func (f *TextField) Draw(dst *ebiten.Image, tick int, u float64) {
	r := f.R.H * 0.22
	border := sprites.PanelLight
	if Outline(u) > 0 {
		border = sprites.Outline
	}
	if f.Focus {
		border = sprites.Accent
	}
	sprites.FillRoundRect(dst, f.R.X, f.R.Y, f.R.W, f.R.H, r, border)
	sprites.FillRoundRect(dst, f.R.X+2*u, f.R.Y+2*u, f.R.W-4*u, f.R.H-4*u, r*0.8, sprites.Background)
	room := f.R.W - f.R.H*0.7
	floor := sprites.MinTextSize() / sprites.TextScale()                   // as Face takes it
	size := FitSize(f.Text+f.edit.Preedit, f.R.H*0.45, floor, room, false) // a long text shrinks to fit
	face := sprites.Face(size, false)
	x, y := f.R.X+f.R.H*0.35, f.R.Y+f.R.H/2
	shown := fieldShown(f.Text, f.edit.Preedit, face, room, f.Focus)
	sprites.DrawText(dst, shown, face, x, y, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	if !f.Focus {
		return
	}
	cx := x + sprites.TextWidth(shown, face)
	if f.edit.Preedit != "" {
		sprites.DrawText(dst, f.edit.Preedit, face, cx, y, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
		cx += sprites.TextWidth(f.edit.Preedit, face)
	}
	cx += 2 * u
	top, h := f.R.Y+f.R.H*0.22, f.R.H*0.56
	f.edit.SetCaret(image.Rect(int(cx), int(top), int(cx+2*u)+1, int(top+h)))
	if tick/30%2 == 0 {
		sprites.FillRect(dst, cx, top, 2*u, h, sprites.Accent)
	}
}

// fieldShown is as much of text as a field shows in w at face, where it
// does not fit even at the text size's floor: its start and "…" at rest,
// "…" and its end (where the caret is) while it is typed, leaving room
// for what an input method composes.
func fieldShown(text, preedit string, face text.Face, w float64, focus bool) string {
	if sprites.TextWidth(text+preedit, face) <= w {
		return text
	}
	if !focus {
		return Ellipsize(text, face, w)
	}
	room := w - sprites.TextWidth("…"+preedit, face)
	r := []rune(text)
	for len(r) > 0 && sprites.TextWidth(string(r), face) > room {
		r = r[1:]
	}
	return "…" + string(r)
}
