package kaleidoskop

import (
	"math"
	"strings"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/ui"
)

// fade is one move being shown: the hexes whose colour the move changes
// (the engine's Changes) cross-fade from the old tile to the new one, and
// a crystal placed or exchanged drops into its hollow. Backwards for an
// undo. It only counts ticks.
type fade struct {
	changes []kal.HexChange // as drawn: From is what the screen showed before
	placed  kal.Hollow      // the hollow a crystal drops into, NoHollow
	colour  kal.Colour      // the crystal that drops in
	mover   int             // who made the move, -1 for chance
	word    string          // the move's first notation word: place, exchange, mirror...
	back    bool
	tick    int
	length  int // the fade and the rest after it
	rest    int // ticks at the end with nothing moving (view.Paused)
}

// Ticks of a fade at normal speed.
const (
	fadeTicks  = 34
	quietTicks = 14 // a move that changes nothing on the board
)

// newFade is how move m of before (a seat's view) is shown; nil when
// there is nothing to see. rest ticks follow the fade before the next
// step shows (0 unless the player wants a pause per step).
func newFade(before *kal.State, m game.Move, back bool, speed float64, rest int) *fade {
	if speed <= 0 {
		speed = 1
	}
	f := &fade{placed: kal.NoHollow, mover: -1, back: back}
	if p := before.CurrentPlayer(); p >= 0 {
		f.mover = int(p)
	}
	f.word, _, _ = strings.Cut(before.FormatMove(m), " ")
	if f.mover < 0 {
		f.word = "" // a chance step: what was dealt stays unsaid
	}
	f.changes = before.Changes(m)
	if back {
		for i := range f.changes {
			c := &f.changes[i]
			c.From, c.To = c.To, c.From
		}
	}
	if f.word == "place" || f.word == "exchange" {
		f.placed, f.colour = placeOf(before, m)
	}
	n := fadeTicks
	if len(f.changes) == 0 && f.placed == kal.NoHollow {
		if f.mover < 0 || back {
			return nil
		}
		n = quietTicks
	}
	f.rest = rest
	f.length = max(int(math.Round(float64(n)/speed)), 4) + rest
	return f
}

// placeOf finds the hollow and colour of a place or exchange move.
func placeOf(s *kal.State, m game.Move) (kal.Hollow, kal.Colour) {
	for _, k := range s.Hollows() {
		for c := kal.Red; c <= kal.Purple; c++ {
			if kal.PlaceMove(k, c) == m {
				return k, c
			}
		}
	}
	return kal.NoHollow, kal.None
}

func (f *fade) progress() float64 {
	return ui.Clamp01(float64(f.tick) / float64(f.length-f.rest))
}

// changeAt is the fade's change of hex h, if it has one.
func (f *fade) changeAt(h kal.Hex) (kal.HexChange, bool) {
	if f == nil {
		return kal.HexChange{}, false
	}
	for _, c := range f.changes {
		if c.Hex == h {
			return c, true
		}
	}
	return kal.HexChange{}, false
}
