package review

import (
	"math"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// TestTurningPointByChances: the turning point is the move that cost the
// most chances, not the largest swing of the search's score. On 8x8 a
// winner's move from +1978 to +795 (the move 3) swings more
// score than a move from an even game to -600, but costs fewer chances.
func TestTurningPointByChances(t *testing.T) {
	k := Scale("kaskade", "8x8")
	moves := []Move{
		{Ply: 4, Played: 1, Best: 2, Before: Value{Score: 1978}, After: Value{Score: 795}},
		{Ply: 30, Played: 3, Best: 4, Before: Value{Score: 0}, After: Value{Score: -600}},
		{Ply: 40, Played: 5, Best: 5, Before: Value{Score: -600}, After: Value{Score: -600}},
	}
	if moves[0].Swing() <= moves[1].Swing() {
		t.Fatal("the test means the first move to swing more score")
	}
	if c0, c1 := moves[0].Cost(k), moves[1].Cost(k); c0 >= c1 {
		t.Fatalf("costs %.3f and %.3f: the test means the second to cost more", c0, c1)
	}
	if got := candidates(moves, k, 0); len(got) == 0 || got[0] != 1 {
		t.Errorf("candidates %v: want the move at ply 30 first", got)
	}
	// a game whose moves all kept the chances has no turning point
	small := []Move{{Ply: 2, Played: 1, Best: 2, Before: Value{Score: 5000}, After: Value{Score: 4900}}}
	if got := candidates(small, k, 1); len(got) != 0 {
		t.Errorf("a move that cost %.4f of the chances is a candidate: %v", small[0].Cost(k), got)
	}
}

// TestChances: decided values are certain, the curve is monotone and
// even at 0, and the words follow the chances.
func TestChances(t *testing.T) {
	k := 400.0
	if c := (Value{Score: WinScore - 3}).Chance(k); c != 1 {
		t.Errorf("a forced win: chance %v", c)
	}
	if c := (Value{Score: -(WinScore - 3), Solved: true}).Chance(k); c != 0 {
		t.Errorf("a solved loss: chance %v", c)
	}
	if c := (Value{Solved: true}).Chance(k); c != 0.5 {
		t.Errorf("a solved draw: chance %v", c)
	}
	if c := (Value{}).Chance(k); c != 0.5 {
		t.Errorf("an even score: chance %v", c)
	}
	for s := -2000; s < 2000; s += 100 {
		if a, b := (Value{Score: s}).Chance(k), (Value{Score: s + 100}).Chance(k); !(a < b) {
			t.Errorf("chance %v at %d, %v at %d", a, s, b, s+100)
		}
	}
	for _, c := range []struct {
		p    float64
		want Standing
	}{{0.5, Even}, {0.6, SlightlyBetter}, {0.75, ClearlyBetter}, {0.95, Winning}, {0.4, SlightlyWorse}, {0.2, ClearlyWorse}, {0.05, Losing}} {
		if got := StandingOf(c.p); got != c.want {
			t.Errorf("standing at %v: %v, want %v", c.p, got, c.want)
		}
	}
	if who, st := Ahead(0, 0.2); who != 1 || st != ClearlyBetter {
		t.Errorf("seat 0 at 20%%: %v ahead, %v", who, st)
	}
	for cost, want := range map[float64]Grade{0.01: Good, 0.07: Inaccuracy, 0.2: Mistake, 0.5: Blunder} {
		if got := GradeOf(cost); got != want {
			t.Errorf("grade of %v: %v, want %v", cost, got, want)
		}
	}
}

// TestWonGameOn8x8: the case. A game on 8x8 that White (seat 0)
// won, reviewed for White: the course has a point before and after each
// of White's moves, every chance in [0, 1] and the last 1 (White won);
// the turning point, if any, is the move that cost the most chances, at
// least MinTurnCost, and its facts say so.
func TestWonGameOn8x8(t *testing.T) {
	if testing.Short() {
		t.Skip("a review of a whole 8x8 game")
	}
	start := newGame(t, "kaskade", "8x8")
	var moves []game.Move
	for seed := uint64(1); seed <= 4 && moves == nil; seed++ {
		m := playPair(start, "expert", 4000, "medium", seed)
		if after(start, m, len(m), game.NoMove).Result(0) > 0 {
			moves = m
		}
	}
	if moves == nil {
		t.Skip("White did not win in four games")
	}
	rep := run(t, start, moves, Options{Seat: 0, Nodes: 3000, Exact: 1 << 12, Scale: Scale("kaskade", "8x8")}, 1<<14)
	course := rep.Course()
	if len(course) != 2*len(rep.Moves) {
		t.Fatalf("course of %d points for %d moves", len(course), len(rep.Moves))
	}
	for _, p := range course {
		if p.Chance < 0 || p.Chance > 1 || math.IsNaN(p.Chance) {
			t.Errorf("chance %v at ply %d", p.Chance, p.Ply)
		}
	}
	if last := course[len(course)-1]; last.Chance != 1 {
		t.Errorf("after White's last move of a game White won: chance %v", last.Chance)
	}
	most := 0.0
	for _, m := range rep.Moves {
		most = max(most, m.Cost(rep.Scale))
	}
	t.Logf("%d moves, %d of White's; the costliest cost %.3f of the chances", len(moves), len(rep.Moves), most)
	f, ok := rep.TurnFacts()
	if !ok {
		if most >= MinTurnCost+0.05 {
			t.Errorf("no turning point, though a move cost %.2f of the chances", most)
		}
		return
	}
	t.Logf("%d moves; turning point at ply %d: %s, better %s, %.0f%% -> %.0f%% (%v)", len(moves), f.Ply,
		start.FormatMove(f.Played), start.FormatMove(f.Best), 100*f.ChanceBefore, 100*f.ChanceAfter, f.Grade)
	if cost := f.ChanceBefore - f.ChanceAfter; cost < MinTurnCost || f.Grade == Good {
		t.Errorf("the turning point cost %.3f of the chances (%v)", cost, f.Grade)
	}
	if cost := f.ChanceBefore - f.ChanceAfter; cost+1e-9 < most-0.10 { // the confirming search may revalue it
		t.Errorf("the turning point cost %.3f, another move %.3f", cost, most)
	}
}

// playPair plays a (seat 0, at nodes) against b (seat 1) and returns the
// moves.
func playPair(start game.State, a string, nodes int64, b string, seed uint64) []game.Move {
	pa, _ := ai.New(a)
	pa.Nodes, pa.MoveTime = nodes, 0
	pb, _ := ai.New(b)
	pb.MoveTime = 0 // nodes, never the clock
	if pb.Nodes == 0 {
		pb.Nodes = 2000
	}
	st := start.Clone()
	var moves []game.Move
	for i := 0; !st.IsOver() && i < 400; i++ {
		p := pa
		if st.CurrentPlayer() == 1 {
			p = pb
		}
		r := ai.Think(p, st, seed+uint64(i), nil)
		moves = append(moves, r.Move)
		st.Apply(r.Move)
	}
	return moves
}
