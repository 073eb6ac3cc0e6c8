package cascades

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// Cascades offers its solver to the top level.
var _ ai.Solvable = (*State)(nil)

// value is the solver's verdict for the side to move: 1 win, 0 draw, -1
// loss.
func value(t *testing.T, s *State) int {
	t.Helper()
	sol, err := Solve(s, 0)
	if err != nil || sol.Outcome == Unknown {
		t.Fatalf("%s: not solved (%v)", s, err)
	}
	return map[Outcome]int{Win: 1, Draw: 0, Loss: -1}[sol.Outcome]
}

// valueFor is the solver's verdict for p in s, which is not over.
func valueFor(t *testing.T, s *State, p Side) int {
	if s.ToMove() == p {
		return value(t, s)
	}
	return -value(t, s)
}

// expertMove is Expert's move with no clock: it steps until done.
func expertMove(t *testing.T, s *State) game.Move {
	t.Helper()
	p, err := ai.New("expert")
	if err != nil {
		t.Fatal(err)
	}
	th := ai.NewThinker(p, s, 1)
	defer th.Cancel()
	for !th.Step(1 << 14) {
	}
	return th.Progress().Move
}

// randomPosition plays up to plies random moves from the start of opts; it
// may stop in the middle of a turn. nil if the game ended on the way.
func randomPosition(t *testing.T, opts string, plies int, rng *rand.Rand) *State {
	s, err := NewGame(opts)
	if err != nil {
		t.Fatal(err)
	}
	var buf [MaxCells + 1]game.Move
	for range plies {
		if s.Over() {
			return nil
		}
		moves := s.LegalMoves(buf[:0])
		s.Apply(moves[rng.IntN(len(moves))])
	}
	if s.Over() {
		return nil
	}
	return s
}

// Expert never lets a solved win become a draw or loss, nor a solved draw a
// loss, against random and greedy opponents, from random positions (some
// in the middle of a turn): after each of its moves the solver still gives
// it at least the value it had, and the game ends so.
func TestExpertKeepsTheSolvedValue(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 1))
	games := 8
	if testing.Short() {
		games = 3
	}
	seen := map[int]int{} // starting values played out
	midTurn := 0
	for _, opts := range []string{"4x2", "4x3", "6x2"} {
		for _, opp := range []string{"random", "greedy"} {
			other, err := ai.New(opp)
			if err != nil {
				t.Fatal(err)
			}
			for i := range games {
				s := randomPosition(t, opts, rng.IntN(6), rng)
				if s == nil {
					continue
				}
				me, start := s.ToMove(), s.String()
				want := value(t, s)
				if want < 0 {
					continue // a lost position: nothing to keep
				}
				seen[want]++
				if s.Drops() > 0 {
					midTurn++
				}
				for n := 0; !s.Over(); n++ {
					if s.ToMove() != me {
						s.Apply(ai.Think(other, s, uint64(100*i+n), nil).Move)
						continue
					}
					m := expertMove(t, s)
					if err := s.Check(m); err != nil {
						t.Fatalf("%s: Expert chose %v: %v", s, m, err)
					}
					s.Apply(m)
					if !s.Over() && valueFor(t, s, me) < want {
						t.Fatalf("%s (from %s, against %s): Expert's move %s lost the value %d", s, start, opp, s.FormatMove(m), want)
					}
				}
				if got := int(s.Result(game.Player(me))); got < want {
					t.Fatalf("%s (from %s, against %s): ended %d, the solver gave %d", s, start, opp, got, want)
				}
			}
		}
	}
	if seen[1] == 0 || seen[0] == 0 || midTurn == 0 {
		t.Fatalf("played %d won and %d drawn starts, %d in the middle of a turn: want some of each", seen[1], seen[0], midTurn)
	}
}

// ExactSearch: nil where the solver does not apply; within its budget it
// gives Solve's first move; over budget or canceled it never claims a move.
func TestExactSearch(t *testing.T) {
	over := mustParse(t, "4x2 wbwb/w.bbb - 5 0-1")
	free, _ := NewGame("6x3,free")
	for _, s := range []*State{over, free} {
		if s.ExactSearch(0) != nil {
			t.Errorf("%s: a solver where none applies", s)
		}
	}
	s, _ := NewGame("4x4")
	x := s.ExactSearch(0)
	if _, _, ok := x.Best(); ok || x.Done() {
		t.Fatal("settled before any step")
	}
	if n := x.Step(x.Slice() - 1); n != 0 {
		t.Fatalf("a step smaller than a slice searched %d positions", n)
	}
	for !x.Done() {
		if n := x.Step(3 * x.Slice()); n > 3*x.Slice() || n == 0 {
			t.Fatalf("a step of %d searched %d", 3*x.Slice(), n)
		}
	}
	m, length, ok := x.Best()
	sol, _ := Solve(s, 0)
	if !ok || m != sol.Turn[0] || length <= 0 {
		t.Fatalf("4x4: best %v %d %v, Solve says %v %v", m, length, ok, sol.Outcome, sol.Turn)
	}
	big, _ := NewGame("8x8")
	if big.ExactSearch(0) != nil {
		t.Fatalf("8x8 from the start (%d empty cells): a solver, want none above %d", big.emptyBelowTop(), exactEmpty)
	}
	if big.ExactSearch(1<<10) == nil {
		t.Fatal("8x8 from the start with a budget given: no solver")
	}
	late := lateGame(t, "8x8", exactEmpty)
	x = late.ExactSearch(0)
	if x == nil {
		t.Fatalf("%s (%d empty cells): no solver", late, late.emptyBelowTop())
	}
	for !x.Done() {
		x.Step(1 << 20)
	}
	if x.Nodes() > exactBudget+exactSlice {
		t.Fatalf("8x8 late: %d positions, budget %d", x.Nodes(), exactBudget)
	}
	long, _ := NewGame("4x6") // far more than a slice
	x = long.ExactSearch(0)
	x.Step(x.Slice())
	x.Cancel()
	if _, _, ok := x.Best(); ok || !x.Done() || x.Step(1<<20) != 0 {
		t.Fatal("a canceled solve went on or claimed a move")
	}
}

