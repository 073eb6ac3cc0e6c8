package sprites

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"log"
	"math"
	"strings"
	"testing"
)

// These tests never open an audio device: Sounds is built with an injected
// output that records buffers and a fake tick clock.

// recorder is a fake output device and clock for Sounds. Once err is set
// the device has failed, as an ALSA device that hits an I/O error does.
type recorder struct {
	tick   int64
	played [][]byte
	voices []*fakeVoice
	err    error
	opened int
	// resting is the output suspended (Rest); unheard counts voices
	// started while it was, which nobody would hear.
	resting bool
	unheard int
}

func (r *recorder) NewVoice(b []byte) sfxVoice {
	if r.resting {
		r.unheard++
	}
	r.played = append(r.played, b)
	v := &fakeVoice{}
	r.voices = append(r.voices, v)
	return v
}

func (r *recorder) Err() error { return r.err }

func (r *recorder) Rest(on bool) bool { r.resting = on; return true }

// fakeVoice rings until paused.
type fakeVoice struct {
	playing bool
	volume  float64
}

func (v *fakeVoice) Play()               { v.playing = true }
func (v *fakeVoice) Pause()              { v.playing = false }
func (v *fakeVoice) IsPlaying() bool     { return v.playing }
func (v *fakeVoice) SetVolume(x float64) { v.volume = x }

func newTestSounds() (*Sounds, *recorder) {
	r := &recorder{}
	s := sfxNewSounds(func() sfxDevice { r.opened++; return r }, func() int64 { return r.tick })
	return s, r
}

// decodeLeft returns the left channel of a float32 stereo buffer and fails
// if the right channel differs.
func decodeLeft(t *testing.T, name string, buf []byte) []float64 {
	t.Helper()
	if len(buf)%8 != 0 {
		t.Fatalf("%s: %d bytes is not a whole number of float32 stereo frames", name, len(buf))
	}
	out := make([]float64, len(buf)/8)
	for i := range out {
		l := math.Float32frombits(binary.LittleEndian.Uint32(buf[8*i:]))
		r := math.Float32frombits(binary.LittleEndian.Uint32(buf[8*i+4:]))
		if l != r {
			t.Fatalf("%s: frame %d: left %v != right %v", name, i, l, r)
		}
		out[i] = float64(l)
	}
	return out
}

func allBuffers(s *Sounds) map[string][]byte {
	m := map[string][]byte{"place": s.place.bytes(), "refuse": s.refuse.bytes(), "win": s.win.bytes()}
	for i, w := range s.waves {
		m["wave"+string(rune('0'+i))] = w.bytes()
	}
	return m
}

func TestSoundBufferLengths(t *testing.T) {
	s, _ := newTestSounds()
	const frame = 2 * 4 // stereo float32
	want := map[string]int{
		"place":  sfxSeconds(0.07),
		"refuse": sfxSeconds(0.16),
		"win":    3*sfxSeconds(0.09) + sfxSeconds(0.4),
	}
	for name, frames := range want {
		if got := len(allBuffers(s)[name]); got != frames*frame {
			t.Errorf("%s: %d bytes, want %d", name, got, frames*frame)
		}
	}
	if len(s.waves) != sfxWaveSteps {
		t.Fatalf("%d wave tones, want %d", len(s.waves), sfxWaveSteps)
	}
	for i, w := range s.waves {
		if len(w.bytes()) != sfxSeconds(0.22)*frame {
			t.Errorf("wave %d: %d bytes, want %d", i, len(w.bytes()), sfxSeconds(0.22)*frame)
		}
		if s.waves[i].ticks < 1 {
			t.Errorf("wave %d: length %d ticks", i, s.waves[i].ticks)
		}
	}
}

func TestSoundBuffersSoftAndClickFree(t *testing.T) {
	s, _ := newTestSounds()
	for name, buf := range allBuffers(s) {
		v := decodeLeft(t, name, buf)
		peak := 0.0
		for _, x := range v {
			peak = max(peak, math.Abs(x))
		}
		// Soft: at most ~0.3, and so far below 1.0 that a few overlapping
		// effects cannot clip either.
		if peak >= 1 || peak > 0.31 || peak < 0.1 {
			t.Errorf("%s: peak %.3f, want in [0.1, 0.31]", name, peak)
		}
		// The envelope starts and ends at zero; a jump there would click.
		if a, b := math.Abs(v[0]), math.Abs(v[len(v)-1]); a > 1e-3 || b > 1e-3 {
			t.Errorf("%s: first sample %.4f, last %.4f, want ~0", name, a, b)
		}
		// No sample-to-sample jump large enough to click anywhere either.
		for i := 1; i < len(v); i++ {
			if d := math.Abs(v[i] - v[i-1]); d > 0.15 {
				t.Errorf("%s: jump %.3f at sample %d", name, d, i)
				break
			}
		}
	}
}

