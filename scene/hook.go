//go:build !js

package scene

// installTestHook does nothing natively: the browser test hook lives in
// hook_js.go.
func installTestHook(*Manager) {}

// mark does nothing natively: start-up marks are for the browser.
func mark(string) {}
