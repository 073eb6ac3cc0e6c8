//go:build !js

package platform

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"time"
)

// Natively Ebitengine has no clipboard (not without cgo), so the game uses
// the desktop's own through its command-line tools, the first one found:
// wl-copy/wl-paste on Wayland, xclip or xsel on X11, pbcopy/pbpaste on
// macOS, clip and PowerShell on Windows. Without one, copying does nothing
// (CanCopy says so) and Paste says there is no clipboard.

// clipTool is a pair of commands that copy to and paste from a clipboard.
type clipTool struct {
	copy, paste []string
	when        func() bool // whether this desktop uses it
}

var clipTools = []clipTool{
	{[]string{"wl-copy"}, []string{"wl-paste", "--no-newline"}, func() bool { return os.Getenv("WAYLAND_DISPLAY") != "" }},
	{[]string{"xclip", "-selection", "clipboard", "-in"}, []string{"xclip", "-selection", "clipboard", "-out"}, hasX},
	{[]string{"xsel", "--clipboard", "--input"}, []string{"xsel", "--clipboard", "--output"}, hasX},
	{[]string{"pbcopy"}, []string{"pbpaste"}, func() bool { return runtime.GOOS == "darwin" }},
	{[]string{"clip"}, []string{"powershell", "-NoProfile", "-Command", "Get-Clipboard -Raw"}, func() bool { return runtime.GOOS == "windows" }},
}

func hasX() bool { return os.Getenv("DISPLAY") != "" }

// clipWait bounds one call of a clipboard tool: a tool that hangs (a
// clipboard owner that does not answer) must not stall the game for long.
const clipWait = 2 * time.Second

// found remembers the tool found for an environment: CanCopy is asked
// while screens are laid out, every frame.
var found struct {
	sync.Mutex
	env  string
	tool *clipTool
}

// tool is the clipboard tool of this desktop, or nil.
func tool() *clipTool {
	env := os.Getenv("PATH") + "\x00" + os.Getenv("DISPLAY") + "\x00" + os.Getenv("WAYLAND_DISPLAY")
	found.Lock()
	defer found.Unlock()
	if found.env != env {
		found.env, found.tool = env, lookTool()
	}
	return found.tool
}

func lookTool() *clipTool {
	for i, t := range clipTools {
		if !t.when() {
			continue
		}
		if _, err := exec.LookPath(t.copy[0]); err != nil {
			continue
		}
		if _, err := exec.LookPath(t.paste[0]); err != nil {
			continue
		}
		return &clipTools[i]
	}
	return nil
}

// CopyText puts text on the desktop's clipboard, if it has a tool for it,
// from another goroutine: the frame does not wait for the tool.
func CopyText(text string) {
	t := tool()
	if t == nil {
		return
	}
	copying.Add(1)
	go func() {
		defer copying.Done()
		ctx, cancel := context.WithTimeout(context.Background(), clipWait)
		defer cancel()
		cmd := exec.CommandContext(ctx, t.copy[0], t.copy[1:]...)
		cmd.Stdin = strings.NewReader(text)
		cmd.Run() // a failed copy leaves the clipboard as it was: nothing to say
	}()
}

// copying are the copies under way: Paste waits for them, so that what was
// just copied is what is pasted.
var copying sync.WaitGroup

// CanCopy reports whether CopyText reaches a clipboard.
func CanCopy() bool { return tool() != nil }

// CanPaste reports whether Paste can read a clipboard.
func CanPaste() bool { return tool() != nil }

// ErrNoClipboard: this desktop has no clipboard tool the game knows.
var ErrNoClipboard = errors.New("no clipboard tool (install wl-clipboard, xclip or xsel)")

// Paste reads the desktop's clipboard, at most limit bytes (ErrTooLarge
// beyond).
func Paste(limit int) (string, error) {
	t := tool()
	if t == nil {
		return "", ErrNoClipboard
	}
	copying.Wait()
	ctx, cancel := context.WithTimeout(context.Background(), clipWait)
	defer cancel()
	cmd := exec.CommandContext(ctx, t.paste[0], t.paste[1:]...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	if err := cmd.Start(); err != nil {
		return "", err
	}
	var buf bytes.Buffer
	_, rerr := io.Copy(&buf, io.LimitReader(out, int64(limit)+1))
	if buf.Len() > limit {
		cancel() // the tool may still be writing: stop it
		cmd.Wait()
		return "", ErrTooLarge
	}
	werr := cmd.Wait()
	switch {
	case rerr != nil:
		return "", rerr
	case werr != nil && buf.Len() == 0: // an empty clipboard makes some tools fail
		return "", nil
	}
	return buf.String(), nil
}

// ListenPaste does nothing natively: Paste reads the clipboard when asked.
func ListenPaste(*PasteBuffer, int) (stop func()) { return func() {} }

// CanShare is false natively: no share sheet.
func CanShare() bool { return false }

// Share does nothing natively.
func Share(string, string) {}
