package settings

import (
	"strings"
	"testing"

	"kaskade/scene/i18n"
)

// The settings write every number in one format per language: "0.5×" and
// "0.25 s" in English, "0,5×" and "0,25 s" in German, never the two mixed
// on one screen (issue 28, item 13).
func TestSettingsNumbersOneFormat(t *testing.T) {
	defer i18n.SetLang("en")
	for lang, mark := range map[string]string{"en": ".", "de": ","} {
		i18n.SetLang(lang)
		other := map[string]string{".": ",", ",": "."}[mark]
		labels := append(speedLabels(), expertLabels()...)
		seen := map[string]bool{}
		for _, l := range labels {
			if strings.Contains(l, other) {
				t.Errorf("%s: %q uses the other language's decimal mark", lang, l)
			}
			if strings.Contains(l, mark) {
				seen[strings.TrimLeft(l, "0123456789"+mark)] = true
			}
		}
		if !seen["×"] || !seen[" s"] {
			t.Errorf("%s: no speed and thinking time with a fraction among %q", lang, labels)
		}
	}
}
