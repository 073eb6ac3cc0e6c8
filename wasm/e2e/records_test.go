package e2e

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// shortRecord is a game record in the short form the import box reads.
const shortRecord = "6x6: c3 d4 e5"

// texts are the strings the last frame drew.
func (b *browser) texts() []string { return eval[[]string](b, `kaskadeTest.texts()`) }

// shows reports whether some text of the last frame contains s.
func (b *browser) shows(s string) bool {
	return slices.ContainsFunc(b.texts(), func(t string) bool { return strings.Contains(t, s) })
}

// openImportBox opens the browser's import box from the menu.
func openImportBox(t *testing.T) *browser {
	t.Helper()
	b := start(t, viewport{w: 900, h: 760})
	b.load()
	b.clickButton("Import")
	b.waitFor("the import box", `kaskadeTest.texts().includes("Paste a game record")`, 30*time.Second)
	return b
}

// Ctrl+V types no "v", the paste event's text arrives without a clipboard
// API (a plain http page has none), and text typed through the text input
// (what a soft keyboard or an input method sends) arrives too.
func TestImportBoxPasteAndType(t *testing.T) {
	b := openImportBox(t)
	b.do(chromedp.KeyEvent("v", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	b.do(chromedp.Evaluate[chromedp.Void](`(() => {
		const dt = new DataTransfer();
		dt.setData("text/plain", ` + "`" + shortRecord + "`" + `);
		document.dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt, bubbles: true}));
	})()`))
	b.waitFrames(3)
	if !b.shows(shortRecord) || b.shows("v"+shortRecord) {
		t.Fatalf("after Ctrl+V and a paste the box shows %q", b.texts())
	}
	// A click in the box gives the hidden text area the focus (as a tap
	// opens a phone's keyboard); inserted text then arrives through it.
	box := b.button("OK")
	b.do(chromedp.MouseClickXY(box.X, box.Y-150))
	b.waitFrames(3)
	if id := eval[string](b, `document.activeElement ? document.activeElement.id : ""`); id != "ebitengine-textinput" {
		t.Fatalf("the focus is on %q, not the text input", id)
	}
	if _, err := chromedp.Call(b.ctx, input.InsertText, input.InsertTextParams{Text: " f6"}); err != nil {
		t.Fatal(err)
	}
	b.waitFrames(3)
	if !b.shows(shortRecord + " f6") {
		t.Fatalf("after typing the box shows %q", b.texts())
	}
	b.clickButton("OK")
	b.waitFor("the replay", `!kaskadeTest.texts().includes("Paste a game record")`, 30*time.Second)
	b.noConsoleErrors()
}

// Open file… lets the player pick a record file, which opens at once.
func TestImportBoxOpensAFile(t *testing.T) {
	b := openImportBox(t)
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(shortRecord+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(b.ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	chooser := make(chan page.EventFileChooserOpened, 1)
	go func() {
		for ev, err := range chromedp.Events(b.ctx, page.FileChooserOpened) {
			if err != nil {
				return
			}
			chooser <- ev
			return
		}
	}()
	b.clickButton("Open file…")
	select {
	case ev := <-chooser:
		if _, err := chromedp.Call(b.ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{path}, BackendNodeID: ev.BackendNodeID}); err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no file chooser opened")
	}
	b.waitFor("the replay", `!kaskadeTest.texts().includes("Paste a game record")`, 30*time.Second)
	b.noConsoleErrors()
}
