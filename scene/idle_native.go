//go:build !js

package scene

// canSleep: natively the loop may run only on events when idle.
const canSleep = true
