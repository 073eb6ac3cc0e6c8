package decktet

import (
	"iter"
	"math/bits"

	"kaskade/engine/game"
)

// The solver sees the whole deal (stock order and face-down reserve cards)
// and decides whether the game can still be won from a position. It is a
// depth-first search over the moves with three aids:
//
//   - A transposition table: every position searched is remembered by its
//     canonical key (below): exact, so there are no false matches, and a
//     position met again is cut. (d) More: a position is also cut when one
//     with the same base was searched that dominates it: tier ends with at
//     least the same suits on every tier, and (unlimited passes) a recycle
//     allowed if here it is, and at least the same piles open. Every line
//     from here can then be played there. This is safe even when the
//     dominating position is still being searched (on the current path):
//     take a winning line from a cut position; the dominating position can
//     play its first move too, reaching a position that is searched or cut
//     in turn, with a shorter winning line; by induction some searched
//     position would have been won, so a complete search that finds no win
//     proves there is none. A position met again is the case of equality.
//   - Move ordering: reserve cards first (playing one uncovers the next),
//     then the waste's top card, then turning, then recycling. This is the
//     greedy player's order, so the first line searched is the greedy game.
//   - Pruning, only where provably safe:
//     (a) a recycle that cannot change the talon (the waste is empty, or it
//     is the three-pass game's last recycle, which leaves the waste alone)
//     only opens a pile: it commutes with every other move and takes none
//     away, so when it is legal it is the only move tried;
//     (b) a dead tier: if some card must still join tier t but no card that
//     could ever join it shares a suit with the card at its end, the tier
//     can never grow again and the deal is lost from here;
//     (c) in the Ace variant a tier's suits never change, so each rank's
//     remaining cards must be matchable to the tiers their turns lead to
//     (Hall's condition over sets of tiers); if not, the game is lost.

// Outcome is what the solver found.
type Outcome int8

const (
	Unknown Outcome = iota // the node budget ran out first
	Won
	Lost
)

func (o Outcome) String() string { return [...]string{"unknown", "won", "lost"}[o] }

// Solution is the solver's answer: the outcome, a winning line when won,
// and the positions searched.
type Solution struct {
	Outcome Outcome
	Line    []Move
	Nodes   int64
}

// key is a position reduced to what decides its future within one deal.
// The talon's cards and the piles' heights follow from the placed cards,
// because cards leave the talon and the piles only by being placed; and
// of a tier's end card only its suits matter.
//
// lo is the base: placed cards (44 bits), the talon pointer (6) and the
// recycles that still matter (2): all of them with three passes, up to
// the opening of the last pile with unlimited passes. hi holds what only
// ever widens the moves, as bits where more is better, so that within can
// compare it: the three tiers' suit masks (6 bits each, anySuit for an
// empty tier) and, with unlimited passes, whether a card has been placed
// in this pass (a recycle that opens no pile needs one; after any recycle
// the two positions are the same again).
type key struct{ lo, hi uint64 }

func (s *State) key() key {
	rec := s.recycles
	if s.opt.Unlimited {
		rec = min(rec, uint8(min(3, 3*s.opt.pileSize())))
	}
	k := key{lo: s.placed | uint64(s.ptr)<<44 | uint64(rec)<<50}
	if !s.opt.Ace {
		for t := 0; t < 3; t++ {
			k.hi |= uint64(s.tierSuits(t)) << (6 * t)
		}
	}
	if s.opt.Unlimited && !s.idle {
		k.hi |= 1 << 18
	}
	return k
}

// within reports whether the widening bits of a are a subset of b's: then
// every move legal with a is legal with b, and the line after it too.
func within(a, b uint64) bool { return a&^b == 0 }

// hash mixes the key into 64 bits.
func (k key) hash() uint64 { return game.Mix64(k.lo ^ game.Mix64(k.hi+game.SplitMixGamma)) }

// searchOrder is the order moves are tried in (and the greedy player's).
var searchOrder = [numMoves]Move{R1, R2, R3, Waste, Turn, Recycle}

type solver struct {
	seen    seenTable
	nodes   int64
	budget  int64
	aborted bool
	line    []Move // the winning line, last move first
	rules   *ruleMasks
	pause   func() bool // Search's yield, every pauseEvery positions; false: cancelled
}

// pauseEvery is how often a Search's solver yields to its caller.
const pauseEvery = 1024

// Solve searches the position for a win. budget bounds the positions
// searched (0 or less: no bound); when it runs out the outcome is Unknown.
func Solve(s *State, budget int64) Solution {
	if s.IsView() { // the face-down cards' order is not known: nor is the outcome
		return Solution{Outcome: Unknown}
	}
	v := &solver{budget: budget, rules: masksFor(s)}
	start := *s
	return v.solution(v.dfs(&start))
}

