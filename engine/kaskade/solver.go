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
// score) on a compact board (solver_board.go), with a transposition table
// keyed by the canonical board (solver_key.go). Wins in one move are
// looked for first: only a ball on a full cell of one's own can fire, so
// only those moves can take the opponent's last cell. Before searching
// its moves a position looks up each move's position in the table, which
// may cut off at once (enhanced transposition cut-offs), and rates it
// (moveScore: captures, and the threats it leaves); the table's move goes
// first, then the best rated, history breaking ties. The first probe
// settles win or loss; a binary search of null-window probes then finds
// the length, reusing the table.

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
	// longest resistance, the first such in cell order; -1 until the
	// length is settled (or, for a win, the first winning move once the
	// outcome is).
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
	// TableBits asks for a table of up to 2^TableBits slots of 16 bytes
	// (at most 2^28); 0: sized by the budget, at most 2^24 (256 MB).
	TableBits int
	// Keep starts from the table the last kept solve of the same board
	// size left, and leaves this one's for the next (see takeTable): the
	// computer's moves in one game share what they learnt.
	Keep bool
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

// pauseEvery is how often a sliced Solver yields to its caller.
const pauseEvery = 1024

// Solver searches one position; Step runs it in slices (the browser has a
// single thread), and a Solver not stepped at all is run by Solve. The
// search is a coroutine paused every pauseEvery positions, so slicing does
// not change the answer. A Solver is not safe for concurrent use.
type Solver struct {
	start   State
	root    sboard
	geo     *sgeo
	opt     SolveOptions
	keys    *keyTables
	tab     *table
	nodes   int64
	aborted bool
	// rootMove is the move the last probe found at the root. The root
	// tries its moves in cell order and takes no cut-off from the table,
	// so the move of a probe at the exact value is the first such move in
	// cell order whatever the table holds: a kept table changes how fast
	// the solver is, never what it answers.
	rootMove Cell
	history  [2][solverCells]int32
	stack    []*sboard // stack[ply]: the child searched at ply
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
	x := &Solver{start: *s, root: sboardOf(s), geo: newSgeo(s.Size()), opt: opt, keys: keys}
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
	x.tab = takeTable(x.start.Size(), tableBitsFor(x.opt.Budget, x.opt.TableBits), x.opt.Keep)
	defer func() {
		if x.opt.Keep {
			keepTable(x.start.Size(), x.tab)
		}
	}()
	r := SolveResult{Move: -1}
	b := x.root
	win, ok, v := x.test(&b, 1)
	if !ok {
		r.Nodes = x.nodes
		return r
	}
	r.Outcome = Loss
	if win {
		r.Outcome, r.Move = Win, x.rootMove
	}
	if d, m, ok := x.length(&b, win, v); ok {
		r.Length, r.Move = d, m
	}
	if x.opt.EveryMove {
		r.Moves = x.everyMove(&b)
	}
	r.Nodes = x.nodes
	return r
}

// test is a null-window probe: whether b scores at least gamma, and
// whether the probe finished within the budget. x.rootMove is then the
// first move in cell order that reaches gamma. v is what the probe found:
// at least gamma when it holds, at most gamma-1 when not (fail-soft).
func (x *Solver) test(b *sboard, gamma int) (holds, ok bool, v int) {
	if x.aborted {
		return false, false, 0
	}
	x.rootMove = -1
	v = x.search(b, gamma-1, gamma, 0)
	return v >= gamma, !x.aborted, v
}

// length finds the number of moves left under perfect play, and the first
// move in cell order that keeps to it, given v, the first probe's bound on
// b's score (at least it for a win, at most it for a loss), which bounds
// the length from above. Probes walk down from there: a win in d holds
// from the shortest d up, a loss in d up to the longest d, and a win
// takes an odd number of moves, a loss an even one.
func (x *Solver) length(b *sboard, win bool, v int) (int, Cell, bool) {
	if win {
		d := scoreWin - v // v >= scoreWin-d
		holds, ok, _ := x.test(b, scoreWin-d)
		if !ok || !holds {
			return 0, -1, false // !holds cannot happen: the search would be wrong
		}
		m := x.rootMove
		for d > 1 {
			holds, ok, _ := x.test(b, scoreWin-(d-2))
			switch {
			case !ok:
				return 0, -1, false
			case !holds:
				return d, m, true
			}
			d, m = d-2, x.rootMove
		}
		return d, m, true
	}
	for d := scoreWin + v; d >= 2; d -= 2 { // v <= -(scoreWin-d)
		holds, ok, _ := x.test(b, -(scoreWin - d))
		switch {
		case !ok:
			return 0, -1, false
		case holds:
			return d, x.rootMove, true
		}
	}
	return 0, -1, false // cannot happen: every loss lasts two moves or more
}

