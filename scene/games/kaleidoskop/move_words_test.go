package kaleidoskop

import (
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/scene/i18n"
)

// Every move a seat can make has words in both languages for the move
// lists, without the notation's coordinates; chance steps and unknown
// texts have none (the list shows the notation then).
func TestEveryMoveWorded(t *testing.T) {
	defer i18n.SetLang("en")
	seen := map[string]bool{}
	for seed := range uint64(6) {
		s := newGame(t, "players="+itoa(3+int(seed%4))+",length=short,deal="+itoa(int(seed)+1))
		r := game.SplitMix64{State: seed}
		for range 400 {
			if s.IsOver() {
				break
			}
			for _, m := range s.LegalMoves(nil) {
				text := s.FormatMove(m)
				kind := strings.Fields(text)[0]
				for _, lang := range []string{"en", "de"} {
					i18n.SetLang(lang)
					w := moveWords(text)
					if w == "" || strings.Contains(w, "%!") || strings.ContainsAny(w, "@|>") {
						t.Fatalf("%s: %q says %q", lang, text, w)
					}
				}
				seen[kind] = true
			}
			ms := s.LegalMoves(nil)
			s.Apply(ms[r.Next()%uint64(len(ms))])
			s.Settle()
		}
	}
	for _, kind := range []string{"place", "exchange", "holder", "mirror", "glass", "buy", "complete", "draw", "end"} {
		if !seen[kind] {
			t.Errorf("no %q move was met", kind)
		}
	}
	for _, text := range []string{"", "crystal R", "deal B05", "place Q @ 0,0", "buy spoon", "fly"} {
		if w := moveWords(text); w != "" {
			t.Errorf("%q says %q, want none", text, w)
		}
	}
}
