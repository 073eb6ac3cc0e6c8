//go:build !js

package scene

// canQuit: a desktop window can be closed from the menu.
const canQuit = true
