//go:build !js

package scene

// CanSleep: natively the loop may run only on events when idle.
const CanSleep = true
