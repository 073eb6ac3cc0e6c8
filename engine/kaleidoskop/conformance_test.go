package kaleidoskop

import (
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
)

// TestConformance runs the contract's suite on 3, 4 and 6 players.
func TestConformance(t *testing.T) {
	for _, players := range []int{3, 4, 6} {
		gametest.Run(t, gametest.Config{
			New: func(seed uint64) game.State {
				s, _ := New(Options{Players: players, Length: Short, Deal: seed, Rounds: 4})
				return s
			},
			Parse:     ParseGame,
			Games:     3,
			MaxMoves:  5000, // the round limit ends every game well before
			MoveBound: game.Move(numKinds) << 12,
			Seed:      uint64(players) * 100,
		})
	}
}
