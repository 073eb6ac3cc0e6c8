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
// between both sides. The evaluation is most of a search's time, so the
// rules are counted over whole sets (sets.go) rather than cell by cell.
func (s *State) classic(p Player, full *cellSet) int {
	if s.winner != NoPlayer {
		if s.winner == p {
			return ClassicWin
		}
		return -ClassicWin
	}
	g := s.geo
	if g.words == 1 {
		return s.classicWord(p, full[0])
	}
	mine := &s.owns[p]
	var mineFull, oppFull cellSet
	for w := range g.words {
		mineFull[w] = full[w] & mine[w]
		oppFull[w] = full[w] & s.owns[p.Opponent()][w]
	}
	score := s.Balls(p)
	threatened, dirs := g.touching(&oppFull)
	for _, d := range dirs { // minus 5 - capacity per full enemy neighbour
		var hit cellSet
		for w := range g.words {
			hit[w] = d[w] & mine[w]
		}
		for cp := 2; cp <= 4; cp++ {
			score -= (5 - cp) * g.count(&hit, &g.capSet[cp])
		}
	}
	var safe cellSet
	for w := range g.words {
		safe[w] = mine[w] &^ threatened[w]
	}
	score += 3*g.count(&safe, &g.capSet[2]) + 2*g.count(&safe, &g.capSet[3]) + 2*g.count(&safe, full)
	// A group of two or more adjacent full cells scores 2 x its size: each
	// of its cells touches another of them, and a lone one touches none.
	chained, _ := g.touching(&mineFull)
	return score + 2*g.count(&chained, &mineFull)
}

// classicWord is classic on a board of at most 64 cells (most boards
// played): the same counts over one word, which the compiler keeps in
// registers.
func (s *State) classicWord(p Player, full uint64) int {
	g := s.geo
	mine, opp := s.owns[p][0], s.owns[p.Opponent()][0]
	cap2, cap3, cap4 := g.capSet[2][0], g.capSet[3][0], g.capSet[4][0]
	score := s.Balls(p)
	threats := g.touchWord(full & opp)
	for _, d := range threats {
		hit := d & mine
		score -= 3*bits.OnesCount64(hit&cap2) + 2*bits.OnesCount64(hit&cap3) + bits.OnesCount64(hit&cap4)
	}
	safe := mine &^ or4(threats)
	score += 3*bits.OnesCount64(safe&cap2) + 2*bits.OnesCount64(safe&cap3) + 2*bits.OnesCount64(safe&full)
	mf := full & mine
	chain := g.touchWord(mf)
	return score + 2*bits.OnesCount64(or4(chain)&mf)
}

// fullSet returns the cells one ball short of overflowing, of either side.
func (s *State) fullSet() cellSet {
	var full cellSet
	g := s.geo
	if g.words == 1 {
		full[0] = s.fullWord()
		return full
	}
	for c := range g.size.Cells() {
		if s.count[c]+1 == g.cap[c] {
			full.add(Cell(c))
		}
	}
	return full
}
