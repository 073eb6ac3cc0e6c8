package kaleidoskop

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// TestEndTurnUnlitWithoutInput: End turn stands in the accent while the
// person at the screen may end the turn, and not while nobody here moves
// (the table passes no input: the computer plays, or another seat's turn
// in an online room, where it stood lit; issues 40, 41).
func TestEndTurnUnlitWithoutInput(t *testing.T) {
	s := findState(t, func(s *kal.State) bool { return s.Phase() == kal.PhaseTools && s.Check(kal.EndMove()) == nil }, "players=4,length=normal")
	v := newTestView()
	v.Reset(s)
	v.reveal() // the mover is at the screen
	fill := func(in *ui.Input) [4]byte {
		img := render(v, 900, 760, in)
		defer img.Deallocate()
		end := v.find(t, ctlButton, "End turn").R
		x, y := int(end.X+end.W*0.08), int(end.Y+end.H/2) // the button's face, clear of its label
		var px [4]byte
		img.SubImage(image.Rect(x, y, x+1, y+1)).(*ebiten.Image).ReadPixels(px[:])
		return px
	}
	a := sprites.Accent
	accent := [4]byte{a.R, a.G, a.B, a.A}
	if got := fill(&ui.Input{}); got != accent {
		t.Errorf("the person's turn: End turn's face is %v, want the accent %v", got, accent)
	}
	if got := fill(nil); got == accent {
		t.Errorf("nobody here moves: End turn still stands in the accent %v", got)
	}
}
