package gametest_test

import (
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
	"kaskade/engine/game/gametest/toygame"
)

func toyConfig() gametest.Config {
	return gametest.Config{
		New:       func(uint64) game.State { return toygame.New() },
		Parse:     toygame.ParseGame,
		Games:     200,
		MoveBound: toygame.MoveBound + 4,
	}
}

func TestToyGame(t *testing.T) { gametest.Run(t, toyConfig()) }

// The first legal move is a level that cannot go wrong.
func TestPlayLevelsToy(t *testing.T) {
	first := func(st game.State, _ uint64) game.Move { return st.LegalMoves(nil)[0] }
	gametest.PlayLevels(t, toyConfig(), map[string]gametest.Mover{"first": first})
}
