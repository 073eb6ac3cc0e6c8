package cascades

import "kaskade/engine/ai"

// expertDepth is how many moves ahead Expert looks from the start of a
// turn: five turns of two drops. Hard's depth 6 is three.
const expertDepth = 10

// Level (ai.Leveler) gives Cascades its own Hard and Expert; the other
// levels are the shared table's (docs/strength-cascades.md).
//
// Hard is the shared Hard without quiescence, exactly as it has always
// played Cascades (the easy<medium<hard ladder was measured so).
//
// Expert is the shared Expert (solver, table, principal variation search)
// with a depth that ends at a turn's end: the evaluation does not know
// that the side to move may have a drop in hand, so a horizon in the
// middle of a turn misjudges it. The depth is fixed rather than grown
// until the clock runs out, because one more ply would stop mid-turn; it
// also needs no quiescence (which only completed such turns, at a cost).
func (s *State) Level(name string) (ai.Config, bool) {
	if name != "hard" && name != "expert" {
		return ai.Config{}, false
	}
	p, err := ai.New(name)
	if err != nil {
		return ai.Config{}, false
	}
	c := p.Config
	c.Quiesce = false
	if name == "expert" {
		c.Depth = s.turnDepth(expertDepth)
	}
	return c, true
}

// turnDepth is d, or d-1 when the drops left in the turn under way are
// odd (the second drop, the game's single first drop), so that a search
// of that depth ends where a turn of two drops ends.
func (s *State) turnDepth(d int) int {
	return d - s.dropsLeft()%2
}

// dropsLeft is how many drops the side to move may still make this turn.
func (s *State) dropsLeft() int {
	if s.FirstTurn() {
		return 1 - int(s.drops)
	}
	return 2 - int(s.drops)
}
