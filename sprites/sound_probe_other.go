//go:build !(((linux && !android) || freebsd || netbsd) && !nintendosdk && !playstation5)

package sprites

// sfxAudioDeviceLikely is true off Linux/BSD: the system audio service is
// always there (Windows, macOS, mobile), and in the browser Oto starts the
// AudioContext itself after the first user gesture.
func sfxAudioDeviceLikely() bool { return true }
