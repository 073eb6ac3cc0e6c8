package scene

import "kaskade/scene/platform"

// InRoom is a screen of an online room. The browser's page follows it:
// its address names the room (a reload, or a phone that discarded the
// tab, comes back to it), and the online table says in the page's title
// when it is this person's turn (platform.TurnNotice: the table tells it
// from the socket's messages, which arrive while a hidden page draws
// nothing).
type InRoom interface {
	RoomCode() string // "" when the screen is in no room (yet)
}

// installPageHook keeps the page's address on the room of the screen
// shown; natively ShowRoom does nothing.
func installPageHook(m *Manager) {
	shown := ""
	m.hooks = append(m.hooks, func(m *Manager) error {
		room := ""
		if r, ok := m.cur.(InRoom); ok {
			room = r.RoomCode()
		}
		if room != shown {
			shown = room
			platform.ShowRoom(room)
		}
		return nil
	})
}
