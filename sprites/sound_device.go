package sprites

import (
	"bytes"
	"sync"

	"github.com/ebitengine/oto/v3"
)

// The output device is Oto's context, driven here rather than through
// Ebitengine's audio package: that package checks its device before every
// Update and ends the game with the device's error (an ALSA I/O error in the
// middle of a game ended the program). Here an error only silences the
// effects (Sounds.device).

var (
	sfxDeviceOnce sync.Once
	sfxTheDevice  sfxDevice
)

// sfxSharedDevice opens the process's one device the first time it is
// asked (Oto allows one context per process), or gives nil when there is
// none: no device answered the probe, or Oto refused.
func sfxSharedDevice() sfxDevice {
	sfxDeviceOnce.Do(func() {
		defer func() {
			if recover() != nil {
				sfxTheDevice = nil
			}
		}()
		if !sfxAudioDeviceLikely() {
			return
		}
		ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate:      sfxSampleRate,
			ChannelCount:    2,
			Format:          oto.FormatFloat32LE,
			ApplicationName: "Kaskade",
		})
		if err == nil {
			sfxTheDevice = otoDevice{ctx, ready}
		}
	})
	return sfxTheDevice
}

// otoDevice plays each buffer on a player of its own; Oto mixes them.
type otoDevice struct {
	ctx   *oto.Context
	ready chan struct{} // closed once Oto's backend is open
}

func (d otoDevice) NewVoice(buf []byte) sfxVoice { return d.ctx.NewPlayer(bytes.NewReader(buf)) }

func (d otoDevice) Err() error { return d.ctx.Err() }

// Rest suspends the output stream (on) or resumes it. While it runs, Oto's
// ALSA loop writes silence as fast as the device takes it: with a device
// that is never full (ALSA's null device, some sinks) that loop alone took a
// whole core while nothing sounded. Before the backend is open Rest does
// nothing and says so (false), since Suspend would wait for it and stall the
// frame. In the browser the page's AudioContext is left running (sfxRests).
func (d otoDevice) Rest(on bool) bool {
	if !sfxRests {
		return true
	}
	select {
	case <-d.ready:
	default:
		return false
	}
	if on {
		_ = d.ctx.Suspend() // a failure shows in Err
	} else {
		_ = d.ctx.Resume()
	}
	return true
}
