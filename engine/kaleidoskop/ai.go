package kaleidoskop

import "kaskade/engine/ai"

var _ ai.Leveler = (*State)(nil)

// levels are Kaleidoskop's computer players (ai.Leveler): the tree search
// from positions re-dealt from the seat's view, scoring each new leaf at
// once by an evaluation (no random playouts: random moves buy and aim
// tools aimlessly and say little). A turn is several moves, each searched
// on its own, so the budgets are per move, and at most PerMove playouts
// for each legal move (a choice of two decks needs few). A place move has
// up to about 210 choices with four players, and how many of them a level
// looks at (a new one each playout) is most of its strength: Easy looks at
// 60 and builds only on what is on the board ("onboard"); Medium (70) and
// Hard (150) judge their hand hex by hex and play their own game against
// the others' mean ("mean"); all three play a second or third choice now
// and then. Expert looks at every place move with the full evaluation
// (Evaluate: against the best of the others, their hands counted blind)
// and never errs on purpose. The full evaluation is as strong at 150
// playouts as at Expert's 800, so Hard keeps "mean": the ladder's steps
// are measured in docs/strength-kaleidoskop.md.
// Greedy is the balance study's player: one look at each of at most 100
// legal moves drawn at random (one re-deal each) by the full evaluation,
// the best taken: cheap enough for thousands of games.
var levels = map[string]ai.Config{
	"greedy": {Iterations: 100, PerMove: 1, Nodes: 2_000, Cutoff: -1, EvalScale: evalScale},
	"easy":   {Eval: "onboard", Iterations: 60, PerMove: 2, Nodes: 1_000, Cutoff: -1, EvalScale: evalScale, Blunder: 0.3},
	"medium": {Eval: "mean", Iterations: 70, PerMove: 4, Nodes: 1_200, Cutoff: -1, EvalScale: evalScale, Blunder: 0.1},
	"hard":   {Eval: "mean", Iterations: 150, PerMove: 4, Nodes: 2_500, Cutoff: -1, EvalScale: evalScale, Blunder: 0.1},
	"expert": {Iterations: 800, PerMove: 8, Nodes: 12_000, Cutoff: -1, EvalScale: evalScale},
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
