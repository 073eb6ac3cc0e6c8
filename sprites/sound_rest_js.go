//go:build js

package sprites

// sfxRests is false in the browser: the AudioContext, started by the
// page's first gesture, is left running, since a suspended one may need
// another gesture to resume; what Rest cures natively is ALSA's write loop
// (otoDevice.Rest).
const sfxRests = false
