package view

import (
	"fmt"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// fakeSolve is a solver that settles after need positions, with best
// (length) unless it fails (its budget ran out); it keeps the room each
// Step was given.
type fakeSolve struct {
	need, nodes, slice int64
	best               game.Move
	length             int
	fail, canceled     bool
	rooms              []int64
}

func (f *fakeSolve) Step(room int64) int64 {
	f.rooms = append(f.rooms, room)
	if room < f.slice || f.Done() {
		return 0
	}
	n := min(room, f.need-f.nodes)
	f.nodes += n
	return n
}

func (f *fakeSolve) Slice() int64 { return max(f.slice, 1) }
func (f *fakeSolve) Done() bool   { return f.canceled || f.nodes >= f.need }
func (f *fakeSolve) Nodes() int64 { return f.nodes }
func (f *fakeSolve) Cancel()      { f.canceled = true }

func (f *fakeSolve) Best() (game.Move, int, bool) {
	if !f.Done() || f.fail || f.canceled {
		return game.NoMove, 0, false
	}
	return f.best, f.length, true
}

// shown is what a hint showed through its HintShow.
type shown struct {
	marks []game.Move
	said  []string
}

func (s *shown) show() HintShow {
	return HintShow{
		Mark: func(mv game.Move) { s.marks = append(s.marks, mv) },
		Say:  func(msg string) { s.said = append(s.said, msg) },
		Move: func(mv game.Move) string { return fmt.Sprint("m", int(mv)) },
		Verdict: func(mv game.Move, length int) string {
			return fmt.Sprintf("verdict m%d %d", mv, length)
		},
	}
}

// empty6x6 is the position hintOn works on.
const empty6x6 = "6x6 ....../....../....../....../....../...... w 0 *"

// hintOn is a hint on an empty 6x6 Kaskade board with exact as its
// solver (may be nil).
func hintOn(t *testing.T, exact game.ExactSearch) (*SolverHint, *shown) {
	t.Helper()
	st, err := kaskade.ParseGame(empty6x6)
	if err != nil {
		t.Fatal(err)
	}
	s := &shown{}
	return NewSolverHint(st.String(), st, 1, exact, s.show()), s
}

// untilSaid updates h until it says something more than before; it
// returns the ticks.
func untilSaid(t *testing.T, h *SolverHint, s *shown, speed *ui.SpeedMeter) int {
	t.Helper()
	before := len(s.said)
	for tick := 1; tick <= 1000; tick++ {
		h.Update(speed)
		if len(s.said) > before {
			return tick
		}
	}
	t.Fatal("nothing said")
	return 0
}

// While both run the search takes a quarter of the tick's budget and the
// solver the rest; the solver's verdict ends the search, and asked again
// it is shown again.
func TestSolverHintVerdict(t *testing.T) {
	f := &fakeSolve{need: 200, best: 7, length: 5}
	h, s := hintOn(t, f)
	th := h.th
	var speed ui.SpeedMeter
	budget := speed.Budget(ui.SliceTarget) // before anything is learnt
	h.Update(&speed)
	searched := th.Progress().Nodes
	if searched == 0 || searched > budget/2 || f.rooms[0] != budget-searched {
		t.Fatalf("budget %d: the search ran %d, the solver had room %d", budget, searched, f.rooms[0])
	}
	if mv, length, ok := h.Verdict(); !ok || !h.Settled() || mv != 7 || length != 5 {
		t.Fatalf("verdict %v %d %v", mv, length, ok)
	}
	if h.th != nil || !th.Done() || len(s.marks) != 1 || s.marks[0] != 7 || len(s.said) != 1 || s.said[0] != "verdict m7 5" {
		t.Fatalf("search %v (done %v), marked %v, said %q", h.th, th.Done(), s.marks, s.said)
	}
	ticks := h.ticks
	h.Update(&speed)
	if h.ticks != ticks || len(s.said) != 1 {
		t.Fatal("the hint works on once settled")
	}
	if h.Again("another position") || len(s.said) != 1 {
		t.Fatal("another position is asked again")
	}
	st, _ := kaskade.ParseGame(empty6x6)
	if !h.Again(st.String()) || len(s.marks) != 2 || s.marks[1] != 7 || len(s.said) != 2 || s.said[1] != s.said[0] {
		t.Fatalf("asked again: marked %v, said %q", s.marks, s.said)
	}
}

// Without a solver the search's move shows, within HintTicks, and then
// the hint rests.
func TestSolverHintWithoutSolver(t *testing.T) {
	h, s := hintOn(t, nil)
	var speed ui.SpeedMeter
	ticks := untilSaid(t, h, s, &speed)
	if h.HasSolver() || h.Settled() || h.th != nil || ticks > HintTicks {
		t.Fatalf("after %d ticks: solver %v, settled %v, search %v", ticks, h.HasSolver(), h.Settled(), h.th)
	}
	if len(s.marks) != 1 || s.marks[0] == game.NoMove || s.said[0] != i18n.Trf("hint shown", fmt.Sprint("m", int(s.marks[0]))) {
		t.Fatalf("marked %v, said %q", s.marks, s.said)
	}
	h.Update(&speed)
	if h.ticks != ticks || !h.Again(h.key) || len(s.said) != 1 {
		t.Fatal("the hint works on after the search's move")
	}
}

// A search that does not finish shows its move after exactly HintTicks.
func TestSolverHintTimesOut(t *testing.T) {
	h, s := hintOn(t, nil)
	p, err := ai.New("expert") // timed: it runs until cancelled
	if err != nil {
		t.Fatal(err)
	}
	st, _ := kaskade.ParseGame(empty6x6)
	h.th = ai.NewThinker(p, st, 1)
	var speed ui.SpeedMeter
	if ticks := untilSaid(t, h, s, &speed); ticks != HintTicks || len(s.marks) != 1 {
		t.Fatalf("shown after %d ticks, marked %v", ticks, s.marks)
	}
}

// A solver slower than the search: its move shows first, then the
// verdict replaces it; the solver alone has at least its next slice.
func TestSolverHintSearchThenVerdict(t *testing.T) {
	f := &fakeSolve{need: 1 << 40, best: 3, length: -4}
	h, s := hintOn(t, f)
	var speed ui.SpeedMeter
	untilSaid(t, h, s, &speed)
	if h.th != nil || h.Settled() || len(s.marks) != 1 {
		t.Fatalf("search %v, settled %v, marked %v", h.th, h.Settled(), s.marks)
	}
	f.need, f.slice = f.nodes+1<<20, 1<<20 // more than any tick's budget
	untilSaid(t, h, s, &speed)
	if room := f.rooms[len(f.rooms)-1]; room != 1<<20 {
		t.Fatalf("the solver alone had room %d", room)
	}
	if len(s.marks) != 2 || s.marks[1] != 3 || s.said[1] != "verdict m3 -4" {
		t.Fatalf("marked %v, said %q", s.marks, s.said)
	}
}

// A solver out of budget leaves the search's move, and the hint rests.
func TestSolverHintSolverFails(t *testing.T) {
	f := &fakeSolve{need: 100, fail: true}
	h, s := hintOn(t, f)
	var speed ui.SpeedMeter
	ticks := untilSaid(t, h, s, &speed)
	h.Update(&speed)
	if h.Settled() || h.ticks != ticks || len(s.said) != 1 || len(s.marks) != 1 || s.said[0] != i18n.Trf("hint shown", fmt.Sprint("m", int(s.marks[0]))) {
		t.Fatalf("settled %v after %d ticks, said %q", h.Settled(), h.ticks, s.said)
	}
}

// Stop cancels the search and the solver.
func TestSolverHintStop(t *testing.T) {
	f := &fakeSolve{need: 1 << 40}
	h, s := hintOn(t, f)
	var speed ui.SpeedMeter
	h.Update(&speed)
	th := h.th
	h.Stop()
	if !th.Done() || !f.canceled || len(s.said) != 0 {
		t.Fatalf("search done %v, solver cancelled %v, said %q", th.Done(), f.canceled, s.said)
	}
}

// A view with no hint at work may ask, stop and update it (no panic).
func TestSolverHintNil(t *testing.T) {
	var h *SolverHint
	h.Update(&ui.SpeedMeter{})
	h.Stop()
	if h.Again("") {
		t.Fatal("no hint works on the position")
	}
}
