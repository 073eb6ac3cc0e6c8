package menu

import "kaskade/scene"

// Register fills in the menu for the screens that return to it.
func Register(o *scene.Screens) {
	o.Menu = func(m *scene.Manager) scene.Scene { return newMenuScene(m) }
}
