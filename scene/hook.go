//go:build !js

package scene

// installTestHook does nothing natively: the browser test hook lives in
// hook_js.go.
func installTestHook(*Manager) {}
