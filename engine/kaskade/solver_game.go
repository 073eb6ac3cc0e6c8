package kaskade

import "kaskade/engine/game"

// SolveMove is the perfect move where the solver settles the position
// within budget positions (0: no bound), for the computer player's top
// level: a winning side keeps the win by the fastest way, a losing side
// makes the game as long as it can. length is the number of moves left
// under perfect play, the move included: positive when the side to move
// wins, negative when it loses. ok is false when the budget ran out, the
// board is too large for the solver, or the game is over; the caller then
// falls back to its usual search.
func (g *Game) SolveMove(budget int64) (m game.Move, length int, ok bool) {
	res, err := g.st.Solve(budget)
	if err != nil || res.Outcome == Unknown || res.Length == 0 {
		return game.NoMove, 0, false
	}
	length = res.Length
	if res.Outcome == Loss {
		length = -length
	}
	return game.Move(res.Move), length, true
}
