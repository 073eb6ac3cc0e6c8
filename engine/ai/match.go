package ai

import "kaskade/engine/game"

// PlayOut plays st to the end, players[i] moving for seat i, and returns the
// number of moves played (st itself is changed), chance steps included.
// Each move's seed derives from seed and the move number, so a game between
// depth- or node-limited players is reproducible; a chance step draws its
// outcome by its probability from the same seed. stopFor (may be nil) gives
// each move's stop condition, e.g. a deadline for Timed players. It stops
// early at a seat without a player.
func PlayOut(st game.State, players []*Player, seed uint64, stopFor func(*Player) func() bool) int {
	ply := uint64(0)
	var outs []game.Outcome
	for ; !st.IsOver(); ply++ {
		cur := st.CurrentPlayer()
		if cur == game.Chance {
			m := drawOutcome(st, unit(mix(seed, ply)), &outs)
			if m == game.NoMove {
				break
			}
			st.Apply(m)
			continue
		}
		if cur < 0 || int(cur) >= len(players) {
			break
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

// unit maps a random 64-bit number to [0, 1).
func unit(x uint64) float64 { return float64(x>>11) / (1 << 53) }

// Mix is mix for callers that derive per-game seeds.
func Mix(seed, n uint64) uint64 { return mix(seed, n) }
