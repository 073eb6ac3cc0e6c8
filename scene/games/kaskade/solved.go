package kaskade

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// The hint (view.ViewHinter) is a solver's hint (view.SolverHint): the
// Hard level's move, replaced by the solver's where it applies (every
// position of a settled board, 3×3, 3×4, 4×3; on other boards up to 5×5 a
// bounded solve that settles positions near the end), with the verdict:
// winning or losing, and the moves left under perfect play. A game of
// more players has the search alone (party_view.go).

const (
	hintTicks = view.HintTicks // as the two-player hint's
	hintLevel = view.HintLevel
)

// solvedHint is the hint's work on one position.
type solvedHint = view.SolverHint

// StartHint starts the hint's work, or shows the verdict again.
func (v *KaskadeView) StartHint(st game.State) {
	if v.StartPartyHint(st) {
		return // a game of more players: the tree search (party_view.go)
	}
	if v.st.Over() || v.Anim != nil {
		return
	}
	if v.hinting.Again(v.st.String()) {
		return
	}
	v.Stop()
	g := kaskade.AsGame(v.st)
	v.hinting = view.NewSolverHint(v.st.String(), g, uint64(v.st.Moves()), g.ExactSearch(0), view.HintShow{
		Mark: v.SetHint, Say: v.say, Move: v.cellName,
		Verdict: func(mv game.Move, left int) string { return verdictText(v.cellName(mv), left) },
	})
}

// Stop abandons the hint's work (view.Stopper).
func (v *KaskadeView) Stop() {
	v.hinting.Stop()
	v.hinting = nil
}

// updateHint runs one tick's slice of the hint's work.
func (v *KaskadeView) updateHint() { v.hinting.Update(&v.hintSpeed) }

// cellName is the cell of mv, a two-player move, as the player reads it.
func (v *KaskadeView) cellName(mv game.Move) string {
	return v.st.Size().FormatCell(kaskade.Cell(mv))
}

// verdictText is the hint with the solver's verdict for the side to move.
func verdictText(cell string, left int) string {
	switch {
	case left == 1:
		return i18n.Trf("ks hint wins now", cell)
	case left > 0:
		return i18n.Trf("ks hint winning", cell, left)
	case left == -2:
		return i18n.Trf("ks hint losing 2", cell)
	}
	return i18n.Trf("ks hint losing", cell, -left)
}

func (v *KaskadeView) say(msg string) {
	if v.env.Say != nil {
		v.env.Say(msg, false)
	}
}

// drawSolvedNote writes the note on solved sizes right of the options'
// "Board" label (at y), smaller where the width is short, without the
// list of sizes where even that does not fit.
func drawSolvedNote(dst *ebiten.Image, z kaskade.Size, r ui.Rect, y, u float64) {
	room := r.W - sprites.TextWidth(i18n.Tr("board"), sprites.Face(15*u, false)) - 12*u
	note, face := solvedNote(z, true), sprites.Face(13*u, false)
	if sprites.TextWidth(note, face) > room {
		face = sprites.Face(11*u, false)
	}
	if sprites.TextWidth(note, face) > room {
		note = solvedNote(z, false)
	}
	sprites.DrawText(dst, note, face, r.X+r.W, y, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
}

// solvedNote is the menu's note when a size solved from the start is
// chosen, naming every size with the same winner (or, not all, "solved");
// "" for the others.
func solvedNote(z kaskade.Size, all bool) string {
	first, ok := kaskade.SolvedStart(z)
	key := map[bool]string{true: "ks solved", false: "ks solved second"}[first]
	switch {
	case !ok:
		return ""
	case !all:
		return i18n.Tr(key)
	}
	var names []string
	for cols := kaskade.MinSide; cols <= kaskade.MaxSide; cols++ {
		for rows := kaskade.MinSide; rows <= kaskade.MaxSide; rows++ {
			s := kaskade.Size{Cols: cols, Rows: rows}
			if f, ok := kaskade.SolvedStart(s); ok && f == first {
				names = append(names, sizeLabel(s))
			}
		}
	}
	return i18n.Trf(key+" note", strings.Join(names, ", "))
}

// Working reports whether a hint's search or solve is under way
// (view.Worker).
func (v *KaskadeView) Working() bool { return v.hinting.Working() || v.manyHint != nil }
