package ai

import (
	"slices"

	"kaskade/engine/game"
)

// Ordering keys: the table's move, then the game's guess, then killers,
// then history.
const (
	keyTT     = 1 << 30
	keyKiller = 1 << 14
)

// orderMoves generates st's moves into the buffer for ply and computes
// their keys; pick then hands them out best first.
func (s *search) orderMoves(st game.State, ply int, ttMove game.Move) []game.Move {
	moves := st.LegalMoves(s.moves[ply][:0])
	keys := s.keys[ply][:0]
	o, _ := st.(game.MoveOrderer)
	h := s.history[seat(st.CurrentPlayer())]
	for _, m := range moves {
		k := 0
		switch {
		case m == ttMove:
			k = keyTT
		case o != nil:
			k = o.OrderScore(m) << 16
		}
		if m == s.killers[ply][0] || m == s.killers[ply][1] {
			k += keyKiller
		}
		if int(m) < len(h) {
			k += int(min(h[m], keyKiller-1))
		}
		keys = append(keys, k)
	}
	s.moves[ply], s.keys[ply] = moves, keys
	return moves
}

// seat is p's row of the history table; a special player (Chance,
// Terminal), which alpha-beta never meets, gets row 0 rather than a panic.
func seat(p game.Player) int {
	if p < 0 || p >= game.MaxPlayers {
		return 0
	}
	return int(p)
}

// pick swaps the best of the moves from i on into place i and returns it:
// a lazy selection sort, cheap when a cut-off comes early.
func (s *search) pick(ply, i int) game.Move {
	moves, keys := s.moves[ply], s.keys[ply]
	b := i
	for j := i + 1; j < len(moves); j++ {
		if keys[j] > keys[b] {
			b = j
		}
	}
	moves[i], moves[b] = moves[b], moves[i]
	keys[i], keys[b] = keys[b], keys[i]
	return moves[i]
}

// orderRoot sorts the (already shuffled) root moves by the game's guess;
// the sort is stable so that equal moves keep the seeded random order.
func (s *search) orderRoot() {
	o, ok := s.stack[0].(game.MoveOrderer)
	if !ok {
		return
	}
	slices.SortStableFunc(s.root, func(a, b game.Move) int { return o.OrderScore(b) - o.OrderScore(a) })
}
