package kaskade

import (
	"errors"
	"iter"
	"math/bits"
)

// The solver decides a position exactly: a win or a loss for the side to
// move (Kaskade has no draws), and how long the game lasts when the winner
// hurries and the loser holds out. Every move adds a ball and overflows
// keep the total, so no position repeats and the game graph has no
// cycles: a plain depth-first search ends, and a position's value does not
// depend on the path to it.
//
// It is an alpha-beta search with null windows over exact scores (see
// score), with a transposition table keyed by the canonical board (see
// solver_key.go). Wins in one move are looked for first: only a ball on a
// full cell of one's own can fire, so only those moves can take the
// opponent's last cell. The table's move is tried next, then the other
// full cells, then the rest by how often they refuted a line before (the
// history heuristic). The first probe settles win or loss; a binary search
// of null-window probes then finds the length, reusing the table.

// Outcome is what the solver found for the side to move.
type Outcome int8

const (
	Unknown Outcome = iota // the budget ran out first
	Win
	Loss
)

func (o Outcome) String() string { return [...]string{"unknown", "win", "loss"}[o] }

// SolveResult is the solver's answer.
type SolveResult struct {
	Outcome Outcome
	// Move is a best move: a winning side's fastest win, a losing side's
	// longest resistance; -1 until the length is settled (or, for a win,
	// a winning move once the outcome is).
	Move Cell
	// Length is the number of moves left under perfect play, Move
	// included; 0 while not settled.
	Length int
	// Moves, when asked for, holds each legal move and its outcome for
	// the side that plays it (Unknown where the budget ran out).
	Moves []MoveOutcome
	Nodes int64 // positions searched
}

// MoveOutcome is one legal move and whether it wins for its player.
type MoveOutcome struct {
	Move    Cell
	Outcome Outcome
}

// SolveOptions tune a Solver.
type SolveOptions struct {
	// Budget is the most positions to search; 0: no bound. It also sizes
	// the table (a slot per position, at most 256 MB).
	Budget int64
	// EveryMove also decides every legal move (SolveResult.Moves).
	EveryMove bool
}

// ErrNegativeBudget refuses a budget below zero.
var ErrNegativeBudget = errors.New("the solver's budget must be 0 (no bound) or more positions")

// Scores, from the side to move's view: a win in d moves is scoreWin-d, a
// loss in d moves -(scoreWin-d). A faster win and a slower loss score
// higher, so plain maximising gives the hurrying winner and the holding-
// out loser, and a score is relative to its own position, as the table
// needs. No score is 0 or near it.
const (
	scoreWin = 4096
	scoreInf = 8192
)

// fromChild is a move's score given the score of the position it leads to.
func fromChild(v int) int {
	if v < 0 {
		return -v - 1
	}
	return -v + 1
}

// childBound turns a bound on a move's score into a bound on the child's,
// its inverse (fromChild decreases, so lower and upper bounds swap).
func childBound(b int) int {
	switch {
	case b > 0:
		return -b - 1
	case b < 0:
		return 1 - b
	}
	return 0
}

// solverCells bounds the cells of a board the solver takes (the key's
// limit is lower still), so that its buffers live on the stack.
const solverCells = 64

// pauseEvery is how often a sliced Solver yields to its caller.
const pauseEvery = 1024

// Solver searches one position; Step runs it in slices (the browser has a
// single thread), and a Solver not stepped at all is run by Solve. The
// search is a coroutine paused every pauseEvery positions, so slicing does
// not change the answer. A Solver is not safe for concurrent use.
type Solver struct {
	start    State
	opt      SolveOptions
	keys     *keyTables
	tab      table
	nodes    int64
	aborted  bool
	rootMove Cell
	history  [2][solverCells]int32
	stack    []State // stack[ply]: the child searched at ply (no allocation per node)
	pause    func() bool

	res  SolveResult
	next func() (struct{}, bool)
	stop func()
	done bool
}

// NewSolver prepares the search of a copy of s; nothing runs before Step.
func NewSolver(s *State, opt SolveOptions) (*Solver, error) {
	switch {
	case s.geo == nil:
		return nil, errNoNewGame
	case s.Over():
		return nil, ErrGameOver
	case opt.Budget < 0:
		return nil, ErrNegativeBudget
	}
	keys, err := newKeyTables(s.Size())
	if err != nil {
		return nil, err
	}
	x := &Solver{start: *s, opt: opt, keys: keys, tab: newTable(opt.Budget)}
	x.next, x.stop = iter.Pull(func(yield func(struct{}) bool) {
		x.pause = func() bool { return yield(struct{}{}) }
		x.res = x.run()
	})
	return x, nil
}

