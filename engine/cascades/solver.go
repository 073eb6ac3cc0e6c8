package cascades

import (
	"errors"
	"fmt"
	"slices"

	"kaskade/engine/game"
)

// The solver decides a position with plain drops exactly: who wins with
// perfect play. It searches by turns (every distinct position a whole turn
// can leave: a pass, one drop then end, two drops), with alpha-beta on the
// three values win, draw and loss, and these aids:
//
//   - A transposition table keyed by the exact position, not a hash: the
//     stones below the top row, and a pending pass. The turn count does not
//     matter after the first turn, and the game is symmetric under the
//     mirror image with the colours swapped (the setup maps to itself), so a
//     position with White to move is stored as its mirror image with Black
//     to move. Entries are bounds, so a cut-off result is kept too.
//   - Bounds that need no search: stones are never removed, so each side
//     ends with at least the points it holds and at most the points its
//     reach (stones and the empty cells hanging below them) could give. If
//     the mover holds more than the opponent can ever get, it has won; if
//     it can never get more than the opponent holds, it cannot win; and so
//     on. A child that ends the game with a win is taken at once.
//   - Move ordering by the static evaluation, so that the first turn tried
//     is usually the best.
//
// The free-drop variant is not solved: stones come and go there, positions
// can repeat and the bounds do not hold.

// Outcome is what the solver found for the player to move.
type Outcome int8

const (
	Unknown Outcome = iota // the budget ran out first
	Win
	Draw
	Loss
)

func (o Outcome) String() string { return [...]string{"unknown", "win", "draw", "loss"}[o] }

// Solution is the solver's answer for the player to move.
type Solution struct {
	Outcome Outcome
	// Turn is a best way to finish the turn under way: the drops, then End
	// if the turn does not end by itself. Empty when Unknown.
	Turn  []game.Move
	Nodes int64 // turn positions searched
}

// MaxSolveCells bounds the cells below the top row a solvable board has:
// the table keys hold 128 bits per side.
const MaxSolveCells = 128

// Solvable reports why a game with these options cannot be solved, or nil.
func Solvable(o Options) error {
	switch {
	case o.Free:
		return errors.New("the free-drop variant is not solved: stones are removed, positions repeat")
	case o.Size.Cells()-o.Size.W > MaxSolveCells:
		return fmt.Errorf("board %s has more than %d cells below the top row", o.Size, MaxSolveCells)
	}
	return o.Size.Validate()
}

// Solve finds the outcome of s for the side to move with perfect play,
// searching at most budget turn positions (0: no bound), and a best turn.
// It does not change s.
func Solve(s *State, budget int64) (Solution, error) {
	if err := Solvable(s.opt); err != nil {
		return Solution{}, err
	}
	if s.Over() {
		return Solution{}, errors.New("the game is over")
	}
	sv := &solver{budget: budget, bounded: budget > 0, tt: map[solveKey]bounds{}}
	best, turn := int8(-2), []game.Move(nil)
	for _, k := range sv.expand(s, 0) {
		v := sv.childValue(s.toMove, &k, 0, -1, 1)
		if sv.aborted {
			return Solution{Nodes: sv.nodes}, nil
		}
		if v > best {
			best, turn = v, k.moves()
		}
		if best == 1 {
			break
		}
	}
	return Solution{Outcome: [...]Outcome{Loss, Draw, Win}[best+1], Turn: turn, Nodes: sv.nodes}, nil
}

type solver struct {
	budget  int64
	bounded bool // budget applies (a budget of 0 positions is one for a slice)
	nodes   int64
	aborted bool
	tt      map[solveKey]bounds
	kids    [][]kid // per ply, reused
}

// solveKey is a turn-start position seen from Black to move (see above).
type solveKey struct {
	b, w [2]uint64
	pass bool
}

// bounds are what is known of a position's value: lo <= value <= hi.
type bounds struct{ lo, hi int8 }

// kid is a position after a whole turn, and the turn's moves.
type kid struct {
	st    State
	turn  [2]game.Move
	n     int8
	score int
}

func (k *kid) moves() []game.Move { return slices.Clone(k.turn[:k.n]) }

// childValue is the value for p of a kid of a position at ply, reached by
// p's turn.
func (sv *solver) childValue(p Side, k *kid, ply int, alpha, beta int8) int8 {
	if k.st.Over() {
		return int8(k.st.Result(game.Player(p)))
	}
	return -sv.value(&k.st, ply+1, -beta, -alpha)
}

