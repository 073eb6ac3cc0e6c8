package formation

import (
	"math"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/ui"
)

// flight is one move being shown: a piece sliding (rook, bishop, king) or
// jumping in an arc (knight) from one square to another, or, for a pass,
// a pause in which the view says who passed. It only counts ticks; what to
// draw follows from progress.
type flight struct {
	from, To formation.Square // as drawn: an undo flies from the move's target back
	side     formation.Side   // whose piece flies, or who passed
	Jump     bool             // a knight's move: an arc over the board
	pass     bool
	Back     bool // an undo
	Tick     int
	Length   int
}

// Tick counts of a flight at normal speed.
const (
	slideBase    = 10 // plus slidePerStep for every square of the way
	slidePerStep = 4
	jumpTicks    = 26
	passTicks    = 70  // a pass is announced this long
	PassWait     = 120 // a human who must pass does so after this, if not clicked
)

// newFlight is how move m of before is shown, backwards for an undo; nil
// when there is nothing to see (an undone pass).
func newFlight(before *formation.State, m game.Move, back bool, speed float64) *flight {
	if speed <= 0 {
		speed = 1
	}
	ticks := func(n int) int { return max(int(math.Round(float64(n)/speed)), 4) }
	if m == formation.Pass {
		if back {
			return nil
		}
		return &flight{side: before.ToMove(), pass: true, Length: ticks(passTicks)}
	}
	from, to := formation.Square(m>>6), formation.Square(m&63)
	f := &flight{from: from, To: to, side: before.PieceAt(from), Jump: before.Colours()[from] == formation.Green, Back: back}
	if back {
		f.from, f.To = to, from
	}
	f.Length = ticks(jumpTicks)
	if !f.Jump {
		f.Length = ticks(slideBase + slidePerStep*stepsBetween(from, to))
	}
	return f
}

// stepsBetween is the number of king steps from a to b.
func stepsBetween(a, b formation.Square) int {
	return max(fmAbs(a.File()-b.File()), fmAbs(a.Rank()-b.Rank()))
}

func fmAbs(x int) int { return max(x, -x) }

func (f *flight) update() { f.Tick++ }

func (f *flight) done() bool { return f.Tick >= f.Length }

func (f *flight) progress() float64 { return ui.Clamp01(float64(f.Tick) / float64(f.Length)) }

// at is where the piece is now, on the board below it, and how high above
// it (in squares): a knight rises half a square at mid-jump, a sliding
// piece just clears the board.
func (f *flight) At(l formationLayout) (p ui.Point, rise float64) {
	t := ui.EaseInOut(f.progress())
	a, b := l.Center(f.from), l.Center(f.To)
	p = ui.Point{X: ui.Lerp(a.X, b.X, t), Y: ui.Lerp(a.Y, b.Y, t)}
	h := 0.08
	if f.Jump {
		h = 0.55
	}
	return p, h * math.Sin(math.Pi*t) * l.Sq
}
