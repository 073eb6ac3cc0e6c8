package cascades

import "kaskade/engine/ai"

// Level (ai.Leveler) keeps Hard as it has always played Cascades: the
// shared Hard without quiescence. Since the second drop of a turn became a
// noisy move (NoisyMoves), quiescence completes every turn at the horizon;
// Expert keeps it, Hard does not, so the levels stay apart in strength at
// a short move time (docs/strength-cascades.md). Other levels are the
// shared table's.
func (s *State) Level(name string) (ai.Config, bool) {
	if name != "hard" {
		return ai.Config{}, false
	}
	p, err := ai.New(name)
	if err != nil {
		return ai.Config{}, false
	}
	c := p.Config
	c.Quiesce = false
	return c, true
}
