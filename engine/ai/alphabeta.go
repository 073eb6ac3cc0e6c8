package ai

import "kaskade/engine/game"

// searchRoot runs one iteration of depth d. It reports whether the
// iteration completed; if it did not, the best move found by it still
// counts once the first (previous best) move has been searched fully.
func (s *search) searchRoot(d int) bool {
	st := s.stack[0]
	p := st.CurrentPlayer()
	alpha, best, bestMove := -infinity, -infinity, game.NoMove
	s.pvLen[0] = 0
	for i, m := range s.root {
		lo := alpha
		if s.cfg.ExactRoot {
			lo = -infinity
		}
		if !s.tick() {
			break
		}
		c := s.child(st, m, 1)
		var v int
		if s.cfg.PVS && i > 0 && lo > -infinity {
			v = s.value(p, c, d-1, 1, lo, lo+1) // only: is it better?
			if v > lo && !s.aborted {
				v = s.value(p, c, d-1, 1, lo, infinity)
			}
		} else {
			v = s.value(p, c, d-1, 1, lo, infinity)
		}
		if s.aborted {
			break
		}
		s.scores[i] = v
		if v > best {
			best, bestMove = v, m
			alpha = max(alpha, v)
			s.setPV(0, m)
		}
	}
	if bestMove == game.NoMove {
		return false
	}
	s.res.Move, s.res.Score = bestMove, best
	s.res.Nodes = s.nodes
	s.promote(bestMove)
	return !s.aborted
}

// promote moves m to the front of the root moves (and its score with it),
// keeping the order of the rest: the next iteration searches it first.
func (s *search) promote(m game.Move) {
	for i, r := range s.root {
		if r == m {
			v := s.scores[i]
			copy(s.root[1:i+1], s.root[:i])
			copy(s.scores[1:i+1], s.scores[:i])
			s.root[0], s.scores[0] = m, v
			return
		}
	}
}

// setPV makes m followed by the child's line the principal line at ply.
func (s *search) setPV(ply int, m game.Move) {
	s.pv[ply][0] = m
	n := 0
	if ply+1 <= maxPly {
		n = copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
	}
	s.pvLen[ply] = n + 1
}

// negamax scores st from the view of its player to move (alpha-beta with a
// transposition table, killer moves and history).
func (s *search) negamax(st game.State, depth, ply, alpha, beta int) int {
	s.pvLen[ply] = 0
	p := st.CurrentPlayer()
	origAlpha := alpha
	key, ttMove := uint64(0), game.NoMove
	if s.tt != nil {
		key = st.(game.Hasher).Hash()
		if e, ok := s.tt.probe(key); ok {
			ttMove = e.move
			if int(e.depth) == depth || int(e.depth) > depth && !s.cfg.TTSame {
				v := fromTable(int(e.score), ply)
				switch {
				case e.kind == exact,
					e.kind == lower && v >= beta,
					e.kind == upper && v <= alpha:
					return v
				}
			}
		}
	}
	moves := s.orderMoves(st, ply, ttMove)
	best, bestMove := -infinity, game.NoMove
	for i := range moves {
		m := s.pick(ply, i)
		if !s.tick() {
			return 0
		}
		v := s.childValue(p, st, m, i, depth, ply, alpha, beta)
		if s.aborted {
			return 0
		}
		if v <= best {
			continue
		}
		best, bestMove = v, m
		if v > alpha {
			alpha = v
			s.setPV(ply, m)
		}
		if alpha >= beta {
			s.reward(p, m, ply, depth)
			break
		}
	}
	if s.tt != nil {
		kind := exact
		if best <= origAlpha {
			kind = upper
		} else if best >= beta {
			kind = lower
		}
		s.tt.store(key, bestMove, toTable(best, ply), depth, kind)
	}
	return best
}

// childValue scores move m, the i-th tried at st, for p. With PVS every
// move after the first is first asked only whether it beats alpha (a null
// window), and searched fully when it does; with LMR a late quiet move is
// first asked that at a reduced depth.
func (s *search) childValue(p game.Player, st game.State, m game.Move, i, depth, ply, alpha, beta int) int {
	c := s.child(st, m, ply+1)
	if !s.cfg.PVS || i == 0 {
		return s.value(p, c, depth-1, ply+1, alpha, beta)
	}
	r := 0
	if s.cfg.LMR > 0 && i >= s.cfg.LMR && depth >= 3 && s.keys[ply][i] < keyKiller {
		r = 1
	}
	v := s.value(p, c, depth-1-r, ply+1, alpha, alpha+1)
	if v > alpha && !s.aborted && (r > 0 || v < beta) {
		v = s.value(p, c, depth-1, ply+1, alpha, beta)
	}
	return v
}

// reward remembers a move that caused a cut-off.
func (s *search) reward(p game.Player, m game.Move, ply, depth int) {
	if k := &s.killers[ply]; k[0] != m {
		k[1], k[0] = k[0], m
	}
	h := &s.history[seat(p)]
	for int(m) >= len(*h) {
		*h = append(*h, 0)
	}
	if (*h)[m] < 1<<20 {
		(*h)[m] += int32(depth * depth)
	}
}
