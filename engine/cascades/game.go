package cascades

import "kaskade/engine/game"

// Cascades gives search every help the contract defines for it.
var _ interface {
	game.State
	game.Checker
	game.Typer
	game.Turner
	game.Scorer
	game.Evaluator
	game.MoveOrderer
	game.Hasher
	game.Copier
	game.Tactical
} = (*State)(nil)

// Type: two players, zero-sum, perfect information, no chance.
func (s *State) Type() game.Type { return game.PerfectTwoPlayer }

// NumPlayers is 2: Black (seat 0, moves first) and White (seat 1).
func (s *State) NumPlayers() int { return 2 }

// CurrentPlayer is the seat of the side to move, or game.Terminal.
func (s *State) CurrentPlayer() game.Player {
	if s.Over() {
		return game.Terminal
	}
	return game.Player(s.toMove)
}

func (s *State) IsOver() bool { return s.Over() }

// Result is +1 for the winner, -1 for the loser, 0 for a draw or while the
// game goes on.
func (s *State) Result(p game.Player) float64 {
	switch {
	case s.winner == NoSide:
		return 0
	case game.Player(s.winner) == p:
		return 1
	}
	return -1
}

// Score is p's count: bottom-row stones, or all its stones with territory.
func (s *State) Score(p game.Player) float64 {
	if p != 0 && p != 1 {
		return 0
	}
	return float64(s.Points(Side(p)))
}

func (s *State) Clone() game.State { c := *s; return &c }

// CopyFrom copies src, which must be a *State, into s.
func (s *State) CopyFrom(src game.State) { *s = *src.(*State) }

// Hash is the Zobrist hash of the stones, the side to move, the drops made
// this turn, a pending pass and the first turn.
func (s *State) Hash() uint64 { return s.hash }
