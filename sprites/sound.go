package sprites

import (
	"encoding/binary"
	"log"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sound effects synthesized in code: every buffer is rendered once, the
// first time it is played or warmed (Sounds.Warm renders one a frame after
// start-up), so playing a sound only wraps an existing byte slice in a
// player. Rendering them all at start cost a good part of a second before
// the browser's first frame.

const (
	// sfxSampleRate is the rate of the one shared output device.
	sfxSampleRate = 44100

	// sfxTicksPerSecond converts sound lengths into game ticks for the voice
	// limit. Ebitengine runs Update at 60 TPS unless the game changes it; a
	// different TPS only makes the voice estimate a little loose.
	sfxTicksPerSecond = 60

	// sfxWaveMinGapTicks is the minimum number of ticks between two wave tones
	// (~67 ms at 60 TPS), so a long chain sounds like a run, not a roar.
	sfxWaveMinGapTicks = 4

	// sfxMaxWaveVoices is how many wave tones may ring at once; beyond that a
	// wave is skipped rather than queued, so sound never lags the board.
	sfxMaxWaveVoices = 3

	// sfxWaveSteps is the number of distinct wave pitches; higher wave indexes
	// reuse the top note.
	sfxWaveSteps = 10

	// Peak amplitudes (full scale is 1.0): soft, so the effects sit under
	// whatever else is playing and never clip when a few overlap.
	sfxPeakPlace  = 0.3
	sfxPeakWave   = 0.22
	sfxPeakRefuse = 0.3
	sfxPeakWin    = 0.28
)

// sfxPentatonic holds the semitone offsets of the major pentatonic scale, which
// sounds pleasant whichever notes overlap.
var sfxPentatonic = [...]int{0, 2, 4, 7, 9}

// Sounds plays Kaskade's sound effects. Create it with NewSounds; a nil
// *Sounds is also safe and silent. Methods must be called from the game
// goroutine (Update), like the rest of the scene code.
//
// Rate limiting of Wave is measured in game ticks via ebiten.Tick(), not in
// wall time, so it is deterministic and needs no extra call from the scene:
// within one Update the tick does not change, so a second Wave in the same
// tick is always skipped.
//
// A device that fails (an ALSA I/O error, a sound card unplugged) never ends
// the game: Sounds goes silent, logs it once and reports it by Failed.
type Sounds struct {
	// open gives the output device the first time a sound needs it; a nil
	// open or a nil device means silent.
	open func() sfxDevice
	dev  sfxDevice
	// now returns the current tick; ebiten.Tick in the game, a fake in tests.
	now func() int64

	place, refuse, win *sfxBuffer
	waves              []*sfxBuffer

	limiter sfxWaveLimiter
	muted   bool
	volume  float64 // 0 to 1, every voice's (SetVolume); 0 is silent
	failed  error   // the device's error, once it failed
	resting bool    // the device is suspended: nothing rings (Settle)

	// live holds recently started voices so SetMuted(true) can hush them.
	live []sfxVoice
}

// sfxDevice is the audio output as Sounds sees it: Oto's context in the
// game (sound_device.go), a fake in tests.
type sfxDevice interface {
	NewVoice(buf []byte) sfxVoice
	Err() error // non-nil once the device failed; it stays failed
	// Rest suspends the output (true) or resumes it (false); it reports
	// whether it could (a device still opening cannot yet).
	Rest(on bool) bool
}

// sfxVoice is one sound playing.
type sfxVoice interface {
	Play()
	Pause()
	IsPlaying() bool
	SetVolume(v float64) // 0 to 1
}

// NewSounds makes the effects, each rendered when first played or warmed.
// The output device is opened the first time it is needed: by a sound, or
// by Failed. The shell polls Failed once its first frame is drawn, so the
// device is not opened before it (in the browser an AudioContext, which
// took 0.1–0.3 s of the first frame in headless Chromium) and still
// exists before the page's first tap, which starts it. It never fails:
// with no device the returned Sounds is silent and every method is a cheap
// no-op.
func NewSounds() *Sounds {
	return sfxNewSounds(sfxSharedDevice, ebiten.Tick)
}

// sfxNewSounds renders the buffers; open may be nil (silent) and now supplies
// the tick for rate limiting. Split out so tests need no audio device.
func sfxNewSounds(open func() sfxDevice, now func() int64) *Sounds {
	s := &Sounds{
		open:   open,
		now:    now,
		volume: 1,
		place:  &sfxBuffer{synth: sfxSynthPlace},
		refuse: &sfxBuffer{synth: sfxSynthRefuse},
		win:    &sfxBuffer{synth: sfxSynthWin},
	}
	for i := range sfxWaveSteps {
		s.waves = append(s.waves, &sfxBuffer{synth: func() []float64 { return sfxSynthWave(sfxWaveFreq(i)) }})
	}
	return s
}

// sfxBuffer is one effect, rendered the first time it is asked for.
type sfxBuffer struct {
	synth func() []float64 // the mono samples
	pcm   []byte           // stereo float32, once rendered
	ticks int64            // its length in game ticks
}

// bytes renders the effect if it is not yet and returns it.
func (b *sfxBuffer) bytes() []byte {
	if b.pcm == nil {
		mono := b.synth()
		b.pcm, b.ticks = sfxEncodeF32Stereo(mono), sfxSamplesToTicks(len(mono))
	}
	return b.pcm
}

// Warm renders the next effect not rendered yet, if any, so that none is
// rendered in the middle of a move. The shell calls it once a frame.
func (s *Sounds) Warm() {
	if s == nil {
		return
	}
	for _, b := range append([]*sfxBuffer{s.place, s.refuse, s.win}, s.waves...) {
		if b.pcm == nil {
			b.bytes()
			return
		}
	}
}

// device is the open output, or nil when there is none or it failed. The
// first call opens it; a failure seen here silences Sounds for good.
func (s *Sounds) device() sfxDevice {
	if s.failed != nil {
		return nil
	}
	if s.open != nil {
		s.dev, s.open = s.open(), nil
	}
	if s.dev == nil {
		return nil
	}
	if err := s.dev.Err(); err != nil {
		s.fail(err)
		return nil
	}
	return s.dev
}

// fail silences the effects for the rest of the run and says so once.
func (s *Sounds) fail(err error) {
	s.failed, s.dev = err, nil
	log.Printf("sound: the audio device failed; the game goes on without sound: %v", err)
	s.hush()
}

// Failed is the audio device's error once it has failed (the game then goes
// on silently), and nil while sound works or when there never was a device.
// A shell may call it every tick to show a notice; it is cheap.
func (s *Sounds) Failed() error {
	if s == nil {
		return nil
	}
	s.device()
	return s.failed
}

// start plays buf on a fresh voice. A voice per call lets effects overlap
// and costs one small allocation per sound, never per frame.
func (s *Sounds) start(dev sfxDevice, buf []byte) {
	// Forget voices that have finished so the slice stays small.
	kept := s.live[:0]
	for _, v := range s.live {
		if v.IsPlaying() {
			kept = append(kept, v)
		}
	}
	clear(s.live[len(kept):])
	s.live = kept

	if s.resting {
		dev.Rest(false)
		s.resting = false
	}
	v := dev.NewVoice(buf)
	v.SetVolume(s.volume)
	v.Play()
	s.live = append(s.live, v)
}

// Settle lets the output device rest once no effect rings, so that an idle
// window costs no CPU for sound: a running output stream feeds silence as
// fast as the device takes it. The next effect wakes it (start). The shell
// calls Settle every tick; it is cheap.
func (s *Sounds) Settle() {
	if s == nil || s.resting || s.dev == nil || s.failed != nil {
		return
	}
	for _, v := range s.live {
		if v.IsPlaying() {
			return
		}
	}
	s.resting = s.dev.Rest(true)
}

// hush stops the voices still ringing.
func (s *Sounds) hush() {
	for _, v := range s.live {
		v.Pause()
	}
	clear(s.live)
	s.live = s.live[:0]
}

func (s *Sounds) emit(buf *sfxBuffer) {
	if s.silent() {
		return
	}
	if dev := s.device(); dev != nil {
		s.start(dev, buf.bytes())
	}
}

// Place plays a soft short "tock" for a placed ball.
func (s *Sounds) Place() {
	if s != nil {
		s.emit(s.place)
	}
}

// Refuse plays a low short thud for an illegal click.
func (s *Sounds) Refuse() {
	if s != nil {
		s.emit(s.refuse)
	}
}

// Win plays a short rising arpeggio.
func (s *Sounds) Win() {
	if s != nil {
		s.emit(s.win)
	}
}

// Wave plays the tone for overflow wave index (0 = first wave); the pitch
// climbs a pentatonic scale and stays at the top note from sfxWaveSteps-1 on.
// Waves closer than sfxWaveMinGapTicks ticks, or beyond sfxMaxWaveVoices ringing
// tones, are dropped, never queued.
func (s *Sounds) Wave(index int) {
	if s == nil || s.silent() || s.device() == nil {
		return
	}
	wave := s.waves[sfxWaveStep(index)]
	wave.bytes() // its length is known once rendered
	if !s.limiter.allow(s.now(), wave.ticks) {
		return
	}
	s.emit(wave)
}

// SetMuted silences (true) or re-enables (false) all effects. Muting also
// stops effects that are still ringing.
func (s *Sounds) SetMuted(muted bool) {
	if s == nil {
		return
	}
	s.muted = muted
	if muted {
		s.hush()
	}
}

// Muted reports whether effects are muted.
func (s *Sounds) Muted() bool { return s != nil && s.muted }

// SetVolume sets the volume of every effect, 0 (silent, as muted) to 1
// (full), including those still ringing.
func (s *Sounds) SetVolume(v float64) {
	if s == nil {
		return
	}
	s.volume = min(max(v, 0), 1)
	for _, voice := range s.live {
		voice.SetVolume(s.volume)
	}
	if s.volume == 0 {
		s.hush()
	}
}

// Volume is the effects' volume, 0 to 1; 0 when muted.
func (s *Sounds) Volume() float64 {
	if s == nil || s.muted {
		return 0
	}
	return s.volume
}

// silent reports whether no effect may play: muted, or at volume 0.
func (s *Sounds) silent() bool { return s.muted || s.volume == 0 }

// sfxWaveLimiter decides whether a wave tone may start. It only sees ticks, so
// it is a pure, deterministic state machine.
type sfxWaveLimiter struct {
	started  bool
	lastTick int64
	ends     []int64 // tick at which each accepted tone stops ringing
}

// allow reports whether a tone of length ticks may start at tick now, and
// records it if so.
func (l *sfxWaveLimiter) allow(now, length int64) bool {
	// now < lastTick (a clock that restarted) counts as a fresh start.
	if l.started && now >= l.lastTick && now-l.lastTick < sfxWaveMinGapTicks {
		return false
	}
	ringing := l.ends[:0]
	for _, end := range l.ends {
		if end > now {
			ringing = append(ringing, end)
		}
	}
	l.ends = ringing
	if len(l.ends) >= sfxMaxWaveVoices {
		return false
	}
	l.started = true
	l.lastTick = now
	l.ends = append(l.ends, now+length)
	return true
}

// sfxWaveStep clamps a wave index to the precomputed scale steps.
func sfxWaveStep(index int) int {
	return min(max(index, 0), sfxWaveSteps-1)
}

// sfxWaveFreq is the pitch in Hz of scale step i: major pentatonic from C5.
func sfxWaveFreq(i int) float64 {
	i = sfxWaveStep(i)
	semis := 12*(i/len(sfxPentatonic)) + sfxPentatonic[i%len(sfxPentatonic)]
	return sfxNoteFreq(72 + semis)
}

// sfxNoteFreq converts a MIDI note number to Hz (A4 = 69 = 440 Hz).
func sfxNoteFreq(midi int) float64 {
	return 440 * math.Pow(2, float64(midi-69)/12)
}

func sfxSamplesToTicks(n int) int64 {
	return int64(math.Ceil(float64(n) * sfxTicksPerSecond / sfxSampleRate))
}

// Synthesis. Each generator writes mono float64 samples; sfxEdges shapes the
// start and end to exactly zero so no effect clicks, and sfxNormalize sets the
// peak so loudness is chosen here, not by the mix.

func sfxSeconds(d float64) int { return int(d * sfxSampleRate) }

// The effects are rendered one a frame in the browser's first second, so
// their loops avoid math.Sin and math.Exp where a product does: a fixed
// pitch's sines come from a rotation, a glide's overtones from its sine,
// and every exponential from a factor a sample (the win's arpeggio took up
// to 0.15 s in WebAssembly written out with math.Sin).

// sfxEdges is the envelope's raised-cosine attack over the first attack
// samples and release over the last release of n, ending at 0; 1 between.
func sfxEdges(i, n, attack, release int) float64 {
	g := 1.0
	if i < attack {
		g *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(attack))
	}
	if r := n - 1 - i; r < release {
		g *= 0.5 - 0.5*math.Cos(math.Pi*float64(r)/float64(release))
	}
	return g
}

