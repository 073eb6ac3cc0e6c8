package ai_test

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
)

// Kaskade offers its solver to the top level.
var _ ai.Solvable = (*kaskade.Game)(nil)

// expertMove is Expert's move in slices of slice nodes, with no clock: it
// thinks until it is done. It fails the test if a Step runs more than its
// budget (the search's slices of 64 may end up to 63 past it, and a Step
// too small for any of the solver's slices runs one).
func expertMove(t *testing.T, g game.State, slice int64) ai.Result {
	t.Helper()
	p, err := ai.New("expert")
	if err != nil {
		t.Fatal(err)
	}
	th := ai.NewThinker(p, g, 1)
	defer th.Cancel()
	for {
		before := th.Progress().Nodes
		done := th.Step(slice)
		if ran := th.Progress().Nodes - before; ran > max(slice+63, 1024) {
			t.Fatalf("%s: a Step of %d ran %d nodes", g, slice, ran)
		}
		if done {
			return th.Progress()
		}
	}
}

// solved is the solver's verdict on g: moves left under perfect play,
// positive when the side to move wins.
func solved(t *testing.T, g game.State) int {
	t.Helper()
	_, length, ok := g.(*kaskade.Game).SolveMove(0)
	if !ok {
		t.Fatalf("%s: not solved", g)
	}
	return length
}

// startFrom plays random moves on an empty board of size z until the
// position is at least plies deep and its side to move wins (win) or
// loses (!win); nil if the game ended on the way.
func startFrom(t *testing.T, z kaskade.Size, plies int, win bool, rng *rand.Rand) game.State {
	for range 50 {
		g := randomPosition(z, plies, rng)
		if g != nil && solved(t, g) > 0 == win {
			return g
		}
	}
	t.Fatalf("%v: no position found", z)
	return nil
}

// Expert never lets a won position go, against any opponent, and wins at
// least as fast as the solver promised against the best defence.
func TestExpertKeepsTheWin(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 1))
	games := 3
	if testing.Short() {
		games = 1
	}
	for _, c := range []struct {
		z     kaskade.Size
		plies int
	}{{kaskade.Size{Cols: 3, Rows: 3}, 0}, {kaskade.Size{Cols: 3, Rows: 3}, 3}, {kaskade.Size{Cols: 3, Rows: 4}, 6}, {kaskade.Size{Cols: 4, Rows: 3}, 7}} {
		for _, opp := range []string{"random", "greedy", "hard"} {
			for i := range games {
				g := startFrom(t, c.z, c.plies, true, rng)
				if c.plies == 0 {
					if i > 0 && opp != "random" {
						break // the same game again
					}
					g, _ = kaskade.NewGame(c.z)
				}
				promised := solved(t, g)
				me, start := g.CurrentPlayer(), g.String()
				other, _ := ai.New(opp)
				moves := 0
				for !g.IsOver() {
					var mv game.Move
					if g.CurrentPlayer() == me {
						mv = expertMove(t, g, 4096).Move
					} else {
						mv = ai.Think(other, g, uint64(i*100+moves), nil).Move
					}
					g.Apply(mv)
					moves++
				}
				if g.Result(me) != 1 {
					t.Fatalf("%s: Expert lost a won position to %s", start, opp)
				}
				if moves > promised {
					t.Fatalf("%s: won in %d moves against %s, the solver promised %d", start, moves, opp, promised)
				}
			}
		}
	}
}

// A losing Expert plays the longest game: against perfect play the game
// lasts exactly as long as the solver says.
func TestExpertHoldsOutWhenLosing(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 2))
	for _, c := range []struct {
		z     kaskade.Size
		plies int
	}{{kaskade.Size{Cols: 3, Rows: 3}, 1}, {kaskade.Size{Cols: 3, Rows: 3}, 4}, {kaskade.Size{Cols: 3, Rows: 4}, 7}, {kaskade.Size{Cols: 4, Rows: 3}, 9}} {
		for range 3 {
			g := startFrom(t, c.z, c.plies, false, rng)
			want, start := -solved(t, g), g.String()
			moves := 0
			for !g.IsOver() {
				r := expertMove(t, g, 2048)
				if got := solved(t, g); r.Score != scoreOf(got) {
					t.Fatalf("%s: Expert's score %d, the solver's %d moves", g, r.Score, got)
				}
				g.Apply(r.Move)
				moves++
			}
			if moves != want {
				t.Fatalf("%s: the game lasted %d moves, the solver says %d", start, moves, want)
			}
		}
	}
}

// scoreOf is the search score of a result in length moves (Result.Score).
func scoreOf(length int) int {
	const winScore = 1 << 24
	if length < 0 {
		return -(winScore + length)
	}
	return winScore - length
}

