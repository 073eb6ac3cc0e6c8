//go:build !js

package scenetest

import "kaskade/scene/ui"

// noting turns the notes of drawn buttons on or off (ui.Drawn).
func noting(on bool) { ui.Noting = on }
