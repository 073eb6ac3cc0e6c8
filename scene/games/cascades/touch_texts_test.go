package cascades

import (
	"testing"

	"kaskade/scene/i18n"
	"kaskade/scene/i18n/i18ntest"
	"kaskade/scene/view"
)

// TestTouchTextsNameNoKeys: every text that speaks of clicking or of keys
// has a form for a finger (its key + " touch", or " short", the form the
// view takes on a touch screen), and that form says tap and names no key
// ("click Pass or press E", "anklicken oder W" on a phone; issue 41).
func TestTouchTextsNameNoKeys(t *testing.T) { i18ntest.CheckTouchTexts(t, "cascades.", desktopOnly) }

// desktopOnly are texts never shown on a touch screen.
var desktopOnly = map[string]bool{
	"cascades.help free": true, // on a touch screen (or a narrow one) the view says "cascades.help short" first
}

// TestTouchStatusSaysTap: on a touch screen the footer, while a drop is
// shown and when no drop is possible, says tap and names no key.
func TestTouchStatusSaysTap(t *testing.T) {
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		f := newFixture(t, "", 900, 760)
		f.v.env.Touch = func() bool { return true }
		f.v.canDrop = false
		if s := f.v.Status(); i18ntest.KeyWords.MatchString(s) {
			t.Errorf("%s: with no drop possible the footer says %q on a touch screen", lang, s)
		}
		f.set.Mode = view.Animated
		st := f.st.Clone()
		mv := st.LegalMoves(nil)[0]
		after := st.Clone()
		after.Apply(mv)
		f.v.Show(view.Shown{Before: st, Move: mv, After: after})
		if s := f.v.Status(); f.v.Anim == nil || i18ntest.KeyWords.MatchString(s) {
			t.Errorf("%s: while a drop is shown the footer says %q on a touch screen", lang, s)
		}
	}
}
