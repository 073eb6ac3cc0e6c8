package review

import (
	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// A probe is the sliced evaluation of one position: the game's solver
// first, within its budget, then (if it did not settle the position) the
// search at its fixed node budget. Both count nodes, never time.

// freshSolver is a game state whose exact solve depends on the position
// and the budget alone (Kaskade keeps a table between the computer's
// solves: a solve from it may settle sooner, and a review would differ
// from one run to the next). A game whose ExactSearch keeps nothing
// (Cascades) needs only ai.Solvable.
type freshSolver interface {
	FreshExactSearch(budget int64) game.ExactSearch
}

// lengthTeller is an ExactSearch whose Best length is the moves left
// exactly, not a bound.
type lengthTeller interface {
	ExactLength() bool
}

// probe evaluates st for seat.
type probe struct {
	st        game.State
	seat      game.Player
	seed      uint64
	player    *ai.Player
	x         game.ExactSearch // the solver while it works; nil: none or finished
	exact     bool             // x's lengths are exact
	th        *ai.Thinker      // the search while it works
	done      bool
	unsettled bool // the solver ran out of its budget
	value     Value
	best      game.Move // the best move found (game.NoMove at the end of the game)
}

// newProbe prepares the evaluation of st; nothing runs before step. A
// finished game is valued at once.
// exact is the solver's budget (0: no solver).
func newProbe(st game.State, seat game.Player, exact int64, seed uint64, player *ai.Player) *probe {
	p := &probe{st: st, seat: seat, seed: seed, player: player, best: game.NoMove}
	if st.IsOver() {
		p.done, p.value = true, overValue(st.Result(seat))
		return p
	}
	p.x, p.exact = solverFor(st, exact)
	return p
}

// solverFor is st's exact solve within budget positions, or nil where the
// game has none or it does not apply; exact says its lengths are exact.
func solverFor(st game.State, budget int64) (x game.ExactSearch, exact bool) {
	if budget <= 0 {
		return nil, false
	}
	switch s := st.(type) {
	case freshSolver:
		x = s.FreshExactSearch(budget)
	case ai.Solvable:
		x = s.ExactSearch(budget)
	}
	if x == nil {
		return nil, false
	}
	t, ok := x.(lengthTeller)
	return x, ok && t.ExactLength()
}

// mine reports whether the seat reviewed is to move in the probe's position.
func (p *probe) mine() bool { return p.st.CurrentPlayer() == p.seat }

// step runs about room more nodes (at least one slice) and returns how
// many it ran.
func (p *probe) step(room int64) int64 {
	if p.done {
		return 0
	}
	if p.x != nil {
		return p.stepSolver(room)
	}
	if p.th == nil {
		p.th = ai.NewThinker(p.player, p.st, p.seed)
	}
	before := p.th.Progress().Nodes
	finished := p.th.Step(room)
	ran := p.th.Progress().Nodes - before
	if finished {
		r := p.th.Progress()
		p.value = Value{Score: r.Score}
		if !p.mine() {
			p.value.Score = -r.Score
		}
		p.best, p.done, p.th = r.Move, true, nil
	}
	return ran
}

// stepSolver runs the solver's slices that fit room, or its next slice
// when none fits, and takes its verdict once it has settled the position.
func (p *probe) stepSolver(room int64) int64 {
	ran := p.x.Step(room)
	if ran == 0 && !p.x.Done() {
		ran = p.x.Step(p.x.Slice())
	}
	if !p.x.Done() {
		return ran
	}
	if mv, length, ok := p.x.Best(); ok {
		p.value, p.best, p.done = solvedValue(length, p.mine(), p.exact), mv, true
	} else {
		p.unsettled = true
	}
	p.x = nil // settled, or over its budget: the search takes over
	return ran
}

// cancel abandons the work under way.
func (p *probe) cancel() {
	if p.x != nil {
		p.x.Cancel()
	}
	if p.th != nil {
		p.th.Cancel()
	}
}
