package ai

import "kaskade/engine/game"

// PlayOut plays st to the end, players[i] moving for seat i, and returns the
// number of moves played (st itself is changed). Each move's seed derives from seed and
// the move number, so a game between depth- or node-limited players is
// reproducible. stopFor (may be nil) gives each move's stop condition, e.g.
// a deadline for Timed players.
func PlayOut(st game.State, players []*Player, seed uint64, stopFor func(*Player) func() bool) int {
	ply := uint64(0)
	for ; !st.IsOver(); ply++ {
		cur := st.CurrentPlayer()
		if cur < 0 || int(cur) >= len(players) {
			break // chance steps come with the first game that has them
		}
		p := players[cur]
		var stop func() bool
		if stopFor != nil {
			stop = stopFor(p)
		}
		r := Think(p, st, mix(seed, ply), stop)
		if r.Move == game.NoMove {
			break
		}
		st.Apply(r.Move)
	}
	return int(ply)
}

// mix derives a well-spread seed from a seed and a number (splitmix64).
func mix(seed, n uint64) uint64 {
	r := game.SplitMix64{State: seed + n*game.SplitMixGamma}
	return r.Next()
}

// Mix is mix for callers that derive per-game seeds.
func Mix(seed, n uint64) uint64 { return mix(seed, n) }
