package decktet

import (
	"strings"
	"testing"

	"kaskade/engine/decktet"
	"kaskade/scene/i18n"
)

// Each of the six moves has words in both languages for the move lists.
func TestEveryMoveWorded(t *testing.T) {
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		said := map[string]bool{}
		for _, m := range []decktet.Move{decktet.Turn, decktet.Waste, decktet.R1, decktet.R2, decktet.R3, decktet.Recycle} {
			w := moveWords(m.String())
			if w == "" || w == m.String() || strings.Contains(w, "%!") || strings.HasPrefix(w, "dk ") || said[w] {
				t.Fatalf("%s: %q says %q", lang, m, w)
			}
			said[w] = true
		}
	}
	if w := moveWords("fly"); w != "" {
		t.Fatalf("an unknown move says %q", w)
	}
}
