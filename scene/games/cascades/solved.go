package cascades

import (
	"time"

	"kaskade/engine/ai"
	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// The hint (view.ViewHinter): the table's hint is the Hard level's move;
// this view runs that search too, and beside it the solver (plain drops,
// up to solveCap positions: from the start that settles every board up to
// 4×6, 6×4 and 8×3, and on larger boards the positions near the end). The
// search's move shows after at most hintTicks; once the solver has settled
// the position, the first move of its best turn replaces it, with the
// verdict for the side to move: winning, drawn or losing.

const (
	hintTicks = 40     // the search's move shows after at most this long
	hintLevel = "hard" // as the table's hint
	// solveCap bounds the positions one verdict may search: 8x3 from the
	// start takes 550,494, a few seconds at a quarter of each frame.
	solveCap = 600_000
)

// solvedHint is the hint's work on one position.
type solvedHint struct {
	key   string
	x     *cascades.Sliced // nil where the solver does not apply
	th    *ai.Thinker      // the search; nil once its move was shown
	ticks int
	sol   cascades.Solution // the solver's answer, once it has settled
}

func (h *solvedHint) settled() bool { return h.sol.Outcome != cascades.Unknown && len(h.sol.Turn) > 0 }

// StartHint starts the hint's work, or shows the verdict again.
func (v *View) StartHint(game.State) {
	if v.St.Over() || v.Anim != nil {
		return
	}
	if h := v.hinting; h != nil && h.key == v.St.String() {
		if h.settled() {
			v.showVerdict(h)
		}
		return
	}
	v.Stop()
	h := &solvedHint{key: v.St.String()}
	h.x, _ = cascades.NewSliced(v.St, solveCap) // nil: the free-drop variant, a board too large
	if p, err := ai.New(hintLevel); err == nil {
		c := *v.St
		h.th = ai.NewThinker(p, &c, 1)
	}
	v.hinting = h
}

// Stop abandons the hint's work (view.Stopper).
func (v *View) Stop() {
	if h := v.hinting; h != nil && h.th != nil {
		h.th.Cancel()
	}
	v.hinting = nil
}

// updateHint runs one tick's slice of the hint's work, about
// ui.SliceTarget in all: a quarter for the search while both run.
func (v *View) updateHint() {
	h := v.hinting
	solving := h != nil && h.x != nil && !h.x.Done()
	if h == nil || h.th == nil && !solving {
		return
	}
	h.ticks++
	budget := v.hintSpeed.Budget(ui.SliceTarget)
	start, ran := time.Now(), int64(0)
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
		before := h.x.Nodes()
		h.x.Step(budget - ran)
		ran += h.x.Nodes() - before
	}
	v.hintSpeed.Learn(ran, time.Since(start))
	v.hintDone(h)
}

// hintDone shows what the work has found so far: the verdict once
// settled, else the search's move when it is done or its time is up.
func (v *View) hintDone(h *solvedHint) {
	if h.x != nil && h.x.Done() && !h.settled() {
		if h.sol = h.x.Result(); h.settled() {
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
	v.say(i18n.Trf("hint shown", v.St.FormatMove(mv)))
}

// showVerdict marks the first move of the solver's turn and says who wins.
func (v *View) showVerdict(h *solvedHint) {
	mv := h.sol.Turn[0]
	v.SetHint(mv)
	v.say(verdictText(v.St.FormatMove(mv), h.sol.Outcome))
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
