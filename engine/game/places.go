package game

import (
	"cmp"
	"slices"
)

// Place is one seat's place at the end of a game.
type Place struct {
	Seat   Player
	Place  int // 1 for the best; seats with equal results and scores share a place
	Score  float64
	Scored bool // the game counts points (Scorer)
}

// Places ranks every seat of a finished game by result, then by score,
// best first: the game-over screen's ranking and the replay command's
// result line.
func Places(st State) []Place {
	sc, scored := st.(Scorer)
	var out []Place
	for p := range st.NumPlayers() {
		r := Place{Seat: Player(p), Scored: scored}
		if scored {
			r.Score = sc.Score(r.Seat)
		}
		out = append(out, r)
	}
	better := func(a, b Place) int {
		ra, rb := st.Result(a.Seat), st.Result(b.Seat)
		if ra != rb {
			return cmp.Compare(rb, ra)
		}
		return cmp.Compare(b.Score, a.Score)
	}
	slices.SortStableFunc(out, better)
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && better(out[i-1], out[i]) == 0 {
			out[i].Place = out[i-1].Place
		}
	}
	return out
}
