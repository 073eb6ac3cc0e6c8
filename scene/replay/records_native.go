//go:build !js

package replay

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"kaskade/scene"

	"kaskade/engine/files"
	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/view"
)

// Natively a game record is a file. Export writes a new one into the
// player's Documents folder, under Kaskade (where a player looks for what a
// program saved, as the browser's downloads), or, without a Documents
// folder or with $KASKADE_CONFIG_DIR set (tests, a portable set-up), into
// the records folder beside the autosave. Import lists both folders.

// recordsDir is the records folder beside the settings and the autosave.
func recordsDir() (string, error) {
	dir, err := platform.ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "records"), nil
}

// exportDir is where Export writes.
func exportDir() (string, error) {
	if os.Getenv("KASKADE_CONFIG_DIR") == "" {
		if home, err := os.UserHomeDir(); err == nil {
			docs := filepath.Join(home, "Documents")
			if fi, err := os.Stat(docs); err == nil && fi.IsDir() {
				return filepath.Join(docs, "Kaskade"), nil
			}
		}
	}
	return recordsDir()
}

// exportRecord writes mt to a new file named after the date and time and
// returns a note that says where.
func exportRecord(_ *scene.Manager, _ scene.Scene, mt *match.Match) (note scene.Note, next scene.Scene, err error) {
	dir, err := exportDir()
	if err != nil {
		return scene.Note{}, nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return scene.Note{}, nil, err
	}
	base := mt.Game().Name + "-" + time.Now().Format("2006-01-02-150405")
	path := filepath.Join(dir, base+".txt")
	for i := 2; fileExists(path); i++ {
		path = filepath.Join(dir, base+"-"+strconv.Itoa(i)+".txt")
	}
	if err := files.WriteFile(path, match.Encode(mt), 0o644); err != nil {
		return scene.Note{}, nil, err
	}
	return scene.Note{Key: "exported", Args: []any{path}}, nil, nil
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// recordFiles lists the records of the export folder and of the records
// folder (where exports went before), newest name first: dir is the
// export folder, paths the files.
func recordFiles() (dir string, paths []string, err error) {
	dir, err = exportDir()
	if err != nil {
		return "", nil, err
	}
	dirs := []string{dir}
	if old, err := recordsDir(); err == nil && old != dir {
		dirs = append(dirs, old)
	}
	for _, d := range dirs {
		entries, err := os.ReadDir(d)
		if err != nil && !os.IsNotExist(err) {
			return dir, paths, err
		}
		for _, e := range entries {
			if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".txt") {
				paths = append(paths, filepath.Join(d, e.Name()))
			}
		}
	}
	slices.SortFunc(paths, func(a, b string) int { return strings.Compare(filepath.Base(b), filepath.Base(a)) })
	return dir, paths, nil
}

// newImportScene lists the records to open in the replay viewer.
func newImportScene(m *scene.Manager, back scene.Scene) scene.Scene {
	return newRecordListScene(m, back)
}

// loadRecord reads one listed record.
func loadRecord(path string) (*match.Match, error) {
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

// recordSummary is a listed record's line: its game, players, result and
// the date it was written ("Kaskade · Ann – Bo · Ann won · 2026-11-27
// 15:04"), or why it cannot be read. A list of bare file names told the
// player nothing.
func recordSummary(path string) string {
	mt, err := loadRecord(path)
	if err != nil {
		return filepath.Base(path) + " · " + i18n.Tr("record unreadable")
	}
	parts := []string{mt.Game().Title, strings.Join(recordNames(mt), " – "), recordResult(mt)}
	if fi, err := os.Stat(path); err == nil {
		parts = append(parts, fi.ModTime().Format(i18n.Tr("record date")))
	}
	return strings.Join(parts, " · ")
}

// recordNames are the seats' names as the record gives them (a colour's
// for a seat it names no one in).
func recordNames(mt *match.Match) []string {
	cfg := view.GameConfig{}.ForGame(mt.Game().Name)
	cfg.FitTo(mt.State().NumPlayers())
	cfg = view.SeatsFromMatch(cfg, mt.Players)
	var out []string
	for p := range mt.State().NumPlayers() {
		out = append(out, cfg.SeatName(game.Player(p)))
	}
	return out
}

// recordResult says how the recorded game ended, or that it did not.
func recordResult(mt *match.Match) string {
	st := mt.State()
	if !st.IsOver() {
		return i18n.Trf("record open", mt.Played())
	}
	places := game.Places(st)
	best := places[0]
	switch {
	case st.Result(best.Seat) <= 0 && len(places) == 1:
		return i18n.Tr("record lost")
	case st.Result(best.Seat) <= 0 && len(places) == 2:
		return i18n.Tr("draw")
	case st.Result(best.Seat) <= 0:
		return i18n.Tr("nobody")
	case len(places) > 1 && places[1].Place == 1:
		return i18n.Tr("shared win")
	}
	return i18n.Trf("record won", recordNames(mt)[best.Seat])
}
