package kaskade

import (
	"math/bits"

	"kaskade/engine/game"
)

// Balls is the number of balls side p has on the board.
func (s *State) Balls(p Player) int {
	if s.geo.words == 1 {
		return s.ballsWord(s.owns[p][0])
	}
	n := 0
	for w := range s.geo.words {
		for b := s.owns[p][w]; b != 0; b &= b - 1 {
			n += int(s.count[w*64+bits.TrailingZeros64(b)])
		}
	}
	return n
}

// Evaluate is the search's evaluation: the classic heuristic made
// symmetric (mine minus the opponent's), so that it also sees the
// opponent's threats and chains.
func (g *Game) Evaluate(p game.Player) int {
	me, full := SideOf(p), g.st.fullSet()
	return g.st.classic(me, &full) - g.st.classic(me.Opponent(), &full)
}

// Heuristic offers "brilliant" and its older name "classic" (both
// State.Classic, brilliant.go), "tuned" (State.Tuned, tuned.go) and
// "material" (own balls).
func (g *Game) Heuristic(name string) game.EvalFunc {
	switch name {
	case "brilliant", "classic":
		return func(s game.State, p game.Player) int { return s.(*Game).st.Classic(SideOf(p)) }
	case "tuned":
		return func(s game.State, p game.Player) int { return s.(*Game).st.Tuned(SideOf(p)) }
	case "material":
		return func(s game.State, p game.Player) int { return s.(*Game).st.Balls(SideOf(p)) }
	}
	return nil
}

// OrderScore ranks a move before search: firing a full cell into full enemy
// cells first (captures, chain reactions), then safe corners and edges;
// cells that a full enemy neighbour can take are tried last.
func (g *Game) OrderScore(m game.Move) int {
	s, c := &g.st, Cell(m)
	geo, opp := s.geo, s.toMove.Opponent()
	cp := geo.cap[c]
	enemyFull, enemy := 0, 0
	for _, n := range geo.nbr[c][:cp] {
		if s.ownerOf(n) == opp {
			enemy++
			if s.count[n] == geo.cap[n]-1 {
				enemyFull++
			}
		}
	}
	if s.count[c] == cp-1 {
		return 1000 + 100*enemyFull + 10*enemy
	}
	score := 2 * (4 - int(cp))
	if enemyFull > 0 {
		score -= 50
	}
	if s.count[c]+1 == cp-1 {
		score++
	}
	return score
}

// zobrist keys: one per cell, owner and ball count, one for Black to move.
// Fixed by a constant seed, so hashes are the same on every run.
var zobrist, zobristBlack = func() (t [MaxCells][2][8]uint64, black uint64) {
	r := game.SplitMix64{State: 0x6b61736b616465} // "kaskade"
	next := r.Next
	for c := range t {
		for o := range t[c] {
			for n := range t[c][o] {
				t[c][o][n] = next()
			}
		}
	}
	return t, next()
}()

// Hash is the Zobrist hash of the cells and the side to move.
func (g *Game) Hash() uint64 {
	s := &g.st
	var h uint64
	if s.toMove == Black {
		h = zobristBlack
	}
	for c := 0; c < s.geo.size.Cells(); c++ {
		if n := s.count[c]; n != 0 {
			h ^= zobrist[c][s.ownerOf(Cell(c))-White][n&7]
		}
	}
	return h
}

// NoisyMoves appends the captures: full cells of the side to move that
// touch an enemy cell, so placing there fires into it.
func (g *Game) NoisyMoves(buf []game.Move) []game.Move {
	s := &g.st
	geo, me := s.geo, s.toMove
	for c := Cell(0); int(c) < geo.size.Cells(); c++ {
		if s.ownerOf(c) != me || s.count[c] != geo.cap[c]-1 {
			continue
		}
		for _, n := range geo.nbr[c][:geo.cap[c]] {
			if s.ownerOf(n) == me.Opponent() {
				buf = append(buf, game.Move(c))
				break
			}
		}
	}
	return buf
}
