//go:build !js

package table

import (
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/review"
)

// TestReviewSeatIsThisScreens: in a room or a course game every seat is a
// person's, yet the review is of this screen's own seat, the winner's too
// (it once took the loser's, so a winner online was shown the other's
// mistakes); at one screen with two people it is the loser's.
func TestReviewSeatIsThisScreens(t *testing.T) {
	g, err := games.Lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	end, err := g.New("3x3")
	if err != nil {
		t.Fatal(err)
	}
	for !end.IsOver() {
		end.Apply(end.LegalMoves(nil)[0])
	}
	winner := game.Player(0)
	if end.Result(1) > 0 {
		winner = 1
	}
	tables := map[string]*table{
		"room":   {match: &roomMatch{seat: int(winner)}},
		"course": {match: &courseMatch{me: winner}},
	}
	for name, tb := range tables {
		if got := review.SeatFor(tb.humans(), end); got != winner {
			t.Errorf("%s game won by seat %d on this screen: the review is of seat %d", name, winner, got)
		}
	}
	if got := review.SeatFor([]game.Player{0, 1}, end); got != 1-winner {
		t.Errorf("two people at one screen: the review is of seat %d, want the loser %d", got, 1-winner)
	}
}