// zeroCrossings counts sign changes, a pitch measure for the wave tones
// (fundamental plus a quieter octave crosses zero twice per period).
func zeroCrossings(v []float64) int {
	n := 0
	for i := 1; i < len(v); i++ {
		if (v[i-1] < 0) != (v[i] < 0) {
			n++
		}
	}
	return n
}

func TestWavePitchRisesUpToCap(t *testing.T) {
	s, _ := newTestSounds()
	prevFreq, prevZC := 0.0, 0
	for i := range sfxWaveSteps {
		f := sfxWaveFreq(i)
		zc := zeroCrossings(decodeLeft(t, "wave", s.waves[i].bytes()))
		if f <= prevFreq || zc <= prevZC {
			t.Errorf("step %d: freq %.1f Hz (prev %.1f), crossings %d (prev %d): want strictly rising", i, f, prevFreq, zc, prevZC)
		}
		prevFreq, prevZC = f, zc
	}
	top := sfxWaveFreq(sfxWaveSteps - 1)
	for _, i := range []int{sfxWaveSteps, sfxWaveSteps + 7, 1000} {
		if f := sfxWaveFreq(i); f != top {
			t.Errorf("index %d: %.1f Hz, want capped at %.1f", i, f, top)
		}
	}
	if sfxWaveFreq(-3) != sfxWaveFreq(0) {
		t.Errorf("negative index should play the first note")
	}
	if top > 2000 {
		t.Errorf("top note %.0f Hz is too shrill", top)
	}
}

func TestWaveRateLimitSameTick(t *testing.T) {
	s, r := newTestSounds()
	r.tick = 100
	s.Wave(0)
	s.Wave(1) // same tick: skipped, not queued
	if len(r.played) != 1 {
		t.Fatalf("same tick: %d sounds, want 1", len(r.played))
	}
	for r.tick = 101; r.tick < 100+sfxWaveMinGapTicks; r.tick++ {
		s.Wave(2)
	}
	if len(r.played) != 1 {
		t.Fatalf("within %d ticks: %d sounds, want 1", sfxWaveMinGapTicks, len(r.played))
	}
	r.tick = 100 + sfxWaveMinGapTicks
	s.Wave(3)
	if len(r.played) != 2 {
		t.Fatalf("after the gap: %d sounds, want 2", len(r.played))
	}
	// Skipped waves leave no backlog: nothing plays later on its own.
	r.tick += 100
	if len(r.played) != 2 {
		t.Fatalf("skipped waves were queued")
	}
}

func TestWaveVoiceCap(t *testing.T) {
	s, r := newTestSounds()
	// A long chain calling Wave every tick; note when each tone starts.
	var starts []int64
	for r.tick = 0; r.tick < 200; r.tick++ {
		n := len(r.played)
		s.Wave(int(r.tick))
		if len(r.played) > n {
			starts = append(starts, r.tick)
		}
	}
	length := s.waves[0].ticks // rendered by the waves above; all wave tones have the same length
	if len(starts) < int(200/length) {
		t.Fatalf("only %d tones in 200 ticks: the chain went quiet", len(starts))
	}
	for i := 1; i < len(starts); i++ {
		if gap := starts[i] - starts[i-1]; gap < sfxWaveMinGapTicks {
			t.Errorf("tones at ticks %d and %d: gap %d < %d", starts[i-1], starts[i], gap, sfxWaveMinGapTicks)
		}
	}
	for tick := int64(0); tick < 200; tick++ {
		ringing := 0
		for _, st := range starts {
			if st <= tick && tick < st+length {
				ringing++
			}
		}
		if ringing > sfxMaxWaveVoices {
			t.Fatalf("tick %d: %d tones ringing, want <= %d", tick, ringing, sfxMaxWaveVoices)
		}
	}
}

