package online

import (
	"strings"

	"kaskade/scene"
)

// Register fills in the online rooms' screen, and the keeping of a seat
// taken at the table.
func Register(o *scene.Screens) {
	o.Online = func(m *scene.Manager, room string) scene.Scene { return newOnlineScene(m, room) }
	o.KeepSeat = func(m *scene.Manager, room string, seat int, token string) {
		keepSeat(heldSeat{Server: strings.TrimRight(strings.TrimSpace(m.Server()), "/"), Room: room, Seat: seat, Token: token})
	}
}
