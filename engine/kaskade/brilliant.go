package kaskade

import "math/bits"

// The Brilliant.org chain-reaction write-up ("Artificial Intelligence for
// Chain Reaction") published the evaluation most chain-reaction programs
// copy; its rules, from one side's view, are in Classic below. The search
// levels that use it full-width ("brilliant2/4/6" in engine/ai) are the
// baseline anyone can recognise; "classic" is the same evaluation under its
// older name, searched over the five best moves only.

// A cell is "full" when one more ball makes it overflow (count = cap-1): the
// only cells that can fire in a running game.

// ClassicWin is the classic heuristic's score of a won position.
const ClassicWin = 10000

// Classic is the write-up's heuristic, from side p's view, rule by rule:
//   - the number of p's balls;
//   - for each full enemy cell next to a cell of p's: minus (5 - the
//     capacity of p's cell), so a threatened corner costs most;
//   - for each cell of p's that no full enemy cell touches: +3 in a corner,
//     +2 on an edge, and +2 more if it is full itself;
//   - for each group of two or more adjacent full cells of p's: +2 x size;
//   - ±ClassicWin once the game is decided.
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