func TestMutedPlaysNothing(t *testing.T) {
	s, r := newTestSounds()
	s.SetMuted(true)
	if !s.Muted() {
		t.Fatal("Muted() = false after SetMuted(true)")
	}
	s.Place()
	s.Wave(0)
	s.Refuse()
	s.Win()
	if len(r.played) != 0 {
		t.Fatalf("muted: %d sounds played", len(r.played))
	}
	s.SetMuted(false)
	r.tick++
	s.Place()
	s.Wave(0)
	s.Refuse()
	s.Win()
	if len(r.played) != 4 {
		t.Fatalf("unmuted: %d sounds played, want 4", len(r.played))
	}
}

func TestPlaceRefuseWinPlayTheirBuffers(t *testing.T) {
	s, r := newTestSounds()
	s.Place()
	s.Place() // not rate limited: one click, one tock
	s.Refuse()
	s.Win()
	want := [][]byte{s.place.bytes(), s.place.bytes(), s.refuse.bytes(), s.win.bytes()}
	if len(r.played) != len(want) {
		t.Fatalf("%d sounds, want %d", len(r.played), len(want))
	}
	for i := range want {
		if &r.played[i][0] != &want[i][0] {
			t.Errorf("sound %d played the wrong buffer", i)
		}
	}
}

// NewSounds must work with or without an audio device (there is none in CI)
// and be callable twice; a nil *Sounds is silent too.
func TestNewSoundsNeverFails(t *testing.T) {
	for range 2 {
		s := NewSounds()
		if s == nil {
			t.Fatal("NewSounds returned nil")
		}
		s.Place()
		s.Wave(0)
		s.Wave(99)
		s.Refuse()
		s.Win()
		s.SetMuted(true)
		s.SetMuted(false)
	}
	var s *Sounds
	s.Place()
	s.Wave(1)
	s.Refuse()
	s.Win()
	s.SetMuted(true)
	if s.Muted() {
		t.Error("nil Sounds reports muted")
	}
}

// A device that fails in the middle of a game silences the effects, says
// so once in the log and through Failed, and ends nothing.
func TestFailingDeviceGoesSilent(t *testing.T) {
	var logged bytes.Buffer
	defer log.SetOutput(log.Writer())
	log.SetOutput(&logged)
	s, r := newTestSounds()
	if s.Failed() != nil {
		t.Fatal("Failed before any fault")
	}
	s.Place()
	s.Win()
	if len(r.played) != 2 || !r.voices[1].playing {
		t.Fatalf("working device: %d sounds", len(r.played))
	}
	r.err = errors.New("oto: ALSA error at snd_pcm_writei or snd_pcm_recover: Input/output error")
	for i := range 50 {
		r.tick += 10
		s.Place()
		s.Wave(i)
		s.Refuse()
		s.Win()
		s.SetMuted(i%2 == 0)
	}
	s.SetMuted(false)
	if len(r.played) != 2 {
		t.Errorf("a failed device was given %d more sounds", len(r.played)-2)
	}
	if r.voices[1].playing {
		t.Error("the sound ringing when the device failed was not stopped")
	}
	if err := s.Failed(); err == nil || !strings.Contains(err.Error(), "Input/output error") {
		t.Errorf("Failed() = %v, want the device's error", err)
	}
	if n := strings.Count(logged.String(), "without sound"); n != 1 {
		t.Errorf("the failure was logged %d times, want once: %q", n, logged.String())
	}
	if r.opened != 1 {
		t.Errorf("the device was opened %d times", r.opened)
	}
	r.err = nil // a device that recovers is not taken back: it failed once
	s.Place()
	if len(r.played) != 2 || s.Failed() == nil {
		t.Error("sound came back after the failure")
	}
}

// Without a device Sounds is silent and reports no failure.
func TestNoDeviceIsNoFailure(t *testing.T) {
	s := sfxNewSounds(func() sfxDevice { return nil }, func() int64 { return 0 })
	s.Place()
	s.Wave(3)
	if s.Failed() != nil {
		t.Error("no device reported as a failure")
	}
	var nilSounds *Sounds
	if nilSounds.Failed() != nil {
		t.Error("nil Sounds failed")
	}
}

