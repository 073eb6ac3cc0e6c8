package ai

import "kaskade/engine/game"

// maxQuiesce bounds how many captures in a row quiescence plays out.
const maxQuiesce = 8

// leaf scores child (reached by p's move) at the search horizon from p's
// view: statically, or after playing out pending captures.
func (s *search) leaf(p game.Player, child game.State, ply, alpha, beta int) int {
	if s.cfg.RootView { // a one-sided evaluation read as the root's gain
		v := s.eval(child, s.rootP)
		if p != s.rootP {
			v = -v
		}
		return v
	}
	if !s.cfg.Quiesce {
		return s.eval(child, p)
	}
	if _, ok := child.(game.Tactical); !ok {
		return s.eval(child, p)
	}
	if child.CurrentPlayer() == p {
		return s.quiesce(child, ply, maxQuiesce, alpha, beta)
	}
	return -s.quiesce(child, ply, maxQuiesce, -beta, -alpha)
}

// quiesce scores st from its mover's view: the mover may stand on the
// static evaluation or try a capture, and so on, for at most q captures.
func (s *search) quiesce(st game.State, ply, q, alpha, beta int) int {
	p := st.CurrentPlayer()
	best := s.eval(st, p)
	if best >= beta || q == 0 || ply >= maxPly {
		return best
	}
	alpha = max(alpha, best)
	moves := st.(game.Tactical).NoisyMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	for _, m := range moves {
		if !s.tick() {
			return 0
		}
		c := s.child(st, m, ply+1)
		var v int
		switch {
		case c.IsOver():
			v = terminal(c, p, ply+1)
		case c.CurrentPlayer() == p:
			v = s.quiesce(c, ply+1, q-1, alpha, beta)
		default:
			v = -s.quiesce(c, ply+1, q-1, -beta, -alpha)
		}
		if s.aborted {
			return 0
		}
		if v > best {
			best = v
			alpha = max(alpha, v)
			if alpha >= beta {
				break
			}
		}
	}
	return best
}
