package formation_test

import (
	"fmt"
	"testing"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
)

// conformance plays random games on the default board, random ones and
// boards White picks, with a move limit short enough that some games are
// drawn by it.
func conformance(t *testing.T) gametest.Config {
	return gametest.Config{
		New: func(seed uint64) game.State {
			opt := fmt.Sprintf("random:%d,limit=120", seed)
			switch seed % 3 {
			case 0:
				opt = "default,limit=60"
			case 1: // White picks the board first
				opt = fmt.Sprintf("pick:%d,limit=120", seed)
			}
			s, err := formation.NewGame(opt)
			if err != nil {
				t.Fatal(err)
			}
			return s
		},
		Parse: func(line string) (game.State, error) {
			s, err := formation.Parse(line)
			if err != nil {
				return nil, err
			}
			return s, nil
		},
		Games:     9,
		MoveBound: formation.Pass + 64,
	}
}

func TestConformance(t *testing.T) { gametest.Run(t, conformance(t)) }
