package formation

import (
	"regexp"
	"testing"

	"kaskade/scene/i18n"
)

// counted matches a count before a plural noun, which needs a form for
// the count 1 (a count after "of" or "von" is a total's: "1 of 8").
var counted = regexp.MustCompile(`(?:^|[^fn] )%d (squares|moves|groups|Felder|Züge|Zügen|Gruppen)\b`)

// singularElsewhere are counted texts whose count 1 has a text of its own
// under another key.
var singularElsewhere = map[string]string{"fm groups": "fm one group"}

func TestCountedTextsHaveASingular(t *testing.T) {
	for key, en := range formationEN {
		de := formationDE[key]
		if !counted.MatchString(en) && !counted.MatchString(de) {
			continue
		}
		one, ok := singularElsewhere[key]
		if !ok {
			one = key + " one"
		}
		if _, ok := formationEN[one]; !ok {
			t.Errorf("%q counts (%q) but has no singular", key, en)
		}
	}
	defer func() { i18n.CurLang = "en" }()
	for _, c := range []struct {
		lang, key string
		n         int
		want      string
	}{
		{"en", "fm over", 1, "x  ·  1 move"},
		{"en", "fm over", 2, "x  ·  2 moves"},
		{"de", "fm over", 1, "x  ·  1 Zug"},
		{"de", "fm over", 5, "x  ·  5 Züge"},
	} {
		i18n.CurLang = c.lang
		var got string
		if c.key == "fm over" {
			got = i18n.Trn(c.key, c.n, "x", c.n)
		} else {
			got = i18n.Trn(c.key, c.n, "x", "c3", i18n.Tr("fm king"), c.n)
		}
		if got != c.want {
			t.Errorf("%s %s %d: %q, want %q", c.lang, c.key, c.n, got, c.want)
		}
	}
	if got := groupsText(1); got != i18n.Tr("fm one group") {
		t.Errorf("one group: %q", got)
	}
}
