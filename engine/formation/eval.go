package formation

import (
	"math/bits"

	"kaskade/engine/game"
)

func popcount(x uint64) int { return bits.OnesCount64(x) }

const rank1 uint64 = 0xff

// Shape describes how far a side is from the formation.
type Shape struct {
	Largest int // pieces in its largest orthogonal group
	Groups  int // number of groups (1 = the formation)
	Spread  int // sum of the pieces' file and rank distances to their median square
}

// ShapeOf measures the pieces p.
func ShapeOf(p uint64) Shape {
	var sh Shape
	for rest := p; rest != 0; {
		g := groupOf(rest&-rest, rest)
		rest &^= g
		sh.Groups++
		sh.Largest = max(sh.Largest, popcount(g))
	}
	var files, ranks [8]int
	for i := range 8 {
		files[i] = popcount(p & (fileA << i))
		ranks[i] = popcount(p & (rank1 << (8 * i)))
	}
	sh.Spread = spreadAround(files, popcount(p)) + spreadAround(ranks, popcount(p))
	return sh
}

// spreadAround is the sum of distances of the counted lines to their
// median, the point that needs the fewest steps to gather at. It is a
// lower bound of the king steps needed to bring the pieces together,
// and fast: no sorting.
func spreadAround(count [8]int, n int) int {
	med, seen := 0, 0
	for seen+count[med] < (n+1)/2 {
		seen += count[med]
		med++
	}
	d := 0
	for i, c := range count {
		d += c * max(i-med, med-i)
	}
	return d
}

// Mobility is the number of moves side has here (passing not counted).
func (s *State) Mobility(side Side) int {
	n, occ := 0, s.occupied()
	for p := s.pieces[side]; p != 0; p &= p - 1 {
		n += popcount(s.tab.targets(bits.TrailingZeros64(p), occ))
	}
	return n
}

// Weights of the evaluation, in points; tuned by matches between levels.
// wThreat is per move that would win at once (two at most: a double
// threat); it lets a search see one move further than its depth.
const (
	wLargest  = 6
	wGroups   = 4
	wSpread   = 3
	wMobility = 1
	wThreat   = 30
)

// score is side's own view of its progress, without the opponent.
func (s *State) score(side Side) int {
	sh := ShapeOf(s.pieces[side])
	v := wLargest*sh.Largest - wGroups*sh.Groups - wSpread*sh.Spread + wMobility*s.Mobility(side)
	if sh.Groups <= 5 { // else no single move can join them
		v += wThreat * min(2, s.winningMoves(side))
	}
	return v
}

// winningMoves counts side's moves that would win at once.
func (s *State) winningMoves(side Side) int {
	n, own, occ := 0, s.pieces[side], s.occupied()
	for p := own; p != 0; p &= p - 1 {
		from := bits.TrailingZeros64(p)
		n += popcount(s.tab.targets(from, occ) & joining(own&^(1<<from), occ))
	}
	return n
}

// joining is the empty squares that touch every group of rest: a piece
// moved there makes rest one group.
func joining(rest, occ uint64) uint64 {
	near := ^occ
	for r := rest; r != 0 && near != 0; {
		g := groupOf(r&-r, r)
		r &^= g
		near &= spread(g)
	}
	return near
}

// Evaluate knows the goal: a big largest group, few groups, pieces close
// together, moves to make and moves that would win; mine minus the
// opponent's.
func (s *State) Evaluate(p game.Player) int {
	me := Side(p)
	if (me != Black && me != White) || s.choices != nil {
		return 0 // the board is not there yet: the search looks past the pick
	}
	return s.score(me) - s.score(me.Opponent())
}

// Heuristic offers "material": the size of p's largest group, a greedy
// player's measure. Other names fall back to Evaluate.
func (s *State) Heuristic(name string) game.EvalFunc {
	if name == "material" {
		return func(st game.State, p game.Player) int {
			return ShapeOf(st.(*State).pieces[Side(p)]).Largest
		}
	}
	return nil
}

// OrderScore guesses a move's worth without playing it: a winning move
// first, then moves that join more of the mover's pieces than they leave,
// and moves towards the pieces' middle.
func (s *State) OrderScore(m game.Move) int {
	if m == Pass || s.over || m < 0 || m > Pass {
		return 0
	}
	own := s.pieces[s.toMove]
	from, to := uint64(1)<<(m>>6), uint64(1)<<(m&63)
	after := own ^ from ^ to
	if connected(after) {
		return 1000
	}
	join := popcount(spread(to)&^to&after) - popcount(spread(from)&^from&own)
	return 16*join + s.towardsMiddle(own, int(m>>6), int(m&63))
}

// towardsMiddle is how many steps (files plus ranks) a move from..to
// brings a piece closer to the mean square of own.
func (s *State) towardsMiddle(own uint64, from, to int) int {
	sf, sr, n := 0, 0, popcount(own)
	for p := own; p != 0; p &= p - 1 {
		sq := bits.TrailingZeros64(p)
		sf += sq & 7
		sr += sq >> 3
	}
	dist := func(sq int) int { // scaled by n to stay in integers
		return abs(n*(sq&7)-sf) + abs(n*(sq>>3)-sr)
	}
	return (dist(from) - dist(to)) / n
}

func abs(x int) int { return max(x, -x) }

// NoisyMoves appends the moves that win at once: those that bring the
// mover's pieces into one group. Search plays them out past its horizon
// (game.Tactical), so a win in one at the leaves is seen, not guessed.
// A move from..to wins when to touches every group of the other pieces.
func (s *State) NoisyMoves(buf []game.Move) []game.Move {
	if s.over || s.choices != nil {
		return buf
	}
	own, occ := s.pieces[s.toMove], s.occupied()
	for p := own; p != 0; p &= p - 1 {
		from := bits.TrailingZeros64(p)
		for to := s.tab.targets(from, occ) & joining(own&^(1<<from), occ); to != 0; to &= to - 1 {
			buf = append(buf, MoveOf(Square(from), Square(bits.TrailingZeros64(to))))
		}
	}
	return buf
}
