//go:build !js

package scene

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"kaskade/engine/match"
)

// fileAutosave keeps the running game in the config folder:
// match.AutosavePath (os.UserConfigDir()/kaskade/autosave.txt, or
// $KASKADE_CONFIG_DIR/autosave.txt).
type fileAutosave struct{}

func newAutosaver() autosaver { return fileAutosave{} }

func (fileAutosave) Where() string {
	p, err := match.AutosavePath()
	if err != nil {
		return "autosave"
	}
	return p
}

func (fileAutosave) Save(data []byte) error {
	p, err := match.AutosavePath()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return writeFileAtomic(p, data)
}

func (fileAutosave) Load() ([]byte, error) {
	p, err := match.AutosavePath()
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

func (fileAutosave) Clear() error {
	p, err := match.AutosavePath()
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// writeFileAtomic writes data beside path and renames it over, so a crash
// leaves the old file or the new one, never half of one.
func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	serr := tmp.Sync()
	cerr := tmp.Close()
	if err := errors.Join(werr, serr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}
