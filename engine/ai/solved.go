package ai

import "kaskade/engine/game"

// Exact search: a game that can solve a position exactly (Kaskade on small
// boards) offers its solver to the players whose Config asks for it
// (Exact: Expert). The Thinker runs a short search first, so that a good
// move is ready should the caller's time run out, then the solver, then
// the search again if the solver gave up: the move is the solver's once
// it has settled the position (a winning side's fastest win, a losing
// side's longest game), else the search's. The order depends on node
// counts only, so slicing does not change the result.

// ExactSearch is a game's sliced exact solve of one position.
type ExactSearch = game.ExactSearch

// Solvable is implemented by a game state with an exact solver.
// ExactSearch prepares the solve of the position within budget positions;
// 0 leaves the bound to the game: none where it settles every position of
// the board, one of its own elsewhere. It returns nil where the solver
// does not apply.
type Solvable interface {
	ExactSearch(budget int64) ExactSearch
}

// exactWarmUp is the search's nodes before the solver starts: enough for
// a sound move should the solver not finish in time.
const exactWarmUp = 1 << 14

// solverRun is the solver beside a Thinker's search.
type solverRun struct {
	x        ExactSearch
	searched bool // the search has finished
}

// wantsExact reports whether p asks st's game for its solver. A player
// given a node budget (tests, the golden moves) searches as it always did:
// the budget is the search's.
func (p *Player) wantsExact(st game.State) bool {
	_, ok := st.(Solvable)
	return ok && p.Exact && p.Nodes == 0 && !st.IsOver()
}

// exactFor is the game's solver for p's search of st, or nil.
func (p *Player) exactFor(st game.State) *solverRun {
	if !p.wantsExact(st) {
		return nil
	}
	x := st.(Solvable).ExactSearch(0)
	if x == nil {
		return nil
	}
	return &solverRun{x: x}
}

// count is the positions the solver searched (0 without one).
func (e *solverRun) count() int64 {
	if e == nil {
		return 0
	}
	return e.x.Nodes()
}

// cancel ends the solver's search, if any.
func (e *solverRun) cancel() {
	if e != nil {
		e.x.Cancel()
	}
}

// stepExact is Step with a solver: the search's warm-up, the solver, then
// the search on. The search runs in its slices of 64 nodes up to about
// nodes, as without a solver; the solver only in whole slices that fit,
// except that a Step that has run nothing yet runs one, so that every
// Step makes progress. It is done when the solver has settled the
// position (its move becomes the result), or when both have finished.
func (t *Thinker) stepExact(nodes int64) bool {
	e, ran := t.x, int64(0)
	for !t.done && ran < nodes {
		switch {
		case !e.searched && (t.s.nodes < exactWarmUp || e.x.Done()):
			before := t.s.nodes
			if _, ok := t.next(); !ok {
				e.searched = true
			}
			ran += t.s.nodes - before
		case !e.x.Done():
			room := nodes - ran
			if ran == 0 {
				room = max(room, e.x.Slice())
			}
			n := e.x.Step(room)
			ran += n
			if m, length, ok := e.x.Best(); ok {
				t.finish() // the search unwinds first: it may still write res
				t.s.res = exactResult(m, length)
			} else if n == 0 {
				return false // the next slice does not fit
			}
		default: // both have finished
			t.finish()
		}
	}
	return t.done
}

// exactResult is the result of a settled position: the score of a forced
// win (length > 0) or loss (length < 0) in length moves, or of a draw
// (length 0), which scores 0 as the search's drawn ends do.
func exactResult(m game.Move, length int) Result {
	score := 0
	switch {
	case length > 0:
		score = winScore - length
	case length < 0:
		score = -(winScore + length)
	}
	return Result{Move: m, Score: score, Depth: abs(length), PV: []game.Move{m}}
}

// exactPoll is the nodes between two looks at the caller's clock while the
// solver runs (the search looks every 64 nodes itself): about a millisecond
// of the solver, so a thinking time is kept.
const exactPoll = 1 << 10

// thinkExact is Think for a player that asks the game's solver: the
// Thinker's slices until they are done or stop says so.
func thinkExact(p *Player, st game.State, seed uint64, stop func() bool) Result {
	t := NewThinker(p, st, seed)
	t.s.lim.Stop = stop
	for !t.Step(exactPoll) && (stop == nil || !stop()) {
	}
	t.Cancel()
	return t.Progress()
}