// everyMove decides each legal move of b; moves whose positions are the
// same up to symmetry are searched once.
func (x *Solver) everyMove(b *sboard) []MoveOutcome {
	seen := map[uint64]Outcome{}
	var out []MoveOutcome
	for legal := b.legal(x.geo); legal != 0; legal &= legal - 1 {
		m := bits.TrailingZeros32(legal)
		child := *b
		o := Win
		if !child.play(x.geo, m) {
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
		out = append(out, MoveOutcome{Cell(m), o})
	}
	return out
}

// tick counts a position and reports whether the search may go on: the
// budget and the caller's slices.
func (x *Solver) tick() bool {
	x.nodes++
	if x.opt.Budget > 0 && x.nodes > x.opt.Budget || x.pause != nil && x.nodes%pauseEvery == 0 && !x.pause() {
		x.aborted = true
	}
	return !x.aborted
}

// search is fail-soft alpha-beta (negamax) over scores; ply is 0 at the
// root, which takes no cut-off from the table so that it names a move.
func (x *Solver) search(b *sboard, alpha, beta, ply int) int {
	if !x.tick() {
		return 0
	}
	g := x.geo
	for f := b.full(g); f != 0; f &= f - 1 {
		if m := bits.TrailingZeros32(f); b.winsNow(g, m) {
			if ply == 0 {
				x.rootMove = Cell(m)
			}
			return scoreWin - 1
		}
	}
	// Without a win now the best is a win in 3, the worst a loss in 2.
	// The root goes on: it must name a move.
	if best := scoreWin - 3; best <= alpha && ply > 0 {
		return best
	}
	if worst := -(scoreWin - 2); worst >= beta && ply > 0 {
		return worst
	}
	key, sym := x.keys.key(b)
	tried := -1
	if e := x.tab.get(key); e != nil {
		lo, hi := int(e.lo), int(e.hi)
		if ply > 0 && (lo >= beta || hi <= alpha || lo == hi) {
			if lo >= beta || lo == hi {
				return lo
			}
			return hi
		}
		if e.move != 0 {
			tried = int(x.keys.back[sym][e.move-1])
		}
	}
	return x.searchMoves(b, alpha, beta, ply, key, sym, tried)
}

// searchMoves tries the moves of b in order and records what it found.
func (x *Solver) searchMoves(b *sboard, alpha, beta, ply int, key uint64, sym int, tried int) int {
	var moves [solverCells]uint8
	var score [solverCells]int64
	n := x.moves(b, &moves, &score, tried)
	alpha0, start := alpha, x.nodes
	best, bestMove := -scoreInf, -1
	child := x.child(ply)
	if ply > 0 {
		if v, m, ok := x.etc(b, moves[:n], beta, child, &score); ok {
			x.tab.put(key, v, scoreInf, x.keys.image[sym][m], 1)
			return v
		}
		sortMoves(moves[:n], &score)
	}
	for _, m := range moves[:n] {
		*child = *b
		v := scoreWin - 1
		if !child.play(x.geo, int(m)) {
			cv := x.search(child, childBound(beta), childBound(alpha), ply+1)
			if x.aborted {
				return 0
			}
			v = fromChild(cv)
		}
		if v > best {
			best, bestMove = v, int(m)
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			x.credit(b, int(m))
			break
		}
	}
	if ply == 0 {
		x.rootMove = Cell(bestMove)
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

// moves lists the legal moves of b in cell order, and their scores for
// the order (see sortMoves): the table's move first, the others by
// history; etc adds what each move leaves (moveScore).
func (x *Solver) moves(b *sboard, moves *[solverCells]uint8, score *[solverCells]int64, tried int) int {
	hist := &x.history[b.moves&1]
	n := 0
	for legal := b.legal(x.geo); legal != 0; legal &= legal - 1 {
		m := bits.TrailingZeros32(legal)
		score[m] = int64(hist[m])
		if m == tried {
			score[m] = 1 << 60
		}
		moves[n] = uint8(m)
		n++
	}
	return n
}

// sortMoves puts the moves in order of score, highest first. The root
// keeps the cell order (see Solver.rootMove).
func sortMoves(moves []uint8, score *[solverCells]int64) {
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && score[moves[j]] > score[moves[j-1]]; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// etc is the enhanced transposition cut-off: a move whose position the
// table already scores at beta or more cuts off before any search. On the
// way it scores each move for the order (see moveScore).
func (x *Solver) etc(b *sboard, moves []uint8, beta int, child *sboard, score *[solverCells]int64) (int, int, bool) {
	for _, m := range moves {
		*child = *b
		if child.play(x.geo, int(m)) {
			continue // not reached: search found wins now first
		}
		k, _ := x.keys.key(child)
		if e := x.tab.get(k); e != nil {
			if v := fromChild(int(e.hi)); e.hi < scoreInf && v >= beta {
				return v, int(m), true
			}
		}
		score[m] += x.moveScore(child)
	}
	return 0, 0, false
}

// moveScore rates the position after a move, child (seen from the
// opponent), for the order of the moves: cells the mover owns more than
// the opponent, less the opponent's full cells next to the mover's (they
// can capture), plus half for the mover's next to the opponent's. These
// weights beat the others tried on 3x4 (docs/kaskade-solved.md).
func (x *Solver) moveScore(child *sboard) int64 {
	g := x.geo
	threats, mine := 0, 0
	for f := child.me | child.op; f != 0; f &= f - 1 {
		c := bits.TrailingZeros32(f)
		if child.cnt[c]+1 != g.cap[c] {
			continue
		}
		switch {
		case child.me>>c&1 != 0 && g.nbrs[c]&child.op != 0:
			threats++
		case child.op>>c&1 != 0 && g.nbrs[c]&child.me != 0:
			mine++
		}
	}
	cells := bits.OnesCount32(child.op) - bits.OnesCount32(child.me)
	return int64(cells-threats)<<32 + int64(mine)<<31
}

// credit counts a cut-off by move m of b in the history, more the more
// moves are left; all are halved before they could reach the order's
// other terms (see etc).
func (x *Solver) credit(b *sboard, m int) {
	rem := int32(x.geo.size.MaxMoves() - int(b.moves))
	h := &x.history[b.moves&1]
	if h[m] += rem * rem; h[m] > 1<<28 {
		for i := range h {
			h[i] /= 2
		}
	}
}

// child is the scratch board for a move at ply: no allocation per node.
func (x *Solver) child(ply int) *sboard {
	for len(x.stack) <= ply {
		x.stack = append(x.stack, new(sboard))
	}
	return x.stack[ply]
}
