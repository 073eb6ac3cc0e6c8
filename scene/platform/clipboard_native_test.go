//go:build !js

package platform

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeXclip puts a stand-in xclip first on PATH that keeps the clipboard
// in a file, on an X11 desktop without Wayland.
func fakeXclip(t *testing.T) string {
	dir := t.TempDir()
	board := filepath.Join(dir, "board")
	script := "#!/bin/sh\ncase \"$*\" in *-in*) cat > " + board + ";; *-out*) cat " + board + ";; esac\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv("DISPLAY", ":99")
	t.Setenv("WAYLAND_DISPLAY", "")
	return board
}

// TestClipboardThroughTool: text copied is pasted back through the
// desktop's tool; a paste over the limit is refused as too large.
func TestClipboardThroughTool(t *testing.T) {
	fakeXclip(t)
	if !CanCopy() || !CanPaste() {
		t.Fatal("a desktop with xclip has no clipboard")
	}
	record := "kaskade-record 1\ngame kaskade\n"
	CopyText(record)
	got, err := Paste(1 << 10)
	if err != nil || got != record {
		t.Fatalf("pasted %q, %v; want %q", got, err, record)
	}
	CopyText(strings.Repeat("x", 5000))
	if _, err := Paste(1000); err != ErrTooLarge {
		t.Fatalf("a paste over the limit: %v, want ErrTooLarge", err)
	}
}

// TestNoClipboardTool: without a tool nothing is copied and Paste says so.
func TestNoClipboardTool(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv("DISPLAY", ":99")
	t.Setenv("WAYLAND_DISPLAY", "")
	if CanCopy() || CanPaste() {
		t.Fatal("a desktop without tools has a clipboard")
	}
	CopyText("nothing")
	if _, err := Paste(10); err != ErrNoClipboard {
		t.Fatalf("Paste: %v, want ErrNoClipboard", err)
	}
}
