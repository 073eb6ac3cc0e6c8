package review

import (
	"kaskade/engine/game"
	"kaskade/engine/match"
)

// Reviewable reports whether mt, a finished game, can be reviewed: a game
// of two players, perfect information and no chance, with moves.
func Reviewable(mt *match.Match) bool {
	if mt == nil || mt.Played() == 0 {
		return false
	}
	st, err := mt.StateAt(0)
	return err == nil && st.NumPlayers() == 2 && game.TypeOf(st).AlphaBetaFits()
}

// SeatFor is the seat a review looks at: the one person's on this
// screen (people: table.humans, which knows a room's or a course game's
// own seat, though every seat there is a person's), else the loser's (two
// people at one screen, or two computers), else seat 0.
func SeatFor(people []game.Player, end game.State) game.Player {
	switch {
	case len(people) == 1:
		return people[0]
	case end.Result(1) < 0:
		return 1
	}
	return 0
}
