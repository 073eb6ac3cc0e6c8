package kaskade

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// children returns the positions after each legal move of s, and
// whether one of them is over: a win now, the fastest there is. Looking
// at every move before going deeper is what makes plain minimax fast
// enough for the tests; it is neither a table nor a symmetry.
func children(s *State, buf []State) ([]State, bool) {
	for _, m := range s.LegalMoves(nil) {
		child := *s
		child.Place(m)
		if child.Over() {
			return buf, true
		}
		buf = append(buf, child)
	}
	return buf, false
}

// plain is minimax without table or symmetry: whether the side to move
// wins, and in how many moves when the winner hurries and the loser holds
// out. It shares nothing with the solver but the rules.
func plain(s *State) (win bool, length int) {
	var buf [solverCells]State
	kids, now := children(s, buf[:0])
	if now {
		return true, 1
	}
	for i := range kids {
		cw, cl := plain(&kids[i])
		switch {
		case !cw && (!win || cl+1 < length):
			win, length = true, cl+1
		case cw && !win && cl+1 > length:
			length = cl + 1
		}
	}
	return win, length
}

// plainWins is the outcome alone, by minimax that stops at the first
// winning move (still no table and no symmetry).
func plainWins(s *State) bool {
	var buf [solverCells]State
	kids, now := children(s, buf[:0])
	if now {
		return true
	}
	for i := range kids {
		if !plainWins(&kids[i]) {
			return true
		}
	}
	return false
}

// randomRunning plays random moves from the empty board of size z and
// returns the running position after some of them, at least minMoves.
func randomRunning(z Size, minMoves int, rng *rand.Rand) *State {
	for {
		s, _ := New(z)
		stopAt := minMoves + rng.IntN(z.MaxMoves()-minMoves)
		var buf []Cell
		for s.moves < stopAt && !s.Over() {
			buf = s.LegalMoves(buf[:0])
			s.Place(buf[rng.IntN(len(buf))])
		}
		if !s.Over() {
			return s
		}
	}
}

func outcomeOf(win bool) Outcome {
	if win {
		return Win
	}
	return Loss
}

// checkAgainstPlain solves s and compares the outcome with plain
// minimax, and if lengthToo the length and the best move.
func checkAgainstPlain(t *testing.T, s *State, lengthToo bool) {
	t.Helper()
	res, err := s.Solve(0)
	if err != nil {
		t.Fatal(err)
	}
	if want := outcomeOf(plainWins(s)); res.Outcome != want {
		t.Fatalf("%s: solver %v, minimax %v", s, res.Outcome, want)
	}
	if !lengthToo {
		return
	}
	win, length := plain(s)
	if res.Length != length {
		t.Fatalf("%s: solver %v in %d, minimax %v in %d", s, res.Outcome, res.Length, outcomeOf(win), length)
	}
	if s.Check(res.Move) != nil {
		t.Fatalf("%s: best move %d is illegal", s, res.Move)
	}
	child := *s
	child.Place(res.Move)
	if child.Over() {
		if !win || length != 1 {
			t.Fatalf("%s: best move %s ends the game, but the length is %d", s, s.Size().FormatCell(res.Move), length)
		}
		return
	}
	if cw, cl := plain(&child); cw == win || cl != length-1 {
		t.Fatalf("%s: after best move %s the opponent wins=%v in %d; want wins=%v in %d",
			s, s.Size().FormatCell(res.Move), cw, cl, !win, length-1)
	}
}

// TestSolverAgreesWithMinimax compares thousands of random positions; the
// fewest moves played are what keeps plain minimax quick. On 3x5 and 5x3,
// which the solver settles from the start and minimax cannot, only late
// positions are compared.
func TestSolverAgreesWithMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 3))
	for _, tc := range []struct {
		z         Size
		minMoves  int
		lengthToo bool
		n         int
	}{
		{Size{3, 3}, 2, false, 1500},
		{Size{3, 3}, 6, true, 1000},
		{Size{3, 4}, 10, false, 600},
		{Size{3, 4}, 14, true, 1000},
		{Size{4, 3}, 12, false, 300},
		{Size{3, 5}, 21, false, 200},
		{Size{5, 3}, 23, true, 200},
	} {
		if testing.Short() {
			tc.n /= 10
		}
		wins := 0
		for range tc.n {
			s := randomRunning(tc.z, tc.minMoves, rng)
			checkAgainstPlain(t, s, tc.lengthToo)
			if plainWins(s) {
				wins++
			}
		}
		if (wins == 0 || wins == tc.n) && !testing.Short() { // a tenth may see one outcome only
			t.Errorf("%s: %d of %d positions won: the sample does not test both outcomes", tc.z, wins, tc.n)
		}
	}
}

