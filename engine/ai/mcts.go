package ai

import (
	"math"

	"kaskade/engine/game"
)

// uctC is the exploration constant of UCT for returns in [0, 1].
const uctC = 1.4

// mctsNode is a node of the Monte Carlo tree, kept in one slice.
type mctsNode struct {
	move     game.Move
	mover    game.Player // who played move
	parent   int32
	children []int32
	untried  []game.Move
	visits   float64
	wins     float64 // mover's total return mapped to [0, 1]
}

// runMCTS is plain UCT with random playouts, for comparison with the
// alpha-beta players: it plays until stopped, then the most visited move.
func (s *search) runMCTS() {
	root := s.stack[0]
	if m, ok := WinNow(root, s.root); ok {
		s.res.Move = m
		return
	}
	tree := []mctsNode{{parent: -1, untried: append([]game.Move(nil), s.root...)}}
	for !s.aborted && s.res.Depth < maxPlayouts {
		st := s.child(root, game.NoMove, 1)
		leaf := s.descend(&tree, st)
		s.backup(tree, leaf, s.playout(st))
		s.res.Depth++ // playouts
	}
	best := -1.0
	for _, c := range tree[0].children {
		if tree[c].visits > best {
			best, s.res.Move = tree[c].visits, tree[c].move
		}
	}
}

// maxPlayouts stops a search that nobody stops.
const maxPlayouts = 1 << 20

// WinNow is a move of moves (legal in st) that wins the game at once for
// the player to move; none at a chance step.
func WinNow(st game.State, moves []game.Move) (game.Move, bool) {
	p := st.CurrentPlayer()
	if p < 0 {
		return game.NoMove, false
	}
	for _, m := range moves {
		c := st.Clone()
		c.Apply(m)
		if c.Result(p) > 0 {
			return m, true
		}
	}
	return game.NoMove, false
}

// descend walks down by UCT, applying moves to st, expands one child and
// returns its index.
func (s *search) descend(tree *[]mctsNode, st game.State) int32 {
	n := int32(0)
	for {
		node := &(*tree)[n]
		if len(node.untried) > 0 {
			i := s.rng.IntN(len(node.untried))
			m := node.untried[i]
			node.untried[i] = node.untried[len(node.untried)-1]
			node.untried = node.untried[:len(node.untried)-1]
			p := st.CurrentPlayer()
			st.Apply(m)
			s.tick()
			child := mctsNode{move: m, mover: p, parent: n, untried: st.LegalMoves(nil)}
			*tree = append(*tree, child)
			c := int32(len(*tree) - 1)
			(*tree)[n].children = append((*tree)[n].children, c)
			return c
		}
		if len(node.children) == 0 {
			return n // the game is over here
		}
		n = s.uct(*tree, n)
		st.Apply((*tree)[n].move)
		s.tick()
	}
}

func (s *search) uct(tree []mctsNode, n int32) int32 {
	best, pick := -1.0, tree[n].children[0]
	logN := math.Log(tree[n].visits)
	for _, c := range tree[n].children {
		ch := &tree[c]
		v := ch.wins/ch.visits + uctC*math.Sqrt(logN/ch.visits)
		if v > best {
			best, pick = v, c
		}
	}
	return pick
}

// playout plays random moves to the end and returns the finished state.
func (s *search) playout(st game.State) game.State {
	buf := s.moves[2][:0]
	for !st.IsOver() && !s.aborted {
		buf = st.LegalMoves(buf[:0])
		st.Apply(buf[s.rng.IntN(len(buf))])
		s.tick()
	}
	s.moves[2] = buf
	return st
}

func (s *search) backup(tree []mctsNode, n int32, end game.State) {
	if s.aborted && !end.IsOver() {
		return // an unfinished playout says nothing
	}
	for ; n > 0; n = tree[n].parent {
		tree[n].visits++
		tree[n].wins += (end.Result(tree[n].mover) + 1) / 2
	}
	tree[0].visits++
}
