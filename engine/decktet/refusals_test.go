package decktet

import (
	"testing"

	"kaskade/engine/game"
)

// Refusals carry a code and the numbers a screen words them with.
func TestRefusalsHaveCodesAndArgs(t *testing.T) {
	s := setup(t, "", [3]string{"2-Author"}, "9-Darkness", "", [3]string{"3-Journey", "4-Sailor", "5-Forest"}, 1)
	g := &Game{st: *s}
	for _, c := range []struct {
		move game.Move
		code string
		args []any
	}{
		{game.Move(R1), CodePileClosed, []any{1, 1}},
		{game.Move(Turn), CodeStockEmpty, nil},
		{game.Move(numMoves), game.CodeNoMove, nil},
		{256 + game.Move(Waste), game.CodeNoMove, nil}, // must not wrap onto Waste
	} {
		r, ok := game.RefusalOf(g.Check(c.move))
		if !ok || r.Code != c.code || len(r.Args) != len(c.args) {
			t.Errorf("Check(%d) = %+v, want code %s with args %v", c.move, r, c.code, c.args)
			continue
		}
		for i, a := range c.args {
			if r.Args[i] != a {
				t.Errorf("Check(%d): args %v, want %v", c.move, r.Args, c.args)
			}
		}
	}
}