func (v *solver) solution(won bool) Solution {
	sol := Solution{Outcome: Lost, Nodes: v.nodes}
	switch {
	case won:
		sol.Outcome = Won
		for i := len(v.line) - 1; i >= 0; i-- {
			sol.Line = append(sol.Line, v.line[i])
		}
	case v.aborted:
		sol.Outcome = Unknown
	}
	return sol
}

// Search is Solve in slices, for a caller with one thread (the browser):
// each Step searches about the given number of positions and returns. The
// search is a coroutine (iter.Pull) that pauses every pauseEvery
// positions, so slicing does not change what it finds: the Result is
// Solve's with the same budget. A Search is not safe for concurrent use.
type Search struct {
	v    *solver
	next func() (struct{}, bool)
	stop func()
	sol  Solution
	done bool
}

// NewSearch prepares the search of a copy of s; nothing runs before Step.
// A view's search ends at once, Unknown (see Solve).
func NewSearch(s *State, budget int64) *Search {
	if s.IsView() {
		return &Search{v: &solver{}, sol: Solution{Outcome: Unknown}, done: true}
	}
	start := *s
	x := &Search{v: &solver{budget: budget, rules: masksFor(s)}}
	x.next, x.stop = iter.Pull(func(yield func(struct{}) bool) {
		x.v.pause = func() bool { return yield(struct{}{}) }
		x.sol = x.v.solution(x.v.dfs(&start))
	})
	return x
}

// Step searches about nodes more positions (at least up to the next pause)
// and reports whether the search has finished.
func (x *Search) Step(nodes int64) bool {
	target := x.v.nodes + nodes
	for !x.done && x.v.nodes < target {
		if _, ok := x.next(); !ok {
			x.done = true
		}
	}
	return x.done
}

// Cancel ends an unfinished search, whose Result is then Unknown.
func (x *Search) Cancel() {
	if !x.done {
		x.stop()
		x.done = true
	}
}

// Done reports whether the search has finished or was cancelled.
func (x *Search) Done() bool { return x.done }

// Nodes is the number of positions searched so far.
func (x *Search) Nodes() int64 { return x.v.nodes }

// Result is the answer once Done.
func (x *Search) Result() Solution { return x.sol }

func (v *solver) dfs(s *State) bool {
	if s.left == 0 {
		return true
	}
	if v.budget > 0 && v.nodes >= v.budget {
		v.aborted = true
		return false
	}
	v.nodes++
	if v.pause != nil && v.nodes%pauseEvery == 0 && !v.pause() {
		v.aborted = true
		return false
	}
	if v.seen.cover(s.key()) {
		return false
	}
	if v.rules.dead(s) {
		return false
	}
	if s.lonelyRecycle() {
		return v.try(s, Recycle)
	}
	var buf [numMoves]Move
	for _, m := range v.order(s, buf[:0]) {
		if v.try(s, m) {
			return true
		}
		if v.aborted {
			return false
		}
	}
	return false
}

// order lists the legal moves, most promising first: card moves by how
// many cards could follow the card on its tier, then turn, then recycle.
func (v *solver) order(s *State, buf []Move) []Move {
	var score [numMoves]int
	for _, m := range searchOrder {
		if !s.legal(m) {
			continue
		}
		buf = append(buf, m)
		if c := s.card(m); c != NoCard {
			score[m] = 100 + v.rules.followers(s, c)
		}
	}
	// insertion sort, stable: at most six moves
	for i := 1; i < len(buf); i++ {
		for j := i; j > 0 && score[buf[j]] > score[buf[j-1]]; j-- {
			buf[j], buf[j-1] = buf[j-1], buf[j]
		}
	}
	return buf
}

// try searches the position after m.
func (v *solver) try(s *State, m Move) bool {
	next := *s
	next.apply(m)
	if v.dfs(&next) {
		v.line = append(v.line, m)
		return true
	}
	return false
}

// lonelyRecycle reports pruning (a): a legal recycle that leaves the talon
// as it is and only opens a pile.
func (s *State) lonelyRecycle() bool {
	return s.canRecycle() && !s.opening() && (s.ptr == 0 || s.finalRecycle())
}

// ruleMasks are the deal's card sets that the dead-end tests use.
type ruleMasks struct {
	ofRank   [numRanks]uint64
	share    [maxCards]uint64 // cards sharing a suit with each card
	aceSuits [3]Suit          // Ace variant: each tier's suits
	ace      bool
}

func masksFor(s *State) *ruleMasks {
	r := &ruleMasks{ace: s.opt.Ace}
	deck := s.opt.deck()
	for _, c := range deck {
		r.ofRank[c.Rank()] |= 1 << c
		for _, d := range deck {
			if c.Suits()&d.Suits() != 0 {
				r.share[c] |= 1 << d
			}
		}
	}
	if r.ace {
		for t := 0; t < 3; t++ {
			r.aceSuits[t] = s.tierSuits(t)
		}
	}
	return r
}

