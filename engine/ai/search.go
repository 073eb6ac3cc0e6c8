package ai

import (
	"math/rand/v2"

	"kaskade/engine/game"
)

const (
	maxPly   = 64
	winScore = 1 << 24 // a win at ply n scores winScore-n
	infinity = 1 << 30
	pollMask = 63 // check Stop and pause every 64 nodes
)

// Limits bound one search. The search also ends by itself when its depth
// limit is reached or the result is decided.
type Limits struct {
	Depth int         // deepest iteration; 0 = maxPly
	Nodes int64       // stop after this many nodes; 0 = no limit
	Stop  func() bool // polled every 64 nodes, e.g. a wall-clock deadline
}

// Result is what a search found.
type Result struct {
	Move  game.Move   // best move so far: legal once the search has started
	Score int         // from the mover's view; ±(1<<24 - plies) is a forced result
	Depth int         // deepest completed iteration (plies); MCTS: playouts
	Nodes int64       // moves applied
	PV    []game.Move // principal variation, Move first
}

// search is one player's search from one position. It runs either straight
// through (Think) or as a coroutine paused every 64 nodes (Thinker); the
// code is the same.
type search struct {
	cfg     Config
	lim     Limits
	rng     *rand.Rand
	eval    game.EvalFunc
	tt      *table
	pause   func() bool // Thinker's yield; false means cancelled
	nodes   int64
	aborted bool
	rootP   game.Player // the root's mover (Config.RootView)

	root    []game.Move
	scores  []int
	stack   [maxPly + 1]game.State
	moves   [maxPly + 1][]game.Move
	keys    [maxPly + 1][]int
	pv      [maxPly + 1][maxPly + 1]game.Move
	pvLen   [maxPly + 1]int
	killers [maxPly + 1][2]game.Move
	history [game.MaxPlayers][]int32

	// the general tree search (tree.go)
	general   bool
	me        game.Player    // the seat searching
	imperfect game.Imperfect // the root, for games with hidden information
	deal      game.SplitMix64
	tree      []treeNode
	legal     []game.Move
	mark      []bool
	outs      []game.Outcome

	res Result
}

func newSearch(cfg Config, st game.State, seed uint64, lim Limits) *search {
	if lim.Depth <= 0 || lim.Depth > maxPly {
		lim.Depth = maxPly
	}
	s := &search{cfg: cfg, lim: lim, rng: rand.New(rand.NewPCG(seed, 0x6b61736b))}
	s.stack[0] = st.Clone()
	s.rootP = st.CurrentPlayer()
	s.eval = evaluator(st, cfg.Eval)
	if _, ok := st.(game.Hasher); ok && cfg.TTBits > 0 {
		s.tt = newTable(cfg.TTBits, cfg.TTDeep)
	}
	s.root = st.LegalMoves(nil)
	s.rng.Shuffle(len(s.root), func(i, j int) { s.root[i], s.root[j] = s.root[j], s.root[i] })
	s.orderRoot()
	s.scores = make([]int, len(s.root))
	s.res.Move = game.NoMove
	if len(s.root) > 0 {
		s.res.Move = s.root[0]
	}
	return s
}

// evaluator picks the named heuristic, or the game's own evaluation, or
// none (every unfinished position scores 0).
func evaluator(st game.State, name string) game.EvalFunc {
	if h, ok := st.(game.Heuristics); ok && name != "" {
		if f := h.Heuristic(name); f != nil {
			return f
		}
	}
	if _, ok := st.(game.Evaluator); ok {
		return func(s game.State, p game.Player) int { return s.(game.Evaluator).Evaluate(p) }
	}
	return func(game.State, game.Player) int { return 0 }
}

// run searches until a limit is reached or the result is certain.
func (s *search) run() {
	switch {
	case len(s.root) == 0:
		return
	case s.cfg.Random:
		s.res.Move = s.root[s.rng.IntN(len(s.root))]
		return
	case s.general:
		s.runTree()
		return
	case s.cfg.Width > 0:
		s.runBeam()
		return
	case s.cfg.MCTS:
		s.runMCTS()
		return
	}
	for d := 1; d <= s.lim.Depth; d++ {
		complete := s.searchRoot(d)
		if !complete {
			break
		}
		s.res.Depth = d
		s.res.PV = append(s.res.PV[:0], s.pv[0][:s.pvLen[0]]...)
		if abs(s.res.Score) > winScore-maxPly {
			break
		}
	}
	if s.cfg.ExactRoot {
		s.chooseAmongRoot()
	}
}

// tick counts a node and reports whether the search may go on.
func (s *search) tick() bool {
	if s.aborted {
		return false
	}
	s.nodes++
	if s.lim.Nodes > 0 && s.nodes >= s.lim.Nodes {
		s.aborted = true
	}
	if s.nodes&pollMask == 0 && !s.aborted {
		if s.lim.Stop != nil && s.lim.Stop() {
			s.aborted = true
		} else if s.pause != nil && !s.pause() {
			s.aborted = true
		}
	}
	return !s.aborted
}

// child returns the reusable state for ply, set to parent after move m.
// NoMove gives a plain copy.
func (s *search) child(parent game.State, m game.Move, ply int) game.State {
	c, ok := s.stack[ply].(game.Copier)
	if ok {
		c.CopyFrom(parent)
	} else {
		s.stack[ply] = parent.Clone()
	}
	if m != game.NoMove {
		s.stack[ply].Apply(m)
	}
	return s.stack[ply]
}

// value scores child, reached by a move of p, from p's view. Several moves
// in a row by the same player (a multi-step turn) keep the sign.
func (s *search) value(p game.Player, child game.State, depth, ply, alpha, beta int) int {
	if child.IsOver() {
		return terminal(child, p, ply)
	}
	if depth <= 0 || ply >= maxPly {
		return s.leaf(p, child, ply, alpha, beta)
	}
	if child.CurrentPlayer() == p {
		return s.negamax(child, depth, ply, alpha, beta)
	}
	return -s.negamax(child, depth, ply, -beta, -alpha)
}

func terminal(st game.State, p game.Player, ply int) int {
	switch r := st.Result(p); {
	case r > 0:
		return winScore - ply
	case r < 0:
		return -winScore + ply
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
