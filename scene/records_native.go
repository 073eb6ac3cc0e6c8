//go:build !js

package scene

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"kaskade/engine/files"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
)

// Natively a game record is a file in the records folder beside the
// autosave: os.UserConfigDir()/kaskade/records (or
// $KASKADE_CONFIG_DIR/records). Export writes a new file there; Import
// lists the files there.

// recordsDir is the folder of exported records.
func recordsDir() (string, error) {
	dir, err := platform.ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "records"), nil
}

// exportRecord writes mt to a new file named after the date and time and
// returns a note that says where.
func exportRecord(_ *Manager, _ Scene, mt *match.Match) (note string, next Scene, err error) {
	dir, err := recordsDir()
	if err != nil {
		return "", nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", nil, err
	}
	base := mt.Game().Name + "-" + time.Now().Format("2006-01-02-150405")
	path := filepath.Join(dir, base+".txt")
	for i := 2; fileExists(path); i++ {
		path = filepath.Join(dir, base+"-"+strconv.Itoa(i)+".txt")
	}
	if err := files.WriteFile(path, match.Encode(mt), 0o644); err != nil {
		return "", nil, err
	}
	return i18n.Trf("exported", path), nil, nil
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// recordFiles lists the records folder, newest name first.
func recordFiles() (dir string, names []string, err error) {
	dir, err = recordsDir()
	if err != nil {
		return "", nil, err
	}
	entries, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		return dir, nil, err
	}
	for _, e := range entries {
		if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".txt") {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	slices.Reverse(names)
	return dir, names, nil
}

// newImportScene lists the records to open in the replay viewer.
func newImportScene(m *Manager, back Scene) Scene {
	return newRecordListScene(m, back)
}

// loadRecord reads one listed record.
func loadRecord(dir, name string) (*match.Match, error) {
	path := filepath.Join(dir, name)
	data, err := files.ReadFile(path, match.MaxSize)
	if err != nil {
		return nil, err
	}
	mt, err := match.Decode(data, games.Lookup)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return mt, nil
}
