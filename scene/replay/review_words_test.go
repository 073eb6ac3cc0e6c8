package replay

import (
	"regexp"
	"strings"
	"testing"

	"kaskade/engine/review"
	"kaskade/scene/i18n"
)

// TestChanceWordsHaveNoScores: an undecided turning point is said in
// chances and words, both languages, never in the evaluation's raw
// units ("+795 … +1978", issue 41).
func TestChanceWordsHaveNoScores(t *testing.T) {
	defer i18n.SetLang("en")
	score := regexp.MustCompile(`[+−-]\d{2,}`)
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		for _, st := range []review.Standing{review.Even, review.SlightlyBetter, review.ClearlyBetter, review.Winning} {
			for g := range 4 {
				grade := i18n.Tr([...]string{"review grade decisive", "review grade inaccuracy", "review grade mistake", "review grade blunder"}[g])
				got := i18n.Trf("review chances", grade, "a3", "White", 62, "b5", standingWords(st, "Black"))
				if score.MatchString(got) || !strings.Contains(got, "62") || strings.Contains(got, "%!") || strings.Contains(got, "review ") {
					t.Errorf("%s: %q", lang, got)
				}
			}
		}
	}
	i18n.SetLang("en")
	if got := i18n.Trf("review chances", i18n.Tr("review grade mistake"), "a3", "White", 62, "b5", standingWords(review.ClearlyBetter, "Black")); got != "A mistake: a3 kept White's chances at 62%; after b5 Black is clearly better." {
		t.Errorf("English: %q", got)
	}
}
