package kaskade_test

import (
	"errors"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
	"kaskade/engine/kaskade"
)

// conformance plays random games on four board sizes, the seed picking one.
func conformance(t *testing.T) gametest.Config {
	sizes := []string{"3x3", "4x5", "6x6", "9x6"}
	return gametest.Config{
		New: func(seed uint64) game.State {
			z, err := kaskade.ParseSize(sizes[seed%uint64(len(sizes))])
			if err != nil {
				t.Fatal(err)
			}
			g, err := kaskade.NewGame(z)
			if err != nil {
				t.Fatal(err)
			}
			return g
		},
		Parse:     kaskade.ParseGame,
		Games:     12,
		MoveBound: kaskade.MaxCells + 8,
	}
}

func TestConformance(t *testing.T) { gametest.Run(t, conformance(t)) }

// A refusal carries Kaskade's own error as its cause, so that callers that
// look for OccupiedError or ErrGameOver keep finding it.
func TestRefusalsKeepTheirCause(t *testing.T) {
	g, err := kaskade.ParseGame("3x3 1w../.../..1b w 2 *")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		move game.Move
		code string
	}{{8, kaskade.CodeOpponentCell}, {9, kaskade.CodeOffBoard}, {1 << 16, kaskade.CodeOffBoard}, {-1, kaskade.CodeOffBoard}} {
		err := g.Check(c.move)
		r, ok := game.RefusalOf(err)
		if !ok || r.Code != c.code {
			t.Errorf("Check(%d) = %v, want code %s", c.move, err, c.code)
		}
	}
	var occ kaskade.OccupiedError
	if err := g.Check(8); !errors.As(err, &occ) || occ.Owner != kaskade.Black || err.Error() != "cell belongs to black" {
		t.Errorf("Check(c3) = %v, want an OccupiedError by black", err)
	}
	if r, _ := game.RefusalOf(g.Check(8)); len(r.Args) != 1 || r.Args[0] != game.Player(1) {
		t.Errorf("the owner in Args is %v, want seat 1", r.Args)
	}
}