// sfxFall is the factor a sample of an exponential decay with time
// constant tau seconds.
func sfxFall(tau float64) float64 { return math.Exp(-1.0 / sfxSampleRate / tau) }

// sfxAddBell adds to out a tone of w radians a sample with an octave above
// it at octave's amplitude, under the edges and a decay of time constant
// tau seconds over len(out) samples.
func sfxAddBell(out []float64, w, octave float64, attack, release int, tau float64) {
	n := len(out)
	s, c := 0.0, 1.0 // sin and cos of w·i
	sw, cw := math.Sin(w), math.Cos(w)
	g, fall := 1.0, sfxFall(tau)
	for i := range out {
		out[i] += (s + octave*2*s*c) * g * sfxEdges(i, n, attack, release)
		s, c = s*cw+c*sw, c*cw-s*sw
		g *= fall
	}
}

// sfxSynthPlace is a wooden "tock": a sine gliding quickly from 700 to 420 Hz
// with a fast decay.
func sfxSynthPlace() []float64 {
	n := sfxSeconds(0.07)
	out := make([]float64, n)
	phase, glide, glideFall := 0.0, 280.0, sfxFall(0.012)
	g, fall := 1.0, sfxFall(0.02)
	for i := range out {
		phase += 2 * math.Pi * (420 + glide) / sfxSampleRate
		s, c := math.Sincos(phase)
		out[i] = (s + 0.2*2*s*c) * g * sfxEdges(i, n, sfxSeconds(0.002), sfxSeconds(0.015))
		glide *= glideFall
		g *= fall
	}
	return sfxNormalize(out, sfxPeakPlace)
}

