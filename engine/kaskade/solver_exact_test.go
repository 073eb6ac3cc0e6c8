package kaskade

import "testing"

func TestSettled(t *testing.T) {
	for z, want := range map[Size]bool{{3, 3}: true, {3, 4}: true, {4, 3}: true, {3, 5}: false, {4, 4}: false, {2, 2}: false} {
		if Settled(z) != want {
			t.Errorf("Settled(%v) = %v", z, !want)
		}
	}
}

// The sliced solve for the computer runs whole slices within each budget
// and ends with the solver's own move and length.
func TestExactSearchSlices(t *testing.T) {
	g, _ := NewGame(Size{3, 3})
	g.Apply(4)
	want, wantLen, _ := g.SolveMove(0)
	x := g.ExactSearch(0)
	if n := x.Step(x.Slice() - 1); n != 0 {
		t.Fatalf("a budget below the slice ran %d", n)
	}
	for !x.Done() {
		if _, _, ok := x.Best(); ok {
			t.Fatal("a move before the end")
		}
		budget := x.Slice() + 700
		if n := x.Step(budget); n > budget || n == 0 {
			t.Fatalf("a step of %d ran %d", budget, n)
		}
	}
	m, length, ok := x.Best()
	if !ok || m != want || length != wantLen || length >= 0 {
		t.Fatalf("got %v %d %v, want %v %d (a loss)", m, length, ok, want, wantLen)
	}
}

// On a board it does not settle the solve is bounded; a board too large
// for the solver's key and a finished game have none.
func TestExactSearchBounded(t *testing.T) {
	g, _ := NewGame(Size{5, 4})
	x := g.ExactSearch(0)
	for !x.Done() {
		x.Step(1 << 20)
	}
	if _, _, ok := x.Best(); ok || x.Nodes() > exactBudget+1 {
		t.Fatalf("5x4 start settled or searched %d positions", x.Nodes())
	}
	big, _ := NewGame(Size{6, 6})
	if big.ExactSearch(0) != nil {
		t.Fatal("a solve of 6x6")
	}
	for !g.IsOver() {
		g.Apply(g.LegalMoves(nil)[0])
	}
	if g.ExactSearch(0) != nil {
		t.Fatal("a solve of a finished game")
	}
}

// The results from the start the game quotes are the solver's, for the
// boards it settles in a test's time; and those boards are all solved.
func TestSolvedStarts(t *testing.T) {
	for z, first := range solvedStarts {
		if z.Cells() > SettledCells || testing.Short() && z.Cells() > 9 {
			continue
		}
		s, _ := New(z)
		res, err := s.Solve(0)
		if err != nil || (res.Outcome == Win) != first || res.Outcome == Unknown {
			t.Errorf("%s: solver %v (%v), quoted first player wins=%v", z, res.Outcome, err, first)
		}
	}
	for _, z := range []Size{{3, 3}, {3, 4}, {4, 3}} {
		if first, ok := SolvedStart(z); !ok || !first || !Settled(z) {
			t.Errorf("%s: SolvedStart %v %v, Settled %v", z, first, ok, Settled(z))
		}
	}
	if _, ok := SolvedStart(Size{4, 4}); ok {
		t.Error("4x4 quoted as solved")
	}
}
