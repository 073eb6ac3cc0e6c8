// Package files reads and writes the program's own files safely: every
// read is bounded in size and refused unless the path is a regular file (a
// folder, a named pipe, a device or a link to one is never opened for
// reading in a way that blocks or reads without end), and every write is
// atomic and durable (a temporary file in the same folder, synced, renamed
// over the old one, the folder synced), so a crash, a kill or a full disk
// leaves the old file or the new one, never half of one. Temporary files
// that a crash left behind are removed. Errors are *Error, whose Kind a
// screen can put into words.
//
// All functions are safe for concurrent use; writes to the same file from
// one process are done one at a time.
package files

import (
	"errors"
	"io"
	"io/fs"
	"os"
)

// ReadFile reads the regular file at path (a link to one is followed) if
// it holds at most limit bytes. It refuses anything else without reading
// it: a folder, a named pipe (without waiting for a writer), a device, a
// socket, a larger file, or a limit below zero.
func ReadFile(path string, limit int64) ([]byte, error) {
	const op = "read"
	if limit < 0 {
		return nil, &Error{Op: op, Path: path, Kind: Failed, Err: errors.New("negative size limit")}
	}
	fi, err := os.Stat(path) // a stat never blocks, even on a named pipe
	if err != nil {
		return nil, statError(op, path, err)
	}
	if err := check(op, path, fi, limit); err != nil {
		return nil, err
	}
	f, err := openRead(path)
	if err != nil {
		return nil, statError(op, path, err)
	}
	defer f.Close()
	// The path may have been swapped since the stat: check what was opened.
	if fi, err = f.Stat(); err != nil {
		return nil, statError(op, path, err)
	}
	if err := check(op, path, fi, limit); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, &Error{Op: op, Path: path, Kind: Failed, Err: unwrapPath(err)}
	}
	if int64(len(data)) > limit { // it grew while being read
		return nil, &Error{Op: op, Path: path, Kind: TooLarge, Size: int64(len(data)), Limit: limit}
	}
	return data, nil
}

// check refuses a file that is not regular or is larger than limit.
func check(op, path string, fi fs.FileInfo, limit int64) error {
	if !fi.Mode().IsRegular() {
		return &Error{Op: op, Path: path, Kind: NotRegular, Mode: fi.Mode().Type()}
	}
	if fi.Size() > limit {
		return &Error{Op: op, Path: path, Kind: TooLarge, Size: fi.Size(), Limit: limit}
	}
	return nil
}
