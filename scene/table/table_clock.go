package table

import (
	"fmt"
	"time"

	"kaskade/engine/game"
	"kaskade/online/proto"
	"kaskade/scene/i18n"
)

// A room's move clock (docs/online.md): each state the server sends says
// the seconds the seat to move has left; the header counts them down from
// the moment the state arrived, and says when the time is up. With a room
// whose clock lets the creator hand a late seat over, the creator's offer
// shows though the person is connected.

// clockNow is the table's clock; a test sets its own.
var clockNow = time.Now

// moveClock is the time the seat to move had when its state arrived.
type moveClock struct {
	left  int // seconds; 0: no clock runs; -1: the time is up
	at    time.Time
	timer *time.Timer // wakes a resting window for the next second
}

func (c *moveClock) set(left int) { c.left, c.at = left, clockNow() }

// remaining is the seconds left now, and whether a clock runs.
func (c *moveClock) remaining() (int, bool) {
	if c.left == 0 {
		return 0, false
	}
	return max(0, c.left-int(clockNow().Sub(c.at)/time.Second)), true
}

// clockText is the header's word for seat p's time, when p is to move
// and a clock runs: "0:42 left", or "time is up".
func (t *table) clockText(p game.Player) (string, bool) {
	r := t.room()
	if r == nil || p != t.toMove() || t.over() {
		return "", false
	}
	left, ok := r.clock.remaining()
	switch {
	case !ok:
		return "", false
	case left == 0:
		return i18n.Tr("clock up"), true
	}
	t.wakeNextSecond(r)
	return i18n.Trf("clock left", clockWords(left)), true
}

// clockWords writes seconds as m:ss, or h:mm:ss from an hour on.
func clockWords(sec int) string {
	if sec >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%d:%02d", sec/60, sec%60)
}

// wakeNextSecond wakes a resting window when the clock shown turns.
func (t *table) wakeNextSecond(r *roomMatch) {
	if c := &r.clock; c.timer == nil {
		c.timer = time.AfterFunc(time.Second, func() { t.m.Wake(2) })
	} else {
		c.timer.Reset(time.Second)
	}
}

// clockHandsOver reports whether the room's clock lets the creator hand
// seat p to the computer though its person is connected: p's time is up.
func (t *table) clockHandsOver(p int) bool {
	r := t.room()
	if r == nil || r.info.Expire != proto.ExpireHandOver || game.Player(p) != t.toMove() {
		return false
	}
	left, ok := r.clock.remaining()
	return ok && left == 0
}
