package i18n

import "testing"

// TestUndoIsNotBack: the buttons that take a move back, play it again and
// leave a screen say three different words in every language (German
// "Zurück" was both Undo, beside "Menü" on the game-over card, and Back,
// on the review; issue 41).
func TestUndoIsNotBack(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		seen := map[string]string{}
		for _, key := range []string{"undo", "redo", "back"} {
			w, ok := Text(lang, key)
			if !ok {
				t.Fatalf("%s: no %q", lang, key)
			}
			if other, dup := seen[w]; dup {
				t.Errorf("%s: %q and %q both say %q", lang, other, key, w)
			}
			seen[w] = key
		}
	}
}
