//go:build unix

package files

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"testing"
)

func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// names lists a folder.
func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func TestWriteFileReplaces(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "save.txt") // the folder is made
	for _, text := range []string{"first", "second, longer", ""} {
		if err := WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		if got := read(t, p); got != text {
			t.Fatalf("wrote %q, read %q", text, got)
		}
	}
	if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", fi.Mode())
	}
	if got := names(t, filepath.Join(dir, "sub")); !slices.Equal(got, []string{"save.txt"}) {
		t.Errorf("folder holds %v", got)
	}
}

func TestWriteFileThroughALink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.json")
	write(t, real, "old")
	link := filepath.Join(dir, "settings.json")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(link, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced (%v)", err)
	}
	if got := read(t, real); got != "new" {
		t.Errorf("the linked file holds %q", got)
	}
}

// A folder, a named pipe or a link to a device at the path is refused
// and left as it is (and the write does not block on the pipe).
func TestWriteFileRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	devLink := filepath.Join(dir, "null-link")
	if err := os.Symlink("/dev/null", devLink); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	dangling := filepath.Join(dir, "dangling")
	if err := os.Symlink(filepath.Join(dir, "nowhere", "x"), dangling); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path string
		kind Kind
	}{{fifo, NotRegular}, {devLink, NotRegular}, {sub, NotRegular}, {dangling, Missing}} {
		before, _ := os.Lstat(tc.path)
		var err error
		guard(t, "WriteFile "+tc.path, func() { err = WriteFile(tc.path, []byte("data"), 0o644) })
		if kindOf(err) != tc.kind {
			t.Errorf("%s: %v (kind %d), want kind %d", tc.path, err, kindOf(err), tc.kind)
		}
		if after, err := os.Lstat(tc.path); err != nil || after.Mode() != before.Mode() {
			t.Errorf("%s was changed: %v, %v", tc.path, after, err)
		}
	}
	if got := names(t, dir); !slices.Equal(got, []string{"dangling", "fifo", "null-link", "sub"}) {
		t.Errorf("folder holds %v", got)
	}
}

// faultFile is a temporary file whose steps fail on demand: Write after
// room bytes with "no space left on device", the others at once.
type faultFile struct {
	*os.File
	room                           int // -1: unlimited
	failSync, failChmod, failClose bool
}

func (f *faultFile) Write(p []byte) (int, error) {
	if f.room < 0 || len(p) <= f.room {
		return f.File.Write(p)
	}
	n, _ := f.File.Write(p[:f.room])
	return n, syscall.ENOSPC
}

func (f *faultFile) Sync() error {
	if f.failSync {
		return syscall.EIO
	}
	return f.File.Sync()
}

func (f *faultFile) Chmod(m os.FileMode) error {
	if f.failChmod {
		return syscall.EPERM
	}
	return f.File.Chmod(m)
}

func (f *faultFile) Close() error {
	err := f.File.Close()
	if f.failClose {
		return syscall.EIO
	}
	return err
}

