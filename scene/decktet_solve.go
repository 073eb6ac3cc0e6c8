package scene

import (
	"time"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
)

// dkSolve is the solver's search of one position, for the hint and the
// "Winnable?" answer. It runs in slices of about sliceTarget per tick
// (the browser has one thread), up to dkSolveCap positions; beyond that
// the answer is "unknown within the budget".
type dkSolve struct {
	key string
	x   *decktet.Search
}

// dkSolveCap bounds the positions one answer may search: the solver
// remembers each (about 40 bytes), and a few seconds is as long as a
// player waits for a hint.
const dkSolveCap = 2_000_000

func newDkSolve(s *decktet.State) *dkSolve {
	return &dkSolve{key: s.String(), x: decktet.NewSearch(s, dkSolveCap)}
}

func (j *dkSolve) done() bool { return j.x.Done() }

func (j *dkSolve) result() decktet.Solution { return j.x.Result() }

// stepSolve runs one tick's slice, sized and timed with the view's speed meter.
func (v *decktetView) stepSolve(j *dkSolve) {
	if j.done() {
		return
	}
	before, start := j.x.Nodes(), time.Now()
	j.x.Step(v.solveSpeed.budget(sliceTarget))
	v.solveSpeed.learn(j.x.Nodes()-before, time.Since(start))
}

// Stop abandons the solver's search and its answer (Stopper).
func (v *decktetView) Stop() {
	v.dropSolve()
	v.verdict, v.hinting = false, false
}

// dropSolve abandons the search, e.g. when the position changes.
func (v *decktetView) dropSolve() {
	if v.solve != nil {
		v.solve.x.Cancel()
		v.solve = nil
	}
}

// ensureSolve starts the search of the position at rest unless it runs.
func (v *decktetView) ensureSolve() {
	if v.solve == nil || v.solve.key != v.st.String() {
		v.dropSolve()
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
	v.stepSolve(j)
	if j.done() && v.hinting {
		v.hinting = false
		v.hint = v.hintMove()
	}
}

// hintMove is the first move of the solver's winning line; without one
// (lost, or unknown within the budget) the greedy player's move: a
// reserve card, the waste, a turn, a recycle, the first that is legal.
func (v *decktetView) hintMove() game.Move {
	if j := v.solve; j != nil && j.done() && j.result().Outcome == decktet.Won && len(j.result().Line) > 0 {
		return game.Move(j.result().Line[0])
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
	return v.solve != nil && v.solve.done() && v.solve.result().Outcome == decktet.Lost
}
