package files

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// tempFile is what the writer needs of the temporary file; *os.File has it
// (tests put faults in the way).
type tempFile interface {
	io.Writer
	Sync() error
	Chmod(fs.FileMode) error
	Close() error
	Name() string
	Fd() uintptr
}

// system holds the steps of a write that can fail, so that tests can make
// each of them fail.
type system struct {
	createTemp func(dir, pattern string) (tempFile, error)
	rename     func(from, to string) error
}

var osSystem = system{
	createTemp: func(dir, pattern string) (tempFile, error) { return os.CreateTemp(dir, pattern) },
	rename:     os.Rename,
}

// WriteFile replaces the file at path with data and permissions perm, so
// that a crash, a kill or a failure at any step leaves either the old file
// whole or the new one: data goes to a temporary file in the same folder,
// is synced to the disk, renamed over path, and the folder is synced. The
// folder is made if it is missing. A link to a regular file is written
// through (the link stays); a folder, named pipe, device or socket at path,
// or a link to one, is refused and left alone.
//
// The first write of a file in a process also removes temporary files that
// an earlier crash left beside it.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	return osSystem.writeFile(path, data, perm)
}

func (sys system) writeFile(path string, data []byte, perm fs.FileMode) error {
	const op = "write"
	target, err := resolve(path)
	if err != nil {
		return err
	}
	dir := filepath.Dir(target)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return &Error{Op: op, Path: path, Kind: Failed, Err: unwrapPath(err)}
	}
	mu := lockFor(target)
	mu.Lock()
	defer mu.Unlock()
	if err := sys.replace(target, data, perm); err != nil {
		return &Error{Op: op, Path: path, Kind: Failed, Err: unwrapPath(err)}
	}
	syncDir(dir)
	if _, done := cleaned.LoadOrStore(target, true); !done {
		removeStale(target)
	}
	return nil
}

// replace writes data to a new temporary file beside target and renames it
// over target; on failure the temporary file is removed and target is as
// it was.
func (sys system) replace(target string, data []byte, perm fs.FileMode) (err error) {
	tmp, err := sys.createTemp(filepath.Dir(target), tempPrefix(target)+"*"+tempSuffix)
	if err != nil {
		return err
	}
	lockTemp(tmp) // in use: not stale for another process's clean-up
	closed := false
	defer func() {
		if err != nil {
			if !closed {
				tmp.Close()
			}
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		return err
	}
	if !renameOpen {
		closed = true
		if err = tmp.Close(); err != nil {
			return err
		}
	}
	if err = sys.rename(tmp.Name(), target); err != nil {
		return err
	}
	if !closed {
		closed = true
		return tmp.Close() // renamed already: the new file is in place
	}
	return nil
}

// resolve is the file a write replaces: path itself, or the regular file a
// link at path leads to. Anything else at path is refused.
func resolve(path string) (string, error) {
	const op = "write"
	fi, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return path, nil
	case err != nil:
		return "", statError(op, path, err)
	case fi.Mode().IsRegular():
		return path, nil
	case fi.Mode()&fs.ModeSymlink == 0:
		return "", &Error{Op: op, Path: path, Kind: NotRegular, Mode: fi.Mode().Type()}
	}
	if fi, err = os.Stat(path); err != nil {
		return "", statError(op, path, err) // a dangling link is kept
	}
	if !fi.Mode().IsRegular() {
		return "", &Error{Op: op, Path: path, Kind: NotRegular, Mode: fi.Mode().Type()}
	}
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", statError(op, path, err)
	}
	return target, nil
}

// Temporary files are named .NAME.DIGITS.tmp beside NAME, as the program
// always named them.
const tempSuffix = ".tmp"

func tempPrefix(target string) string { return "." + filepath.Base(target) + "." }

// isTemp reports whether name is a temporary file of the file named base.
func isTemp(name, base string) bool {
	mid, ok := strings.CutPrefix(name, "."+base+".")
	if !ok {
		return false
	}
	mid, ok = strings.CutSuffix(mid, tempSuffix)
	return ok && mid != "" && strings.Trim(mid, "0123456789") == ""
}

var (
	locks   sync.Map // absolute target path → *sync.Mutex: one write at a time
	cleaned sync.Map // target paths whose stale files this process removed
)

func lockFor(target string) *sync.Mutex {
	key, err := filepath.Abs(target)
	if err != nil {
		key = target
	}
	mu, _ := locks.LoadOrStore(key, new(sync.Mutex))
	return mu.(*sync.Mutex)
}

// RemoveStale removes the temporary files that writes of path left behind
// when they were cut short (a crash, a kill, a power cut), and returns how
// many it removed. A write in progress, in this process or (where the
// system has file locks) in another, keeps its file.
func RemoveStale(path string) (int, error) {
	target, err := resolve(path)
	if err != nil {
		return 0, err
	}
	mu := lockFor(target)
	mu.Lock()
	defer mu.Unlock()
	cleaned.Store(target, true)
	return removeStale(target)
}

// removeStale removes target's stale temporary files; the caller holds
// target's lock, so none of them is this process's.
func removeStale(target string) (int, error) {
	dir, base := filepath.Dir(target), filepath.Base(target)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, &Error{Op: "clean", Path: target, Kind: Failed, Err: unwrapPath(err)}
	}
	n := 0
	for _, e := range entries {
		if !e.Type().IsRegular() || !isTemp(e.Name(), base) {
			continue
		}
		name := filepath.Join(dir, e.Name())
		if stale(name) && os.Remove(name) == nil {
			n++
		}
	}
	return n, nil
}
