package settings

import "kaskade/scene"

// Register fills in the settings screen.
func Register(o *scene.Screens) {
	o.Settings = func(m *scene.Manager, back scene.Scene) scene.Scene { return newSettingsScene(m, back) }
}
