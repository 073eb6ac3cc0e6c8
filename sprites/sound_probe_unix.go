//go:build ((linux && !android) || freebsd || netbsd) && !nintendosdk && !playstation5

package sprites

import (
	"time"

	"github.com/ebitengine/purego"
	"github.com/jfreymuth/pulse"
)

// sfxAudioDeviceLikely reports whether the audio backend (Oto) will
// find an output device. Oto opens the device asynchronously, and a failed
// open is only an error that silences the effects (sound_device.go), but it
// also fills the terminal with libasound's messages; so on Linux the
// context is only created when the same backends Oto tries, PulseAudio
// then ALSA, answer here first, with libasound's messages muted.
func sfxAudioDeviceLikely() (ok bool) {
	// The probe calls into C via purego; any surprise means "no sound".
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return sfxPulseAvailable() || sfxALSAAvailable()
}

// sfxPulseAvailable connects to the PulseAudio (or PipeWire-Pulse) server
// the same way Oto does, with a short timeout so a hung server cannot stall
// startup.
func sfxPulseAvailable() bool {
	c, err := pulse.NewClient(pulse.ClientApplicationName("kaskade"), pulse.ClientTimeout(500*time.Millisecond))
	if err != nil {
		return false
	}
	c.Close()
	return true
}

// ALSA constants, as in Oto's driver.
const (
	sfxPCMStreamPlayback       = 0
	sfxPCMFormatFloatLE        = 14
	sfxPCMAccessRWInterleaved  = 3
	sfxALSAChannels            = 2
	sfxALSARequestedSampleRate = sfxSampleRate
)

// sfxALSAAvailable opens and configures the devices Oto tries first
// ("default", then "plug:default") with Oto's sample format, then closes
// them. libasound's error messages are muted during the probe so a machine
// without sound does not get a screenful of "ALSA lib ..." lines.
func sfxALSAAvailable() bool {
	var lib uintptr
	for _, name := range []string{"libasound.so.2", "libasound.so"} {
		if h, err := purego.Dlopen(name, purego.RTLD_LAZY|purego.RTLD_GLOBAL); err == nil {
			lib = h
			break
		}
	}
	if lib == 0 {
		return false
	}

	var (
		setErrorHandler func(handler uintptr) int32
		pcmOpen         func(pcm *uintptr, name string, stream, mode int32) int32
		pcmClose        func(pcm uintptr) int32
		paramsMalloc    func(params *uintptr) int32
		paramsFree      func(params uintptr)
		paramsAny       func(pcm, params uintptr) int32
		setAccess       func(pcm, params uintptr, access uint32) int32
		setFormat       func(pcm, params uintptr, format int32) int32
		setChannels     func(pcm, params uintptr, n uint32) int32
		setRateNear     func(pcm, params uintptr, rate *uint32, dir *int32) int32
		hwParams        func(pcm, params uintptr) int32
	)
	purego.RegisterLibFunc(&setErrorHandler, lib, "snd_lib_error_set_handler")
	purego.RegisterLibFunc(&pcmOpen, lib, "snd_pcm_open")
	purego.RegisterLibFunc(&pcmClose, lib, "snd_pcm_close")
	purego.RegisterLibFunc(&paramsMalloc, lib, "snd_pcm_hw_params_malloc")
	purego.RegisterLibFunc(&paramsFree, lib, "snd_pcm_hw_params_free")
	purego.RegisterLibFunc(&paramsAny, lib, "snd_pcm_hw_params_any")
	purego.RegisterLibFunc(&setAccess, lib, "snd_pcm_hw_params_set_access")
	purego.RegisterLibFunc(&setFormat, lib, "snd_pcm_hw_params_set_format")
	purego.RegisterLibFunc(&setChannels, lib, "snd_pcm_hw_params_set_channels")
	purego.RegisterLibFunc(&setRateNear, lib, "snd_pcm_hw_params_set_rate_near")
	purego.RegisterLibFunc(&hwParams, lib, "snd_pcm_hw_params")

	// The handler is C-variadic; the callback reads only the fixed
	// arguments, which is safe on the SysV and AAPCS64 calling conventions.
	setErrorHandler(sfxQuietALSAHandler())
	// A nil handler restores libasound's default, so Oto's own messages
	// still appear if something goes wrong later.
	defer setErrorHandler(0)

	for _, name := range []string{"default", "plug:default"} {
		var pcm uintptr
		if pcmOpen(&pcm, name, sfxPCMStreamPlayback, 0) < 0 {
			continue
		}
		ok := func() bool {
			defer pcmClose(pcm)
			var params uintptr
			if paramsMalloc(&params) < 0 {
				return false
			}
			defer paramsFree(params)
			rate := uint32(sfxALSARequestedSampleRate)
			return paramsAny(pcm, params) >= 0 &&
				setAccess(pcm, params, sfxPCMAccessRWInterleaved) >= 0 &&
				setFormat(pcm, params, sfxPCMFormatFloatLE) >= 0 &&
				setChannels(pcm, params, sfxALSAChannels) >= 0 &&
				setRateNear(pcm, params, &rate, nil) >= 0 &&
				hwParams(pcm, params) >= 0
		}()
		if ok {
			return true
		}
	}
	return false
}

var sfxQuietHandler uintptr

// sfxQuietALSAHandler returns a C callback that ignores libasound errors.
// It is created once: purego callbacks are never freed.
func sfxQuietALSAHandler() uintptr {
	if sfxQuietHandler == 0 {
		sfxQuietHandler = purego.NewCallback(func(file uintptr, line int32, function uintptr, err int32, format uintptr) uintptr {
			return 0
		})
	}
	return sfxQuietHandler
}