// TestVolumeReachesEveryVoice: each effect starts at the set volume, a
// change reaches the voices still ringing, and volume 0 is silence.
func TestVolumeReachesEveryVoice(t *testing.T) {
	s, r := newTestSounds()
	s.Place()
	if got := r.voices[0].volume; got != 1 {
		t.Fatalf("default volume %g, want 1", got)
	}
	s.SetVolume(0.5)
	if got := r.voices[0].volume; got != 0.5 {
		t.Errorf("ringing voice after SetVolume(0.5): %g", got)
	}
	s.Refuse()
	s.Win()
	r.tick += 100
	s.Wave(0)
	for i, v := range r.voices[1:] {
		if v.volume != 0.5 {
			t.Errorf("voice %d at %g, want 0.5", i+1, v.volume)
		}
	}
	n := len(r.played)
	s.SetVolume(0)
	s.Place()
	r.tick += 100
	s.Wave(1)
	if len(r.played) != n || s.Volume() != 0 {
		t.Errorf("volume 0 played %d more sounds (volume %g)", len(r.played)-n, s.Volume())
	}
	for i, v := range r.voices {
		if v.playing {
			t.Errorf("voice %d still rings at volume 0", i)
		}
	}
	s.SetVolume(0.75)
	s.SetMuted(true)
	if s.Volume() != 0 {
		t.Errorf("muted: volume %g", s.Volume())
	}
	s.SetMuted(false)
	if s.Volume() != 0.75 {
		t.Errorf("unmuted: volume %g, want 0.75 back", s.Volume())
	}
}

// TestSoundsRenderLazily: nothing is rendered at start-up; Warm renders one
// effect a call until all are, and a played effect is rendered when played.
func TestSoundsRenderLazily(t *testing.T) {
	s, _ := newTestSounds()
	if n := rendered(s); n != 0 {
		t.Fatalf("%d effects rendered at start", n)
	}
	s.Win()
	if s.win.pcm == nil {
		t.Fatal("Win played nothing rendered")
	}
	total := 3 + sfxWaveSteps
	for i := 1; i < total; i++ {
		s.Warm()
		if n := rendered(s); n != i+1 {
			t.Fatalf("after %d warm-ups %d effects rendered, want %d", i, n, i+1)
		}
	}
	s.Warm() // nothing left: a no-op
	if n := rendered(s); n != total {
		t.Fatalf("%d rendered, want %d", n, total)
	}
}

func rendered(s *Sounds) int {
	n := 0
	for _, b := range append([]*sfxBuffer{s.place, s.refuse, s.win}, s.waves...) {
		if b.pcm != nil {
			n++
		}
	}
	return n
}

// The effects written out with math.Sin and math.Exp, as they were rendered
// before the rotations and products (sound.go): the references for
// TestEffectsMatchClosedForm and BenchmarkSynth.

func closedFormEnvelope(i, n, attack, release int, tau float64) float64 {
	return math.Exp(-float64(i)/sfxSampleRate/tau) * sfxEdges(i, n, attack, release)
}

func closedFormBell(out []float64, w, octave float64, attack, release int, tau float64) {
	for i := range out {
		x := w * float64(i)
		out[i] += (math.Sin(x) + octave*math.Sin(2*x)) * closedFormEnvelope(i, len(out), attack, release, tau)
	}
}

func closedFormWin() []float64 {
	notes := []int{72, 76, 79, 84}
	step, noteLen := sfxSeconds(0.09), sfxSeconds(0.4)
	out := make([]float64, step*(len(notes)-1)+noteLen)
	for k, midi := range notes {
		closedFormBell(out[k*step:k*step+noteLen], 2*math.Pi*sfxNoteFreq(midi)/sfxSampleRate, 0.2, sfxSeconds(0.005), sfxSeconds(0.05), 0.15)
	}
	return sfxNormalize(out, sfxPeakWin)
}

func closedFormWave(freq float64) []float64 {
	out := make([]float64, sfxSeconds(0.22))
	closedFormBell(out, 2*math.Pi*freq/sfxSampleRate, 0.25, sfxSeconds(0.005), sfxSeconds(0.03), 0.09)
	return sfxNormalize(out, sfxPeakWave)
}

