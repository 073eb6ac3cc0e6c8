package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	kal "kaskade/engine/kaleidoskop"
)

// Coming back to one's game (issue 40): a phone's tab closed and opened
// again, the creator's page reloaded, the text typed on a phone's keyboard.

// reopen closes b's tab, as a phone discards a tab in the background, and
// opens url in a new tab of the same browser: the same profile, so the
// page's storage (the seats this device holds) stays.
func (b *browser) reopen(vp viewport, url string) *browser {
	b.t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	nb := &browser{t: b.t, ctx: ctx, url: url, stop: cancel}
	if err := chromedp.Do(ctx); err != nil { // opens the tab
		b.t.Fatalf("a new tab: %v", err)
	}
	go func() {
		for m, err := range chromedp.Console(ctx) {
			if err != nil {
				return
			}
			nb.mu.Lock()
			nb.console = append(nb.console, m)
			nb.mu.Unlock()
		}
	}()
	b.t.Cleanup(nb.close)
	if _, err := chromedp.Call(b.ctx, page.Close, cdp.Empty{}); err != nil {
		b.t.Fatalf("closing the tab: %v", err)
	}
	nb.prepare(vp)
	nb.do(chromedp.Navigate(url))
	nb.waitFor("the first frame", `window.kaskadeTest && kaskadeTest.frames() > 0`, firstFrameTimeout)
	return nb
}

// typeOnPhone types s into the field labelled field as a phone's soft
// keyboard does: the text arrives as a composition, which the keyboard
// commits only at Enter or a space.
func (b *browser) typeOnPhone(field, s string) {
	b.t.Helper()
	b.tapButton(field)
	b.waitFrames(3)
	if _, err := chromedp.Call(b.ctx, input.InsertText, input.InsertTextParams{Text: s}); err != nil {
		b.t.Fatalf("typing %q: %v", s, err)
	}
	b.waitFrames(3)
}

// TestPhoneKeepsTypedText: on a phone page a name and a room code typed
// and then a button tapped (no Enter) are taken as typed: the seat is
// taken under the name, the room joined by the code.
func TestPhoneKeepsTypedText(t *testing.T) {
	b := keepsTypedText(t, viewport{w: 390, h: 844, scale: 2, mobile: true}, func(b *browser, field, s string) {
		b.typeOnPhone(field, s)
	})
	if !eval[bool](b, `matchMedia("(pointer: coarse)").matches`) {
		t.Fatal("the phone page has no coarse pointer: its text input would not be a soft keyboard's")
	}
}

// TestDesktopKeepsTypedText: the same on a desktop page, typed on a
// keyboard and clicked with a mouse. DevTools' click is quicker than a
// tick: the browser's text input then starts only at the first key's
// release, and that key was lost ("nna"; ui.TextEdit takes it now).
func TestDesktopKeepsTypedText(t *testing.T) {
	keepsTypedText(t, viewport{w: 1200, h: 800}, func(b *browser, field, s string) {
		b.clickButton(field)
		b.waitFrames(3)
		b.do(chromedp.KeyEvent(s))
		b.waitFrames(3)
	})
}

// keepsTypedText opens the Online screen on a page of vp, types a name and
// a room's code into their fields with typeInto, presses Join and takes a
// seat, and checks the seat is the name's; it returns the page.
func keepsTypedText(t *testing.T, vp viewport, typeInto func(b *browser, field, s string)) *browser {
	url := gameServer(t)
	code := hostRoom(t, url, "kaskade", "", 2)
	b := open(t, vp, url)
	b.load()
	b.pressButton("Online", vp.mobile)
	b.waitScene("online")
	typeInto(b, "Your name", "Anna")
	typeInto(b, "Room code", strings.ToLower(code))
	t.Logf("typed: %s", b.peek(`JSON.stringify(kaskadeTest.texts())`))
	b.pressButton("Join", vp.mobile)
	b.waitFor("the room's lobby", fmt.Sprintf(`kaskadeTest.room() === %q`, code), 30*time.Second)
	b.takeSeat(vp.mobile)
	b.waitFor("the seat under the name typed", `kaskadeTest.texts().some(s => s.includes("Anna"))`, 30*time.Second)
	b.noConsoleErrors()
	return b
}

