package kaskade

import (
	"math/bits"

	"kaskade/engine/game"
)

// A cell is "full" when one more ball makes it overflow (count = cap-1): the
// only cells that can fire in a running game.

// ClassicWin is the classic heuristic's score of a won position.
const ClassicWin = 10000

// Classic is the widely copied chain-reaction heuristic, from side p's view:
// its ball count; for each of its cells that no full enemy cell touches,
// +2 on an edge, +3 in a corner and +2 if it is full; minus (5 - capacity of
// its cell) for each full enemy neighbour; plus 2 x size for each group of
// two or more adjacent full cells of its own; ±ClassicWin once decided.
func (s *State) Classic(p Player) int {
	full := s.fullSet()
	return s.classic(p, &full)
}

// classic is Classic given the set of full cells, which Evaluate shares
// between both sides. It walks the owned cells' bits: the evaluation is
// most of a search's time.
func (s *State) classic(p Player, full *cellSet) int {
	if s.winner != NoPlayer {
		if s.winner == p {
			return ClassicWin
		}
		return -ClassicWin
	}
	g := s.geo
	var mineFull, oppFull cellSet
	score := 0
	for w := range g.words {
		mineFull[w] = full[w] & s.owns[p][w]
		oppFull[w] = full[w] & s.owns[p.Opponent()][w]
	}
	for w := range g.words {
		for bitsLeft := s.owns[p][w]; bitsLeft != 0; bitsLeft &= bitsLeft - 1 {
			c := Cell(w*64 + bits.TrailingZeros64(bitsLeft))
			score += int(s.count[c])
			cp, safe := g.cap[c], true
			for _, n := range g.nbr[c][:cp] {
				if oppFull.has(n) {
					score -= 5 - int(cp)
					safe = false
				}
			}
			if safe {
				score += [5]int{2: 3, 3: 2}[cp]
				if full.has(c) {
					score += 2
				}
			}
		}
	}
	return score + s.chainBonus(mineFull)
}

// chainBonus is 2 x size summed over groups of two or more adjacent cells
// of the set full (one side's full cells).
func (s *State) chainBonus(full cellSet) int {
	g := s.geo
	var buf [64]Cell
	bonus := 0
	for w := range g.words {
		for full[w] != 0 {
			c := Cell(w*64 + bits.TrailingZeros64(full[w]))
			full.del(c)
			stack, size := append(buf[:0], c), 0
			for len(stack) > 0 {
				f := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				size++
				for _, n := range g.nbr[f][:g.cap[f]] {
					if full.has(n) {
						full.del(n)
						stack = append(stack, n)
					}
				}
			}
			if size >= 2 {
				bonus += 2 * size
			}
		}
	}
	return bonus
}

// fullSet returns the cells one ball short of overflowing, of either side.
func (s *State) fullSet() cellSet {
	var full cellSet
	g := s.geo
	for c := range g.size.Cells() {
		if s.count[c]+1 == g.cap[c] {
			full.add(Cell(c))
		}
	}
	return full
}

// Balls is the number of balls side p has on the board.
func (s *State) Balls(p Player) int {
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

// Heuristic offers "classic" (State.Classic) and "material" (own balls).
func (g *Game) Heuristic(name string) game.EvalFunc {
	switch name {
	case "classic":
		return func(s game.State, p game.Player) int { return s.(*Game).st.Classic(SideOf(p)) }
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
