package replay

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

func TestCtrlHeldTypesNothing(t *testing.T) {
	if got := ui.TypedChars([]rune("v"), true, false); len(got) != 0 {
		t.Errorf("Ctrl+V typed %q", string(got))
	}
	if got := ui.TypedChars([]rune("@"), true, true); string(got) != "@" {
		t.Errorf("AltGr (Ctrl+Alt) typed %q, want @", string(got))
	}
	if got := ui.TypedChars([]rune("v"), false, false); string(got) != "v" {
		t.Errorf("plain v typed %q", string(got))
	}
}

// pasteBoxError is the message the paste box shows for text.
func pasteBoxError(t *testing.T, r *rig, text string) string {
	t.Helper()
	s := newPasteBox(r.M.Current())
	s.edit.Text = text
	r.M.Goto(s)
	for range scene.FadeTicks + 1 {
		r.Tick(ui.Input{})
	}
	r.Click(s.layout().ok.R.Center())
	return s.errMsg
}

func TestRecordErrorAllGerman(t *testing.T) {
	r := newRig(t, 0)
	defer i18n.SetLang("en")
	i18n.SetLang("de")
	r.M.Settings.Lang = "de"
	for _, tc := range []struct{ text, want string }{
		{"vkaskade-save 1\ngame kaskade\nend", "keine Partie"},
		{"kaskade-save 1\ngame kaskade\nmoves zz9\nend 00000000", "beschädigt"},
		{"", "leer"},
	} {
		msg := pasteBoxError(t, r, tc.text)
		if !strings.Contains(msg, "Diese Partie lässt sich nicht öffnen") || !strings.Contains(msg, tc.want) {
			t.Errorf("%q: %q, want the German headline and %q", tc.text, msg, tc.want)
		}
		for _, en := range []string{"not a", "file", "line", "want", "damaged"} {
			if strings.Contains(msg, en) {
				t.Errorf("%q: %q has the English %q", tc.text, msg, en)
			}
		}
	}
}

// A pasted 100 KB word is wrapped once, not once per frame, and again only
// after the text changes.
func TestPasteBoxWrapsOncePerChange(t *testing.T) {
	r := newRig(t, 0)
	s := newPasteBox(r.M.Current())
	r.M.Goto(s)
	r.Tick(ui.Input{Chars: []rune(strings.Repeat("x", 100<<10))})
	if len(s.edit.Text) != 100<<10 {
		t.Fatalf("took %d bytes of 100 KB", len(s.edit.Text))
	}
	img := ebiten.NewImage(900, 760)
	defer img.Deallocate()
	for range 5 {
		s.Draw(img)
		r.Tick(ui.Input{})
	}
	if s.wraps != 1 {
		t.Fatalf("wrapped %d times in 5 frames without a change, want 1", s.wraps)
	}
	r.Tick(ui.Input{Chars: []rune("y")})
	s.Draw(img)
	s.Draw(img)
	if s.wraps != 2 {
		t.Fatalf("wrapped %d times after one change, want 2", s.wraps)
	}
	if n := len(s.lines); n < 100 {
		t.Fatalf("100 KB in %d lines", n)
	}
}

// Text over match.MaxSize is refused whole, with a message.
func TestPasteBoxRefusesTooMuch(t *testing.T) {
	r := newRig(t, 0)
	s := newPasteBox(r.M.Current())
	r.M.Goto(s)
	r.Tick(ui.Input{Chars: []rune("kaskade")})
	r.Tick(ui.Input{Chars: []rune(strings.Repeat("x", match.MaxSize))})
	if s.edit.Text != "kaskade" {
		t.Errorf("text of %d bytes after a paste over the limit", len(s.edit.Text))
	}
	if !strings.Contains(s.errMsg, "1024 KB") {
		t.Errorf("message %q does not state the limit", s.errMsg)
	}
}

// Name fields: a press focuses (so a browser can open the soft keyboard in
// the same touch), typing adds, line breaks and control characters do not,
// the length is capped, Backspace deletes, Enter ends.
func TestNameFieldTyping(t *testing.T) {
	f := ui.TextField{R: ui.Rect{X: 10, Y: 10, W: 200, H: 40}, Text: "Al", Max: 5}
	f.Update(&ui.Input{Down: true, Pointer: ui.Point{X: 20, Y: 20}})
	if !f.Focus {
		t.Fatal("a press in the field does not focus it")
	}
	f.Update(&ui.Input{Chars: []rune("i\n\x01cexyz")})
	if f.Text != "Ali c" {
		t.Fatalf("typed %q, want %q", f.Text, "Ali c")
	}
	f.Update(&ui.Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	if f.Text != "Ali " {
		t.Fatalf("after Backspace %q", f.Text)
	}
	f.Update(&ui.Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
	if f.Focus || f.Text != "Ali " {
		t.Fatalf("after Enter: focus %v text %q", f.Focus, f.Text)
	}
	f.Update(&ui.Input{Chars: []rune("q")})
	if f.Text != "Ali " {
		t.Fatalf("an unfocused field took %q", f.Text)
	}
}

// KASKADE_SHOTS=dir writes the paste box with a record being typed, at
// desktop and phone size, for the eye.
func TestTextBoxShots(t *testing.T) {
	dir := os.Getenv("KASKADE_SHOTS")
	if dir == "" {
		t.Skip("KASKADE_SHOTS not set")
	}
	for _, sz := range [][2]int{{900, 760}, {390, 844}} {
		r := newRig(t, 0)
		r.M.SetSize(float64(sz[0]), float64(sz[1]))
		s := newPasteBox(r.M.Current())
		r.M.Goto(s)
		r.Tick(ui.Input{Chars: []rune("kaskade-save 1\ngame kaskade\noptions 6x6\nplayers Ann Bo\nmoves " + strings.Repeat("c3 d4 ", 40) + strings.Repeat("z", 300))})
		img := ebiten.NewImage(sz[0], sz[1])
		s.Draw(img)
		if err := scene.WritePNG(img, filepath.Join(dir, fmt.Sprintf("textbox-%dx%d.png", sz[0], sz[1]))); err != nil {
			t.Fatal(err)
		}
	}
}