// value is the value of s, at the start of a turn, for the side to move;
// fail-soft alpha-beta: a value <= alpha is an upper bound, >= beta a
// lower bound.
func (sv *solver) value(s *State, ply int, alpha, beta int8) int8 {
	sv.nodes++
	if sv.bounded && sv.nodes > sv.budget {
		sv.aborted = true
		return 0
	}
	b := s.staticBounds()
	key := s.solveKey()
	if e, ok := sv.tt[key]; ok {
		b.lo, b.hi = max(b.lo, e.lo), min(b.hi, e.hi)
	}
	switch {
	case b.lo == b.hi, b.lo >= beta:
		return b.lo
	case b.hi <= alpha:
		return b.hi
	}
	alpha, beta = max(alpha, b.lo), min(beta, b.hi)
	a0, b0 := alpha, beta
	best := int8(-2)
	for _, k := range sv.expand(s, ply) {
		v := sv.childValue(s.toMove, &k, ply, alpha, beta)
		if sv.aborted {
			return 0
		}
		best = max(best, v)
		alpha = max(alpha, v)
		if alpha >= beta {
			break
		}
	}
	switch {
	case best >= b0:
		b.lo = max(b.lo, best)
	case best <= a0:
		b.hi = min(b.hi, best)
	default:
		b.lo, b.hi = best, best
	}
	sv.tt[key] = b
	return best
}

// staticBounds bounds the value for the side to move from what each side
// holds and can still reach.
func (s *State) staticBounds() bounds {
	m, o := s.toMove, s.toMove.Opponent()
	hm, ho := s.Points(m), s.Points(o)
	rm, ro := s.potential(m), s.potential(o)
	b := bounds{-1, 1}
	switch {
	case hm > ro:
		return bounds{1, 1}
	case rm < ho:
		return bounds{-1, -1}
	}
	if rm <= ho {
		b.hi = 0
	}
	if hm >= ro {
		b.lo = 0
	}
	return b
}

// solveKey is s's table key: Black to move as is, White to move mirrored
// with the colours swapped.
func (s *State) solveKey() solveKey {
	z := s.opt.Size
	k := solveKey{pass: s.pass}
	me, you := Black, White
	if s.toMove == White {
		me, you = White, Black
	}
	at := 0
	for r := 1; r < z.H; r++ {
		bm, wm := s.rows[me][r], s.rows[you][r]
		if me == White {
			bm, wm = z.mirror(r, bm), z.mirror(r, wm)
		}
		put(&k.b, at, bm)
		put(&k.w, at, wm)
		at += z.RowLen(r)
	}
	return k
}

// put writes the bits of x at bit offset at of a 128-bit set.
func put(set *[2]uint64, at int, x uint32) {
	w, sh := at/64, uint(at%64)
	set[w] |= uint64(x) << sh
	if sh > 32 && w == 0 {
		set[1] |= uint64(x) >> (64 - sh)
	}
}

// expand lists the distinct positions the turn under way can leave, best
// first by the static evaluation, with the turn's moves; a turn that ends
// the game with a win for the mover comes first of all.
func (sv *solver) expand(s *State, ply int) []kid {
	for len(sv.kids) <= ply {
		sv.kids = append(sv.kids, nil)
	}
	kids := sv.kids[ply][:0]
	var buf [MaxCells + 1]game.Move
	add := func(st *State, moves ...game.Move) {
		k := kid{st: *st, n: int8(len(moves))}
		copy(k.turn[:], moves)
		kids = append(kids, k)
	}
	var first, second State
	for _, a := range s.LegalMoves(buf[:0]) {
		first = *s
		first.play(a, nil)
		if a == End || first.TurnDone() {
			add(&first, a)
			continue
		}
		var buf2 [MaxCells + 1]game.Move
		for _, b := range first.LegalMoves(buf2[:0]) {
			second = first
			second.play(b, nil)
			add(&second, a, b)
		}
	}
	kids = dedupe(kids)
	p := game.Player(s.toMove)
	for i := range kids {
		k := &kids[i]
		if k.st.Over() {
			k.score = 1 << 30 * int(k.st.Result(p))
		} else {
			k.score = k.st.Evaluate(p)
		}
	}
	slices.SortStableFunc(kids, func(x, y kid) int { return y.score - x.score })
	sv.kids[ply] = kids
	return kids
}

// dedupe drops kids whose position another kid before them already has
// (two drops made in either order).
func dedupe(kids []kid) []kid {
	seen := make(map[uint64][]int, len(kids))
	out := kids[:0]
	for i := range kids {
		k := &kids[i]
		dup := false
		for _, j := range seen[k.st.hash] {
			if out[j].st == k.st {
				dup = true
				break
			}
		}
		if !dup {
			seen[k.st.hash] = append(seen[k.st.hash], len(out))
			out = append(out, *k)
		}
	}
	return out
}