// sfxSynthWave is a soft bell-like tone: fundamental plus a quiet octave.
func sfxSynthWave(freq float64) []float64 {
	out := make([]float64, sfxSeconds(0.22))
	sfxAddBell(out, 2*math.Pi*freq/sfxSampleRate, 0.25, sfxSeconds(0.005), sfxSeconds(0.03), 0.09)
	return sfxNormalize(out, sfxPeakWave)
}

// sfxSynthRefuse is a low buzz: a band-limited square (odd harmonics) at ~110 Hz
// that sags in pitch, which reads as "no" without being harsh. The third
// and fifth harmonics come from the sine by their multiple-angle formulas.
func sfxSynthRefuse() []float64 {
	n := sfxSeconds(0.16)
	out := make([]float64, n)
	phase, sag, sagFall := 0.0, 25.0, sfxFall(0.05)
	g, fall := 1.0, sfxFall(0.12)
	for i := range out {
		phase += 2 * math.Pi * (95 + sag) / sfxSampleRate
		s := math.Sin(phase)
		s2 := s * s
		v := s + s*(3-4*s2)/3 + s*(16*s2*s2-20*s2+5)/5
		out[i] = v * g * sfxEdges(i, n, sfxSeconds(0.004), sfxSeconds(0.04))
		sag *= sagFall
		g *= fall
	}
	return sfxNormalize(out, sfxPeakRefuse)
}

