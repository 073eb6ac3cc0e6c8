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

// candidates are the moves that may be the turning point, best first: in
// a lost game the moves after which the seat was lost where it had not
// been before, the last first; then the others that cost something, the
// largest swing first. At most maxCandidates.
func candidates(moves []Move, result float64) []int {
	var out []int
	if result < 0 {
		for i := len(moves) - 1; i >= 0; i-- {
			if m := moves[i]; m.After.Outcome() < 0 && m.Before.Outcome() >= 0 {
				out = append(out, i)
			}
		}
	}
	var rest []int
	for i, m := range moves {
		if m.Swing() > 0 && !slices.Contains(out, i) {
			rest = append(rest, i)
		}
	}
	slices.SortStableFunc(rest, func(a, b int) int { return moves[b].Swing() - moves[a].Swing() })
	out = append(out, rest...)
	return out[:min(len(out), maxCandidates)]
}

// startConfirm begins the confirmation, once every move is reviewed.
func (r *Review) startConfirm() {
	r.sure, r.cands = true, candidates(r.found, r.result())
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
	if better(best, played) {
		m.Before, m.After = best, played
		r.done, r.turn = true, c
		return 1
	}
	m.Best, m.Before, m.After = m.Played, played, played
	r.cands = r.cands[1:]
	r.nextCandidate()
	return 1
}
