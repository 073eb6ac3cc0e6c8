package party

import (
	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// outScore is the evaluation of a seat that is out: below any seat in.
const outScore = -4000

// strength is a seat's hold on the board: its cells, its balls, and its
// cells one ball short of overflowing (a threat, and a target).
func (s *State) strengths(out *[MaxPlayers]int) {
	for c, o := range s.owner[:s.Size().Cells()] {
		if o == 0 {
			continue
		}
		v := 2 + int(s.count[c])
		if s.count[c]+1 == s.geo.cap[c] {
			v += 2
		}
		out[o-1] += v
	}
}

// Evaluate is p's strength less the mean strength of the others still in,
// the game's static evaluation for the tree search's cut-off playouts.
func (s *State) Evaluate(p game.Player) int {
	if !s.seat(p) {
		return 0
	}
	var all [MaxPlayers]int
	s.EvaluateSeats(all[:s.n])
	return all[p]
}

// EvaluateSeats fills out[p] with Evaluate(p) for every seat in one pass
// over the board (ai.SeatsEvaluator).
func (s *State) EvaluateSeats(out []int) {
	var str [MaxPlayers]int
	s.strengths(&str)
	total := 0
	for p := range s.n {
		if s.outAt[p] == 0 {
			total += str[p]
		}
	}
	for p := range min(int(s.n), len(out)) {
		if s.outAt[p] != 0 {
			out[p] = outScore
			continue
		}
		others := max(int(s.alive)-1, 1)
		out[p] = str[p] - (total-str[p])/others
	}
}

var _ ai.SeatsEvaluator = (*State)(nil)

// levels are the computer players of party games (ai.Leveler): the tree
// search with playouts cut short and scored by Evaluate, since random
// moves in a chain reaction say little about who is ahead. Measured with
// kaskade match -game kaskade -options 6x6,players=4 -seats L,M,M,M (one
// seat of L against three of M, seats rotated; a fair share is 25%):
// easy against random 81% of 100 games, medium against easy 51%, hard
// against medium 37% (95% interval 28-47%). Expert, timed, did not beat
// Hard on a loaded machine (22.5% of 40 games at 1 s a move), where it
// gets fewer playouts than its cap.
var levels = map[string]ai.Config{
	"easy":   {Iterations: 60, Nodes: 6_000, Cutoff: 2, EvalScale: evalScale, Blunder: 0.3},
	"medium": {Iterations: 300, Nodes: 30_000, Cutoff: 4, EvalScale: evalScale, Blunder: 0.05},
	"hard":   {Iterations: 2000, Nodes: 150_000, Cutoff: 4, EvalScale: evalScale},
	"expert": {Timed: true, Iterations: 50_000, Cutoff: 4, EvalScale: evalScale},
}

// evalScale makes an evaluation of about three cells' worth of lead a
// return of tanh(1).
const evalScale = 20

// Level is the named level's search (ai.Leveler); other names use the
// shared table.
func (s *State) Level(name string) (ai.Config, bool) {
	c, ok := levels[name]
	return c, ok
}
