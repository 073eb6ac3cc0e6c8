package view

import (
	"time"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// A solver's hint is the hint (ViewHinter) of a view whose game has an
// exact solver (Kaskade, Cascades). The table's hint is the HintLevel
// search's move; the view runs that search too, and beside it the solver,
// in slices of each tick. The search's move shows when the search is done
// or after HintTicks at the most; once the solver has settled the
// position, its move replaces it, with the verdict. The game keeps what is
// its own: how its solver is made, and the verdict's words (HintShow).

const (
	HintTicks = 40     // the search's move shows after at most this many ticks
	HintLevel = "hard" // the search's level, as the table's hint
)

// HintShow is how a view shows what its SolverHint has found.
type HintShow struct {
	Mark func(mv game.Move)        // rings mv on the board (the view's SetHint)
	Say  func(msg string)          // writes msg in the table's message pill
	Move func(mv game.Move) string // mv in the game's notation
	// Verdict is the solver's move in words with who wins; length is as
	// game.ExactSearch's Best gives it.
	Verdict func(mv game.Move, length int) string
}

// SolverHint is a solver's hint at work on one position. Again, Stop and
// Update do nothing on a nil hint (a view that has none at work).
type SolverHint struct {
	key     string // the position worked on, to tell a second ask
	show    HintShow
	th      *ai.Thinker      // the search; nil once its move was shown
	exact   game.ExactSearch // the solver; nil where it does not apply
	ticks   int
	settled bool      // the solver has settled the position
	move    game.Move // the solver's move, once settled
	length  int       // and its length (game.ExactSearch's Best)
}

// NewSolverHint starts the hint on st (a copy the search may keep), whose
// position is named by key; exact is the game's solver of it, nil where
// none applies. Nothing runs before Update.
func NewSolverHint(key string, st game.State, seed uint64, exact game.ExactSearch, show HintShow) *SolverHint {
	h := &SolverHint{key: key, show: show, exact: exact}
	if p, err := ai.New(HintLevel); err == nil {
		h.th = ai.NewThinker(p, st, seed)
	}
	return h
}

// HasSolver reports whether a solver works beside the search.
func (h *SolverHint) HasSolver() bool { return h.exact != nil }

// Settled reports whether the solver has settled the position.
func (h *SolverHint) Settled() bool { return h.settled }

// Verdict is the solver's move and its length once settled (ok).
func (h *SolverHint) Verdict() (mv game.Move, length int, ok bool) {
	return h.move, h.length, h.settled
}

// Again reports whether h works on the position named key already: the
// player asked again, and the verdict, once settled, shows again.
func (h *SolverHint) Again(key string) bool {
	if h == nil || h.key != key {
		return false
	}
	if h.settled {
		h.showVerdict()
	}
	return true
}

// Working reports whether the work goes on: the search's move is not
// shown yet, or the solver has not settled the position.
func (h *SolverHint) Working() bool {
	return h != nil && (h.th != nil || h.exact != nil && !h.exact.Done())
}

// Stop abandons the work.
func (h *SolverHint) Stop() {
	if h == nil {
		return
	}
	if h.th != nil {
		h.th.Cancel()
	}
	if h.exact != nil {
		h.exact.Cancel()
	}
}

// Update runs one tick's slice of the work, about ui.SliceTarget in all
// at the speed learnt in speed (a quarter for the search while both run),
// and shows what it has found.
func (h *SolverHint) Update(speed *ui.SpeedMeter) {
	if h == nil {
		return
	}
	solving := h.exact != nil && !h.exact.Done()
	if h.th == nil && !solving {
		return
	}
	h.ticks++
	budget := speed.Budget(ui.SliceTarget)
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
		room := budget - ran
		if ran == 0 { // the solver alone: at least its next slice
			room = max(room, h.exact.Slice())
		}
		ran += h.exact.Step(room)
	}
	speed.Learn(ran, time.Since(start))
	h.found()
}

// found shows what the work has found so far: the verdict once settled,
// else the search's move when it is done or its time is up.
func (h *SolverHint) found() {
	if h.exact != nil && h.exact.Done() && !h.settled {
		if mv, length, ok := h.exact.Best(); ok {
			h.settled, h.move, h.length = true, mv, length
			if h.th != nil {
				h.th.Cancel()
				h.th = nil
			}
			h.showVerdict()
			return
		}
	}
	if h.th == nil || h.settled || !h.th.Done() && h.ticks < HintTicks {
		return
	}
	h.th.Cancel()
	mv := h.th.Best()
	h.th = nil
	if mv == game.NoMove {
		h.show.Say(i18n.Tr("no hint"))
		return
	}
	h.show.Mark(mv)
	h.show.Say(i18n.Trf("hint shown", h.show.Move(mv)))
}

// showVerdict rings the solver's move and says who wins.
func (h *SolverHint) showVerdict() {
	h.show.Mark(h.move)
	h.show.Say(h.show.Verdict(h.move, h.length))
}
