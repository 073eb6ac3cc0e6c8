// Package ai holds the computer players. They know games only through the
// contract in engine/game: a game helps them by implementing the optional
// interfaces there (evaluation, move ordering, hashing). The game's type
// (game.TypeOf) picks the algorithm: alpha-beta and its kin for two players,
// zero-sum, perfect information and no chance (Kaskade, Die Formation);
// otherwise information-set Monte Carlo tree search (tree.go), which draws
// chance by its odds, searches only positions re-dealt from the seat's view,
// and lets each seat pick by its own return. Search is pure and
// deterministic: randomness comes from an explicit seed, and time is the
// caller's business, handed in as a stop condition (Limits.Stop).
package ai

import (
	"fmt"
	"strings"
	"time"

	"kaskade/engine/game"
)

// DefaultMoveTime is the thinking time of time-limited players unless the
// caller chooses another.
const DefaultMoveTime = time.Second

// Config says how a player searches.
type Config struct {
	Random    bool    // plays a uniformly random legal move
	Depth     int     // deepest iteration; 0 = no limit but the budget
	Nodes     int64   // node budget per move; 0 = none
	Timed     bool    // thinks until the caller's deadline (MoveTime)
	Eval      string  // "" = the game's Evaluator; else a game Heuristic by name
	Width     int     // >0: minimax over only the Width best moves by Eval (classic)
	ExactRoot bool    // score every root move exactly, to choose among them
	Noise     int     // ± noise added to root scores (believable mistakes)
	Blunder   float64 // chance of playing the 2nd or 3rd best move instead
	TTBits    int     // transposition table of 2^TTBits entries; 0 = none
	TTSame    bool    // the table answers only for the same depth left: values stay those of the search without it
	TTDeep    bool    // the table keeps the deepest result beside the latest (tt.go)
	Quiesce   bool    // play out captures past the horizon (game.Tactical)
	MCTS      bool    // Monte Carlo tree search with random playouts instead
	Exact     bool    // asks the game's exact solver first (Solvable, solved.go)
	RootView  bool    // Eval always from the root mover's view, as plain minimax programs do
	PVS       bool    // principal variation search: null windows after the first move
	LMR       int     // with PVS, >0: moves from this index on, not killers or the table's, one ply shallower first

	// For Monte Carlo search on games where alpha-beta does not fit (see
	// configFor): playouts per move, and how playouts are cut off.
	Iterations int     // playouts per move; 0 = until stopped (or maxPlayouts)
	PerMove    int     // >0: at most this many playouts per legal move at the root (a choice of two needs few)
	Cutoff     int     // with a game.Evaluator: a playout stops after this many moves; 0 = defaultCutoff, <0 = none (evaluate the leaf)
	EvalScale  float64 // the evaluation v becomes tanh(v/EvalScale) in [-1, 1]; 0 = defaultEvalScale
}

// Player is a named computer player.
type Player struct {
	Name     string
	MoveTime time.Duration // for Timed players: how long the caller lets it think
	Config
}

// Levels are the players New knows, weakest first within each group. The
// table below holds their settings for Kaskade and Die Formation (two
// players, perfect information); every other game plays the same names by
// tree search (treeConfigs).
var Levels = []string{"easy", "medium", "hard", "expert", "random", "greedy", "classic", "mcts", "expert0", "brilliant2", "brilliant4", "brilliant6"}

// configs: the four levels a person picks, then baselines for measuring
// them (docs/strength.md). Easy and Medium see one and two moves ahead and
// err on purpose; Hard is node-limited so it answers fast; Expert thinks
// for the caller's time. MCTS lost every game to Expert and is kept only
// for comparison. The brilliant levels are the baseline of the Brilliant.org
// write-up as chain-reaction programs run it: full-width alpha-beta to 2, 4
// or 6 plies over its evaluation from the root player's view, no noise.
var configs = map[string]Config{
	"random":  {Random: true},
	"greedy":  {Depth: 1, Eval: "material", ExactRoot: true},
	"classic": {Depth: 3, Width: 5, Eval: "classic"},
	"easy":    {Depth: 1, ExactRoot: true, Noise: 6, Blunder: 0.35},
	"medium":  {Depth: 2, ExactRoot: true, Noise: 2, Blunder: 0.1},
	"hard":    {Depth: 6, Nodes: 20000, TTBits: 16, Quiesce: true},
	"expert":  {Timed: true, TTBits: 18, TTDeep: true, Quiesce: true, Exact: true, PVS: true, LMR: 1, Eval: "tuned"},
	"mcts":    {Timed: true, MCTS: true},

	// Expert as it was before issue 19 (no PVS, no reductions), kept to
	// measure the new one against (docs/strength.md).
	"expert0": {Timed: true, TTBits: 18, Quiesce: true, Exact: true},

	// The table only saves them time (TTSame): they score and play as
	// plain full-width alpha-beta.
	"brilliant2": {Depth: 2, Eval: "brilliant", RootView: true, TTBits: 16, TTSame: true},
	"brilliant4": {Depth: 4, Eval: "brilliant", RootView: true, TTBits: 18, TTSame: true},
	"brilliant6": {Depth: 6, Eval: "brilliant", RootView: true, TTBits: 18, TTSame: true},
}

