//go:build !js

package platform

import (
	"errors"
	"io/fs"
	"os"

	"kaskade/engine/match"
)

// fileAutosave keeps the running game in the config folder:
// match.AutosavePath (os.UserConfigDir()/kaskade/autosave.txt, or
// $KASKADE_CONFIG_DIR/autosave.txt).
type fileAutosave struct{}

func NewAutosaver() Autosaver { return fileAutosave{} }

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
	return writeFileAtomic(p, data, 0o600) // as private as os.CreateTemp makes it
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
