package match

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// EnvConfigDir names an environment variable that, when set, is the
// directory of the autosave instead of the user's config directory: for
// tests and portable installs.
const EnvConfigDir = "KASKADE_CONFIG_DIR"

// AutosavePath is where the native program keeps the autosave:
// os.UserConfigDir()/kaskade/autosave.txt, or $KASKADE_CONFIG_DIR/autosave.txt.
// (The browser keeps its save in localStorage: see Encode and Decode.)
func AutosavePath() (string, error) {
	dir := os.Getenv(EnvConfigDir)
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			return "", fmt.Errorf("no place for the autosave: %v", err)
		}
		dir = filepath.Join(base, "kaskade")
	}
	return filepath.Join(dir, "autosave.txt"), nil
}

// Autosave saves m at AutosavePath, creating its directory if needed.
func Autosave(m *Match) error {
	path, err := AutosavePath()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("autosave: %v", err)
	}
	return SaveFile(path, m)
}

// LoadAutosave loads the autosave; when there is none the error wraps
// fs.ErrNotExist (test it with errors.Is).
func LoadAutosave() (*Match, error) {
	path, err := AutosavePath()
	if err != nil {
		return nil, err
	}
	return LoadFile(path)
}

// SaveFile writes m to path safely: into a temporary file in the same
// directory, flushed to disk, then renamed over path. A crash or a full
// disk leaves either the old save or the new one, never half of one.
func SaveFile(path string, m *Match) error { return WriteFile(path, Encode(m)) }

// WriteFile writes data (a save from Encode) to path as safely as
// SaveFile. It lets a scene encode on the game loop, where the match
// lives, and write from another goroutine, so a slow disk never holds up a
// frame.
func WriteFile(path string, data []byte) error {
	if err := writeAtomic(path, data); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return nil
}

func writeAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil { // the old save, if any, is untouched
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// syncDir flushes a directory so that a rename in it survives a power
// cut. Best effort: some systems cannot sync a directory, and the save
// itself is complete either way.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// LoadFile reads and decodes a save or game record. A failed load returns
// an error naming the file and changes nothing.
func LoadFile(path string) (*Match, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err // *PathError: names the file already
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	m, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}
