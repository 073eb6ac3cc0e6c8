package scene

import (
	"strings"
	"testing"

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
	s := newPasteBox(r.m.cur)
	s.text = text
	r.m.Goto(s)
	for range fadeTicks + 1 {
		r.tick(ui.Input{})
	}
	_, _, _, ok, _ := s.layout()
	r.click(ok.R.Center())
	return s.errMsg
}

func TestRecordErrorAllGerman(t *testing.T) {
	r := newRig(t, 0)
	defer i18n.SetLang("en")
	i18n.SetLang("de")
	r.m.Settings.Lang = "de"
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
