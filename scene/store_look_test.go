//go:build !js

package scene

import (
	"strings"
	"testing"

	"kaskade/scene/view"
)

// TestPrefsThemeAndVolumeRoundTrip: every theme and volume survives the
// store, and so does the paused animation mode.
func TestPrefsThemeAndVolumeRoundTrip(t *testing.T) {
	for _, th := range view.Themes {
		for _, vol := range append([]int{0}, view.Volumes...) {
			for _, muted := range []bool{false, true} {
				p := DefaultPrefs()
				p.Settings.Theme, p.Settings.Volume, p.Settings.Muted, p.Settings.Mode = th, vol, muted, view.Paused
				got, problems, err := DecodePrefs(EncodePrefs(p))
				if err != nil || len(problems) > 0 {
					t.Fatalf("%v %d%% muted %v: %v %v", th, vol, muted, err, problems)
				}
				if got.Settings != p.Settings {
					t.Errorf("round trip: got %+v, want %+v", got.Settings, p.Settings)
				}
			}
		}
	}
}

// TestPrefsOlderFilesKeepTheirMeaning: a file from before the themes and
// the volume reads as the dark table at full volume, and "sound": false as
// off; a bad theme or volume falls back alone.
func TestPrefsOlderFilesKeepTheirMeaning(t *testing.T) {
	old := `{"format": "kaskade-settings", "version": 1, "animation": "stepwise", "speed": 2, "sound": %s}`
	for _, c := range []struct {
		sound string
		vol   float64
	}{{"true", 1}, {"false", 0}} {
		got, problems, err := DecodePrefs([]byte(strings.Replace(old, "%s", c.sound, 1)))
		if err != nil || len(problems) > 0 {
			t.Fatalf("sound %s: %v %v", c.sound, err, problems)
		}
		s := got.Settings
		if s.Theme != view.Dark || s.SoundVolume() != c.vol || s.Mode != view.Stepwise {
			t.Errorf("sound %s: theme %v, volume %g, mode %v; want dark, %g, stepwise", c.sound, s.Theme, s.SoundVolume(), s.Mode, c.vol)
		}
	}
	bad := `{"format": "kaskade-settings", "version": 1, "theme": "neon", "volume": 33, "sound": true, "speed": 2}`
	got, problems, err := DecodePrefs([]byte(bad))
	if err != nil || len(problems) != 2 {
		t.Fatalf("bad theme and volume: %v, problems %q (want 2)", err, problems)
	}
	if got.Settings.Theme != view.Dark || got.Settings.SoundVolume() != 1 || got.Settings.Speed != 2 {
		t.Errorf("bad theme and volume: %+v", got.Settings)
	}
	light := `{"format": "kaskade-settings", "version": 1, "theme": "Light", "volume": 25, "sound": false}`
	got, _, _ = DecodePrefs([]byte(light))
	if got.Settings.Theme != view.Light || got.Settings.SoundVolume() != 0 {
		t.Errorf("light, 25%%, sound off: %+v (volume %g)", got.Settings, got.Settings.SoundVolume())
	}
	got.Settings.Muted = false
	if got.Settings.SoundVolume() != 0.25 {
		t.Errorf("light, 25%%, sound on: volume %g", got.Settings.SoundVolume())
	}
}
