package ai

import (
	"math"
	"math/rand/v2"
	"slices"

	"kaskade/engine/game"
)

// The general tree search serves every game where alpha-beta does not fit:
// more than two players, chance steps, hidden information. It is Monte
// Carlo tree search in the information-set form (Cowling, Powley and
// Whitehouse 2012) with max^n backups:
//
//   - each playout starts from a position re-dealt from the searching seat's
//     view (game.Imperfect.Resample), never from the true one, so the choice
//     depends only on what the seat has seen;
//   - chance steps are drawn by their probability (game.ChanceState);
//   - a node keeps a total return for every seat, and a seat to move picks
//     by its own return (UCT), counting a child only in the playouts in which
//     its move was legal (availability);
//   - with a game.Evaluator (or the game's Heuristic named by Config.Eval)
//     a playout stops after Cutoff moves and scores the position by
//     tanh(Evaluate/EvalScale) instead of playing on (a
//     negative Cutoff scores the new leaf at once: no random moves).

const (
	defaultCutoff    = 60   // moves of a playout before the evaluation takes over
	defaultEvalScale = 200  // an evaluation of 200 is worth a return of tanh(1) = 0.76
	maxRollout       = 4096 // a playout longer than this counts as a draw
	treeC            = 0.7  // UCT exploration for returns in [0, 1]
)

// treeNode is a node of the general tree search: the position after move,
// as seen by the searching seat. Children form a list (first, next).
type treeNode struct {
	move   game.Move
	parent int32
	first  int32 // first child, -1 for none
	next   int32 // next sibling, -1 for none
	visits float64
	avail  float64                  // playouts in which move was legal at the parent
	seat   int                      // the seat that chose move (0 for chance)
	value  [game.MaxPlayers]float64 // each seat's total return, mapped to [0, 1]
}

// SeatsEvaluator is implemented by a game.Evaluator that can score every
// seat in one go, cheaper than Evaluate seat by seat when each score
// weighs a seat against the others: EvaluateSeats fills out[p] with
// Evaluate(p) for every seat.
type SeatsEvaluator interface {
	EvaluateSeats(out []int)
}

// newTreeSearch prepares the general tree search of st. At a chance
// position it only draws an outcome by its probability.
func newTreeSearch(cfg Config, st game.State, seed uint64, lim Limits) *search {
	s := &search{cfg: cfg, lim: lim, rng: rand.New(rand.NewPCG(seed, 0x74726565)), general: true}
	s.deal = game.SplitMix64{State: seed}
	s.res.Move = game.NoMove
	s.me = st.CurrentPlayer()
	s.imperfect, _ = st.(game.Imperfect)
	if h, ok := st.(game.Heuristics); ok && cfg.Eval != "" {
		s.eval = h.Heuristic(cfg.Eval) // nil for a name the game lacks: its Evaluator
	}
	s.stack[0] = st.Clone() // read only through determinize
	switch {
	case st.IsOver():
		return s
	case s.me == game.Chance:
		s.res.Move = drawOutcome(st, s.rng.Float64(), &s.outs)
		return s
	}
	s.root = s.determinize().LegalMoves(nil)
	if len(s.root) > 0 {
		s.res.Move = s.root[0]
	}
	s.tree = []treeNode{{move: game.NoMove, parent: -1, first: -1, next: -1}}
	return s
}

// determinize is the position a playout starts from: for a game with hidden
// information a fresh deal of what the seat to move cannot see, else a copy.
func (s *search) determinize() game.State {
	if s.imperfect != nil {
		return s.imperfect.Resample(s.me, &s.deal)
	}
	return s.child(s.stack[0], game.NoMove, 1)
}

// runTree plays out until its budget or the caller stops it, then picks
// the most searched move.
func (s *search) runTree() {
	limit := s.cfg.Iterations
	if limit <= 0 || limit > maxPlayouts {
		limit = maxPlayouts
	}
	if s.cfg.PerMove > 0 {
		limit = min(limit, s.cfg.PerMove*len(s.root))
	}
	if len(s.root) == 1 {
		return // nothing to choose: Move is the only one
	}
	for !s.aborted && s.res.Depth < limit {
		st := s.determinize()
		n := s.walk(st)
		r, ok := s.rollout(st)
		if !ok {
			break // an unfinished playout says nothing
		}
		for ; n >= 0; n = s.tree[n].parent {
			node := &s.tree[n]
			node.visits++
			for p := range r {
				node.value[p] += r[p]
			}
		}
		s.res.Depth++
		s.pickRoot(false)
	}
	s.pickRoot(true)
}

