//go:build !js

package platform

// canQuit: a desktop window can be closed from the menu.
const CanQuit = true
