package games

import (
	"strings"
	"testing"
)

// Every game's title says which game it is: no title is another's or
// contained in another's, as "Cascades" was in "Cascades (Decktet)", two
// games that share only a name (issue 28, item 18).
func TestTitlesAreDistinct(t *testing.T) {
	for i, a := range All() {
		for _, b := range All()[i+1:] {
			if strings.Contains(strings.ToLower(a.Title), strings.ToLower(b.Title)) || strings.Contains(strings.ToLower(b.Title), strings.ToLower(a.Title)) {
				t.Errorf("the titles %q (%s) and %q (%s) do not tell the games apart", a.Title, a.Name, b.Title, b.Name)
			}
		}
	}
}