// walk goes down from the root, applying moves to st: chance by its
// probability, a seat by UCT on its own return. It stops after adding a
// node for a seat's move (or when the game ends) and returns the last node.
func (s *search) walk(st game.State) int32 {
	n := int32(0)
	for !st.IsOver() {
		var c int32
		fresh := false
		if st.CurrentPlayer() == game.Chance {
			m := drawOutcome(st, s.rng.Float64(), &s.outs)
			if m == game.NoMove {
				return n
			}
			if c = s.childOf(n, m); c < 0 {
				c = s.addChild(n, m, 0)
			}
		} else {
			s.legal = st.LegalMoves(s.legal[:0])
			if len(s.legal) == 0 {
				return n
			}
			c, fresh = s.choose(n, seatOf(st.CurrentPlayer()), s.legal)
		}
		st.Apply(s.tree[c].move)
		n = c
		if !s.tick() || fresh {
			return n
		}
	}
	return n
}

// choose picks the child of n to follow for seat p, whose legal moves in
// this playout are legal: an untried legal move at random if there is one
// (the new node, fresh), else the legal child with the best UCT value.
func (s *search) choose(n int32, p int, legal []game.Move) (c int32, fresh bool) {
	slices.Sort(legal)
	s.mark = slices.Grow(s.mark[:0], len(legal))[:len(legal)]
	clear(s.mark)
	tried := 0
	for c := s.tree[n].first; c >= 0; c = s.tree[c].next {
		if i, ok := slices.BinarySearch(legal, s.tree[c].move); ok {
			s.mark[i] = true
			s.tree[c].avail++
			tried++
		}
	}
	if untried := len(legal) - tried; untried > 0 {
		k := s.rng.IntN(untried)
		for i, seen := range s.mark {
			if !seen {
				if k == 0 {
					return s.addChild(n, legal[i], p), true
				}
				k--
			}
		}
	}
	best, pick := math.Inf(-1), int32(-1)
	for c := s.tree[n].first; c >= 0; c = s.tree[c].next {
		ch := &s.tree[c]
		if _, ok := slices.BinarySearch(legal, ch.move); !ok {
			continue
		}
		v := math.Inf(1) // a node whose only playout was cut short
		if ch.visits > 0 {
			v = ch.value[p]/ch.visits + treeC*math.Sqrt(math.Log(ch.avail)/ch.visits)
		}
		if v > best {
			best, pick = v, c
		}
	}
	return pick, false
}

func (s *search) childOf(n int32, m game.Move) int32 {
	for c := s.tree[n].first; c >= 0; c = s.tree[c].next {
		if s.tree[c].move == m {
			return c
		}
	}
	return -1
}

func (s *search) addChild(n int32, m game.Move, seat int) int32 {
	c := int32(len(s.tree))
	s.tree = append(s.tree, treeNode{move: m, parent: n, first: -1, next: s.tree[n].first, avail: 1, seat: seat})
	s.tree[n].first = c
	return c
}

// seatOf is p's index in the return vectors (0 for a special player, which
// never moves in a playout).
func seatOf(p game.Player) int {
	if p < 0 || p >= game.MaxPlayers {
		return 0
	}
	return int(p)
}

