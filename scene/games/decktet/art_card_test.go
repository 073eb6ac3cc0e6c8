package decktet

import (
	"testing"

	"kaskade/engine/decktet"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// TestCardImageFollowsTextSize: a card's image, cached by its size, is
// drawn afresh when the text size or the pixel ratio changes (its rank
// and name are text), and kept while neither does.
func TestCardImageFollowsTextSize(t *testing.T) {
	defer sprites.SetTextScale(1)
	defer ui.SetPixelRatio(1)
	c := decktet.Card(5)
	first, _ := cardFor(c, 60, 84)
	if again, _ := cardFor(c, 60, 84); again != first {
		t.Fatal("the same card at the same size was drawn twice")
	}
	sprites.SetTextScale(1.3)
	larger, _ := cardFor(c, 60, 84)
	if larger == first {
		t.Error("after a change of text size the card keeps the image drawn before it")
	}
	ui.SetPixelRatio(2)
	if sharp, _ := cardFor(c, 60, 84); sharp == larger {
		t.Error("after a change of pixel ratio the card keeps the image drawn before it")
	}
}
