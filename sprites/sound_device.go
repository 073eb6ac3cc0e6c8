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
		ctx, _, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate:      sfxSampleRate,
			ChannelCount:    2,
			Format:          oto.FormatFloat32LE,
			ApplicationName: "Kaskade",
		})
		if err == nil {
			sfxTheDevice = otoDevice{ctx}
		}
	})
	return sfxTheDevice
}

// otoDevice plays each buffer on a player of its own; Oto mixes them.
type otoDevice struct{ ctx *oto.Context }

func (d otoDevice) NewVoice(buf []byte) sfxVoice { return d.ctx.NewPlayer(bytes.NewReader(buf)) }

func (d otoDevice) Err() error { return d.ctx.Err() }
