//go:build unix

package files

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// guard runs f and fails the test if it does not return: a hang guard
// against a read that blocks, not a speed check.
func guard(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatalf("%s did not return", what)
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestReadFileReadsRegularFiles(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "save.txt")
	write(t, p, "12345")
	for _, limit := range []int64{5, 6, 1 << 20} {
		if data, err := ReadFile(p, limit); err != nil || string(data) != "12345" {
			t.Errorf("limit %d: %q, %v", limit, data, err)
		}
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(p, link); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(link, 10); err != nil || string(data) != "12345" {
		t.Errorf("through a link: %q, %v", data, err)
	}
	empty := filepath.Join(dir, "empty.txt")
	write(t, empty, "")
	if data, err := ReadFile(empty, 0); err != nil || len(data) != 0 {
		t.Errorf("empty: %q, %v", data, err)
	}
}

// kindOf is err's Kind, or -1 when err is not an *Error.
func kindOf(err error) Kind {
	var fe *Error
	if errors.As(err, &fe) {
		return fe.Kind
	}
	return -1
}

func TestReadFileRefuses(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.txt")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(300 << 20); err != nil { // sparse: costs no disk
		t.Fatal(err)
	}
	f.Close()
	six := filepath.Join(dir, "six.txt")
	write(t, six, "123456")
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	devLink := filepath.Join(dir, "zero-link")
	if err := os.Symlink("/dev/zero", devLink); err != nil {
		t.Fatal(err)
	}
	dirLink := filepath.Join(dir, "dir-link")
	if err := os.Symlink(dir, dirLink); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path  string
		kind  Kind
		is    error
		words string
	}{
		{"/dev/zero", NotRegular, ErrNotRegular, "a character device, not a regular file"},
		{devLink, NotRegular, ErrNotRegular, "a character device"},
		{big, TooLarge, ErrTooLarge, "314572800 bytes or more, larger than the 1048576 allowed"},
		{six, TooLarge, ErrTooLarge, "larger than the 5 allowed"},
		{fifo, NotRegular, ErrNotRegular, "a named pipe (FIFO)"},
		{dir, NotRegular, ErrNotRegular, "a folder"},
		{dirLink, NotRegular, ErrNotRegular, "a folder"},
		{filepath.Join(dir, "missing"), Missing, fs.ErrNotExist, "no such file"},
		{filepath.Join(six, "under-a-file"), Failed, syscall.ENOTDIR, "not a directory"},
	} {
		limit := int64(1 << 20)
		if tc.path == six {
			limit = 5
		}
		var data []byte
		var err error
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		guard(t, "ReadFile "+tc.path, func() { data, err = ReadFile(tc.path, limit) })
		runtime.ReadMemStats(&after)
		if data != nil || kindOf(err) != tc.kind || !errors.Is(err, tc.is) ||
			!strings.Contains(err.Error(), tc.path) || !strings.Contains(err.Error(), tc.words) {
			t.Errorf("%s: %d bytes, error %v (kind %d); want kind %d with %q", tc.path, len(data), err, kindOf(err), tc.kind, tc.words)
		}
		if n := after.TotalAlloc - before.TotalAlloc; n > 64<<10 {
			t.Errorf("%s: refusing it allocated %d bytes", tc.path, n)
		}
	}
}

// A named pipe put in place of the file between the stat and the open
// must not block the open: openRead does not wait for a writer.
func TestOpenReadDoesNotBlockOnAPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	guard(t, "openRead on a named pipe", func() {
		f, err := openRead(fifo)
		if err != nil {
			t.Errorf("open: %v", err)
			return
		}
		defer f.Close()
		fi, err := f.Stat()
		if err != nil || check("read", fifo, fi, 10) == nil {
			t.Errorf("the opened pipe passed the check (%v)", err)
		}
	})
}

func TestReadFileRefusesANegativeLimit(t *testing.T) {
	p := filepath.Join(t.TempDir(), "a")
	write(t, p, "x")
	if _, err := ReadFile(p, -1); kindOf(err) != Failed {
		t.Errorf("limit -1: %v", err)
	}
}