// sfxSynthWin is a rising major arpeggio (C5 E5 G5 C6) whose notes overlap.
func sfxSynthWin() []float64 {
	notes := []int{72, 76, 79, 84}
	step := sfxSeconds(0.09)
	noteLen := sfxSeconds(0.4)
	n := step*(len(notes)-1) + noteLen
	out := make([]float64, n)
	for k, midi := range notes {
		w := 2 * math.Pi * sfxNoteFreq(midi) / sfxSampleRate
		sfxAddBell(out[k*step:k*step+noteLen], w, 0.2, sfxSeconds(0.005), sfxSeconds(0.05), 0.15)
	}
	return sfxNormalize(out, sfxPeakWin)
}

// sfxNormalize scales samples in place so the largest magnitude equals peak.
func sfxNormalize(samples []float64, peak float64) []float64 {
	m := 0.0
	for _, v := range samples {
		m = max(m, math.Abs(v))
	}
	if m == 0 {
		return samples
	}
	for i := range samples {
		samples[i] *= peak / m
	}
	return samples
}

// sfxEncodeF32Stereo converts mono samples to the little-endian float32 stereo
// layout of the output device (Oto's FormatFloat32LE, two channels).
func sfxEncodeF32Stereo(mono []float64) []byte {
	buf := make([]byte, len(mono)*2*4)
	for i, v := range mono {
		bits := math.Float32bits(float32(v))
		binary.LittleEndian.PutUint32(buf[8*i:], bits)
		binary.LittleEndian.PutUint32(buf[8*i+4:], bits)
	}
	return buf
}
