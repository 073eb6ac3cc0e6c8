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
	key   string
	x     *decktet.Search  // nil when the answer was known beforehand
	known decktet.Solution // the answer when x is nil
}

// dkSolveCap bounds the positions one answer may search: the solver
// remembers each (about 40 bytes), and a few seconds is as long as a
// player waits for a hint.
const dkSolveCap = 2_000_000

func newDkSolve(s *decktet.State) *dkSolve {
	return &dkSolve{key: s.String(), x: decktet.NewSearch(s, dkSolveCap)}
}

func (j *dkSolve) done() bool { return j.x == nil || j.x.Done() }

func (j *dkSolve) result() decktet.Solution {
	if j.x == nil {
		return j.known
	}
	return j.x.Result()
}

// dkLine is a winning line from a position, kept after a search so that a
// player who follows the hints gets the next one, and the answer to
// Winnable?, at once.
type dkLine struct {
	st   decktet.State
	line []decktet.Move
}

// follow returns the line from s: the same if s is its position, the rest
// if s is its position after its first move, else nil.
func (w *dkLine) follow(s *decktet.State) *dkLine {
	if w == nil || len(w.line) == 0 {
		return nil
	}
	if w.st.String() == s.String() {
		return w
	}
	next := w.st
	next.Apply(w.line[0])
	if len(w.line) > 1 && next.String() == s.String() {
		return &dkLine{st: next, line: w.line[1:]}
	}
	return nil
}

// stepSolve runs one tick's slice, sized and timed with the view's speed meter.
func (v *decktetView) stepSolve(j *dkSolve) {
	if j.done() {
		return
	}
	before, start := j.x.Nodes(), time.Now()
	j.x.Step(v.solveSpeed.budget(sliceTarget))
	v.solveSpeed.learn(j.x.Nodes()-before, time.Since(start))
	if sol := j.result(); j.done() && sol.Outcome == decktet.Won {
		v.won = &dkLine{st: *v.st, line: sol.Line}
	}
}

// Stop abandons the solver's search and its answer (Stopper).
func (v *decktetView) Stop() {
	v.dropSolve()
	v.verdict, v.hinting, v.won = false, false, nil
}

// dropSolve abandons the search, e.g. when the position changes.
func (v *decktetView) dropSolve() {
	if v.solve != nil && v.solve.x != nil {
		v.solve.x.Cancel()
	}
	v.solve = nil
}

// ensureSolve starts the search of the position at rest unless it runs.
func (v *decktetView) ensureSolve() {
	if v.solve != nil && v.solve.key == v.st.String() {
		return
	}
	v.dropSolve()
	if w := v.won.follow(v.st); w != nil {
		v.solve = &dkSolve{key: v.st.String(), known: decktet.Solution{Outcome: decktet.Won, Line: w.line}}
		return
	}
	v.solve = newDkSolve(v.st)
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
	if m, ok := decktet.GreedyMove(v.st); ok {
		return game.Move(m)
	}
	return game.NoMove
}

// hintLost reports whether the solver proved the position lost (the hint
// is then only the greedy move).
func (v *decktetView) hintLost() bool {
	return v.solve != nil && v.solve.done() && v.solve.result().Outcome == decktet.Lost
}