// dead reports pruning (b) or (c): a card that can never be placed.
func (r *ruleMasks) dead(s *State) bool {
	if r.ace {
		return r.unmatched(s)
	}
	return r.deadTier(s)
}

// deadTier is pruning (b).
func (r *ruleMasks) deadTier(s *State) bool {
	for t := 0; t < 3; t++ {
		n := s.tierLen[t]
		if n == 0 {
			continue
		}
		could := r.couldJoin(s, t, s.placed)
		if could != 0 && could&r.share[s.tier[t][n-1]] == 0 {
			return true
		}
	}
	return false
}

// followers counts the cards that could join card c's tier after c.
func (r *ruleMasks) followers(s *State, c Card) int {
	if r.ace {
		return 0
	}
	t, _ := s.fits(c)
	s.count[c.Rank()]++ // as if c were placed (s is the caller's copy? no: restore)
	could := r.couldJoin(s, t, s.placed|1<<c)
	s.count[c.Rank()]--
	return bits.OnesCount64(could & r.share[c])
}

// couldJoin is every unplaced card of a rank whose remaining turns include t.
func (r *ruleMasks) couldJoin(s *State, t int, placed uint64) uint64 {
	var could uint64
	for rk := Ace; rk < numRanks; rk++ {
		rest := r.ofRank[rk] &^ placed
		if rest != 0 && turnsLeft[rk][s.count[rk]]&(1<<t) != 0 {
			could |= rest
		}
	}
	return could
}

// turnsLeft[r][n] is the mask of tiers still among rank r's turns once n
// of its cards are placed.
var turnsLeft = func() (m [numRanks][7]uint8) {
	for r := Ace; r < numRanks; r++ {
		order := tierOrder(r)
		for n := range order {
			for _, t := range order[n:] {
				m[r][n] |= 1 << t
			}
		}
	}
	return m
}()

// seenTable remembers the positions searched, grouped by base key: each
// base keeps the list of tier-end suit masks it was searched with. A
// position is covered when one of its base's entries offers every tier at
// least its suits (pruning (d) in the header).
type seenTable struct {
	head map[uint64]int32 // base → 1 + index of its newest entry in pool
	pool []seenEntry
}

type seenEntry struct {
	ends uint32
	next int32 // 1 + index of the base's previous entry, 0 for none
}

// cover reports whether k is covered; if not it records k.
func (t *seenTable) cover(k key) bool {
	if t.head == nil {
		t.head = make(map[uint64]int32)
	}
	h := t.head[k.lo]
	for i := h; i != 0; i = t.pool[i-1].next {
		if within(k.hi, uint64(t.pool[i-1].ends)) {
			return true
		}
	}
	t.pool = append(t.pool, seenEntry{ends: uint32(k.hi), next: h})
	t.head[k.lo] = int32(len(t.pool))
	return false
}

// unmatched is pruning (c): for each rank, every set of tiers must have no
// more turns left for that rank than cards of the rank that fit one of them.
func (r *ruleMasks) unmatched(s *State) bool {
	for rk := Ace + 1; rk < numRanks; rk++ {
		rest := r.ofRank[rk] &^ s.placed
		if rest == 0 {
			continue
		}
		var slots [3]int
		for _, t := range tierOrder(rk)[s.count[rk]:] {
			slots[t]++
		}
		for set := 1; set < 8; set++ {
			need, suits := 0, Suit(0)
			for t := 0; t < 3; t++ {
				if set&(1<<t) != 0 {
					need += slots[t]
					suits |= r.aceSuits[t]
				}
			}
			have := 0
			for m := rest; m != 0; m &= m - 1 {
				if Card(lowBit(m)).Suits()&suits != 0 {
					have++
				}
			}
			if need > have {
				return true
			}
		}
	}
	return false
}

// Greedy plays the deal as a simple player would: the first legal move in
// the search order (a reserve card, else the waste's card, else turn, else
// recycle). It returns the line played and whether it won.
func Greedy(s *State) ([]Move, bool) {
	g := *s
	var line []Move
	for !g.Over() {
		m, _ := GreedyMove(&g) // the game is not over: a move is legal
		g.apply(m)
		line = append(line, m)
	}
	return line, g.Won()
}

// GreedyMove is the greedy player's move: the first legal one in the
// search order; false when no move is legal.
func GreedyMove(s *State) (Move, bool) {
	for _, m := range searchOrder {
		if s.left > 0 && s.legal(m) {
			return m, true
		}
	}
	return 0, false
}
