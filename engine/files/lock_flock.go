//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package files

import (
	"os"
	"syscall"
)

// renameOpen: the temporary file is renamed while still open (and so
// locked), so that no other process's clean-up can take it for stale.
const renameOpen = true

// lockTemp marks a temporary file as in use with an advisory lock, which
// the system drops when the writer closes it or dies.
func lockTemp(f tempFile) {
	syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}

// stale reports whether no process holds the lock of the temporary file
// name: its writer is gone.
func stale(name string) bool {
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil
}

// syncDir flushes a folder so that a rename in it survives a power cut.
// Best effort: the new file is complete either way.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
