//go:build !js

package scene

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kaskade/engine/kaskade"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// memStore is a Store in memory that counts saves.
type memStore struct {
	data  []byte
	saves int
}

func (s *memStore) Load() ([]byte, error) { return s.data, nil }
func (s *memStore) Save(d []byte) error {
	s.data, s.saves = append([]byte(nil), d...), s.saves+1
	return nil
}
func (s *memStore) Where() string { return "memory" }

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

// runWith starts a manager on the store as Run would, on the menu.
func runWith(t *testing.T, s platform.Store) *rig {
	t.Helper()
	// A folder of its own: a game another test left paused in the shared
	// one would make Start ask first.
	t.Setenv(platform.ConfigDirEnv, t.TempDir())
	t.Cleanup(func() { platform.Flush() })
	fi := &fakeInput{}
	m, err := newRunManager(Options{Store: s}, fi)
	if err != nil {
		t.Fatal(err)
	}
	m.SetSize(900, 760)
	r := &rig{t: t, m: m, in: fi}
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	return r
}

func TestManagerLoadsAndSavesPrefs(t *testing.T) {
	s := &memStore{data: EncodePrefs(customPrefs())}
	r := runWith(t, s)
	if got := r.m.prefs(); !samePrefs(got, customPrefs()) {
		t.Fatalf("loaded %+v, want %+v", got, customPrefs())
	}
	if !r.m.Sounds.Muted() {
		t.Fatal("stored sound off did not mute")
	}
	if s.saves != 0 {
		t.Fatalf("%d saves without a change", s.saves)
	}
	menu := r.m.Current().(*menuScene)
	if menu.cfg.OptionText() != customPrefs().Config.OptionText() || menu.names[0].Text != "Ada" {
		t.Fatalf("menu offers %v %q, want the stored set-up", menu.cfg.Options, menu.names[0].Text)
	}
	// A setting changes: saved at once.
	r.m.Settings.Speed = 0.5
	r.tick(ui.Input{})
	if p, _, _ := DecodePrefs(s.data); s.saves != 1 || p.Settings.Speed != 0.5 {
		t.Fatalf("after a speed change: %d saves, stored %+v", s.saves, p.Settings)
	}
	// A game starts with a new size: saved.
	l := menu.layout()
	r.click(menu.options.(*kaskadeview.KaskadeOptions).Layout(l.options, l.u).Presets[2].R.Center())
	r.click(l.start.R.Center())
	if _, ok := r.m.Current().(*table); !ok {
		t.Fatalf("Start: %T", r.m.Current())
	}
	if p, _, _ := DecodePrefs(s.data); s.saves != 2 || p.Config.OptionText() != kaskade.Presets[2].String() || p.Config.Players[1].Name != "Grace Hopper ✓" {
		t.Fatalf("after Start: %d saves, stored %+v", s.saves, p.Config)
	}
	for range 10 {
		r.tick(ui.Input{})
	}
	if s.saves != 2 {
		t.Fatalf("%d saves while nothing changed", s.saves)
	}
}

func TestBrokenSettingsFileIsKeptUntilAChange(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(platform.ConfigDirEnv, dir)
	t.Cleanup(func() { platform.Flush() })
	path := filepath.Join(dir, "settings.json")
	broken := []byte(`{"format": "kaskade-settings", "version": 99}`)
	if err := os.WriteFile(path, broken, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := platform.DefaultStore()
	if err != nil {
		t.Fatal(err)
	}
	r := runWith(t, s)
	if !samePrefs(r.m.prefs(), DefaultPrefs()) {
		t.Fatalf("broken file gave %+v, want the defaults", r.m.prefs())
	}
	r.click(r.m.Current().(*menuScene).layout().start.R.Center()) // the default game
	if _, ok := r.m.Current().(*table); !ok {
		t.Fatalf("Start: %T", r.m.Current())
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, broken) {
		t.Fatalf("file overwritten without a change: %s", got)
	}
	r.m.Settings.Mode = view.Instant
	r.tick(ui.Input{})
	platform.Flush()
	got, _ := os.ReadFile(path)
	if p, _, err := DecodePrefs(got); err != nil || p.Settings.Mode != view.Instant {
		t.Fatalf("after a change the file holds %s (%v)", got, err)
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
