package review

import "kaskade/engine/game"

// MinTurnCost is the least share of its chances a move must cost the seat
// to be named the turning point: a game whose every move kept the chances
// within it has none.
const MinTurnCost = 0.05

// Chance is the seat's chance of winning with value v at scale k: 1 or 0
// for a decided value, ½ for a solved draw, else the logistic curve of the
// score (scales.go).
func (v Value) Chance(k float64) float64 {
	switch {
	case v.Decided() && v.Score > 0:
		return 1
	case v.Decided():
		return 0
	case v.Solved:
		return 0.5
	}
	if k <= 0 {
		k = DefaultScale
	}
	return logistic(float64(v.Score) / k)
}

// Cost is the share of its chances the move played cost the seat at
// scale k: the chance with the best move found less the chance after the
// move played; 0 when it was the best found.
func (m Move) Cost(k float64) float64 {
	if m.Best == m.Played {
		return 0
	}
	return max(m.Before.Chance(k)-m.After.Chance(k), 0)
}

// Grade says how much a move cost, in the words chess sites use.
type Grade int

const (
	Good       Grade = iota // the best found, or within MinTurnCost of it
	Inaccuracy              // cost at least MinTurnCost
	Mistake                 // at least 0.15
	Blunder                 // at least 0.30
)

// GradeOf grades a cost in chances.
func GradeOf(cost float64) Grade {
	switch {
	case cost >= 0.30:
		return Blunder
	case cost >= 0.15:
		return Mistake
	case cost >= MinTurnCost:
		return Inaccuracy
	}
	return Good
}

// Standing says who is ahead with a chance p for one side, in words: the
// screen says "White is clearly better" from it and the side's name.
type Standing int

const (
	Even           Standing = iota // p within 0.45 and 0.55
	SlightlyBetter                 // the side is slightly better (p ≥ 0.55)
	ClearlyBetter                  // p ≥ 0.70
	Winning                        // p ≥ 0.90, or decided as a win
	SlightlyWorse                  // p ≤ 0.45
	ClearlyWorse                   // p ≤ 0.30
	Losing                         // p ≤ 0.10, or decided as a loss
)

// StandingOf is the standing of a side whose chance is p.
func StandingOf(p float64) Standing {
	switch {
	case p >= 0.90:
		return Winning
	case p >= 0.70:
		return ClearlyBetter
	case p >= 0.55:
		return SlightlyBetter
	case p <= 0.10:
		return Losing
	case p <= 0.30:
		return ClearlyWorse
	case p <= 0.45:
		return SlightlyWorse
	}
	return Even
}

// Ahead is the side ahead at chance p of the seat, and its standing seen
// from that side (Even: nobody ahead, the seat returned).
func Ahead(seat game.Player, p float64) (game.Player, Standing) {
	switch s := StandingOf(p); s {
	case Even, SlightlyBetter, ClearlyBetter, Winning:
		return seat, s
	}
	return 1 - seat, StandingOf(1 - p)
}

// Point is one point of the game's course: the seat's chance of winning
// after Ply moves of the game.
type Point struct {
	Ply    int
	Chance float64
}

// Course is the game's course for a graph, in the order played: the seat's
// chance before each of its moves (after the other side's move, with the
// best move there) and after it. The screen plots it, 1 − Chance for the
// other side, the turning point at Moves[Turn].Ply.
func (r Report) Course() []Point {
	out := make([]Point, 0, 2*len(r.Moves))
	for _, m := range r.Moves {
		out = append(out, Point{m.Ply, m.Before.Chance(r.Scale)}, Point{m.Ply + 1, m.After.Chance(r.Scale)})
	}
	return out
}

// TurnFacts are what the screen needs to word the turning point: "a
// mistake: e1 kept White's chances (62%); after a1 Black is clearly better
// (White 24%)".
type TurnFacts struct {
	Move                     // the move, its better move and their values
	Grade        Grade       // how much it cost
	ChanceBefore float64     // the seat's chance with the better move
	ChanceAfter  float64     // the seat's chance after the move played
	Leader       game.Player // the side ahead after the move played (the seat when Even)
	Standing     Standing    // the leader's standing after it
	Kept         Standing    // the seat's standing with the better move
}

// TurnFacts are the facts of the turning point, if there is one.
func (r Report) TurnFacts() (TurnFacts, bool) {
	m, ok := r.Turning()
	if !ok {
		return TurnFacts{}, false
	}
	before, after := m.Before.Chance(r.Scale), m.After.Chance(r.Scale)
	leader, st := Ahead(r.Seat, after)
	return TurnFacts{Move: m, Grade: GradeOf(before - after), ChanceBefore: before, ChanceAfter: after,
		Leader: leader, Standing: st, Kept: StandingOf(before)}, true
}
