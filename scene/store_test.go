//go:build !js

package scene

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kaskade/scene/platform"
	"kaskade/scene/view"
)

func customPrefs() Prefs {
	p := DefaultPrefs()
	p.Settings = view.Settings{Mode: view.Stepwise, Speed: 2, Muted: true}
	p.Config.SetOptionText("8x5")
	p.Config.Players[0].Name = "Ada"
	p.Config.Players[1].Name = "Grace Hopper ✓"
	p.Setups[p.Config.Game] = p.Config
	return p
}

func TestPrefsRoundTrip(t *testing.T) {
	for _, p := range []Prefs{DefaultPrefs(), customPrefs()} {
		data := EncodePrefs(p)
		got, problems, err := DecodePrefs(data)
		if err != nil || len(problems) > 0 {
			t.Fatalf("decode %s: %v %v", data, err, problems)
		}
		if !samePrefs(got, p) {
			t.Fatalf("round trip:\n got %+v\nwant %+v", got, p)
		}
	}
	// The documented example decodes to the defaults.
	example := `{"format": "kaskade-settings", "version": 1, "animation": "animated", "speed": 1,
		"sound": true, "board": "6x6", "players": [{"name": "White", "type": "Human"}, {"name": "Black", "type": "Human"}]}`
	if got, problems, err := DecodePrefs([]byte(example)); err != nil || len(problems) > 0 || !samePrefs(got, DefaultPrefs()) {
		t.Fatalf("example: %+v %v %v", got, problems, err)
	}
}

func TestDecodePrefsRefusesBrokenData(t *testing.T) {
	for _, tc := range []struct{ name, data, want string }{
		{"empty", "", "empty"},
		{"blank", " \n", "empty"},
		{"truncated", `{"format": "kaskade-settings", "vers`, "not a settings file"},
		{"binary", "\x00\x01\x02PNG", "not a settings file"},
		{"array", `[1, 2]`, "not a settings file"},
		{"foreign", `{"theme": "dark"}`, "not a Kaskade settings file"},
		{"other format", `{"format": "kaskade-save", "version": 1}`, "not a Kaskade settings file"},
		{"newer", `{"format": "kaskade-settings", "version": 2, "speed": 3}`, "newer Kaskade (version 2"},
		{"no version", `{"format": "kaskade-settings", "speed": 3}`, "bad version 0"},
		{"wrong types", `{"format": "kaskade-settings", "version": 1, "speed": "fast"}`, "not a settings file"},
	} {
		p, _, err := DecodePrefs([]byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
		if !samePrefs(p, DefaultPrefs()) {
			t.Errorf("%s: gave %+v, want the defaults", tc.name, p)
		}
	}
}

func TestDecodePrefsKeepsGoodValues(t *testing.T) {
	data := `{"format": "kaskade-settings", "version": 1, "future": {"x": 1},
		"animation": "sideways", "speed": 7, "sound": false, "board": "2x40",
		"players": [{"name": "  Ada  ", "type": "Robot"}, {"name": "a name far too long for the menu"}, {"name": "Third"}]}`
	p, problems, err := DecodePrefs([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultPrefs()
	want.Settings.Muted = true
	want.Config.Players[0].Name = "Ada"
	want.Setups[want.Config.Game] = want.Config
	if !samePrefs(p, want) {
		t.Fatalf("got %+v\nwant %+v", p, want)
	}
	joined := strings.Join(problems, "\n")
	for _, w := range []string{"animation \"sideways\"", "speed 7", "options \"2x40\"", "3 players", "unknown type \"Robot\"", "longer than 16"} {
		if !strings.Contains(joined, w) {
			t.Errorf("problems do not mention %q:\n%s", w, joined)
		}
	}
}

func TestFileStore(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "conf")
	t.Setenv(platform.ConfigDirEnv, dir)
	t.Cleanup(func() { platform.Flush() })
	s, err := platform.DefaultStore()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "settings.json")
	if s.Where() != path {
		t.Fatalf("store at %s, want %s", s.Where(), path)
	}
	if data, err := s.Load(); data != nil || err != nil {
		t.Fatalf("missing file: %q, %v; want nil, nil", data, err)
	}
	want := EncodePrefs(customPrefs())
	for range 2 { // the second save replaces the first
		if err := s.Save(want); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Load()
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("load after save: %q, %v", got, err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("config dir holds %d entries, want only settings.json (no temp files left)", len(entries))
	}
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Load(); got == nil || len(got) != 0 || err != nil {
		t.Fatalf("empty file: %q, %v; want empty, not nil", got, err)
	}
	os.Remove(path)
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Load(); err == nil {
		t.Fatal("a directory in place of the file loaded")
	}
	if err := s.Save(want); err != nil {
		t.Fatal(err) // the write happens off the caller's goroutine...
	}
	if err := platform.Flush(); err == nil { // ...and its failure is reported
		t.Fatal("saved over a directory")
	}
}

// samePrefs compares preferences as they are stored.
func samePrefs(a, b Prefs) bool { return bytes.Equal(EncodePrefs(a), EncodePrefs(b)) }

// A byte-order mark, as some editors write, does not make settings foreign.
func TestPrefsWithByteOrderMark(t *testing.T) {
	data := append([]byte("\ufeff"), EncodePrefs(customPrefs())...)
	got, problems, err := DecodePrefs(data)
	if err != nil || len(problems) > 0 || !samePrefs(got, customPrefs()) {
		t.Fatalf("with a BOM: %v %v", err, problems)
	}
}
