package cascades

import (
	"regexp"
	"strings"
	"testing"

	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// keyWords are words that speak of a mouse or keys, which a player on a
// touch screen has neither of.
var keyWords = regexp.MustCompile(`(?i)\bclick|\bpress|klick|drück|\benter\b|\bspace\b|leertaste|backspace|rücktaste|arrows|pfeile|\besc\b|\b[EWH]:|\b(or|oder) [EW]\b`)

// TestTouchTextsNameNoKeys: every text that speaks of clicking or of keys
// has a form for a finger (its key + " touch", or " short", the form the
// view takes on a touch screen), and that form says tap and names no key
// ("click Pass or press E", "anklicken oder W" on a phone; issue 41).
func TestTouchTextsNameNoKeys(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for _, key := range i18n.Keys(lang) {
			if !strings.HasPrefix(key, "cascades.") {
				continue
			}
			text, _ := i18n.Text(lang, key)
			if strings.HasSuffix(key, " touch") || strings.HasSuffix(key, " short") {
				if keyWords.MatchString(text) {
					t.Errorf("%s %q, the form for a finger, speaks of a mouse or keys: %q", lang, key, text)
				}
				continue
			}
			if !keyWords.MatchString(text) || desktopOnly[key] {
				continue
			}
			_, touch := i18n.Text(lang, key+" touch")
			_, short := i18n.Text(lang, key+" short")
			if k, one := strings.CutSuffix(key, " one"); one && !short { // "fm picked one": "fm picked short one"
				_, short = i18n.Text(lang, k+" short one")
			}
			if !touch && !short {
				t.Errorf("%s %q speaks of a mouse or keys and has no form for a finger: %q", lang, key, text)
			}
		}
	}
}

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
		if s := f.v.Status(); keyWords.MatchString(s) {
			t.Errorf("%s: with no drop possible the footer says %q on a touch screen", lang, s)
		}
		f.set.Mode = view.Animated
		st := f.st.Clone()
		mv := st.LegalMoves(nil)[0]
		after := st.Clone()
		after.Apply(mv)
		f.v.Show(view.Shown{Before: st, Move: mv, After: after})
		if s := f.v.Status(); f.v.Anim == nil || keyWords.MatchString(s) {
			t.Errorf("%s: while a drop is shown the footer says %q on a touch screen", lang, s)
		}
	}
}
