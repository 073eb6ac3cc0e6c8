package files

import (
	"errors"
	"fmt"
	"io/fs"
)

// Kind says why a file was refused, in terms a screen can put into words.
type Kind int

const (
	// Failed is any other failure of the system: no permission, a full
	// disk, an I/O error. Err says which.
	Failed Kind = iota
	// Missing: there is no such file.
	Missing
	// NotRegular: the path is a folder, a named pipe, a device or a
	// socket (or a link to one), which the program neither reads nor
	// replaces.
	NotRegular
	// TooLarge: the file is larger than the reader's limit.
	TooLarge
)

// Sentinels to test an error's kind with errors.Is. Missing errors also
// match fs.ErrNotExist.
var (
	ErrNotRegular = errors.New("not a regular file")
	ErrTooLarge   = errors.New("file too large")
)

// Error is the error of every function in this package.
type Error struct {
	Op   string // "read" or "write"
	Path string
	Kind Kind
	Mode fs.FileMode // NotRegular: the file's type
	Size int64       // TooLarge: the size found (at least Limit+1)
	// Limit is the reader's limit (TooLarge).
	Limit int64
	Err   error // the underlying error, if any
}

func (e *Error) Error() string {
	switch e.Kind {
	case Missing:
		return fmt.Sprintf("%s %s: no such file", e.Op, e.Path)
	case NotRegular:
		return fmt.Sprintf("%s %s: %s, not a regular file", e.Op, e.Path, Describe(e.Mode))
	case TooLarge:
		return fmt.Sprintf("%s %s: %d bytes or more, larger than the %d allowed", e.Op, e.Path, e.Size, e.Limit)
	}
	return fmt.Sprintf("%s %s: %v", e.Op, e.Path, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// Is makes errors.Is(err, ErrTooLarge), ErrNotRegular and fs.ErrNotExist
// work on an *Error of that kind.
func (e *Error) Is(target error) bool {
	switch target {
	case ErrTooLarge:
		return e.Kind == TooLarge
	case ErrNotRegular:
		return e.Kind == NotRegular
	case fs.ErrNotExist:
		return e.Kind == Missing
	}
	return false
}

// Describe names a file's type: "a folder", "a named pipe (FIFO)", ...
func Describe(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m.IsRegular():
		return "a regular file"
	}
	return "a special file"
}

// statError turns a failed stat or open into an *Error.
func statError(op, path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return &Error{Op: op, Path: path, Kind: Missing, Err: err}
	}
	return &Error{Op: op, Path: path, Kind: Failed, Err: unwrapPath(err)}
}

// unwrapPath drops an *fs.PathError's own path and operation, which Error
// already says.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
