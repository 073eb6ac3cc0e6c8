package decktet

import (
	"fmt"
	"slices"
	"testing"

	"kaskade/engine/game"
)

// plainWins is the plainest exhaustive search: every legal move, no memo,
// no pruning, no ordering.
func plainWins(s *State, nodes *int) bool {
	*nodes++
	if s.Won() {
		return true
	}
	for _, m := range s.LegalMoves(nil) {
		next := *s
		next.Apply(m)
		if plainWins(&next, nodes) {
			return true
		}
	}
	return false
}

// replayWins checks a line through the game's own notation and legality.
func replayWins(t *testing.T, options string, line []Move) {
	t.Helper()
	g, err := NewGame(options)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range line {
		gm, err := g.ParseMove(m.String())
		if err != nil {
			t.Fatalf("%s: move %d (%s): %v", options, i+1, m, err)
		}
		g.Apply(gm)
	}
	if g.Result(0) != 1 {
		t.Fatalf("%s: the solver's line does not win: %s", options, g)
	}
}

// The solver agrees with the plain search on cut-down decks, in every rule
// set, and its winning lines replay to a win.
func TestSolverAgreesWithPlainSearch(t *testing.T) {
	deals := 20
	if testing.Short() {
		deals = 6
	}
	for _, rules := range []string{
		"ranks=23K,pile=1", "ranks=A2,pile=1", "ranks=234,pile=1",
		"ranks=23K,pile=1,passes=unlimited", "ranks=A23,pile=1,passes=unlimited",
		"ranks=2PC,pile=1,extended", "ranks=A23,ace", "ranks=A2K,ace",
	} {
		won := 0
		for d := 1; d <= deals; d++ {
			options := fmt.Sprintf("deal=%d,%s", d, rules)
			s := mustNew(t, options)
			nodes := 0
			want := plainWins(s, &nodes)
			sol := Solve(s, 0)
			if (sol.Outcome == Won) != want || sol.Outcome == Unknown {
				t.Fatalf("%s: solver %s, plain search won=%v (%d nodes)", options, sol.Outcome, want, nodes)
			}
			if want {
				won++
				replayWins(t, options, sol.Line)
			}
		}
		t.Logf("%s: %d of %d won", rules, won, deals)
	}
}

func TestSolverOnFullDealsReplaysItsLine(t *testing.T) {
	for _, options := range []string{"deal=7", "deal=6,extended", "deal=2,passes=unlimited", "deal=5,ace", "deal=1,extended,ace"} {
		s := mustNew(t, options)
		sol := Solve(s, 5_000_000)
		if sol.Outcome != Won {
			t.Fatalf("%s: %s after %d nodes", options, sol.Outcome, sol.Nodes)
		}
		replayWins(t, options, sol.Line)
	}
}

func TestSolverBudgetAnswersUnknown(t *testing.T) {
	sol := Solve(mustNew(t, "deal=2"), 100)
	if sol.Outcome != Unknown || sol.Nodes > 100 {
		t.Fatalf("budget 100: %s after %d nodes", sol.Outcome, sol.Nodes)
	}
	// A finished game needs no search.
	s := setup(t, "", [3]string{"2-Author"}, "3-Savage", "", [3]string{"-", "-", "-"}, 4)
	if sol := Solve(s, 10); sol.Outcome != Lost {
		t.Fatalf("a lost position: %s", sol.Outcome)
	}
}

// The greedy player's wins are wins, and its games end.
func TestGreedyPlaysLegalGames(t *testing.T) {
	for d := 1; d <= 30; d++ {
		for _, rules := range []string{"", ",passes=unlimited", ",ace", ",extended"} {
			options := fmt.Sprintf("deal=%d%s", d, rules)
			line, won := Greedy(mustNew(t, options))
			g, _ := NewGame(options)
			for _, m := range line {
				if _, err := g.ParseMove(m.String()); err != nil {
					t.Fatalf("%s: greedy plays %s: %v", options, m, err)
				}
				g.Apply(game.Move(m))
			}
			if !g.IsOver() || (g.Result(0) == 1) != won {
				t.Fatalf("%s: greedy says won=%v, game %s", options, won, g)
			}
		}
	}
}

// A Search run in slices finds exactly what Solve finds with the same
// budget: won with the same line, lost, or unknown after the budget.
func TestSearchInSlicesMatchesSolve(t *testing.T) {
	cases := []struct {
		options string
		budget  int64
	}{
		{"deal=7", 5_000_000},
		{"deal=5,ace", 5_000_000},
		{"deal=74,ace", 5_000_000}, // lost
		{"deal=29,ace", 50_000},    // unknown within the budget
	}
	for _, c := range cases {
		s := mustNew(t, c.options)
		want := Solve(s, c.budget)
		x := NewSearch(s, c.budget)
		steps := 0
		for !x.Step(3000) {
			steps++
		}
		got := x.Result()
		if got.Outcome != want.Outcome || got.Nodes != want.Nodes || !slices.Equal(got.Line, want.Line) {
			t.Fatalf("%s: sliced %s in %d nodes, Solve %s in %d nodes", c.options, got.Outcome, got.Nodes, want.Outcome, want.Nodes)
		}
		if want.Nodes > 10_000 && steps < 2 {
			t.Fatalf("%s: %d nodes in %d steps: not sliced", c.options, want.Nodes, steps)
		}
	}
}

func TestSearchCancel(t *testing.T) {
	x := NewSearch(mustNew(t, "deal=29,ace"), 0)
	x.Step(5000)
	x.Cancel()
	if !x.Done() || x.Result().Outcome != Unknown {
		t.Fatalf("cancelled search: done %v, %s", x.Done(), x.Result().Outcome)
	}
	if x.Step(5000) != true || x.Nodes() > 10_000 {
		t.Fatalf("a cancelled search ran on: %d nodes", x.Nodes())
	}
}