// Every step of a write fails in turn: the old file stays whole and no
// temporary file is left.
func TestWriteFileFaultsKeepTheOldFile(t *testing.T) {
	old := bytes.Repeat([]byte("old save\n"), 1000)
	data := bytes.Repeat([]byte("new save\n"), 2000)
	type fault struct {
		name      string
		sys       func(sys system) system
		wantErrIs error
	}
	withFile := func(set func(*faultFile)) func(system) system {
		return func(sys system) system {
			sys.createTemp = func(dir, pattern string) (tempFile, error) {
				f, err := os.CreateTemp(dir, pattern)
				if err != nil {
					return nil, err
				}
				ff := &faultFile{File: f, room: -1}
				set(ff)
				return ff, nil
			}
			return sys
		}
	}
	faults := []fault{
		{"create", func(sys system) system {
			sys.createTemp = func(string, string) (tempFile, error) { return nil, syscall.ENOSPC }
			return sys
		}, syscall.ENOSPC},
		{"sync", withFile(func(f *faultFile) { f.failSync = true }), syscall.EIO},
		{"chmod", withFile(func(f *faultFile) { f.failChmod = true }), syscall.EPERM},
		{"rename", func(sys system) system {
			sys.rename = func(string, string) error { return syscall.EXDEV }
			return sys
		}, syscall.EXDEV},
	}
	for _, room := range []int{0, 1, 4096, len(data) - 1} {
		faults = append(faults, fault{fmt.Sprintf("disk full after %d bytes", room),
			withFile(func(f *faultFile) { f.room = room }), syscall.ENOSPC})
	}
	for _, f := range faults {
		dir := t.TempDir()
		p := filepath.Join(dir, "autosave.txt")
		if err := os.WriteFile(p, old, 0o600); err != nil {
			t.Fatal(err)
		}
		err := f.sys(osSystem).writeFile(p, data, 0o600)
		if kindOf(err) != Failed || !errors.Is(err, f.wantErrIs) {
			t.Errorf("%s: error %v, want one of kind Failed wrapping %v", f.name, err, f.wantErrIs)
		}
		if got := read(t, p); got != string(old) {
			t.Errorf("%s: the old file now holds %d bytes", f.name, len(got))
		}
		if got := names(t, dir); !slices.Equal(got, []string{"autosave.txt"}) {
			t.Errorf("%s: folder holds %v", f.name, got)
		}
	}
	// A close that fails after the rename: the new file is whole.
	dir := t.TempDir()
	p := filepath.Join(dir, "autosave.txt")
	err := withFile(func(f *faultFile) { f.failClose = true })(osSystem).writeFile(p, data, 0o600)
	if got := read(t, p); got != string(old) && got != string(data) {
		t.Errorf("close fails: the file holds %d bytes (error %v)", len(got), err)
	}
}

func TestStaleTemporaryFilesAreRemoved(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "save.txt")
	keep := []string{".save.txt.abc.tmp", "save.txt.1.tmp", ".other.txt.1.tmp", ".save.txt..tmp"}
	for _, n := range append([]string{".save.txt.123.tmp", ".save.txt.98765.tmp"}, keep...) {
		write(t, filepath.Join(dir, n), "left by a crash")
	}
	// A write in progress elsewhere holds its file's lock: it stays.
	live := filepath.Join(dir, ".save.txt.555.tmp")
	write(t, live, "being written")
	lf, err := os.Open(live)
	if err != nil {
		t.Fatal(err)
	}
	defer lf.Close()
	if err := syscall.Flock(int(lf.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(p, []byte("saved"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := append([]string{".save.txt.555.tmp", "save.txt"}, keep...)
	slices.Sort(want)
	if got := names(t, dir); !slices.Equal(got, want) {
		t.Errorf("after the first write the folder holds %v, want %v", got, want)
	}
	lf.Close() // the other writer died
	if n, err := RemoveStale(p); n != 1 || err != nil {
		t.Errorf("RemoveStale: %d, %v; want 1", n, err)
	}
	if _, err := os.Stat(live); err == nil {
		t.Errorf("%s was kept", live)
	}
}

// Writes from many goroutines to one file: each lands whole, the last
// one stays, and no temporary file is left.
func TestWriteFileConcurrent(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "settings.json")
	var wg sync.WaitGroup
	contents := map[string]bool{}
	var texts []string
	for g := range 8 {
		texts = append(texts, string(bytes.Repeat([]byte{byte('a' + g)}, 10000+g)))
		contents[texts[g]] = true
	}
	for _, text := range texts {
		wg.Go(func() {
			for range 10 {
				if err := WriteFile(p, []byte(text), 0o644); err != nil {
					t.Error(err)
				}
				if data, err := ReadFile(p, 1<<20); err != nil || !contents[string(data)] {
					t.Errorf("read %d bytes: %v", len(data), err)
				}
			}
		})
	}
	wg.Wait()
	if got := names(t, dir); !slices.Equal(got, []string{"settings.json"}) {
		t.Errorf("folder holds %v", got)
	}
}
