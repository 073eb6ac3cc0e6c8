package cascades

import (
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
)

// TestConformance runs the collection's suite on every kind of game: the
// seed picks the options.
func TestConformance(t *testing.T) {
	opts := []string{"4x2", "4x3", "8x8", "6x5,free", "8x8,territory", "10x10", "6x4,free,territory"}
	gametest.Run(t, gametest.Config{
		New: func(seed uint64) game.State {
			s, _ := NewGame(opts[seed%uint64(len(opts))])
			return s
		},
		Parse: func(line string) (game.State, error) {
			s, err := Parse(line)
			if err != nil {
				return nil, err
			}
			return s, nil
		},
		Games:     3 * len(opts),
		MoveBound: End + 1,
	})
}

// TestLevelsPlayLegally: every computer level plays whole games of every
// kind with legal moves only (timed levels get a node budget instead).
func TestLevelsPlayLegally(t *testing.T) {
	opts := []string{"4x3", "6x5,free", "8x8,territory"}
	movers := map[string]gametest.Mover{}
	for _, name := range ai.Levels {
		p, err := ai.New(name)
		if err != nil {
			t.Fatal(err)
		}
		if p.Timed || p.Nodes == 0 || p.Nodes > 5000 {
			p.Timed, p.Nodes = false, 5000
		}
		movers[name] = func(st game.State, seed uint64) game.Move { return ai.Think(p, st, seed, nil).Move }
	}
	gametest.PlayLevels(t, gametest.Config{
		New:   func(seed uint64) game.State { s, _ := NewGame(opts[seed%3]); return s },
		Games: 3,
	}, movers)
}
