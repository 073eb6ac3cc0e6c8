package decktet

import (
	"time"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/ui"
)

// dkSolve is the solver's search of one position, for the hint and the
// "Winnable?" answer. It runs in slices of about sliceTarget per tick
// (the browser has one thread), up to dkSolveCap positions; beyond that
// the answer is "unknown within the budget".
type dkSolve struct {
	key   string
	X     *decktet.Search  // nil when the answer was known beforehand
	known decktet.Solution // the answer when x is nil
}

// dkSolveCap bounds the positions one answer may search: the solver
// remembers each (about 40 bytes), and a few seconds is as long as a
// player waits for a hint.
const DkSolveCap = 2_000_000

func newDkSolve(s *decktet.State) *dkSolve {
	return &dkSolve{key: s.String(), X: decktet.NewSearch(s, DkSolveCap)}
}

func (j *dkSolve) Done() bool { return j.X == nil || j.X.Done() }

func (j *dkSolve) Result() decktet.Solution {
	if j.X == nil {
		return j.known
	}
	return j.X.Result()
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
func (v *DecktetView) stepSolve(j *dkSolve) {
	if j.Done() {
		return
	}
	before, start := j.X.Nodes(), time.Now()
	j.X.Step(v.solveSpeed.Budget(ui.SliceTarget))
	v.solveSpeed.Learn(j.X.Nodes()-before, time.Since(start))
	if sol := j.Result(); j.Done() && sol.Outcome == decktet.Won {
		v.won = &dkLine{st: *v.St, line: sol.Line}
	}
}

// Stop abandons the solver's search and its answer (Stopper).
func (v *DecktetView) Stop() {
	v.dropSolve()
	v.Verdict, v.Hinting, v.won = false, false, nil
}

// dropSolve abandons the search, e.g. when the position changes.
func (v *DecktetView) dropSolve() {
	if v.Solve != nil && v.Solve.X != nil {
		v.Solve.X.Cancel()
	}
	v.Solve = nil
}

// ensureSolve starts the search of the position at rest unless it runs.
func (v *DecktetView) ensureSolve() {
	if v.Solve != nil && v.Solve.key == v.St.String() {
		return
	}
	v.dropSolve()
	if w := v.won.follow(v.St); w != nil {
		v.Solve = &dkSolve{key: v.St.String(), known: decktet.Solution{Outcome: decktet.Won, Line: w.line}}
		return
	}
	v.Solve = newDkSolve(v.St)
}

func (v *DecktetView) askVerdict() {
	v.ensureSolve()
	v.Verdict = true
}

// StartHint asks the solver for the next move of a winning line
// (ViewHinter).
func (v *DecktetView) StartHint(game.State) {
	if v.St.Over() || v.Fly != nil {
		return
	}
	v.ensureSolve()
	v.Hinting = true
}

// updateSolve runs the search on and, when it is done, shows the hint if
// one was asked for.
func (v *DecktetView) updateSolve() {
	j := v.Solve
	if j == nil || (!v.Verdict && !v.Hinting) {
		return
	}
	v.stepSolve(j)
	if j.Done() && v.Hinting {
		v.Hinting = false
		v.Hint = v.hintMove()
	}
}

// hintMove is the first move of the solver's winning line; without one
// (lost, or unknown within the budget) the greedy player's move: a
// reserve card, the waste, a turn, a recycle, the first that is legal.
func (v *DecktetView) hintMove() game.Move {
	if j := v.Solve; j != nil && j.Done() && j.Result().Outcome == decktet.Won && len(j.Result().Line) > 0 {
		return game.Move(j.Result().Line[0])
	}
	if m, ok := decktet.GreedyMove(v.St); ok {
		return game.Move(m)
	}
	return game.NoMove
}

// hintLost reports whether the solver proved the position lost (the hint
// is then only the greedy move).
func (v *DecktetView) HintLost() bool {
	return v.Solve != nil && v.Solve.Done() && v.Solve.Result().Outcome == decktet.Lost
}

// Working reports whether an asked-for answer is still being searched or
// a note is still fading (view.Worker).
func (v *DecktetView) Working() bool {
	searching := v.Solve != nil && !v.Solve.Done() && (v.Verdict || v.Hinting)
	return searching || v.msgTick > 0
}
