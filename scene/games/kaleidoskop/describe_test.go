package kaleidoskop

import (
	"strings"
	"testing"

	"kaskade/scene/i18n"
)

// TestDescribeNamesNoDealItHasNot: an online room's options carry no deal
// (its cards come from the room's secret seed): the header says none,
// rather than the default deal 1 (issue 40: "an online game's replay
// shows the menu's deal number"); options with a deal name it.
func TestDescribeNamesNoDealItHasNot(t *testing.T) {
	defer i18n.SetLang(i18n.CurLang)
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		word := map[string]string{"en": "· deal", "de": "· Spiel"}[lang]
		if got := Describe("players=4,length=normal"); strings.Contains(got, word) || !strings.Contains(got, "4") {
			t.Errorf("%s: no deal item described as %q", lang, got)
		}
		if got := Describe("players=3,length=short,deal=4711"); !strings.Contains(got, word+" 4711") {
			t.Errorf("%s: deal 4711 described as %q", lang, got)
		}
	}
}
