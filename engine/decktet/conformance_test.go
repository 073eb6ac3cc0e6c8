package decktet_test

import (
	"fmt"
	"testing"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
)

// conformance deals random games under each set of rules, the seed
// picking the deal and the rules.
func conformance(t *testing.T) gametest.Config {
	rules := []string{"", ",extended", ",passes=unlimited", ",ace", ",extended,ace"}
	return gametest.Config{
		New: func(seed uint64) game.State {
			g, err := decktet.NewGame(fmt.Sprintf("deal=%d%s", seed+1, rules[seed%uint64(len(rules))]))
			if err != nil {
				t.Fatal(err)
			}
			return g
		},
		Parse:     decktet.ParseGame,
		Games:     15,
		MoveBound: 64,
	}
}

func TestConformance(t *testing.T) { gametest.Run(t, conformance(t)) }
