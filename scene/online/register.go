package online

import "kaskade/scene"

// Register fills in the online rooms' screen.
func Register(o *scene.Screens) {
	o.Online = func(m *scene.Manager, room string) scene.Scene { return newOnlineScene(m, room) }
}