// Solve decides the position with at most budget positions searched (0:
// no bound). Over budget the outcome is Unknown, never a guess.
func (s *State) Solve(budget int64) (SolveResult, error) {
	return SolveWith(s, SolveOptions{Budget: budget})
}

// SolveWith is Solve with options, in one go.
func SolveWith(s *State, opt SolveOptions) (SolveResult, error) {
	x, err := NewSolver(s, opt)
	if err != nil {
		return SolveResult{}, err
	}
	x.stop() // no coroutine: run on this goroutine
	x.res, x.done = x.run(), true
	return x.res, nil
}

// Step searches about nodes more positions (at least up to the next
// pause) and reports whether the search has finished.
func (x *Solver) Step(nodes int64) bool {
	target := x.nodes + nodes
	for !x.done && x.nodes < target {
		if _, ok := x.next(); !ok {
			x.done = true
		}
	}
	return x.done
}

// Cancel ends an unfinished search, whose Result is then Unknown.
func (x *Solver) Cancel() {
	if !x.done {
		x.stop()
		x.done = true
		x.res = SolveResult{Move: -1, Nodes: x.nodes}
	}
}

// Done reports whether the search has finished or was cancelled.
func (x *Solver) Done() bool { return x.done }

// Nodes is the number of positions searched so far.
func (x *Solver) Nodes() int64 { return x.nodes }

// Result is the answer once Done.
func (x *Solver) Result() SolveResult { return x.res }

// run is the whole search: outcome, length and best move, every move.
func (x *Solver) run() SolveResult {
	r := SolveResult{Move: -1}
	defer func() { r.Nodes = x.nodes }()
	s := x.start
	win, ok := x.test(&s, 1)
	if !ok {
		return r
	}
	r.Outcome = Loss
	if win {
		r.Outcome, r.Move = Win, x.rootMove
	}
	if d, m, ok := x.length(&s, win); ok {
		r.Length, r.Move = d, m
	}
	if x.opt.EveryMove {
		r.Moves = x.everyMove(&s)
	}
	r.Nodes = x.nodes
	return r
}

// test is a null-window probe: whether s scores at least gamma, and
// whether the probe finished within the budget. x.rootMove is then a move
// that reaches gamma.
func (x *Solver) test(s *State, gamma int) (bool, bool) {
	if x.aborted {
		return false, false
	}
	x.rootMove = -1
	v := x.search(s, gamma-1, gamma, 0)
	return v >= gamma, !x.aborted
}

// length finds the number of moves left under perfect play by a binary
// search of probes, and a move that keeps to it. A win takes an odd
// number of moves, a loss an even one; the board's capacity bounds both.
func (x *Solver) length(s *State, win bool) (int, Cell, bool) {
	left := s.Size().MaxMoves() - s.moves
	// A win in d: score >= scoreWin-d holds from the shortest d up. A
	// loss in d: score >= -(scoreWin-d) holds up to the longest d.
	lo, hi := 0, (left-1)/2 // win: d = 2k+1
	dOf, gammaOf := func(k int) int { return 2*k + 1 }, func(d int) int { return scoreWin - d }
	if !win {
		hi = (left - 2) / 2 // loss: d = 2k+2
		dOf, gammaOf = func(k int) int { return 2*k + 2 }, func(d int) int { return -(scoreWin - d) }
	}
	for lo < hi {
		mid := (lo + hi) / 2
		if !win {
			mid = (lo + hi + 1) / 2
		}
		holds, ok := x.test(s, gammaOf(dOf(mid)))
		switch {
		case !ok:
			return 0, -1, false
		case win && holds:
			hi = mid
		case win:
			lo = mid + 1
		case holds:
			lo = mid
		default:
			hi = mid - 1
		}
	}
	d := dOf(lo)
	if holds, ok := x.test(s, gammaOf(d)); !ok || !holds {
		return 0, -1, false // !holds cannot happen: the search would be wrong
	}
	return d, x.rootMove, true
}

// everyMove decides each legal move of s; moves whose positions are the
// same up to symmetry are searched once.
func (x *Solver) everyMove(s *State) []MoveOutcome {
	seen := map[uint64]Outcome{}
	var out []MoveOutcome
	for _, m := range s.LegalMoves(nil) {
		child := *s
		child.Place(m)
		o := Win
		if !child.Over() {
			k, _ := x.keys.key(&child)
			var ok bool
			if o, ok = seen[k]; !ok {
				o = Unknown
				if v := x.search(&child, 0, 1, 1); !x.aborted {
					o = map[bool]Outcome{true: Loss, false: Win}[v >= 1]
					seen[k] = o
				}
			}
		}
		out = append(out, MoveOutcome{m, o})
	}
	return out
}

