package ui

import (
	"math"

	"kaskade/engine/game"
)

// pointerState follows the primary pointer (Input's Down, Pointer,
// Released) from tick to tick, for drags: it adds the press's edge.
type PointerState struct {
	At                      Point
	down, Pressed, released bool // held; went down this tick; came up this tick
}

// read takes this tick's pointer. On release the point is where it was
// let go; while neither held nor hovering (a touch screen between
// touches) the last point is kept.
func (p *PointerState) Read(in *Input) {
	p.Pressed, p.released = in.Down && !p.down, in.Released && p.down
	p.down = in.Down
	switch {
	case in.Released:
		p.At = in.ReleasedAt
	case in.Down:
		p.At = in.Pointer
	case in.HasCursor:
		p.At = in.Cursor
	}
}

// heldPress is what every drag shares: a press held since start, which
// is a drag (moved) once the pointer has gone further than a click's
// wobble.
type HeldPress struct {
	On    bool
	Moved bool // it went far enough to be a drag
	Start Point
}

// follow carries a held press on by one tick: let go, it ends and drop
// gives its move; still held, the tick is its (a click is used up).
// held says the press had the tick; a press whose release went unseen is
// forgotten and has not.
func (h *HeldPress) Follow(p *PointerState, in *Input, far float64, drop func() game.Move) (mv game.Move, used, held bool) {
	if !h.On {
		return game.NoMove, false, false
	}
	if math.Hypot(p.At.X-h.Start.X, p.At.Y-h.Start.Y) > far {
		h.Moved = true
	}
	switch {
	case p.released:
		return drop(), true, true
	case p.down:
		return game.NoMove, len(in.Clicks) > 0, true
	}
	*h = HeldPress{} // the pointer was let go unseen
	return game.NoMove, false, false
}
