package cascades

import (
	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// The hint (view.ViewHinter) is a solver's hint (view.SolverHint): the
// Hard level's move, replaced by the first move of the solver's best turn
// once the solver (plain drops, up to solveCap positions: from the start
// that settles every board up to 4×6, 6×4 and 8×3, and on larger boards
// the positions near the end) has settled the position, with the verdict
// for the side to move: winning, drawn or losing.

// solveCap bounds the positions one verdict may search: 8x3 from the
// start takes 550,494, a few seconds at a quarter of each frame.
const solveCap = 600_000

// solvedHint is the hint's work on one position.
type solvedHint = view.SolverHint

// StartHint starts the hint's work, or shows the verdict again.
func (v *View) StartHint(game.State) {
	if v.St.Over() || v.Anim != nil {
		return
	}
	if v.hinting.Again(v.St.String()) {
		return
	}
	v.Stop()
	c := *v.St
	v.hinting = view.NewSolverHint(v.St.String(), &c, 1, newSolve(v.St), view.HintShow{
		Mark: v.SetHint, Say: v.say, Move: v.moveName,
		Verdict: func(mv game.Move, length int) string { return verdictText(v.moveName(mv), outcome(length)) },
	})
}

// Stop abandons the hint's work (view.Stopper).
func (v *View) Stop() {
	v.hinting.Stop()
	v.hinting = nil
}

// updateHint runs one tick's slice of the hint's work.
func (v *View) updateHint() { v.hinting.Update(&v.hintSpeed) }

// moveName is mv in the game's notation, in the position shown now.
func (v *View) moveName(mv game.Move) string { return v.St.FormatMove(mv) }

// slicedSolve is the hint's solver as a game.ExactSearch. Unlike the
// computer's (cascades' ExactSearch: whole slices of thousands of
// positions) it searches whatever room a tick leaves it, and it proves
// the outcome, not the game's length: Best's length is 1 for a win, -1
// for a loss and 0 for a draw.
type slicedSolve struct{ x *cascades.Sliced }

// newSolve is the solver of st, nil for the free-drop variant and a board
// too large.
func newSolve(st *cascades.State) game.ExactSearch {
	x, err := cascades.NewSliced(st, solveCap)
	if err != nil {
		return nil
	}
	return slicedSolve{x}
}

func (s slicedSolve) Step(nodes int64) int64 {
	before := s.x.Nodes()
	s.x.Step(nodes)
	return s.x.Nodes() - before
}

// Slice is 1: Step searches any room of a position or more.
func (slicedSolve) Slice() int64 { return 1 }

func (s slicedSolve) Done() bool   { return s.x.Done() }
func (s slicedSolve) Nodes() int64 { return s.x.Nodes() }

// Cancel has nothing to end: a solve abandoned is dropped with its hint.
func (slicedSolve) Cancel() {}

// Best is the first move of the solver's best turn once it has settled.
func (s slicedSolve) Best() (game.Move, int, bool) {
	sol := s.x.Result()
	if !s.x.Done() || sol.Outcome == cascades.Unknown || len(sol.Turn) == 0 {
		return game.NoMove, 0, false
	}
	return sol.Turn[0], map[cascades.Outcome]int{cascades.Win: 1, cascades.Loss: -1}[sol.Outcome], true
}

// outcome is the verdict Best's length stands for.
func outcome(length int) cascades.Outcome {
	switch {
	case length > 0:
		return cascades.Win
	case length < 0:
		return cascades.Loss
	}
	return cascades.Draw
}

// verdictText is the hint with the solver's verdict for the side to move.
func verdictText(move string, o cascades.Outcome) string {
	switch o {
	case cascades.Win:
		return i18n.Trf("cascades.hint winning", move)
	case cascades.Loss:
		return i18n.Trf("cascades.hint losing", move)
	}
	return i18n.Trf("cascades.hint drawn", move)
}

func (v *View) say(msg string) {
	if v.env.Say != nil {
		v.env.Say(msg, false)
	}
}
