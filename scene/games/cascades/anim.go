package cascades

import (
	"math"
	"slices"

	"kaskade/engine/cascades"
	"kaskade/scene/ui"
)

// Tick counts of a shown drop at normal speed: the fall, then the
// opponent's cut-off stones washing away, then the mover's own.
const (
	fallTicks = 18
	washTicks = 28
)

// drop is one drop being shown, on the position before it: the stone
// falls from the stone it hangs below (or from above the slope) into its
// cell, then the stones the engine removed fade and wash downhill. An
// undo plays the same timeline backwards. It only counts ticks.
type drop struct {
	before          *cascades.State // the position the drop is shown on
	side            cascades.Side
	cell            cascades.Cell
	fromR, fromJ    float64 // where the fall starts, in cells
	opp, own        []cascades.Cell
	Back            bool
	Tick, Length    int
	fall, washO     int
	washM           int
	restF, restO    int  // rests after the fall and the opponent's wash (view.Paused)
	landed, washedO bool // sounds played (forwards only)
}

// newDrop is how the drop m of before is shown; step is what the engine
// reported when it played m. rest is the rest between its steps (the
// fall, each group washing away) in ticks: 0 unless the player wants a
// pause per step.
func newDrop(before *cascades.State, step cascades.Step, back bool, speed float64, rest int) *drop {
	if speed <= 0 {
		speed = 1
	}
	ticks := func(n int) int { return max(int(math.Round(float64(n)/speed)), 4) }
	z := before.Size()
	c := cascades.Cell(step.Move)
	d := &drop{before: before, side: step.Side, cell: c, Back: back}
	d.opp = slices.Clone(step.Removed[:step.RemovedOpponent])
	d.own = slices.Clone(step.Removed[step.RemovedOpponent:])
	r, j := z.RowCol(c)
	d.fromR, d.fromJ = float64(r)-2.2, float64(j)-1.1 // straight above, off the slope
	for _, a := range z.Above(c) {
		if before.At(a) == step.Side {
			ar, aj := z.RowCol(a)
			d.fromR, d.fromJ = float64(ar), float64(aj)
			break
		}
	}
	d.fall = ticks(fallTicks)
	if len(d.opp) > 0 {
		d.washO = ticks(washTicks)
	}
	if len(d.own) > 0 {
		d.washM = ticks(washTicks)
	}
	if len(d.opp)+len(d.own) > 0 {
		d.restF = rest
	}
	if len(d.opp) > 0 && len(d.own) > 0 {
		d.restO = rest
	}
	d.Length = d.fall + d.restF + d.washO + d.restO + d.washM
	return d
}

// update advances the drop by a tick and reports which sounds are due.
func (d *drop) update() (land, wash bool) {
	d.Tick++
	if d.Back {
		return false, false
	}
	t := d.Tick
	if !d.landed && t >= d.fall {
		d.landed, land = true, true
	}
	if !d.washedO && t >= d.fall+d.restF && len(d.opp)+len(d.own) > 0 {
		d.washedO, wash = true, true
	}
	return land, wash
}

func (d *drop) done() bool { return d.Tick >= d.Length }

// time is the point on the timeline shown now: an undo runs it backwards.
func (d *drop) time() int {
	if d.Back {
		return d.Length - d.Tick
	}
	return d.Tick
}

// fallAt is where the falling stone is now, in cells, and how far the
// fall has come (0..1): it drops with gravity and settles.
func (d *drop) fallAt(z cascades.Size) (r, j, p float64) {
	p = ui.Clamp01(float64(d.time()) / float64(d.fall))
	e := p * p // accelerating, as a falling stone does
	tr, tj := z.RowCol(d.cell)
	return d.fromR + (float64(tr)-d.fromR)*e, d.fromJ + (float64(tj)-d.fromJ)*e, p
}

// washed is how far the cut-off stones of one group are gone (0..1): own
// false is the opponent's group, washed first, own true the mover's.
func (d *drop) washed(own bool) float64 {
	t := d.time() - d.fall - d.restF
	n := d.washO
	if own {
		t -= d.washO + d.restO
		n = d.washM
	}
	if n == 0 {
		return 0
	}
	return ui.Clamp01(float64(t) / float64(n))
}

// removedIn reports whether c is among the removed stones and which group.
func (d *drop) removedIn(c cascades.Cell) (removed, own bool) {
	switch {
	case slices.Contains(d.opp, c):
		return true, false
	case slices.Contains(d.own, c):
		return true, true
	}
	return false, false
}