// search is fail-soft alpha-beta (negamax) over scores; ply is 0 at the
// root, which takes no cut-off from the table so that it names a move.
func (x *Solver) search(s *State, alpha, beta, ply int) int {
	x.nodes++
	if x.opt.Budget > 0 && x.nodes > x.opt.Budget || x.pause != nil && x.nodes%pauseEvery == 0 && !x.pause() {
		x.aborted = true
		return 0
	}
	key, sym := x.keys.key(s)
	tried := Cell(-1)
	if e := x.tab.get(key); e != nil {
		lo, hi := int(e.lo), int(e.hi)
		if ply > 0 && (lo >= beta || hi <= alpha || lo == hi) {
			if lo >= beta || lo == hi {
				return lo
			}
			return hi
		}
		if e.move != 0 {
			tried = x.keys.back[sym][e.move-1]
		}
	}
	if m, ok := x.winNow(s, ply); ok {
		if ply == 0 {
			x.rootMove = m
		}
		x.tab.put(key, scoreWin-1, scoreWin-1, x.keys.image[sym][m], 1)
		return scoreWin - 1
	}
	// Without a win now the best is a win in 3, the worst a loss in 2
	// (the root goes on: it must name a move).
	if best := scoreWin - 3; best <= alpha && ply > 0 {
		return best
	}
	if worst := -(scoreWin - 2); worst >= beta && ply > 0 {
		return worst
	}
	return x.searchMoves(s, alpha, beta, ply, key, sym, tried)
}

// searchMoves tries the moves of s in order and records what it found.
func (x *Solver) searchMoves(s *State, alpha, beta, ply int, key uint64, sym int, tried Cell) int {
	var buf [solverCells]Cell
	moves := x.order(s, buf[:0], tried)
	alpha0, start := alpha, x.nodes
	best, bestMove := -scoreInf, Cell(-1)
	child := x.child(ply)
	for _, m := range moves {
		*child = *s
		child.Place(m)
		v := scoreWin - 1
		if !child.Over() {
			cv := x.search(child, childBound(beta), childBound(alpha), ply+1)
			if x.aborted {
				return 0
			}
			v = fromChild(cv)
		}
		if v > best {
			best, bestMove = v, m
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			rem := int32(s.Size().MaxMoves() - s.moves)
			x.history[s.toMove-White][m] += rem * rem
			break
		}
	}
	if ply == 0 {
		x.rootMove = bestMove
	}
	lo, hi, canon := -scoreInf, scoreInf, Cell(-1)
	switch {
	case best <= alpha0:
		hi = best
	case best >= beta:
		lo, canon = best, x.keys.image[sym][bestMove]
	default:
		lo, hi, canon = best, best, x.keys.image[sym][bestMove]
	}
	x.tab.put(key, lo, hi, canon, x.nodes-start)
	return best
}

// child is the scratch state for a move at ply.
func (x *Solver) child(ply int) *State {
	for len(x.stack) <= ply {
		x.stack = append(x.stack, State{})
	}
	return &x.stack[ply]
}

// winNow finds a move that takes the opponent's last cell, if any: only a
// ball on one's own full cell can fire.
func (x *Solver) winNow(s *State, ply int) (Cell, bool) {
	g := s.geo
	mine := &s.owns[s.toMove]
	child := x.child(ply)
	for w := range g.words {
		for b := mine[w]; b != 0; b &= b - 1 {
			c := Cell(w*64 + bits.TrailingZeros64(b))
			if s.count[c]+1 != g.cap[c] {
				continue
			}
			*child = *s
			child.resolve(c, nil)
			if child.Over() {
				return c, true
			}
		}
	}
	return -1, false
}

// order lists the legal moves: the table's move, then full cells of the
// mover (they fire), then the rest, each group by history.
func (x *Solver) order(s *State, buf []Cell, tried Cell) []Cell {
	buf = s.LegalMoves(buf)
	hist := &x.history[s.toMove-White]
	var score [solverCells]int64
	for _, m := range buf {
		score[m] = int64(hist[m])
		if s.count[m]+1 == s.geo.cap[m] {
			score[m] += 1 << 40
		}
		if m == tried {
			score[m] = 1 << 50
		}
	}
	for i := 1; i < len(buf); i++ {
		for j := i; j > 0 && score[buf[j]] > score[buf[j-1]]; j-- {
			buf[j], buf[j-1] = buf[j-1], buf[j]
		}
	}
	return buf
}
