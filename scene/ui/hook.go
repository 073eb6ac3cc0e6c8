//go:build !js

package ui

// Drawn collects the buttons drawn while Noting is set: the layout tests
// look at every frame's buttons with it (the browser notes them always,
// see hook_js.go).
var (
	Drawn  []Button
	Noting bool
)

func noteButton(b Button) {
	if Noting {
		Drawn = append(Drawn, b)
	}
}
