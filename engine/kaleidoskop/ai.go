package kaleidoskop

import "kaskade/engine/ai"

var _ ai.Leveler = (*State)(nil)

// levels are Kaleidoskop's computer players (ai.Leveler): the tree search
// from positions re-dealt from the seat's view, scoring each new leaf at
// once by Evaluate (no random playouts: random moves buy and aim tools
// aimlessly and say little). A turn is several moves, each searched on its
// own, so the budgets are per move, and at most PerMove playouts for each
// legal move (a choice of two decks needs few): a place move has up to 360
// choices, so Easy does not even look at all of them and now and then
// plays the second or third choice; Expert looks at each many times. The
// lower levels also judge with weaker evaluations (Heuristic): Easy builds
// only on what is on the board, Medium plays its own game without
// watching the leader; Hard and Expert weigh every seat against the best
// of the others (play to win). Greedy is the balance study's player:
// one look at each of at most 100 legal moves drawn at random (one
// re-deal each) by the full evaluation, the best taken, no second
// choices: cheap enough for thousands of games.
// The node caps keep a move's search short on any board
// (docs/strength-kaleidoskop.md has the times and the ladder).
var levels = map[string]ai.Config{
	"greedy": {Iterations: 100, PerMove: 1, Nodes: 2_000, Cutoff: -1, EvalScale: evalScale},
	"easy":   {Eval: "onboard", Iterations: 60, PerMove: 2, Nodes: 1_000, Cutoff: -1, EvalScale: evalScale, Blunder: 0.3},
	"medium": {Eval: "mean", Iterations: 300, PerMove: 4, Nodes: 4_000, Cutoff: -1, EvalScale: evalScale, Blunder: 0.1},
	"hard":   {Iterations: 1_200, PerMove: 10, Nodes: 15_000, Cutoff: -1, EvalScale: evalScale},
	"expert": {Iterations: 4_000, PerMove: 25, Nodes: 50_000, Cutoff: -1, EvalScale: evalScale},
}

// evalScale maps Evaluate into the search's returns: four scoring
// crystals ahead is a return of tanh(1).
const evalScale = 400

// Level gives the level's settings; the names this table lacks (random,
// and the baselines) use the default table.
func (s *State) Level(name string) (ai.Config, bool) {
	c, ok := levels[name]
	return c, ok
}
