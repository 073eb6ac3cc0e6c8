package e2e

import (
	"fmt"
	"net"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"kaskade/engine/game"
	"kaskade/engine/kaskade/party"
	"kaskade/online/server"
)

// TestAnEvening: an evening as a group plays it (issue 40). Anna creates a
// room of three on the desktop page, Ben and Cleo take their seats on
// phones; mid-game Cleo's tab is closed and the link opened again, Anna's
// page reloaded; they play to the end and agree to a rematch, which the
// same room plays (three keep their seats, as at one screen); then the server is stopped and
// started again on its store at its address ("the next day"), the tabs
// gone, and each person comes back from Your games on the Online screen
// to the same seat and plays on.
func TestAnEvening(t *testing.T) {
	chromium(t)
	dir := t.TempDir()
	store := embedded(t, dir)
	url, addr, stop := roomsServerAt(t, store, "127.0.0.1:0")
	desk := viewport{w: 1200, h: 800}
	phone := viewport{w: 390, h: 844, scale: 2, mobile: true}

	a := open(t, desk, url)
	a.load()
	a.clickButton("3") // Kaskade's players
	for range 3 {      // 6x6 down to 3x3
		a.clickNth("−", 0)
		a.clickNth("−", 1)
	}
	a.clickButton("Online")
	a.waitScene("online")
	a.clickButton("Create a room: Kaskade")
	a.waitFor("the room's code", `kaskadeTest.room() !== ""`, 30*time.Second)
	code := eval[string](a, `kaskadeTest.room()`)
	b := joinByLink(t, phone, url, code)
	b.takeSeat(true)
	c := joinByLink(t, phone, url, code)
	c.takeSeat(true)
	a.waitFor("the lobby full", `kaskadeTest.texts().filter(s => s.startsWith("Open")).length === 0 && kaskadeTest.buttons().some(x => x.label === "Start")`, 30*time.Second)
	a.screenshot("evening-lobby")
	a.clickButton("Start")
	e := &evening{t: t, pages: []*browser{a, b, c}, touch: []bool{false, true, true}}
	e.onBoards()
	if first := e.play(3); first != 0 {
		t.Errorf("game 1: page %d moved first, want Anna's (seat 0)", first)
	}

	c = c.reopen(phone, url+"?room="+code) // the phone discarded Cleo's tab
	e.pages[2] = c
	c.waitFor("Cleo back at the board", `kaskadeTest.scene() === "board"`, 60*time.Second)
	if eval[bool](c, `kaskadeTest.texts().some(s => s.includes("you are watching"))`) {
		t.Fatal("Cleo's page came back watching, not in her seat")
	}
	a.reloadInRoom(code)
	a.waitFor("Anna back at the board", `kaskadeTest.scene() === "board"`, 60*time.Second)
	e.play(200)
	for i, p := range e.pages {
		p.waitFor("the result card", `kaskadeTest.scene() === "gameover"`, 60*time.Second)
		p.screenshot(fmt.Sprintf("evening-over-%d", i))
	}

	a.clickButton("Rematch")
	for _, p := range e.pages[1:] {
		p.waitFor("the rematch asked", `kaskadeTest.buttons().some(x => x.label === "Yes")`, 30*time.Second)
		p.tapButton("Yes")
	}
	e.onBoards()
	if first := e.play(2); first != 0 {
		t.Errorf("game 2: page %d moved first; a rematch of three keeps the seats, as at one screen (match.RematchOrder)", first)
	}
	pos := a.position()

	stop() // the evening ends: the server stops, the phones discard their tabs overnight
	store.Close()
	store = embedded(t, dir) // the next day: the same store, the same address
	url, _, _ = roomsServerAt(t, store, addr)
	for i, vp := range []viewport{desk, phone, phone} {
		p := e.pages[i].reopen(vp, url) // the tab gone, the browser (its storage) kept
		e.pages[i] = p
		p.load()
		p.pressButton("Online", e.touch[i])
		p.waitScene("online")
		p.waitFor("the room in Your games", fmt.Sprintf(`kaskadeTest.buttons().some(x => x.label === %q)`, code), 30*time.Second)
		if i == 0 {
			p.screenshot("evening-your-games")
		}
		p.pressButton(code, e.touch[i])
		p.waitFor("the board again", `kaskadeTest.scene() === "board"`, 60*time.Second)
	}
	for i, p := range e.pages {
		if got := p.position(); got != pos {
			t.Errorf("the next day page %d shows the game at\n%s\nwas\n%s", i, got, pos)
		}
		if eval[bool](p, `kaskadeTest.texts().some(s => s.includes("you are watching"))`) {
			t.Errorf("the next day page %d came back watching, not in its seat", i)
		}
	}
	e.play(3) // each move on the page of the seat to move: none came back a watcher
	e.pages[0].screenshot("evening-next-day")
	for _, p := range e.pages {
		p.noConsoleErrors()
	}
}

