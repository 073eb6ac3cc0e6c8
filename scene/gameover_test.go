package scene

import (
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest/toygame"
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
