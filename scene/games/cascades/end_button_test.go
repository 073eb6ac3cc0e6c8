package cascades

import (
	"testing"

	"kaskade/scene/ui"
)

// TestEndButtonUnlitWhileNobodyHereMoves: where passing is all the mover
// can do, End stands in gold for the person at the screen; while the
// computer plays (no input) it is disabled and not gold: it was drawn
// grey on gold (issue 41).
func TestEndButtonUnlitWhileNobodyHereMoves(t *testing.T) {
	f := newFixture(t, "8x8", 900, 760, "b8")
	f.v.endOK, f.v.canDrop = true, false // a drop-less turn: End (Pass) is the move
	if b := f.v.endButton(&ui.Input{}); !b.Primary || b.Disabled {
		t.Errorf("the person's turn: End is primary %v, disabled %v; want lit", b.Primary, b.Disabled)
	}
	if b := f.v.endButton(nil); b.Primary || !b.Disabled {
		t.Errorf("the computer's turn: End is primary %v, disabled %v; want disabled and not primary", b.Primary, b.Disabled)
	}
}
