//go:build !js

package sprites

// sfxRests is true natively: the output stream is suspended while no
// effect rings (otoDevice.Rest).
const sfxRests = true
