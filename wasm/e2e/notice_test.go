package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestTurnNotice: a page turned away (another tab, another app) says in
// its title when it is its person's turn, and, notifications allowed, the
// turn that comes meanwhile is one notification through the service
// worker (recorded here, as the headless browser shows none); in front
// again, the title is the page's own (issue 40).
func TestTurnNotice(t *testing.T) {
	url := gameServer(t)
	code := hostRoom(t, url, "kaskade", "3x3", 2)
	desk := viewport{w: 1000, h: 760}
	phone := viewport{w: 390, h: 844, scale: 2, mobile: true}
	first := joinByLink(t, desk, url, code)
	first.takeSeat(false) // seat 0: the first to move
	second := joinByLink(t, phone, url, code)
	second.takeSeat(true)
	for _, p := range []*browser{first, second} {
		p.waitFor("the board", `kaskadeTest.scene() === "board"`, 60*time.Second)
	}
	eval[bool](second, `window.kaskadeNotes = [],
		Object.defineProperty(Notification, "permission", {get: () => "granted", configurable: true}),
		Object.defineProperty(navigator.serviceWorker, "ready", {value: Promise.resolve({showNotification: (title, o) => kaskadeNotes.push(title + ": " + o.body)}), configurable: true}),
		Object.defineProperty(document, "hidden", {value: true, configurable: true}),
		document.dispatchEvent(new Event("visibilitychange")), true`)
	if title := eval[string](second, `document.title`); strings.HasPrefix(title, "●") {
		t.Fatalf("the second seat's page, turned away before the first move, is titled %q", title)
	}
	first.waitFor("its turn", `kaskadeTest.ready()`, 30*time.Second)
	a1 := first.cell("a1")
	first.do(chromedp.MouseClickXY(a1.X, a1.Y))
	want := "Your turn in room " + code
	second.waitFor("the title to say it is its turn", fmt.Sprintf(`document.title.startsWith(%q)`, "● "+want), time.Minute)
	second.waitFor("the turn's notification", `kaskadeNotes.length > 0`, 10*time.Second)
	second.waitFrames(10)
	if notes := eval[[]string](second, `kaskadeNotes`); len(notes) != 1 || !strings.HasSuffix(notes[0], ": "+want) {
		t.Errorf("the notifications shown while the page was away: %q, want one saying %q", notes, want)
	}
	eval[bool](second, `Object.defineProperty(document, "hidden", {value: false, configurable: true}),
		document.dispatchEvent(new Event("visibilitychange")), true`)
	if title := eval[string](second, `document.title`); title != "Kaskade" {
		t.Errorf("the page in front again is titled %q", title)
	}
	second.noConsoleErrors()
}
