package ai

import (
	"iter"

	"kaskade/engine/game"
)

// start prepares p's search of st: alpha-beta and its kin where they fit
// the game, else the general tree search (configFor). A chance position
// always goes to the tree search, which draws an outcome.
func (p *Player) start(st game.State, seed uint64, stop func() bool) *search {
	cfg, general := p.configFor(st)
	lim := Limits{Depth: cfg.Depth, Nodes: cfg.Nodes, Stop: stop}
	if general || st.CurrentPlayer() == game.Chance {
		return newTreeSearch(cfg, st, seed, lim)
	}
	return newSearch(cfg, st, seed, lim)
}

// Think searches st for p in one go and returns the result. stop (may be
// nil) is polled every 64 nodes: the caller's clock, e.g.
//
//	deadline := time.Now().Add(p.MoveTime)
//	res := ai.Think(p, st, seed, func() bool { return time.Now().After(deadline) })
//
// A Timed player needs a stop condition, or it searches to the depth limit.
func Think(p *Player, st game.State, seed uint64, stop func() bool) Result {
	if p.wantsExact(st) {
		return thinkExact(p, st, seed, stop) // the game's solver first (solved.go)
	}
	s := p.start(st, seed, stop)
	s.run()
	return s.result()
}

func (s *search) result() Result {
	r := s.res
	r.Nodes = s.nodes
	r.PV = append([]game.Move(nil), r.PV...)
	if len(r.PV) == 0 || r.PV[0] != r.Move {
		r.PV = []game.Move{r.Move}
	}
	if r.Move == game.NoMove {
		r.PV = nil
	}
	return r
}

// Thinker runs a search in slices so that a one-threaded caller (the
// browser) never blocks a frame. Each Step runs about the given number of
// nodes and returns; Best is a legal move from the start. The search is a
// coroutine (iter.Pull) paused every 64 nodes, so slicing does not change
// what it finds: Step in slices gives the same move as Think with the same
// node budget. A Thinker is not safe for concurrent use.
type Thinker struct {
	s    *search
	x    *solverRun // the game's solver, stepped first (solved.go); nil: none
	next func() (struct{}, bool)
	stop func()
	done bool
}

// NewThinker prepares a search of st for p; nothing runs before Step.
// The player's own limits (depth, nodes) apply; a Timed player runs until
// the caller, watching its clock, calls Cancel.
func NewThinker(p *Player, st game.State, seed uint64) *Thinker {
	s := p.start(st, seed, nil)
	t := &Thinker{s: s, x: p.exactFor(st)}
	t.next, t.stop = iter.Pull(func(yield func(struct{}) bool) {
		s.pause = func() bool { return yield(struct{}{}) }
		s.run()
	})
	return t
}

// Step runs the search for about nodes more nodes (at least one pause
// interval) and reports whether it has finished.
func (t *Thinker) Step(nodes int64) bool {
	if t.x != nil {
		return t.stepExact(nodes)
	}
	target := t.s.nodes + nodes
	for !t.done && t.s.nodes < target {
		if _, ok := t.next(); !ok {
			t.finish()
		}
	}
	return t.done
}

// Cancel ends the search; Best keeps the best move found so far.
func (t *Thinker) Cancel() { t.finish() }

func (t *Thinker) finish() {
	t.done = true
	t.stop()
	t.x.cancel()
}

// Done reports whether the search has finished or was cancelled.
func (t *Thinker) Done() bool { return t.done }

// Best is the best move found so far (game.NoMove only if there is no
// legal move): the move to play when the time is up, or a hint.
func (t *Thinker) Best() game.Move { return t.s.res.Move }

// Progress gives the figures so far: depth, nodes, score and line.
func (t *Thinker) Progress() Result {
	r := t.s.result()
	r.Nodes += t.x.count()
	return r
}
