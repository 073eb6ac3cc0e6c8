//go:build !js

package platform

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ConfigDirEnv, when set, is the folder of the settings file instead of
// the user's config folder: for tests, and for keeping several set-ups.
const ConfigDirEnv = "KASKADE_CONFIG_DIR"

// maxSettingsFile bounds what Load reads: a settings file is a few hundred
// bytes, so anything much larger is not one.
const maxSettingsFile = 1 << 16

// fileStore keeps the settings in one file, replaced atomically on save.
type fileStore struct{ path string }

// DefaultStore is the settings file: $KASKADE_CONFIG_DIR/settings.json if
// that is set, else os.UserConfigDir()/kaskade/settings.json (on Linux
// ~/.config/kaskade/settings.json). It returns an error only if there is
// no config folder at all.
func DefaultStore() (Store, error) {
	dir := os.Getenv(ConfigDirEnv)
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			return nil, err
		}
		dir = filepath.Join(base, "kaskade")
	}
	return &fileStore{path: filepath.Join(dir, "settings.json")}, nil
}

func (s *fileStore) Where() string { return s.path }

func (s *fileStore) Load() ([]byte, error) {
	f, err := os.Open(s.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	if fi.Size() > maxSettingsFile {
		return nil, fmt.Errorf("%d bytes is too large for a settings file", fi.Size())
	}
	data := make([]byte, fi.Size())
	n, err := f.ReadAt(data, 0)
	if err != nil && n != len(data) {
		return nil, err
	}
	return data, nil
}

// Save replaces the settings file atomically (writeFileAtomic).
func (s *fileStore) Save(data []byte) error { return writeFileAtomic(s.path, data, 0o644) }
