// Package ai holds the computer players. They know games only through the
// contract in engine/game: a game helps them by implementing the optional
// interfaces there (evaluation, move ordering, hashing). Search is pure and
// deterministic: randomness comes from an explicit seed, and time is the
// caller's business, handed in as a stop condition (Limits.Stop).
package ai

import (
	"fmt"
	"strings"
	"time"
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
	Quiesce   bool    // play out captures past the horizon (game.Tactical)
	MCTS      bool    // Monte Carlo tree search with random playouts instead
}

// Player is a named computer player.
type Player struct {
	Name     string
	MoveTime time.Duration // for Timed players: how long the caller lets it think
	Config
}

// Levels are the players New knows, weakest first within each group.
var Levels = []string{"easy", "medium", "hard", "expert", "random", "greedy", "classic", "mcts"}

// configs: the four levels a person picks, then baselines for measuring
// them (docs/strength.md). Easy and Medium see one and two moves ahead and
// err on purpose; Hard is node-limited so it answers fast; Expert thinks
// for the caller's time. MCTS lost every game to Expert and is kept only
// for comparison.
var configs = map[string]Config{
	"random":  {Random: true},
	"greedy":  {Depth: 1, Eval: "material", ExactRoot: true},
	"classic": {Depth: 3, Width: 5, Eval: "classic"},
	"easy":    {Depth: 1, ExactRoot: true, Noise: 6, Blunder: 0.35},
	"medium":  {Depth: 2, ExactRoot: true, Noise: 2, Blunder: 0.1},
	"hard":    {Depth: 6, Nodes: 20000, TTBits: 16, Quiesce: true},
	"expert":  {Timed: true, TTBits: 18, Quiesce: true},
	"mcts":    {Timed: true, MCTS: true},
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
