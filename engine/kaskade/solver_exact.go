package kaskade

import "kaskade/engine/game"

// SettledCells is the most cells a board may have for the solver to
// settle every position of it in seconds: 3×3, 3×4 and 4×3, whose results
// from the start are in docs/kaskade-solved.md (White wins on each). On
// larger boards only positions near the end solve within a budget.
const SettledCells = 12

// Settled reports whether the solver settles every position of boards of
// size z (see SettledCells).
func Settled(z Size) bool { return z.Validate() == nil && z.Cells() <= SettledCells }

// ExactSearch is a sliced solve of the position for the computer's top
// level (engine/ai asks a game for it by this method) within budget
// positions; budget 0 means none on a settled board and exactBudget
// elsewhere. The solver's table is kept from one move to the next (see
// takeTable). It is nil when the game is over or the board is too large
// for the solver.
func (g *Game) ExactSearch(budget int64) game.ExactSearch {
	if budget == 0 && !Settled(g.st.Size()) {
		budget = exactBudget
	}
	x, err := NewSolver(&g.st, SolveOptions{Budget: budget, Keep: true})
	if err != nil {
		return nil
	}
	return &exactSearch{x: x}
}

// FreshExactSearch is ExactSearch within budget positions (0: none) on a
// table of its own, not the one kept between the computer's solves: what
// it settles within the budget depends on the position alone, as a review
// that must answer the same twice needs (engine/review).
func (g *Game) FreshExactSearch(budget int64) game.ExactSearch {
	x, err := NewSolver(&g.st, SolveOptions{Budget: budget})
	if err != nil {
		return nil
	}
	return &exactSearch{x: x}
}

// ExactLength reports that Best's length is the moves left exactly, not a
// bound (engine/review says it).
func (e *exactSearch) ExactLength() bool { return true }

// exactBudget bounds a solve on a board the solver does not settle: near
// the end of a game it is quick, elsewhere it would only take the
// computer's time.
const exactBudget = 1 << 15

// exactSearch runs a Solver in whole slices that fit a caller's budget.
type exactSearch struct{ x *Solver }

// Step searches at most nodes more positions and returns how many it
// searched: none when nodes is less than the next slice (the solver
// pauses every pauseEvery positions).
func (e *exactSearch) Step(nodes int64) int64 {
	start := e.x.Nodes()
	for !e.x.Done() {
		used := e.x.Nodes() - start
		if used+e.Slice() > nodes {
			break
		}
		e.x.Step(1) // one slice: up to the next pause
	}
	return e.x.Nodes() - start
}

// Slice is the most positions the next slice searches.
func (e *exactSearch) Slice() int64 { return pauseEvery - e.x.Nodes()%pauseEvery }

func (e *exactSearch) Done() bool   { return e.x.Done() }
func (e *exactSearch) Nodes() int64 { return e.x.Nodes() }
func (e *exactSearch) Cancel()      { e.x.Cancel() }

// Best is the perfect move once the search is done: the fastest win, or
// the longest resistance; length is the moves left with it, negative for
// a loss. ok is false while running or when the budget ran out.
func (e *exactSearch) Best() (game.Move, int, bool) {
	if !e.x.Done() {
		return game.NoMove, 0, false
	}
	r := e.x.Result()
	if r.Outcome == Unknown || r.Length == 0 || r.Move < 0 {
		return game.NoMove, 0, false
	}
	if r.Outcome == Loss {
		return game.Move(r.Move), -r.Length, true
	}
	return game.Move(r.Move), r.Length, true
}

// solvedStarts are the boards solved from the start (docs/kaskade-solved.md,
// each by kaskade solve -game kaskade -size CxR): whether the first player
// wins. Only the first three settle in a game; 3x5 and 5x3 took some 95
// million positions each, minutes of one core.
var solvedStarts = map[Size]bool{
	{3, 3}: true, {3, 4}: true, {4, 3}: true,
	{3, 5}: false, {5, 3}: false,
}

// SolvedStart reports whether boards of size z are solved from the start
// and, if so, whether the first player wins with perfect play.
func SolvedStart(z Size) (firstWins, solved bool) {
	firstWins, solved = solvedStarts[z]
	return firstWins, solved
}