func TestSolver3x3FromTheStart(t *testing.T) {
	s, _ := New(Size{3, 3})
	res, err := SolveWith(s, SolveOptions{EveryMove: true})
	if err != nil {
		t.Fatal(err)
	}
	if want := outcomeOf(plainWins(s)); res.Outcome != want {
		t.Fatalf("3x3 from the start: solver %v, minimax %v", res.Outcome, want)
	}
	if len(res.Moves) != 9 {
		t.Fatalf("%d move outcomes, want 9", len(res.Moves))
	}
	for _, mo := range res.Moves {
		child := *s
		child.Place(mo.Move)
		if want := outcomeOf(!plainWins(&child)); mo.Outcome != want {
			t.Errorf("first move %s: solver %v, minimax %v", s.Size().FormatCell(mo.Move), mo.Outcome, want)
		}
	}
}

func TestSolverInSlicesGivesTheSameAnswer(t *testing.T) {
	s, _ := New(Size{3, 3})
	whole, err := SolveWith(s, SolveOptions{EveryMove: true})
	if err != nil {
		t.Fatal(err)
	}
	x, _ := NewSolver(s, SolveOptions{EveryMove: true})
	steps := 0
	for !x.Step(700) {
		steps++
	}
	got := x.Result()
	if steps < 2 || got.Outcome != whole.Outcome || got.Move != whole.Move || got.Length != whole.Length ||
		got.Nodes != whole.Nodes || !slices.Equal(got.Moves, whole.Moves) {
		t.Fatalf("in %d slices: %+v; in one go: %+v", steps, got, whole)
	}
}

func TestSolverBudgetGivesUnknown(t *testing.T) {
	s, _ := New(Size{3, 4})
	res, err := s.Solve(1000)
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != Unknown || res.Move != -1 || res.Nodes > 1001 {
		t.Fatalf("budget 1000: %+v", res)
	}
	x, _ := NewSolver(s, SolveOptions{})
	x.Step(3000)
	x.Cancel()
	if !x.Done() || x.Result().Outcome != Unknown {
		t.Fatalf("cancelled: %+v", x.Result())
	}
}

func TestSolverRefusesWhatItCannotSolve(t *testing.T) {
	over, _ := New(Size{3, 3})
	rng := rand.New(rand.NewPCG(1, 1))
	for !over.Over() {
		moves := over.LegalMoves(nil)
		over.Place(moves[rng.IntN(len(moves))])
	}
	big, _ := New(Size{6, 6})
	start, _ := New(Size{3, 3})
	for _, tc := range []struct {
		s      *State
		budget int64
	}{{over, 0}, {big, 0}, {start, -1}, {&State{}, 0}} {
		if _, err := tc.s.Solve(tc.budget); err == nil {
			t.Errorf("%s with budget %d: no error", tc.s, tc.budget)
		}
	}
}

func TestSymmetricPositionsShareAKey(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for _, z := range []Size{{3, 3}, {4, 4}, {3, 5}, {5, 3}} {
		keys, err := newKeyTables(z)
		if err != nil {
			t.Fatal(err)
		}
		want := map[Size]int{{3, 3}: 8, {4, 4}: 8}[z]
		if want == 0 {
			want = 4
		}
		if keys.syms != want {
			t.Fatalf("%s: %d symmetries, want %d", z, keys.syms, want)
		}
		for range 200 {
			s := randomRunning(z, 0, rng)
			sb := sboardOf(s)
			k, _ := keys.key(&sb)
			for t0 := range keys.syms {
				img := *s
				for c := Cell(0); int(c) < z.Cells(); c++ {
					n, o := s.At(c)
					img.put(keys.image[t0][c], uint8(n), o)
				}
				ib := sboardOf(&img)
				if k2, _ := keys.key(&ib); k2 != k {
					t.Fatalf("%s and its image %s have keys %d and %d", s, &img, k, k2)
				}
			}
		}
	}
}

func TestSolveMoveForTheComputerPlayer(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for range 20 {
		g := AsGame(randomRunning(Size{3, 3}, 7, rng))
		m, length, ok := g.SolveMove(0)
		win, want := plain(g.State())
		if !win {
			want = -want
		}
		if !ok || length != want || g.State().Check(Cell(m)) != nil {
			t.Fatalf("%s: move %d, length %d, ok %v; minimax %d", g, m, length, ok, want)
		}
		if g.Apply(m); g.IsOver() {
			continue
		}
		next := -(want - 1) // the opponent loses in one move less
		if want < 0 {
			next = -(want + 1) // or wins in one move less
		}
		if _, after, ok := g.SolveMove(0); !ok || after != next {
			t.Fatalf("after the best move: length %d, ok %v; before it %d", after, ok, want)
		}
	}
	g, _ := NewGame(Size{3, 3})
	if _, _, ok := g.SolveMove(10); ok {
		t.Fatal("budget 10 settled 3x3")
	}
}
