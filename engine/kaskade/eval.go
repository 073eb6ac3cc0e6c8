package kaskade

import "kaskade/engine/game"

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
	if s.winner != NoPlayer {
		if s.winner == p {
			return ClassicWin
		}
		return -ClassicWin
	}
	g, opp, score := s.geo, p.Opponent(), 0
	for c := 0; c < g.size.Cells(); c++ {
		if s.owner[c] != p {
			continue
		}
		score += int(s.count[c])
		cp, safe := g.cap[c], true
		for _, n := range g.nbr[c][:cp] {
			if s.owner[n] == opp && s.count[n] == g.cap[n]-1 {
				score -= 5 - int(cp)
				safe = false
			}
		}
		if !safe {
			continue
		}
		score += [5]int{2: 3, 3: 2}[cp]
		if s.count[c] == cp-1 {
			score += 2
		}
	}
	return score + s.chainBonus(p)
}

// chainBonus is 2 x size summed over groups of two or more adjacent full
// cells of p.
func (s *State) chainBonus(p Player) int {
	g := s.geo
	var seen [MaxCells]bool
	var stack [MaxCells]Cell
	bonus := 0
	for c := Cell(0); int(c) < g.size.Cells(); c++ {
		if seen[c] || !s.fullOf(c, p) {
			continue
		}
		seen[c] = true
		stack[0] = c
		top, size := 1, 0
		for top > 0 {
			top--
			f := stack[top]
			size++
			for _, n := range g.nbr[f][:g.cap[f]] {
				if !seen[n] && s.fullOf(n, p) {
					seen[n] = true
					stack[top] = n
					top++
				}
			}
		}
		if size >= 2 {
			bonus += 2 * size
		}
	}
	return bonus
}

func (s *State) fullOf(c Cell, p Player) bool {
	return s.owner[c] == p && s.count[c] == s.geo.cap[c]-1
}

// Balls is the number of balls side p has on the board.
func (s *State) Balls(p Player) int {
	n := 0
	for c := 0; c < s.geo.size.Cells(); c++ {
		if s.owner[c] == p {
			n += int(s.count[c])
		}
	}
	return n
}

// Evaluate is the search's evaluation: the classic heuristic made
// symmetric (mine minus the opponent's), so that it also sees the
// opponent's threats and chains.
func (g *Game) Evaluate(p game.Player) int {
	me := SideOf(p)
	return g.st.Classic(me) - g.st.Classic(me.Opponent())
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
		if s.owner[n] == opp {
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
			h ^= zobrist[c][s.owner[c]-White][n&7]
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
		if s.owner[c] != me || s.count[c] != geo.cap[c]-1 {
			continue
		}
		for _, n := range geo.nbr[c][:geo.cap[c]] {
			if s.owner[n] == me.Opponent() {
				buf = append(buf, game.Move(c))
				break
			}
		}
	}
	return buf
}
