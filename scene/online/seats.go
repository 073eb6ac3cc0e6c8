package online

import (
	"encoding/json"
	"log"
	"slices"

	"kaskade/scene/platform"
)

// A seat taken on this device stays this device's: its token (the seat's
// key, which the server gave when the seat was taken) is kept in a slot of
// its own beside the settings, natively a file in the config folder, in
// the browser the page's localStorage. Opening the room's link again,
// reloading, reopening the program or joining by code resumes the seat by
// itself; a token the server no longer knows is forgotten quietly. The
// token never appears in a URL, a log or a record.

// seatsName is the slot of the seats this device holds.
const seatsName = "online-seats.json"

// maxHeld is how many seats are kept: the oldest go first.
const maxHeld = 32

// heldSeat is a seat this device holds in a room.
type heldSeat struct {
	Server string `json:"server"`
	Room   string `json:"room"`
	Seat   int    `json:"seat"`
	Token  string `json:"token"`
}

// heldSeats reads the seats this device holds, oldest first; none when
// nothing is kept or it cannot be read (said in the log).
func heldSeats() []heldSeat {
	slot, err := platform.OpenSlot(seatsName, platform.SettingsLimit)
	if err != nil {
		return nil
	}
	data, err := slot.Load()
	if err != nil || len(data) == 0 {
		return nil
	}
	var held []heldSeat
	if err := json.Unmarshal(data, &held); err != nil {
		log.Printf("kaskade: the seats kept in %s are unreadable; they are forgotten", slot.Where())
		return nil
	}
	return held
}

// saveSeats keeps held (the newest maxHeld).
func saveSeats(held []heldSeat) {
	slot, err := platform.OpenSlot(seatsName, platform.SettingsLimit)
	if err != nil {
		return
	}
	if len(held) > maxHeld {
		held = held[len(held)-maxHeld:]
	}
	data, _ := json.Marshal(held) // plain fields: cannot fail
	if err := slot.Save(data); err != nil {
		log.Printf("kaskade: the seat taken cannot be kept: %v", err)
	}
}

// seatIn is this device's seat in room on server, if it holds one.
func seatIn(server, room string) (heldSeat, bool) {
	for _, h := range heldSeats() {
		if h.Server == server && h.Room == room {
			return h, true
		}
	}
	return heldSeat{}, false
}

// keepSeat remembers a seat taken, as the newest.
func keepSeat(h heldSeat) {
	saveSeats(append(withoutSeat(heldSeats(), h.Server, h.Room), h))
}

// forgetSeat forgets this device's seat in room on server.
func forgetSeat(server, room string) {
	held := heldSeats()
	if rest := withoutSeat(held, server, room); len(rest) != len(held) {
		saveSeats(rest)
	}
}

func withoutSeat(held []heldSeat, server, room string) []heldSeat {
	return slices.DeleteFunc(slices.Clone(held), func(h heldSeat) bool { return h.Server == server && h.Room == room })
}
