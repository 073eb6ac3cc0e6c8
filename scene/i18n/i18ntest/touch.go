// Package i18ntest holds the checks the games' tests make of their texts:
// that every text speaking of a mouse or keys has a form for a finger.
// Tests only: the program never imports it.
package i18ntest

import (
	"regexp"
	"strings"
	"testing"

	"kaskade/scene/i18n"
)

// KeyWords are words that speak of a mouse or keys, which a player on a
// touch screen has neither of.
var KeyWords = regexp.MustCompile(`(?i)\bclick|\bpress|klick|drück|\benter\b|\bspace\b|leertaste|backspace|rücktaste|arrows|pfeile|\besc\b|\b[EWH]:|\b(or|oder) [EW]\b|\([A-Z]\)`)

// CheckTouchTexts checks the texts whose keys start with prefix, in both
// languages: every text that speaks of clicking or of keys has a form for
// a finger (its key + " touch", or " short", the form a view takes on a
// touch screen), and that form names no key. desktopOnly are texts never
// shown on a touch screen.
func CheckTouchTexts(t *testing.T, prefix string, desktopOnly map[string]bool) {
	t.Helper()
	for _, lang := range []string{"en", "de"} {
		for _, key := range i18n.Keys(lang) {
			if !strings.HasPrefix(key, prefix) {
				continue
			}
			text, _ := i18n.Text(lang, key)
			if strings.HasSuffix(key, " touch") || strings.HasSuffix(key, " short") {
				if KeyWords.MatchString(text) {
					t.Errorf("%s %q, the form for a finger, speaks of a mouse or keys: %q", lang, key, text)
				}
				continue
			}
			if !KeyWords.MatchString(text) || desktopOnly[key] {
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
