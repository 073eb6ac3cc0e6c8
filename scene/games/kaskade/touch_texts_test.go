package kaskade

import (
	"regexp"
	"strings"
	"testing"

	"kaskade/scene/i18n"
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
			if !strings.HasPrefix(key, "kaskade") {
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
var desktopOnly = map[string]bool{}