// A draw is length 0, a loss negative.
func TestExactSearchLengths(t *testing.T) {
	for opts, sign := range map[string]int{"4x3": 0, "4x2": -1, "6x2": 1} {
		s, _ := NewGame(opts)
		x := s.ExactSearch(0)
		for !x.Done() {
			x.Step(1 << 20)
		}
		_, length, ok := x.Best()
		if !ok || (length > 0) != (sign > 0) || (length < 0) != (sign < 0) {
			t.Errorf("%s: length %d (ok %v), want the sign %d", opts, length, ok, sign)
		}
	}
}

// A solve by room (a screen's hint) searches any room of leastRoom
// positions or more in one slice, never more than the room (Step(1) on a
// fresh Sliced would have no bound, so it searches nothing), and settles
// with Solve's first move and verdict; a negative slice gives no solver.
func TestSlicedSearchByRoom(t *testing.T) {
	for opts, sign := range map[string]int{"4x2": -1, "6x3": 0, "4x4": 1} {
		s, _ := NewGame(opts)
		x := s.SlicedSearch(600_000, 0)
		if x.Slice() != 1 {
			t.Fatalf("%s: slice %d by room, want 1", opts, x.Slice())
		}
		for _, room := range []int64{-5, 0} {
			if n := x.Step(room); n != 0 {
				t.Fatalf("%s: a room of %d searched %d positions", opts, room, n)
			}
		}
		if n := x.Step(1); n != 1 { // a fresh solve's first position: bounded too
			t.Fatalf("%s: a room of 1 searched %d positions", opts, n)
		}
		steps := 0
		for ; !x.Done(); steps++ {
			if n := x.Step(700); n > 700 || n == 0 {
				t.Fatalf("%s: a room of 700 searched %d", opts, n)
			}
		}
		m, length, ok := x.Best()
		sol, _ := Solve(s, 0)
		if !ok || m != sol.Turn[0] || (length > 0) != (sign > 0) || (length < 0) != (sign < 0) {
			t.Fatalf("%s: best %v %d %v, Solve says %v %v", opts, m, length, ok, sol.Outcome, sol.Turn)
		}
		if opts == "6x3" && steps < 2 {
			t.Fatalf("6x3 settled in %d step of 700 positions: not by room", steps)
		}
	}
	s, _ := NewGame("4x4")
	if s.SlicedSearch(0, -1) != nil {
		t.Fatal("a solver with a negative slice")
	}
	if x := s.SlicedSearch(0, 100); x.Step(99) != 0 || x.Step(250) != 200 {
		t.Fatal("a solve in slices of 100 did not search whole slices")
	}
}

// lateGame is a random game of opts played on until at most empty cells
// below the top row are left, still going.
func lateGame(t *testing.T, opts string, empty int) *State {
	t.Helper()
	rng := rand.New(rand.NewPCG(3, 3))
	var buf [MaxCells + 1]game.Move
	for range 100 {
		s, _ := NewGame(opts)
		for !s.Over() && s.emptyBelowTop() > empty {
			ms := s.LegalMoves(buf[:0])
			s.Apply(ms[rng.IntN(len(ms))])
		}
		if !s.Over() {
			return s
		}
	}
	t.Fatalf("%s: no random game left %d empty cells unfinished", opts, empty)
	return nil
}

// On the boards that are draws with perfect play (docs/cascades-solved.md),
// Expert against itself scores every move of the game as a draw (0, not a
// win) and the game ends drawn.
func TestExpertPlaysDrawnBoardsAsDraws(t *testing.T) {
	p, err := ai.New("expert")
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range []string{"4x3", "6x3"} {
		s, _ := NewGame(opts)
		for n := uint64(0); !s.Over(); n++ {
			r := ai.Think(p, s, n, nil)
			if r.Score != 0 {
				t.Fatalf("%s: Expert scores %d, want 0 (a draw)", s, r.Score)
			}
			s.Apply(r.Move)
		}
		if s.Winner() != NoSide {
			t.Fatalf("%s: Expert against itself ended with a winner", s)
		}
	}
}
