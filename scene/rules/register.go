package rules

import (
	"kaskade/scene"
	"kaskade/scene/view"
)

// Register fills in the rules screen.
func Register(o *scene.Screens) {
	o.Rules = func(back scene.Scene, spec view.GameSpec) scene.Scene { return newRulesScene(back, spec) }
}
