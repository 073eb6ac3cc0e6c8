package scene

import (
	"time"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
)

// dkSolve is the solver's search of one position, for the hint and the
// "Winnable?" answer. The engine's solver cannot be paused, so it runs
// once per tick with a node budget that doubles each tick (restarting is
// at most twice the work) until it answers, reaches dkSolveCap, or one
// more doubling would stall a frame (the browser has one thread): then
// the answer is "unknown within the budget".
type dkSolve struct {
	key    string
	st     decktet.State
	budget int64
	done   bool
	sol    decktet.Solution
}

const (
	dkSolveStart = 20_000
	dkSolveCap   = 2_000_000
	dkSolveFrame = 60 * time.Millisecond // the longest one tick's search may take
)

func newDkSolve(s *decktet.State) *dkSolve {
	return &dkSolve{key: s.String(), st: *s, budget: dkSolveStart}
}

// step runs one tick's search.
func (j *dkSolve) step() {
	if j.done {
		return
	}
	start := time.Now()
	sol := decktet.Solve(&j.st, j.budget)
	took := time.Since(start)
	if sol.Outcome != decktet.Unknown || j.budget >= dkSolveCap || 2*took > dkSolveFrame {
		j.sol, j.done = sol, true
		return
	}
	j.budget *= 2
}

// ensureSolve starts the search of the position at rest unless it runs.
func (v *decktetView) ensureSolve() {
	if v.solve == nil || v.solve.key != v.st.String() {
		v.solve = newDkSolve(v.st)
	}
}

func (v *decktetView) askVerdict() {
	v.ensureSolve()
	v.verdict = true
}

// StartHint asks the solver for the next move of a winning line
// (ViewHinter).
func (v *decktetView) StartHint(game.State) {
	if v.st.Over() || v.fly != nil {
		return
	}
	v.ensureSolve()
	v.hinting = true
}

// updateSolve runs the search on and, when it is done, shows the hint if
// one was asked for.
func (v *decktetView) updateSolve() {
	j := v.solve
	if j == nil || (!v.verdict && !v.hinting) {
		return
	}
	j.step()
	if j.done && v.hinting {
		v.hinting = false
		v.hint = v.hintMove()
	}
}

// hintMove is the first move of the solver's winning line; without one
// (lost, or unknown within the budget) the greedy player's move: a
// reserve card, the waste, a turn, a recycle, the first that is legal.
func (v *decktetView) hintMove() game.Move {
	if j := v.solve; j != nil && j.sol.Outcome == decktet.Won && len(j.sol.Line) > 0 {
		return game.Move(j.sol.Line[0])
	}
	legal := v.st.LegalMoves(nil)
	for _, m := range []decktet.Move{decktet.R1, decktet.R2, decktet.R3, decktet.Waste, decktet.Turn, decktet.Recycle} {
		for _, l := range legal {
			if l == m {
				return game.Move(m)
			}
		}
	}
	return game.NoMove
}

// hintLost reports whether the solver proved the position lost (the hint
// is then only the greedy move).
func (v *decktetView) hintLost() bool {
	return v.solve != nil && v.solve.done && v.solve.sol.Outcome == decktet.Lost
}
