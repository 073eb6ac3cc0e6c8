package scenetest

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/view"
)

// PlayedMatch is the record of a game of cfg opened at the table (so its
// seats are the table's) with up to n moves played by a seeded random
// player (fewer if it ends first).
func PlayedMatch(t *testing.T, m *scene.Manager, cfg view.GameConfig, n int, seed uint64) *match.Match {
	t.Helper()
	s, err := scene.Open.Table(m, scene.Game{Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	mt := s.(scene.Recorded).Record()
	PlayRandom(t, mt, n, seed)
	return mt
}

// PlayRandom plays up to n moves of a seeded random player on mt (fewer if
// the game ends first).
func PlayRandom(t *testing.T, mt *match.Match, n int, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	var buf []game.Move
	for i := 0; i < n && !mt.State().IsOver(); i++ {
		buf = mt.State().LegalMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		if err := mt.PlayMove(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
}