func closedFormPlace() []float64 {
	n := sfxSeconds(0.07)
	out := make([]float64, n)
	phase := 0.0
	for i := range out {
		f := 420 + 280*math.Exp(-float64(i)/sfxSampleRate/0.012)
		phase += 2 * math.Pi * f / sfxSampleRate
		out[i] = (math.Sin(phase) + 0.2*math.Sin(2*phase)) * closedFormEnvelope(i, n, sfxSeconds(0.002), sfxSeconds(0.015), 0.02)
	}
	return sfxNormalize(out, sfxPeakPlace)
}

func closedFormRefuse() []float64 {
	n := sfxSeconds(0.16)
	out := make([]float64, n)
	phase := 0.0
	for i := range out {
		f := 95 + 25*math.Exp(-float64(i)/sfxSampleRate/0.05)
		phase += 2 * math.Pi * f / sfxSampleRate
		v := math.Sin(phase) + math.Sin(3*phase)/3 + math.Sin(5*phase)/5
		out[i] = v * closedFormEnvelope(i, n, sfxSeconds(0.004), sfxSeconds(0.04), 0.12)
	}
	return sfxNormalize(out, sfxPeakRefuse)
}

// The rotations and products stay far within a float32 step (the device's
// format) of the closed forms over a whole effect.
func TestEffectsMatchClosedForm(t *testing.T) {
	check := func(name string, got, want []float64) {
		t.Helper()
		if len(got) != len(want) {
			t.Fatalf("%s: %d samples, want %d", name, len(got), len(want))
		}
		worst := 0.0
		for i := range got {
			worst = math.Max(worst, math.Abs(got[i]-want[i]))
		}
		if worst > 1e-9 {
			t.Errorf("%s: differs from the closed form by up to %g", name, worst)
		}
	}
	check("place", sfxSynthPlace(), closedFormPlace())
	check("refuse", sfxSynthRefuse(), closedFormRefuse())
	check("win", sfxSynthWin(), closedFormWin())
	for i := range sfxWaveSteps {
		check(fmt.Sprintf("wave %d", i), sfxSynthWave(sfxWaveFreq(i)), closedFormWave(sfxWaveFreq(i)))
	}
}

// go test -run '^$' -bench Synth ./sprites: the cost of rendering each
// effect (the browser renders one a frame after its first frame), and of
// the closed forms it replaced.
func BenchmarkSynth(b *testing.B) {
	for _, c := range []struct {
		name  string
		synth func() []float64
	}{
		{"place", sfxSynthPlace},
		{"place/closed-form", closedFormPlace},
		{"refuse", sfxSynthRefuse},
		{"refuse/closed-form", closedFormRefuse},
		{"wave", func() []float64 { return sfxSynthWave(sfxWaveFreq(3)) }},
		{"wave/closed-form", func() []float64 { return closedFormWave(sfxWaveFreq(3)) }},
		{"win", sfxSynthWin},
		{"win/closed-form", closedFormWin},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				c.synth()
			}
		})
	}
}

// An idle window's sound device rests: once no effect rings, Settle
// suspends the output (a running stream fed silence to ALSA's null device
// as fast as it took it, a whole core while nothing sounded), and the next
// effect resumes it before it starts.
func TestSoundDeviceRestsWhenNothingRings(t *testing.T) {
	s, r := newTestSounds()
	s.Failed() // the shell's first poll opens the device
	s.Settle()
	if !r.resting {
		t.Fatal("the device runs with nothing to play")
	}
	s.Place()
	if r.resting || r.unheard != 0 {
		t.Fatalf("an effect started on a resting device (resting %v, unheard %d)", r.resting, r.unheard)
	}
	s.Settle()
	if r.resting {
		t.Fatal("the device rested while an effect rang")
	}
	r.voices[0].playing = false // the effect has ended
	s.Settle()
	if !r.resting {
		t.Fatal("the device does not rest after the effect ended")
	}
	r.tick += 10
	s.Wave(0)
	if r.resting || r.unheard != 0 || len(r.played) != 2 {
		t.Fatalf("a wave did not wake the device (resting %v, unheard %d, played %d)", r.resting, r.unheard, len(r.played))
	}
}

// A silent Sounds (no device, or nil) settles without trouble.
func TestSoundSettleWithoutDevice(t *testing.T) {
	var nilSounds *Sounds
	nilSounds.Settle()
	s := sfxNewSounds(nil, func() int64 { return 0 })
	s.Failed()
	s.Settle()
	s.Place()
}
