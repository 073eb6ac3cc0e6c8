package table

import (
	"slices"
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest/toygame"
	"kaskade/engine/kaskade"
	"kaskade/scene"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// The ranking orders every seat of a game of three by result, then score,
// and equal results and scores share a place.
func TestRankingOfThreeSeats(t *testing.T) {
	for seed := range uint64(30) {
		st := game.State(toygame.New())
		r := game.SplitMix64{State: seed}
		for !st.IsOver() {
			moves := st.LegalMoves(nil)
			st.Apply(moves[r.Next()%uint64(len(moves))])
		}
		rank := ranking(st)
		if len(rank) != 3 || rank[0].place != 1 {
			t.Fatalf("seed %d: ranking %+v", seed, rank)
		}
		for i := 1; i < len(rank); i++ {
			a, b := rank[i-1], rank[i]
			ra, rb := st.Result(a.seat), st.Result(b.seat)
			if ra < rb || (ra == rb && a.score < b.score) {
				t.Fatalf("seed %d: %+v before %+v", seed, a, b)
			}
			if same := ra == rb && a.score == b.score; same != (a.place == b.place) {
				t.Fatalf("seed %d: places %d and %d for %+v and %+v", seed, a.place, b.place, a, b)
			}
		}
	}
}

// Rematch swaps the seats of a two-player game: who moved first moves
// second, each keeping name, type and level; a colour's name stays with
// its seat (issue 28, item 10).
func TestRematchSwapsSeats(t *testing.T) {
	r := newRig(t, view.Instant)
	cfg := seats(kaskade.Size{Cols: 3, Rows: 3}, "human", "easy")
	cfg.Players[0].Name, cfg.Players[1].Name = "Ada", "Black"
	b := r.boardCfg(cfg, append(slices.Clone(chainMoves), chainWin)...)
	if !kst(b).Over() {
		t.Fatal("the test game is not over")
	}
	g := newGameOverScene(b)
	r.M.Goto(g)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Click(g.layout().rematch.R.Center())
	nb, ok := r.M.Current().(*table)
	if !ok {
		t.Fatalf("Rematch: %T", r.M.Current())
	}
	p := nb.cfg.Players
	if p[0].Type != view.Computer || p[0].Level != "easy" || p[1].Type != view.Human || nb.cfg.SeatName(1) != "Ada" || nb.cfg.SeatName(0) != "White" {
		t.Fatalf("rematch seats %+v (%q, %q), want the computer first and Ada second", p, nb.cfg.SeatName(0), nb.cfg.SeatName(1))
	}
	if !strings.Contains(nb.msg, "You play Black now") { // the colours changed: the one person is told (issue 41)
		t.Fatalf("the rematch says %q, want that Ada plays Black now", nb.msg)
	}
}

// A game of three or more, and a solitaire, keep their seats.
func TestRematchKeepsSeatsOfManyOrOne(t *testing.T) {
	for _, name := range []string{"kaleidoskop", "decktet"} {
		cfg := view.DefaultConfig().ForGame(name)
		cfg.FitSeats()
		cfg.Players[0].Name = "Ada"
		if got := swapSeats(cfg); got.Players[0].Name != "Ada" || len(got.Players) != len(cfg.Players) {
			t.Errorf("%s: rematch seats %+v", name, got.Players)
		}
	}
}
