package review

import (
	"slices"
)

// The turning point is confirmed before it is named. A search at a fixed
// budget misjudges now and then: it sees the loss after the move played
// but not yet after its better move, which loses as surely. So the
// candidates, best first, are valued again after the move played and
// after the better move, with confirmFactor times the budgets; the first
// whose better move is still better is the turning point, and a candidate
// that is not keeps no better move (its values become the deeper ones).

const (
	confirmFactor = 2 // the confirming probes' budgets, times the review's
	maxCandidates = 4 // the most moves valued again
)

// candidates are the moves that may be the turning point, best first: the
// moves that cost the seat at least MinTurnCost of its chances (scale k),
// the costliest first, of two that cost alike the later (in a lost game,
// the last move after which the seat was lost). At most maxCandidates.
// The cost is in chances, not in the search's score: on 8x8 a score from
// +1978 to +795 for the winner was named the turning point of a game
// won 41 moves later, while a move that took an even game to a lost one
// cost more.
func candidates(moves []Move, k float64, result float64) []int {
	var out []int
	for i, m := range moves {
		if m.Cost(k) >= MinTurnCost {
			out = append(out, i)
		}
	}
	if len(out) == 0 && result < 0 { // a lost game turned somewhere: the costliest move, however little
		for i, m := range moves {
			if m.Cost(k) > 0 || m.Best != m.Played && better(m.Before, m.After) {
				out = append(out, i)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b int) int {
		ca, cb := moves[a].Cost(k), moves[b].Cost(k)
		switch {
		case ca > cb+costTie:
			return -1
		case cb > ca+costTie:
			return 1
		}
		return b - a // alike: the later first
	})
	return out[:min(len(out), maxCandidates)]
}

// costTie is how close two costs are to count as alike.
const costTie = 1e-9

// startConfirm begins the confirmation, once every move is reviewed.
func (r *Review) startConfirm() {
	r.sure, r.cands = true, candidates(r.found, r.opt.Scale, r.result())
	r.nextCandidate()
}

// nextCandidate makes the probes of the first candidate left, or ends the
// review with none. A candidate the solver valued on both sides needs no
// confirming: it is the turning point.
func (r *Review) nextCandidate() {
	if len(r.cands) == 0 {
		r.done, r.turn = true, -1
		return
	}
	m := r.found[r.cands[0]]
	if m.Before.Solved && m.After.Solved {
		r.done, r.turn = true, r.cands[0]
		return
	}
	best := r.states[m.Ply].Clone()
	best.Apply(m.Best)
	seed := r.seed(m.Ply) + 2<<32
	exact := confirmFactor * max(r.opt.Exact, 0)
	r.check = [2]*probe{
		newProbe(r.states[m.Ply+1], r.opt.Seat, exact, seed, r.deep),
		newProbe(best, r.opt.Seat, exact, seed+1, r.deep),
	}
}

// confirmStep runs about nodes of the confirming probes and returns how
// many it ran; once both are done it judges the candidate.
func (r *Review) confirmStep(nodes int64) int64 {
	for _, p := range r.check {
		if !p.done {
			return max(p.step(nodes), 1)
		}
	}
	played, best := r.check[0].value, r.check[1].value
	c := r.cands[0]
	m := &r.found[c]
	cost := (Move{Best: m.Best, Played: m.Played, Before: best, After: played}).Cost(r.opt.Scale)
	if better(best, played) && (cost >= MinTurnCost || r.result() < 0) {
		m.Before, m.After = best, played
		r.done, r.turn = true, c
		return 1
	}
	m.Best, m.Before, m.After = m.Played, played, played
	r.cands = r.cands[1:]
	r.nextCandidate()
	return 1
}
