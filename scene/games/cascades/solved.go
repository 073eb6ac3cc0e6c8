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
// start takes 550,494, a few seconds at a quarter of each frame. The
// solver steps by the room each tick leaves it (SlicedSearch's slice 0),
// not in the computer's whole slices of thousands of positions.
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
	v.hinting = view.NewSolverHint(v.St.String(), &c, 1, v.St.SlicedSearch(solveCap, 0), view.HintShow{
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

// outcome is the verdict the sign of Best's length stands for (its size is
// a bound, not the game's length).
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

// Working reports whether the hint's search or solve is under way
// (view.Worker).
func (v *View) Working() bool { return v.hinting.Working() }
