package kaskade

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/scene/ui"
)

// After H, Enter plays the hinted cell: the hint takes the keyboard's
// cursor with it (Enter played where the cursor was before; issue 28,
// item 15).
func TestEnterPlaysTheHint(t *testing.T) {
	v, said := hintFixture(t, "3x3 .../.../... w 0 *")
	v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyArrowRight}}, nil) // the cursor shows, on b1
	v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyArrowDown}}, nil)  // b2
	before := v.cursor
	runHint(t, v, said, true)
	if !v.HasHint || v.Hint == before {
		t.Fatalf("the test means a hint away from the cursor: hint %s", v.size().FormatCell(v.Hint))
	}
	got := v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyEnter}}, nil)
	if got != game.Move(v.Hint) {
		t.Fatalf("Enter after the hint %s played %s", v.size().FormatCell(v.Hint), v.size().FormatCell(v.cursor))
	}
}
