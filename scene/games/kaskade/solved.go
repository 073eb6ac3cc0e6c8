package kaskade

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The hint (view.ViewHinter): the table's hint is the Hard level's move;
// this view runs that search too, and beside it the solver where it
// applies (every position of a settled board, 3×3, 3×4, 4×3; on other
// boards up to 5×5 a bounded solve that settles positions near the end).
// The search's move shows after at most hintTicks; once the solver has
// settled the position its perfect move replaces it, with the verdict:
// winning or losing, and the moves left under perfect play.

const (
	hintTicks = 40     // the search's move shows after at most this long
	hintLevel = "hard" // as the table's hint
)

// solvedHint is the hint's work on one position.
type solvedHint struct {
	st    *kaskade.State
	exact ai.ExactSearch // nil where the solver does not apply; kept once done
	th    *ai.Thinker    // the search; nil once its move was shown
	ticks int
	move  game.Move // the perfect move, once settled
	left  int       // moves left under perfect play: > 0 winning, < 0 losing
}

// settled reports whether the solver has settled the position.
func (h *solvedHint) settled() bool { return h.left != 0 }

// StartHint starts the hint's work, or shows the verdict again.
func (v *KaskadeView) StartHint(st game.State) {
	if v.StartPartyHint(st) {
		return // a game of more players: the tree search (party_view.go)
	}
	if v.st.Over() || v.Anim != nil {
		return
	}
	if h := v.hinting; h != nil && h.st.String() == v.st.String() {
		if h.settled() {
			v.showVerdict(h)
		}
		return
	}
	v.Stop()
	g := kaskade.AsGame(v.st)
	h := &solvedHint{st: v.st.Clone(), exact: g.ExactSearch(0)}
	if p, err := ai.New(hintLevel); err == nil {
		h.th = ai.NewThinker(p, g, uint64(v.st.Moves()))
	}
	v.hinting = h
}

// Stop abandons the hint's work (view.Stopper).
func (v *KaskadeView) Stop() {
	if h := v.hinting; h != nil {
		if h.th != nil {
			h.th.Cancel()
		}
		if h.exact != nil {
			h.exact.Cancel()
		}
	}
	v.hinting = nil
}

// updateHint runs one tick's slice of the hint's work, about
// ui.SliceTarget in all: a quarter for the search while both run.
func (v *KaskadeView) updateHint() {
	h := v.hinting
	if h == nil || h.th == nil && (h.exact == nil || h.exact.Done()) {
		return
	}
	h.ticks++
	budget := v.hintSpeed.Budget(ui.SliceTarget)
	start, ran := time.Now(), int64(0)
	solving := h.exact != nil && !h.exact.Done()
	if h.th != nil {
		share := budget
		if solving {
			share = budget / 4
		}
		before := h.th.Progress().Nodes
		h.th.Step(share)
		ran = h.th.Progress().Nodes - before
	}
	if solving {
		room := budget - ran
		if ran == 0 {
			room = max(room, h.exact.Slice())
		}
		ran += h.exact.Step(room)
	}
	v.hintSpeed.Learn(ran, time.Since(start))
	v.hintDone(h)
}

// hintDone shows what the work has found so far: the verdict once
// settled, else the search's move when it is done or its time is up.
func (v *KaskadeView) hintDone(h *solvedHint) {
	if h.exact != nil && h.exact.Done() && !h.settled() {
		if m, left, ok := h.exact.Best(); ok {
			h.move, h.left = m, left
			if h.th != nil {
				h.th.Cancel()
				h.th = nil
			}
			v.showVerdict(h)
			return
		}
	}
	if h.th == nil || h.settled() || !h.th.Done() && h.ticks < hintTicks {
		return
	}
	h.th.Cancel()
	mv := h.th.Best()
	h.th = nil
	if mv == game.NoMove {
		v.say(i18n.Tr("no hint"))
		return
	}
	v.SetHint(mv)
	v.say(i18n.Trf("hint shown", v.st.Size().FormatCell(kaskade.Cell(mv))))
}

// showVerdict rings the perfect move and says who wins.
func (v *KaskadeView) showVerdict(h *solvedHint) {
	v.SetHint(h.move)
	v.say(verdictText(v.st.Size().FormatCell(kaskade.Cell(h.move)), h.left))
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
