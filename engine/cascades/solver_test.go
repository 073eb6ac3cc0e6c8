package cascades

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
)

// plainValue is the value of s for the side to move by plain minimax over
// single moves, memoised by the position line: no symmetry, no bounds, no
// turns. The reference for the solver on tiny boards.
func plainValue(s *State, memo map[string]int8) int8 {
	line := s.String()
	if v, ok := memo[line]; ok {
		return v
	}
	best := int8(-2)
	for _, m := range s.LegalMoves(nil) {
		c := *s
		c.Apply(m)
		var v int8
		switch {
		case c.Over():
			v = int8(c.Result(game.Player(s.toMove)))
		case c.toMove == s.toMove:
			v = plainValue(&c, memo)
		default:
			v = -plainValue(&c, memo)
		}
		best = max(best, v)
	}
	memo[line] = best
	return best
}

var outcomeOf = map[int8]Outcome{1: Win, 0: Draw, -1: Loss}

// The solver agrees with plain minimax from the start and from random
// positions (turn starts and mid-turn) on tiny boards.
func TestSolveMatchesMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 11))
	for _, opts := range []string{"4x2", "6x2", "4x3", "8x2", "4x3,territory", "6x2,territory"} {
		memo := map[string]int8{}
		for i := range 12 {
			s := randomGame(rng, opts, []int{0, 1, 2, 3, 4, 5}[i%6])
			if s.Over() {
				continue
			}
			sol, err := Solve(s, 0)
			if err != nil {
				t.Fatal(err)
			}
			want := outcomeOf[plainValue(s, memo)]
			if sol.Outcome != want {
				t.Fatalf("%s: solver says %s, minimax %s", s, sol.Outcome, want)
			}
			// The turn it gives keeps the value.
			c := *s
			for _, m := range sol.Turn {
				if err := c.Check(m); err != nil {
					t.Fatalf("%s: turn %v: %v", s, sol.Turn, err)
				}
				c.Apply(m)
			}
			if !c.TurnDone() {
				t.Fatalf("%s: turn %v does not end the turn", s, sol.Turn)
			}
			got := int8(c.Result(game.Player(s.toMove)))
			if !c.Over() {
				got = -plainValue(&c, memo)
			}
			if outcomeOf[got] != want {
				t.Fatalf("%s: after the turn %s the value is %d, want %s", s, s.FormatTurn(sol.Turn), got, want)
			}
		}
	}
}

// Who wins from the start on the smallest boards, found by the solver and
// checked above against minimax on the tiniest ones.
func TestSolveSmallBoards(t *testing.T) {
	want := map[string]Outcome{"4x2": Loss, "6x2": Win, "8x2": Loss, "4x3": Draw, "4x4": Win, "6x3": Draw}
	for opts, w := range want {
		if testing.Short() && opts == "6x3" {
			continue
		}
		s, _ := NewGame(opts)
		sol, err := Solve(s, 0)
		if err != nil || sol.Outcome != w {
			t.Errorf("%s: %s %v, want %s for Black", opts, sol.Outcome, err, w)
		}
	}
}

func TestSolveLimits(t *testing.T) {
	s, _ := NewGame("8x8")
	if sol, err := Solve(s, 1000); err != nil || sol.Outcome != Unknown || sol.Turn != nil || sol.Nodes > 1001 {
		t.Fatalf("budget: %+v %v", sol, err)
	}
	for _, opts := range []string{"6x3,free", "16x16"} {
		s, _ := NewGame(opts)
		if _, err := Solve(s, 0); err == nil {
			t.Errorf("%s: solved", opts)
		}
	}
	over := mustParse(t, "4x2 wbwb/w.bbb - 5 0-1")
	if _, err := Solve(over, 0); err == nil {
		t.Error("solved a finished game")
	}
}

// The table key: a position with White to move and its mirror image with
// the colours swapped and Black to move are one entry.
func TestSolveKeyMirror(t *testing.T) {
	a := mustParse(t, "6x3 wbwbwb/wb....b/w....... w0 3 *")
	// Each row reversed, then w and b swapped: b "wb....b" -> "w....wb".
	b := mustParse(t, "6x3 wbwbwb/w....wb/.......b b0 4 *")
	if a.solveKey() != b.solveKey() {
		t.Fatalf("%+v != %+v", a.solveKey(), b.solveKey())
	}
	c := mustParse(t, "6x3 wbwbwb/w....wb/.......b w0p 5 *")
	if c.solveKey() == b.solveKey() {
		t.Fatal("a pending pass and the side to move are part of the key")
	}
}

func benchSolve(b *testing.B, opts string) {
	s, _ := NewGame(opts)
	var nodes int64
	for b.Loop() {
		sol, _ := Solve(s, 0)
		nodes += sol.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "positions")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
}

func BenchmarkSolve4x4(b *testing.B) { benchSolve(b, "4x4") }
func BenchmarkSolve6x3(b *testing.B) { benchSolve(b, "6x3") }
func BenchmarkSolve4x5(b *testing.B) { benchSolve(b, "4x5") }
