package gametest

import (
	"fmt"
	"strings"
	"testing"

	"kaskade/engine/game"
)

// Mover chooses the move of the player to move in st, never at a chance
// step: a computer level, given as a function so that this package does
// not import the computer players (whose own tests use it). st is the
// mover's own copy; seed makes the choice reproducible.
type Mover func(st game.State, seed uint64) game.Move

// PlayLevels plays cfg.Games games (default 20) for each named mover, the
// mover taking every seat, chance drawn by its probabilities, and fails if
// a mover chooses a move that Check refuses or panics. A game that has not
// ended after cfg.MaxMoves moves is stopped there.
func PlayLevels(t testing.TB, cfg Config, movers map[string]Mover) {
	t.Helper()
	cfg = cfg.withDefaults()
	for name, mover := range movers {
		for i := range cfg.Games {
			r := &runner{cfg: cfg, seed: cfg.Seed + uint64(i)}
			r.rng = game.SplitMix64{State: r.seed}
			if err := r.levelGame(mover); err != nil {
				t.Errorf("level %s, game %d (seed %d) after moves [%s]: %v", name, i, r.seed, strings.Join(r.written, " "), err)
				break
			}
		}
	}
}

// levelGame plays one game with mover in every seat.
func (r *runner) levelGame(mover Mover) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	st := r.cfg.New(r.seed)
	for n := 0; !st.IsOver() && n < r.cfg.MaxMoves; n++ {
		m := r.pick(st)
		if st.CurrentPlayer() != game.Chance {
			m = mover(st.Clone(), r.rng.Next())
			if err := st.Check(m); err != nil {
				return fmt.Errorf("position %q: the level chose %d (%s): %v", st, m, st.FormatMove(m), err)
			}
		}
		r.written = append(r.written, st.FormatMove(m))
		st.Apply(m)
	}
	return nil
}
