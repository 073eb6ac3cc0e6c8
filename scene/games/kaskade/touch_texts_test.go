package kaskade

import (
	"testing"

	"kaskade/scene/i18n/i18ntest"
)

// TestTouchTextsNameNoKeys: every text that speaks of clicking or of keys
// has a form for a finger (its key + " touch", or " short", the form the
// view takes on a touch screen), and that form says tap and names no key
// ("click Pass or press E", "anklicken oder W" on a phone; issue 41).
func TestTouchTextsNameNoKeys(t *testing.T) { i18ntest.CheckTouchTexts(t, "kaskade", desktopOnly) }

// desktopOnly are texts never shown on a touch screen.
var desktopOnly = map[string]bool{}