// treeConfigs are the levels for games where alpha-beta does not fit (more
// than two players, chance, hidden information: game.Type.AlphaBetaFits):
// information-set Monte Carlo tree search with budgets that grow by level,
// in playouts and in nodes, whichever runs out first: a small game spends
// its playouts, a game with slow moves or long playouts its nodes, so no
// level keeps a screen waiting long. Easy and Medium now and then play the
// second or third most searched move. A game may give its own table
// (Leveler).
var treeConfigs = map[string]Config{
	"random":  {Random: true},
	"greedy":  {Iterations: 50, Nodes: 10_000},
	"classic": {Iterations: 300, Nodes: 40_000},
	"easy":    {Iterations: 100, Nodes: 20_000, Blunder: 0.3},
	"medium":  {Iterations: 500, Nodes: 60_000, Blunder: 0.1},
	"hard":    {Iterations: 3000, Nodes: 200_000},
	"expert":  {Timed: true, Iterations: 50_000},
	"mcts":    {Timed: true, Iterations: 50_000},

	// expert0 plays as expert. The brilliant baselines belong to Kaskade;
	// elsewhere they get bounded budgets (the classic one and up) so that
	// no name hangs.
	"expert0":    {Timed: true, Iterations: 50_000},
	"brilliant2": {Iterations: 300, Nodes: 40_000},
	"brilliant4": {Iterations: 1000, Nodes: 100_000},
	"brilliant6": {Iterations: 3000, Nodes: 200_000},
}

// Leveler is implemented by a game state that defines its own levels for
// the tree search (a game where alpha-beta does not fit): Level returns the
// Config of a level of Levels, or false to use the default table.
type Leveler interface {
	Level(name string) (Config, bool)
}

// configFor is how p searches st, and whether by the general tree search.
// Games where alpha-beta fits (two players, zero-sum, perfect information,
// no chance) get the player's own Config, or the game's own entry for the
// level where it gives one (Leveler: Cascades' Hard). Other games get the
// level's entry of the game's table (Leveler) or of treeConfigs. A node
// budget that the caller set on the Player (one that differs from the
// level's) still caps the search, so tests and matches can bound it.
func (p *Player) configFor(st game.State) (Config, bool) {
	l, leveled := st.(Leveler)
	if game.TypeOf(st).AlphaBetaFits() {
		own, has := Config{}, false
		if leveled {
			own, has = l.Level(p.Name)
		}
		if !has {
			return p.Config, false
		}
		if p.Nodes != configs[p.Name].Nodes {
			own.Nodes = p.Nodes
		}
		return own, false
	}
	c, ok := treeConfigs[p.Name]
	if leveled {
		if own, has := l.Level(p.Name); has {
			c, ok = own, true
		}
	}
	if !ok {
		return p.Config, true // a player made by hand: its budgets, the tree search
	}
	if p.Nodes != configs[p.Name].Nodes {
		c.Nodes = p.Nodes
	}
	return c, true
}

// New returns the player of the named level (see Levels).
func New(level string) (*Player, error) {
	name := strings.ToLower(level)
	c, ok := configs[name]
	if !ok {
		return nil, fmt.Errorf("unknown level %q: want one of %s", level, strings.Join(Levels, ", "))
	}
	p := &Player{Name: name, Config: c}
	if c.Timed {
		p.MoveTime = DefaultMoveTime
	}
	return p, nil
}