// TestPhoneTabComesBack: a phone takes a seat of a Kaleidoskop room; its
// tab is closed mid-game and the room's link opened in a new tab of the
// same browser: the page is back in its seat, with its hand and no other,
// and plays on.
func TestPhoneTabComesBack(t *testing.T) {
	url := gameServer(t)
	code := hostRoomWith(t, url, "kaleidoskop", "players=3,length=short", []string{"open", "computer", "computer"})
	phone := viewport{w: 390, h: 844, scale: 2, mobile: true}
	p := joinByLink(t, phone, url, code)
	p.takeSeat(true)
	p.waitFor("the board", `kaskadeTest.scene() === "board"`, 60*time.Second)
	before := ownHand(t, p)
	p = p.reopen(phone, url+"?room="+code)
	p.waitFor("the board again", `kaskadeTest.scene() === "board"`, 60*time.Second)
	after := ownHand(t, p)
	if after.Viewer() != before.Viewer() {
		t.Fatalf("back in seat %d, took seat %d", after.Viewer(), before.Viewer())
	}
	hide := func(hidden bool) { // as when the person turns to another tab or app
		eval[bool](p, fmt.Sprintf(`Object.defineProperty(document, "hidden", {value: %v, configurable: true}),
			document.dispatchEvent(new Event("visibilitychange")), true`, hidden))
	}
	hide(true)
	p.waitFor("the title to say it is the phone's turn", fmt.Sprintf(`document.title.startsWith("● Your turn in room %s")`, code), 2*time.Minute)
	hide(false)
	if title := eval[string](p, `document.title`); title != "Kaskade" {
		t.Errorf("the page in front is titled %q", title)
	}
	p.waitFor("the phone's turn", `kaskadeTest.ready()`, 2*time.Minute)
	st := ownHand(t, p)
	m := firstPlace(t, st, "R")
	_, hollow, _ := strings.Cut(st.FormatMove(m), "@")
	crystals := strings.Fields(st.String())[1]
	p.do(chromedp.Focus(chromedp.CSS("canvas")), chromedp.KeyEvent("1")) // red
	p.waitFrames(2)
	p.tap(p.cell(strings.TrimSpace(hollow)))
	p.waitFor("the crystal placed", fmt.Sprintf(`kaskadeTest.position().split(" ")[1] !== %q`, crystals), 30*time.Second)
	p.screenshot("browser-online-phone-back")
	p.noConsoleErrors()
}

// ownHand is the page's position, checked to show its own hand and no
// other seat's.
func ownHand(t *testing.T, p *browser) *kal.State {
	t.Helper()
	v, err := kal.Parse(p.position())
	if err != nil {
		t.Fatal(err)
	}
	if v.Viewer() < 0 || len(v.Hand(v.Viewer())) == 0 {
		t.Fatalf("the page shows no hand of its own: %s", v)
	}
	for q := range v.NumPlayers() {
		if q != v.Viewer() && len(v.Hand(q)) != 0 {
			t.Errorf("the page shows seat %d's cards", q)
		}
	}
	return v
}

// TestCreatorReloads: the creator's page is reloaded in the lobby and
// again mid-game; each time it is back in its seat with the creator's
// rights: it starts the game, plays on, and lets the computer play for
// the phone once the phone's tab is gone.
func TestCreatorReloads(t *testing.T) {
	url := gameServer(t)
	desk := viewport{w: 1200, h: 800}
	phone := viewport{w: 390, h: 844, scale: 2, mobile: true}
	a := open(t, desk, url)
	a.load()
	a.clickButton("Online")
	a.waitScene("online")
	a.clickButton("Create a room: Kaskade")
	a.waitFor("the room's code", `kaskadeTest.room() !== ""`, 30*time.Second)
	code := eval[string](a, `kaskadeTest.room()`)
	b := joinByLink(t, phone, url, code)
	b.takeSeat(true)

	a.reloadInRoom(code)
	a.waitFor("the lobby full", `kaskadeTest.texts().some(s => s.includes("(you)")) && kaskadeTest.texts().filter(s => s.startsWith("Open")).length === 0`, 30*time.Second)
	a.clickButton("Start")
	for _, p := range []*browser{a, b} {
		p.waitFor("the board", `kaskadeTest.scene() === "board"`, 30*time.Second)
	}
	play := func(p *browser, n int, mv string, touch bool) {
		p.waitFor("its turn", `kaskadeTest.ready()`, 30*time.Second)
		if touch {
			p.tap(p.cell(mv))
		} else {
			p.do(chromedp.MouseClickXY(p.cell(mv).X, p.cell(mv).Y))
		}
		a.waitFor(fmt.Sprintf("move %d (%s)", n, mv), fmt.Sprintf(`kaskadeTest.position().includes(" %d ")`, n), 30*time.Second)
	}
	play(a, 1, "a1", false)
	play(b, 2, "f6", true)

	a.reloadInRoom(code)
	a.waitFor("the board again", `kaskadeTest.scene() === "board"`, 30*time.Second)
	play(a, 3, "b1", false)
	if _, err := chromedp.Call(b.ctx, page.Close, cdp.Empty{}); err != nil { // the phone's page is gone
		t.Fatal(err)
	}
	hand := "Let the computer play for Black"
	a.waitFor("the creator's offer", fmt.Sprintf(`kaskadeTest.buttons().some(x => x.label === %q)`, hand), 60*time.Second)
	a.screenshot("browser-online-creator-back")
	a.clickButton(hand)
	a.waitFor("the computer's move for the phone", `kaskadeTest.position().includes(" 4 ")`, 60*time.Second)
	a.noConsoleErrors()
}

// reloadInRoom reloads b's page and waits until it is back in room code.
func (b *browser) reloadInRoom(code string) {
	b.t.Helper()
	b.do(chromedp.Reload())
	b.waitFor("the first frame", `window.kaskadeTest && kaskadeTest.frames() > 0`, firstFrameTimeout)
	b.waitFor("the room again", fmt.Sprintf(`kaskadeTest.room() === %q`, code), 30*time.Second)
}
