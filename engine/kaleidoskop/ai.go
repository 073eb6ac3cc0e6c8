package kaleidoskop

import "kaskade/engine/ai"

var _ ai.Leveler = (*State)(nil)

// levels are Kaleidoskop's computer players (ai.Leveler): the tree search
// from positions re-dealt from the seat's view, scoring each new leaf at
// once by an evaluation (no random playouts: random moves buy and aim
// tools aimlessly and say little). A turn is several moves, each searched
// on its own, so the budgets are per move, and at most PerMove playouts
// for each legal move (a choice of two decks needs few): a place move has
// up to 432 choices, so Easy does not look at all of them. The
// levels differ most in what they judge by (Heuristic, Evaluate): Easy
// builds only on what is on the board and Medium plays its own game
// without watching the leader, both with deliberate second and third
// choices; Hard weighs every seat against the best of the others
// ("plain", the others' hands by the cards the re-deal guessed); Expert
// does so with the others' hands counted blind, by their decks only
// (Evaluate): the guesses change from playout to playout and only add
// noise. More playouts than Hard's bought nothing measurable
// (docs/strength-kaleidoskop.md).
// Greedy is the balance study's player: one look at each of at most 100
// legal moves drawn at random (one re-deal each) by the full evaluation,
// the best taken: cheap enough for thousands of games.
var levels = map[string]ai.Config{
	"greedy": {Iterations: 100, PerMove: 1, Nodes: 2_000, Cutoff: -1, EvalScale: evalScale},
	"easy":   {Eval: "onboard", Iterations: 60, PerMove: 2, Nodes: 1_000, Cutoff: -1, EvalScale: evalScale, Blunder: 0.3},
	"medium": {Eval: "mean", Iterations: 300, PerMove: 4, Nodes: 4_000, Cutoff: -1, EvalScale: evalScale, Blunder: 0.1},
	"hard":   {Eval: "plain", Iterations: 400, PerMove: 4, Nodes: 6_000, Cutoff: -1, EvalScale: evalScale},
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
