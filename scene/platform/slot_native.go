//go:build !js

package platform

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"kaskade/engine/files"
)

// ConfigDir is $KASKADE_CONFIG_DIR if set, else os.UserConfigDir()/kaskade
// (on Linux ~/.config/kaskade).
func ConfigDir() (string, error) {
	if dir := os.Getenv(ConfigDirEnv); dir != "" {
		return dir, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "kaskade"), nil
}

// fileSlot is a file in the config folder, read through engine/files
// (bounded, regular files only) and written by the one background writer.
type fileSlot struct {
	path  string
	limit int64
}

// OpenSlot is the slot name in the config folder; an error only when there
// is no config folder at all.
func OpenSlot(name string, limit int64) (Slot, error) {
	dir, err := ConfigDir()
	if err != nil {
		return nil, err
	}
	return &fileSlot{path: filepath.Join(dir, name), limit: limit}, nil
}

func (s *fileSlot) Where() string { return s.path }

func (s *fileSlot) Load() ([]byte, error) {
	background.flush()
	data, err := files.ReadFile(s.path, s.limit)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

func (s *fileSlot) Save(data []byte) error {
	path := s.path
	return background.do(func() error {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		return files.WriteFile(path, data, 0o600)
	})
}

func (s *fileSlot) Clear() error {
	background.flush()
	if err := os.Remove(s.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// writer runs file writes on one goroutine, in the order they were asked
// for, so that a slow disk (a sync per save) never stalls a frame.
type writer struct {
	mu      sync.Mutex
	jobs    chan func() error
	pending sync.WaitGroup
	failed  error // first failure not yet reported
	once    sync.Once
}

var background writer

func (w *writer) start() {
	w.jobs = make(chan func() error, 64)
	go func() {
		for job := range w.jobs {
			if err := job(); err != nil {
				w.mu.Lock()
				if w.failed == nil {
					w.failed = err
				}
				w.mu.Unlock()
			}
			w.pending.Done()
		}
	}()
}

// do queues job and returns an earlier failure, once. The failure is taken
// before the job is queued: a fast writer could otherwise finish the job
// first and report its own failure as an earlier one.
func (w *writer) do(job func() error) error {
	w.once.Do(w.start)
	w.mu.Lock()
	err := w.failed
	w.failed = nil
	w.mu.Unlock()
	w.pending.Add(1)
	w.jobs <- job
	return err
}

// flush waits until every queued write is done.
func (w *writer) flush() { w.pending.Wait() }

// Flush waits for the writes still queued: before the program exits.
// It returns a failure not yet reported.
func Flush() error {
	background.flush()
	background.mu.Lock()
	defer background.mu.Unlock()
	err := background.failed
	background.failed = nil
	return err
}
