package cascades

import (
	"math/rand/v2"
	"testing"
)

// Solving in slices gives Solve's answer, each slice within its budget.
func TestSlicedMatchesSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 18))
	for _, opts := range []string{"4x3", "6x3", "4x4,territory", "4x5"} {
		for plies := range 4 {
			s := randomGame(rng, opts, plies*2)
			if s.Over() {
				continue
			}
			want, err := Solve(s, 0)
			if err != nil {
				t.Fatal(err)
			}
			x, err := NewSliced(s, 0)
			if err != nil {
				t.Fatal(err)
			}
			for steps := 0; !x.Done(); steps++ {
				before := x.Nodes()
				x.Step(300)
				if ran := x.Nodes() - before; ran > 300 {
					t.Fatalf("%s: a slice of 300 ran %d", s, ran)
				}
			}
			got := x.Result()
			if got.Outcome != want.Outcome || s.FormatTurn(got.Turn) != s.FormatTurn(want.Turn) {
				t.Fatalf("%s: sliced %s %v, whole %s %v", s, got.Outcome, got.Turn, want.Outcome, want.Turn)
			}
			if got.Nodes > 3*want.Nodes+1000 {
				t.Errorf("%s: sliced %d positions, whole %d", s, got.Nodes, want.Nodes)
			}
		}
	}
}

func TestSlicedLimit(t *testing.T) {
	s, _ := NewGame("8x8")
	x, err := NewSliced(s, 5000)
	if err != nil {
		t.Fatal(err)
	}
	for !x.Step(1000) {
	}
	if r := x.Result(); r.Outcome != Unknown || r.Turn != nil || x.Nodes() > 5001 {
		t.Fatalf("%+v after %d positions", r, x.Nodes())
	}
	free, _ := NewGame("6x3,free")
	if _, err := NewSliced(free, 0); err == nil {
		t.Fatal("sliced solve of the free-drop variant")
	}
}
