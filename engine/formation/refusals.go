package formation

import "kaskade/engine/game"

// Refusal codes of Die Formation (besides game.CodeOver, game.CodeNoMove).
const (
	CodePassWithMove = "formation.pass-with-move" // Args: the side to move
	CodeNotOwnPiece  = "formation.not-own-piece"  // Args: the side to move, the from square
	CodeOccupied     = "formation.occupied"       // Args: the target square
	CodeUnreachable  = "formation.unreachable"    // Args: to, from, from's colour
)

var _ interface {
	game.Typer
	game.Checker
} = (*State)(nil)

// Type: two players, zero-sum, perfect information, no chance.
func (s *State) Type() game.Type { return game.PerfectTwoPlayer }

// Check says why m is not legal here, as a *game.Refusal, or nil.
func (s *State) Check(m game.Move) error {
	if s.over {
		return game.Refuse(game.CodeOver, "the game is over")
	}
	if s.choices != nil {
		return s.checkPick(m)
	}
	me, occ := s.toMove, s.occupied()
	if m == Pass {
		if s.tab.canMove(s.pieces[me], occ) {
			return game.Refuse(CodePassWithMove, "%s has a move, and passing is allowed only without one", me)
		}
		return nil
	}
	if m < 0 || m > Pass {
		return game.Refuse(game.CodeNoMove, "not a move of Die Formation")
	}
	from, to := Square(m>>6), Square(m&63)
	switch {
	case s.PieceAt(from) != me:
		return game.Refuse(CodeNotOwnPiece, "no piece of %s on %s", me, from)
	case s.PieceAt(to) != NoSide:
		return game.Refuse(CodeOccupied, "%s is occupied", to)
	case s.tab.targets(int(from), occ)>>to&1 == 0:
		return game.Refuse(CodeUnreachable, "%s is not reachable from %s (a %s square)", to, from, s.tab.colours[from])
	}
	return nil
}
