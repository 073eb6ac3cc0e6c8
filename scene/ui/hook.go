//go:build !js

package ui

// noteButton does nothing natively (see hook_js.go).
func noteButton(Button) {}
