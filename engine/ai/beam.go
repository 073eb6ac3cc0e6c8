package ai

import (
	"slices"

	"kaskade/engine/game"
)

// runBeam is the classic published player: plain minimax to a fixed depth,
// from the root player's view, where each side considers only its Width best
// moves as Eval ranks them from its own view.
func (s *search) runBeam() {
	st := s.stack[0]
	me := st.CurrentPlayer()
	best := -infinity
	for _, c := range s.bestChildren(st, s.root) {
		v := s.beam(c.st, s.lim.Depth-1, 1, me)
		if s.aborted {
			break
		}
		if v > best {
			best = v
			s.res.Move, s.res.Score = c.m, v
		}
	}
	s.res.Depth, s.res.Nodes = s.lim.Depth, s.nodes
}

type ranked struct {
	m     game.Move
	st    game.State
	score int
}

// bestChildren plays each move and keeps the Width best for the mover.
func (s *search) bestChildren(st game.State, moves []game.Move) []ranked {
	p := st.CurrentPlayer()
	kids := make([]ranked, 0, len(moves))
	for _, m := range moves {
		if !s.tick() {
			return nil
		}
		c := st.Clone()
		c.Apply(m)
		v := 0
		if c.IsOver() {
			v = terminal(c, p, 1)
		} else {
			v = s.eval(c, p)
		}
		kids = append(kids, ranked{m, c, v})
	}
	slices.SortStableFunc(kids, func(a, b ranked) int { return b.score - a.score })
	return kids[:min(len(kids), s.cfg.Width)]
}

func (s *search) beam(st game.State, depth, ply int, me game.Player) int {
	if st.IsOver() {
		return terminal(st, me, ply)
	}
	if depth <= 0 {
		return s.eval(st, me)
	}
	maximize := st.CurrentPlayer() == me
	best := infinity
	if maximize {
		best = -infinity
	}
	for _, c := range s.bestChildren(st, st.LegalMoves(nil)) {
		v := s.beam(c.st, depth-1, ply+1, me)
		if maximize && v > best || !maximize && v < best {
			best = v
		}
	}
	return best
}