// rollout plays random moves (chance by probability) to the end, or with
// an evaluation to the cut-off, and returns every seat's return in [0, 1].
// ok is false when the search was stopped on the way.
func (s *search) rollout(st game.State) (r [game.MaxPlayers]float64, ok bool) {
	cut := s.cfg.Cutoff
	if cut == 0 {
		cut = defaultCutoff
	}
	ev, hasEval := st.(game.Evaluator)
	hasEval = hasEval || s.eval != nil
	n := min(st.NumPlayers(), game.MaxPlayers)
	for plies := 0; !st.IsOver(); plies++ {
		switch {
		case hasEval && plies >= cut:
			scale := s.cfg.EvalScale
			if scale <= 0 {
				scale = defaultEvalScale
			}
			var v [game.MaxPlayers]int
			if s.eval != nil { // the level's own heuristic (Config.Eval)
				for p := range n {
					v[p] = s.eval(st, game.Player(p))
				}
			} else if all, ok := st.(SeatsEvaluator); ok {
				all.EvaluateSeats(v[:n])
			} else {
				for p := range n {
					v[p] = ev.Evaluate(game.Player(p))
				}
			}
			for p := range n {
				r[p] = (math.Tanh(float64(v[p])/scale) + 1) / 2
			}
			return r, true
		case plies >= maxRollout:
			for p := range n {
				r[p] = 0.5
			}
			return r, true
		}
		m := game.NoMove
		if st.CurrentPlayer() == game.Chance {
			m = drawOutcome(st, s.rng.Float64(), &s.outs)
		} else if s.legal = st.LegalMoves(s.legal[:0]); len(s.legal) > 0 {
			m = s.legal[s.rng.IntN(len(s.legal))]
		}
		if m == game.NoMove {
			break // no move in an unfinished game: score it as it stands
		}
		st.Apply(m)
		if !s.tick() {
			return r, false
		}
	}
	for p := range n {
		r[p] = (st.Result(game.Player(p)) + 1) / 2
	}
	return r, true
}

// drawOutcome picks a chance outcome of st by its probability, u uniform in
// [0, 1); a game without ChanceState gets equal odds for its legal moves.
func drawOutcome(st game.State, u float64, buf *[]game.Outcome) game.Move {
	if cs, ok := st.(game.ChanceState); ok {
		*buf = cs.ChanceOutcomes((*buf)[:0])
		if outs := *buf; len(outs) > 0 {
			acc := 0.0
			for _, o := range outs {
				if acc += o.Prob; u < acc {
					return o.Move
				}
			}
			return outs[len(outs)-1].Move // rounding left u above the sum
		}
	}
	legal := st.LegalMoves(nil)
	if len(legal) == 0 {
		return game.NoMove
	}
	return legal[min(int(u*float64(len(legal))), len(legal)-1)]
}

// pickRoot makes the most searched root move the result; final applies the
// level's blunders (the second or third most searched move now and then)
// and writes the line.
func (s *search) pickRoot(final bool) {
	pick := s.mostVisited(0, game.NoMove)
	if pick < 0 {
		return
	}
	if final && s.cfg.Blunder > 0 && s.rng.Float64() < s.cfg.Blunder {
		second := s.mostVisited(0, s.tree[pick].move)
		if second >= 0 && s.rng.IntN(2) == 1 {
			if third := s.mostVisited(0, s.tree[pick].move, s.tree[second].move); third >= 0 {
				second = third
			}
		}
		if second >= 0 {
			pick = second
		}
	}
	node := &s.tree[pick]
	s.res.Move = node.move
	s.res.Score = int(math.Round((2*node.value[seatOf(s.me)]/node.visits - 1) * 1000))
	s.res.PV = append(s.res.PV[:0], node.move)
	if final {
		s.res.PV = s.line(pick, s.res.PV)
	}
}

// mostVisited is n's child with the most playouts (ties: the better mean
// return for the seat that chose it, then the lower move), leaving out the
// moves skip; -1 if none was played out.
func (s *search) mostVisited(n int32, skip ...game.Move) int32 {
	pick := int32(-1)
	for c := s.tree[n].first; c >= 0; c = s.tree[c].next {
		ch := &s.tree[c]
		if ch.visits == 0 || slices.Contains(skip, ch.move) {
			continue
		}
		if pick < 0 || s.better(ch, &s.tree[pick]) {
			pick = c
		}
	}
	return pick
}

// better reports whether child a of a node beats its sibling b: more
// playouts, else a better mean for the seat to move there, else the lower
// move.
func (s *search) better(a, b *treeNode) bool {
	if a.visits != b.visits {
		return a.visits > b.visits
	}
	p := a.seat
	ma, mb := a.value[p]/a.visits, b.value[p]/b.visits
	if ma != mb {
		return ma > mb
	}
	return a.move < b.move
}

// line appends the most searched continuation below node n.
func (s *search) line(n int32, pv []game.Move) []game.Move {
	for len(pv) < maxPly {
		if n = s.mostVisited(n); n < 0 {
			break
		}
		pv = append(pv, s.tree[n].move)
	}
	return pv
}