// Slicing does not change Expert's move on a settled board; an Expert
// given a node budget searches as before, without the solver.
func TestExpertSolverSlicing(t *testing.T) {
	g, _ := kaskade.NewGame(kaskade.Size{Cols: 3, Rows: 3})
	kaskade.ForgetSolves() // the kept table would make later solves shorter
	whole := expertMove(t, g, 1<<30)
	for _, slice := range []int64{100, 1500, 5000} {
		kaskade.ForgetSolves()
		if got := expertMove(t, g, slice); got.Move != whole.Move || got.Nodes != whole.Nodes || got.Score != whole.Score {
			t.Fatalf("slices of %d: %+v, whole %+v", slice, got, whole)
		}
	}
	// With the table kept from the solve before, the answer is the same.
	if got := expertMove(t, g, 1500); got.Move != whole.Move || got.Score != whole.Score || got.Nodes >= whole.Nodes {
		t.Fatalf("with the kept table: %+v, afresh %+v", got, whole)
	}
	kaskade.ForgetSolves()
	p, _ := ai.New("expert")
	if r := ai.Think(p, g, 1, nil); r.Move != whole.Move || r.Nodes != whole.Nodes || r.Score != whole.Score {
		t.Fatalf("Think %+v, sliced %+v", r, whole)
	}
	if whole.Score != scoreOf(13) {
		t.Fatalf("3x3 start: score %d, want a win in 13", whole.Score)
	}
	p.Nodes = 2000
	if r := ai.Think(p, g, 1, nil); r.Nodes > 2000 || r.Score == scoreOf(13) {
		t.Fatalf("a 2000-node Expert: %+v", r)
	}
}

// A drawn position the solver settles scores as a draw, not a win:
// Cascades on 4x3 is a draw from the start (docs/cascades-solved.md).
func TestExactDrawScoresZero(t *testing.T) {
	g, err := cascades.NewGame("4x3")
	if err != nil {
		t.Fatal(err)
	}
	p, _ := ai.New("expert")
	if r := ai.Think(p, g, 1, nil); r.Score != 0 || r.Move == game.NoMove {
		t.Fatalf("4x3 start: %+v, want a move scored 0 (a draw)", r)
	}
}

// The caller's stop is looked at while the solver runs, not only between
// long steps: stopped at its first look, Expert searches little more than
// its warm-up.
func TestExpertStopsInTime(t *testing.T) {
	g, _ := kaskade.NewGame(kaskade.Size{Cols: 3, Rows: 4})
	p, _ := ai.New("expert")
	looks := 0
	r := ai.Think(p, g, 1, func() bool { looks++; return looks > 1 })
	if r.Move == game.NoMove || r.Nodes > 1<<15 {
		t.Fatalf("stopped at once: %+v after %d looks", r, looks)
	}
}

// oneSecond is the nodes Expert searches in about a second of thinking on
// screen: a slice of ui.SliceTarget (5 ms) per frame at 60 frames a second
// is 0.3 s of work, about 300,000 of the solver's positions on this
// machine (BenchmarkSolverPositions, docs/kaskade-solved.md).
const oneSecond = 300_000

// expertWithin is Expert's move when it may search budget nodes, as the
// table's seat runs it: slices until done or the budget is spent.
func expertWithin(g game.State, budget int64) game.Move {
	p, _ := ai.New("expert")
	th := ai.NewThinker(p, g, 1)
	defer th.Cancel()
	for !th.Step(5000) && th.Progress().Nodes < budget {
	}
	return th.Progress().Move
}

// Expert at about a second a move keeps White's win on 3x4 through whole
// games: after its first move Black tries every reply, and from then on
// plays perfectly (the solver's move, from its own table), so a single
// move of Expert's that let the win go would lose the game.
func TestExpertAtOneSecondKeepsTheWin3x4(t *testing.T) {
	kaskade.ForgetSolves()
	start, _ := kaskade.NewGame(kaskade.Size{Cols: 3, Rows: 4})
	start.Apply(expertWithin(start, oneSecond))
	replies := start.LegalMoves(nil)
	if testing.Short() {
		replies = replies[:2]
	}
	for _, reply := range replies {
		g := start.Clone()
		g.Apply(reply)
		for !g.IsOver() {
			if g.CurrentPlayer() == 0 {
				g.Apply(expertWithin(g, oneSecond))
				continue
			}
			m, _, ok := g.(*kaskade.Game).SolveMove(0)
			if !ok {
				t.Fatalf("%s: not solved", g)
			}
			g.Apply(m)
		}
		if g.Result(0) != 1 {
			t.Fatalf("Black's reply %d: Expert lost (%s)", reply, g)
		}
	}
}
