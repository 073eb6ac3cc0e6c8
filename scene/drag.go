package scene

import (
	"math"

	"kaskade/engine/game"
)

// pointerState follows the primary pointer (Input's Down, Pointer,
// Released) from tick to tick, for drags: it adds the press's edge.
type pointerState struct {
	at                      Point
	down, pressed, released bool // held; went down this tick; came up this tick
}

// read takes this tick's pointer. On release the point is where it was
// let go; while neither held nor hovering (a touch screen between
// touches) the last point is kept.
func (p *pointerState) read(in *Input) {
	p.pressed, p.released = in.Down && !p.down, in.Released && p.down
	p.down = in.Down
	switch {
	case in.Released:
		p.at = in.ReleasedAt
	case in.Down:
		p.at = in.Pointer
	case in.HasCursor:
		p.at = in.Cursor
	}
}

// heldPress is what every drag shares: a press held since start, which
// is a drag (moved) once the pointer has gone further than a click's
// wobble.
type heldPress struct {
	on    bool
	moved bool // it went far enough to be a drag
	start Point
}

// follow carries a held press on by one tick: let go, it ends and drop
// gives its move; still held, the tick is its (a click is used up).
// held says the press had the tick; a press whose release went unseen is
// forgotten and has not.
func (h *heldPress) follow(p *pointerState, in *Input, far float64, drop func() game.Move) (mv game.Move, used, held bool) {
	if !h.on {
		return game.NoMove, false, false
	}
	if math.Hypot(p.at.X-h.start.X, p.at.Y-h.start.Y) > far {
		h.moved = true
	}
	switch {
	case p.released:
		return drop(), true, true
	case p.down:
		return game.NoMove, len(in.Clicks) > 0, true
	}
	*h = heldPress{} // the pointer was let go unseen
	return game.NoMove, false, false
}
