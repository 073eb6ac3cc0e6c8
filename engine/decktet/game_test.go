package decktet

import (
	"testing"

	"kaskade/engine/game"
)

func TestGameFollowsTheContract(t *testing.T) {
	g, err := NewGame("deal=7")
	if err != nil {
		t.Fatal(err)
	}
	if g.NumPlayers() != 1 || g.CurrentPlayer() != 0 || g.IsOver() || g.Result(0) != 0 {
		t.Fatalf("a new game: %d players, player %d, over %v", g.NumPlayers(), g.CurrentPlayer(), g.IsOver())
	}
	if ms := g.LegalMoves(nil); len(ms) != 1 || g.FormatMove(ms[0]) != "turn" {
		t.Fatalf("first moves %v", ms)
	}
	if _, err := g.ParseMove("waste"); err == nil {
		t.Fatal("waste accepted before the first turn")
	}
	c := g.Clone()
	g.Apply(game.Move(Turn))
	if c.String() == g.String() {
		t.Fatal("Clone shares the state")
	}
	sol := Solve(g.State(), 0)
	for _, m := range sol.Line {
		g.Apply(game.Move(m))
	}
	if g.CurrentPlayer() != game.Terminal || g.Result(0) != 1 || g.Result(1) != 0 {
		t.Fatalf("won game: player %d, result %v", g.CurrentPlayer(), g.Result(0))
	}
	p, err := ParseGame(g.String())
	if err != nil || p.String() != g.String() {
		t.Fatalf("ParseGame: %v", err)
	}
	lost := &Game{st: *setup(t, "", [3]string{"2-Author"}, "3-Savage", "", [3]string{"-", "-", "-"}, 4)}
	if lost.Result(0) != -1 || lost.CurrentPlayer() != game.Terminal || len(lost.LegalMoves(nil)) != 0 {
		t.Fatal("a lost game is not -1 and terminal")
	}
	if _, err := NewGame("deal=x"); err == nil {
		t.Fatal("bad options accepted")
	}
}
