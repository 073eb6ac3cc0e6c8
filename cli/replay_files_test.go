//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// replay -record refuses what is not a regular file of a save's size,
// without reading it whole or waiting on it.
func TestReplayRecordRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.txt")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(300 << 20); err != nil { // sparse
		t.Fatal(err)
	}
	f.Close()
	link := filepath.Join(dir, "zero")
	if err := os.Symlink("/dev/zero", link); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{"/dev/zero", "a character device, not a regular file"},
		{link, "a character device, not a regular file"},
		{fifo, "a named pipe (FIFO), not a regular file"},
		{dir, "a folder, not a regular file"},
		{big, "larger than the 1048576 allowed"},
	} {
		code, out, errText := runGuarded(t, "replay", "-record", tc.path)
		if code != exitUsage || out != "" || !strings.Contains(errText, tc.path) || !strings.Contains(errText, tc.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want status 2 and %q", tc.path, code, out, errText, tc.want)
		}
	}
}