// evening is the pages of one room, each a person's device.
type evening struct {
	t     *testing.T
	pages []*browser
	touch []bool // the page taps (a phone) rather than clicks
	moves int    // the moves of the game now, as the pages have shown them
}

// onBoards waits until every page shows the board of a game that has not
// begun.
func (e *evening) onBoards() {
	for _, p := range e.pages {
		p.waitFor("the board", `kaskadeTest.scene() === "board" && kaskadeTest.position() !== ""`, 60*time.Second)
	}
	e.moves = moves(e.pages[0].position())
}

// play makes up to n moves, each on the page whose turn it is, until the
// game ends; it returns the page that made the first of them. A move is
// the one that leaves its player strongest (the engine's evaluation): the
// games end in a few dozen moves.
func (e *evening) play(n int) int {
	e.t.Helper()
	first := -1
	for range n {
		i := e.toMove()
		if i < 0 {
			return first
		}
		st, err := party.Parse(e.pages[i].position())
		if err != nil {
			e.t.Fatal(err)
		}
		e.t.Logf("move %d on page %d: %s", e.moves+1, i, st)
		if first < 0 {
			first = i
		}
		mv := strongest(st)
		p := e.pages[i]
		if e.touch[i] {
			p.tap(p.cell(mv))
		} else {
			p.do(chromedp.MouseClickXY(p.cell(mv).X, p.cell(mv).Y))
		}
		e.moves++
		for _, q := range e.pages {
			q.waitFor(fmt.Sprintf("move %d (%s)", e.moves, mv), fmt.Sprintf(`(p => p !== "" && %d <= %s)(kaskadeTest.position())`, e.moves, movesJS), 60*time.Second)
		}
	}
	return first
}

// movesJS is moves (e2e_test.go) in JavaScript, of the position p.
const movesJS = `Number(p.split(" ").find((f, i, fs) => i > 0 && /^[0-9]+$/.test(f)))`

// toMove is the page whose person is to move, the one that takes input;
// -1 once the game is over.
func (e *evening) toMove() int {
	e.t.Helper()
	for range 600 {
		if st, err := party.Parse(e.pages[0].position()); err == nil && st.IsOver() {
			return -1
		}
		for i, p := range e.pages {
			if eval[bool](p, `kaskadeTest.scene() === "board" && kaskadeTest.ready()`) {
				return i
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	for i, p := range e.pages {
		e.t.Logf("page %d: %s %s", i, p.tryEval(`kaskadeTest.position()`), p.tryEval(`JSON.stringify(kaskadeTest.texts())`))
		p.screenshot(fmt.Sprintf("evening-stuck-%d", i))
	}
	e.t.Fatal("no page takes a move")
	return -1
}

// strongest is the move of st's player after which the engine rates that
// player highest.
func strongest(st *party.State) string {
	p := st.CurrentPlayer()
	best, score := game.Move(0), 0
	for i, m := range st.LegalMoves(nil) {
		next := st.Clone().(*party.State)
		next.Apply(m)
		if v := next.Evaluate(p); i == 0 || v > score {
			best, score = m, v
		}
	}
	return st.FormatMove(best)
}

// pressButton taps or clicks the button labelled label.
func (b *browser) pressButton(label string, touch bool) {
	if touch {
		b.tapButton(label)
	} else {
		b.clickButton(label)
	}
}

// embedded is an embedded NATS store in dir, closed when the test ends.
func embedded(t *testing.T, dir string) *server.NATS {
	t.Helper()
	store, err := server.Embedded(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	return store
}

// roomsServerAt is roomsServer listening on addr (a port of 0: any), so
// that a server started again is at the same address; it returns the
// address listened on.
func roomsServerAt(t *testing.T, store *server.NATS, addr string) (url, at string, stop func()) {
	t.Helper()
	l, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewUnstartedServer(nil)
	hs.Listener.Close()
	hs.Listener = l
	url, _, stop = roomsServerOn(t, store, hs)
	return url, l.Addr().String(), stop
}
