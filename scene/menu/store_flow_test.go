//go:build !js

package menu

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"kaskade/engine/kaskade"
	"kaskade/scene"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/platform"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// The settings kept between runs as the menu shows and changes them
// (the store itself: scene's store_test.go).

// customPrefs are preferences unlike the defaults in every part the menu
// shows.
func customPrefs() scene.Prefs {
	p := scene.DefaultPrefs()
	p.Settings = view.Settings{Mode: view.Stepwise, Speed: 2, Muted: true}
	p.Config.SetOptionText("8x5")
	p.Config.Players[0].Name = "Ada"
	p.Config.Players[1].Name = "Grace Hopper ✓"
	p.Setups[p.Config.Game] = p.Config
	return p
}

// samePrefs compares preferences as they are stored.
func samePrefs(a, b scene.Prefs) bool { return bytes.Equal(scene.EncodePrefs(a), scene.EncodePrefs(b)) }

func TestManagerLoadsAndSavesPrefs(t *testing.T) {
	s := &scenetest.MemStore{Data: scene.EncodePrefs(customPrefs())}
	r := scenetest.RunWith(t, s)
	if got := r.M.Prefs(); !samePrefs(got, customPrefs()) {
		t.Fatalf("loaded %+v, want %+v", got, customPrefs())
	}
	if !r.M.Sounds.Muted() {
		t.Fatal("stored sound off did not mute")
	}
	if s.Saves != 0 {
		t.Fatalf("%d saves without a change", s.Saves)
	}
	menu := r.M.Current().(*menuScene)
	if menu.cfg.OptionText() != customPrefs().Config.OptionText() || menu.names[0].Text != "Ada" {
		t.Fatalf("menu offers %v %q, want the stored set-up", menu.cfg.Options, menu.names[0].Text)
	}
	// A setting changes: saved at once.
	r.M.Settings.Speed = 0.5
	r.Tick(ui.Input{})
	if p, _, _ := scene.DecodePrefs(s.Data); s.Saves != 1 || p.Settings.Speed != 0.5 {
		t.Fatalf("after a speed change: %d saves, stored %+v", s.Saves, p.Settings)
	}
	// A game starts with a new size: saved.
	l := menu.layout()
	r.Click(menu.options.(*kaskadeview.KaskadeOptions).Layout(l.options, l.u).Presets[2].R.Center())
	r.Click(l.start.R.Center())
	if scenetest.NameOf(r.M.Current()) != "board" {
		t.Fatalf("Start: %T", r.M.Current())
	}
	if p, _, _ := scene.DecodePrefs(s.Data); s.Saves != 2 || p.Config.OptionText() != kaskade.Presets[2].String() || p.Config.Players[1].Name != "Grace Hopper ✓" {
		t.Fatalf("after Start: %d saves, stored %+v", s.Saves, p.Config)
	}
	for range 10 {
		r.Tick(ui.Input{})
	}
	if s.Saves != 2 {
		t.Fatalf("%d saves while nothing changed", s.Saves)
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
	r := scenetest.RunWith(t, s)
	if !samePrefs(r.M.Prefs(), scene.DefaultPrefs()) {
		t.Fatalf("broken file gave %+v, want the defaults", r.M.Prefs())
	}
	r.Click(r.M.Current().(*menuScene).layout().start.R.Center()) // the default game
	if scenetest.NameOf(r.M.Current()) != "board" {
		t.Fatalf("Start: %T", r.M.Current())
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, broken) {
		t.Fatalf("file overwritten without a change: %s", got)
	}
	r.M.Settings.Mode = view.Instant
	r.Tick(ui.Input{})
	platform.Flush()
	got, _ := os.ReadFile(path)
	if p, _, err := scene.DecodePrefs(got); err != nil || p.Settings.Mode != view.Instant {
		t.Fatalf("after a change the file holds %s (%v)", got, err)
	}
}
