package match

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSaveAndLoadFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.txt")
	m := start(t, "5x5", "a1", "e5", "c3")
	m.Undo()
	if err := SaveFile(path, m); err != nil {
		t.Fatal(err)
	}
	m.Play("b2") // overwrite: the new save replaces the old one whole
	if err := SaveFile(path, m); err != nil {
		t.Fatal(err)
	}
	back, err := LoadFile(path)
	if err != nil || !same(m, back) {
		t.Fatalf("LoadFile: %v", err)
	}
	left, _ := os.ReadDir(filepath.Dir(path))
	if len(left) != 1 {
		t.Fatalf("temporary files left behind: %v", left)
	}
}

func TestAFailedSaveKeepsTheOldOne(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.txt")
	old := start(t, "3x3", "a1")
	if err := SaveFile(path, old); err != nil {
		t.Fatal(err)
	}
	// A directory where the save should go makes the rename fail.
	blocked := filepath.Join(dir, "blocked")
	os.Mkdir(blocked, 0o755)
	os.WriteFile(filepath.Join(blocked, "x"), nil, 0o644)
	if err := SaveFile(blocked, old); err == nil || !strings.Contains(err.Error(), "save ") {
		t.Fatalf("saving over a directory: %v", err)
	}
	if err := SaveFile(filepath.Join(dir, "no", "such", "dir.txt"), old); err == nil {
		t.Fatal("saving into a missing directory succeeded")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Fatalf("temporary files left behind: %v", entries)
	}
	back, err := LoadFile(path)
	if err != nil || !same(old, back) {
		t.Fatalf("the old save: %v", err)
	}
}

func TestLoadFileErrorsNameTheFile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("kaskade-save 7\n"), 0o644)
	for path, want := range map[string]string{
		bad:                            "bad.txt: the save has format version 7",
		filepath.Join(dir, "none.txt"): "none.txt",
		dir:                            filepath.Base(dir),
	} {
		if _, err := LoadFile(path); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("LoadFile(%s): %v, want %q", path, err, want)
		}
	}
}

func TestAutosave(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "config")
	t.Setenv(EnvConfigDir, dir)
	if _, err := LoadAutosave(); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("no autosave yet: %v", err)
	}
	m := start(t, "3x4", "a1", "c4")
	if err := Autosave(m); err != nil {
		t.Fatal(err)
	}
	if p, _ := AutosavePath(); p != filepath.Join(dir, "autosave.txt") {
		t.Fatalf("AutosavePath %s", p)
	}
	back, err := LoadAutosave()
	if err != nil || !same(m, back) {
		t.Fatalf("LoadAutosave: %v", err)
	}
	t.Setenv(EnvConfigDir, "")
	t.Setenv("XDG_CONFIG_HOME", "/somewhere")
	if p, err := AutosavePath(); err != nil || !strings.HasSuffix(p, filepath.Join("kaskade", "autosave.txt")) {
		t.Fatalf("native AutosavePath: %s, %v", p, err)
	}
}
