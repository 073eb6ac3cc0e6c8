package table

import (
	"fmt"

	"kaskade/engine/match"
)

// replay plays moves given in notation; with animate the last one goes
// through the normal path so that it is animated.
func (t *table) replay(moves []string, animate bool) error {
	for i, mv := range moves {
		if animate && i == len(moves)-1 {
			st := t.state()
			c, err := st.ParseMove(mv)
			if err != nil {
				return fmt.Errorf("move %d (%s): %v", i+1, mv, err)
			}
			t.view.Reset(t.seen(st))
			t.play(c)
			return nil
		}
		lm, ok := t.match.(*match.Match)
		if !ok {
			return fmt.Errorf("moves are played at the start of a game on this device only")
		}
		if err := lm.Play(mv); err != nil {
			return fmt.Errorf("move %d (%s): %v", i+1, mv, err)
		}
	}
	t.view.Reset(t.seen(t.state()))
	if len(moves) > 0 {
		t.afterHistory()
	}
	return nil
}
