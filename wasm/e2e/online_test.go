package e2e

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"kaskade/engine/games"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/online/server"
	"kaskade/wasm/serve/site"
)

// gameServer serves the page and the rooms on one port, as make serve
// does, with an embedded NATS in a temporary folder.
func gameServer(t *testing.T) string {
	t.Helper()
	chromium(t)
	store, err := server.Embedded(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	url, _, _ := roomsServer(t, store)
	return url
}

// roomsServer serves the page and a game server's rooms on store, the
// server announcing its own address (the several servers on one store of
// TestOnlineTwoServers); stop closes it before the test ends.
func roomsServer(t *testing.T, store *server.NATS) (url string, rooms *server.Server, stop func()) {
	return roomsServerOn(t, store, httptest.NewUnstartedServer(nil))
}

// roomsServerOn is roomsServer on hs, not yet started.
func roomsServerOn(t *testing.T, store *server.NATS, hs *httptest.Server) (url string, rooms *server.Server, stop func()) {
	var err error
	rooms, err = server.New(server.Config{Lookup: games.Lookup, Store: store, Workers: 1,
		URL: "http://" + hs.Listener.Addr().String(), Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle(proto.Path, rooms)
	mux.Handle("/", site.WithPeers(siteDir(t), rooms.Servers))
	hs.Config.Handler = mux
	hs.Start()
	var once sync.Once
	stop = func() { once.Do(func() { hs.CloseClientConnections(); hs.Close(); rooms.Close() }) }
	t.Cleanup(stop)
	return hs.URL + "/", rooms, stop
}

// joinByLink opens the room's link in a new browser and takes seat label.
func joinByLink(t *testing.T, vp viewport, url, code string) *browser {
	b := open(t, vp, url+"?room="+code)
	b.do(chromedp.Navigate(b.url))
	b.waitFor("the first frame", `window.kaskadeTest && kaskadeTest.frames() > 0`, firstFrameTimeout)
	b.waitFor("the room's lobby", `kaskadeTest.scene() === "online" && kaskadeTest.room() !== ""`, 30*time.Second)
	return b
}

// takeSeat takes the first open seat of the lobby.
func (b *browser) takeSeat(touch bool) {
	b.t.Helper()
	if touch {
		b.tapButton("Take this seat")
	} else {
		b.clickButton("Take this seat")
	}
	b.waitFor("a seat", `!kaskadeTest.buttons().some(x => x.label === "Take this seat") || kaskadeTest.scene() === "board"`, 30*time.Second)
}

// TestOnlineKaskadeTwoPages: one page creates a room from the menu, a
// second page (a phone) opens its link and takes the open seat; the
// creator starts, and the two play moves against each other through the
// server, each page showing the same position.
func TestOnlineKaskadeTwoPages(t *testing.T) {
	url := gameServer(t)
	desk := viewport{w: 1200, h: 800}
	phone := viewport{w: 390, h: 844, scale: 2, mobile: true}
	a := open(t, desk, url)
	a.load()
	a.clickButton("Online")
	a.waitScene("online")
	a.clickButton("Create a room: Kaskade")
	t.Logf("A after create: %s", a.peek(`JSON.stringify(kaskadeTest.texts())`))
	a.waitFor("the room's code", `kaskadeTest.room() !== ""`, 30*time.Second)
	code := eval[string](a, `kaskadeTest.room()`)
	b := joinByLink(t, phone, url, code)
	t.Logf("B in the lobby: %s", b.peek(`JSON.stringify(kaskadeTest.texts())`))
	b.takeSeat(true)
	t.Logf("B took a seat: %s", b.peek(`JSON.stringify(kaskadeTest.texts())`))
	t.Logf("A: %s", a.peek(`JSON.stringify(kaskadeTest.texts())`))
	time.Sleep(2 * time.Second)
	t.Logf("A later: %s", a.peek(`JSON.stringify(kaskadeTest.texts())`))
	a.waitFor("Start to be possible", `kaskadeTest.texts().some(s => s.includes("(you)")) && kaskadeTest.texts().filter(s => s.startsWith("Open")).length === 0`, 30*time.Second)
	a.screenshot("browser-online-lobby")
	a.clickButton("Start")
	for _, p := range []*browser{a, b} {
		p.waitFor("the board", `kaskadeTest.scene() === "board"`, 30*time.Second)
	}
	for i, mv := range []string{"a1", "f6", "b1", "e6", "c1"} {
		p := []*browser{a, b}[i%2]
		p.waitFor("its turn", `kaskadeTest.ready()`, 30*time.Second)
		if i%2 == 0 {
			p.do(chromedp.MouseClickXY(p.cell(mv).X, p.cell(mv).Y))
		} else {
			p.tap(p.cell(mv))
		}
		for _, q := range []*browser{a, b} {
			q.waitFor(fmt.Sprintf("move %d (%s)", i+1, mv), fmt.Sprintf(`kaskadeTest.position().includes(" %d ")`, i+1), 30*time.Second)
		}
	}
	if pa, pb := a.position(), b.position(); pa != pb {
		t.Errorf("the pages differ:\n%s\n%s", pa, pb)
	}
	a.screenshot("browser-online-desktop")
	b.screenshot("browser-online-phone")
	b.layoutCheck(phone)
	a.noConsoleErrors()
	b.noConsoleErrors()
}

// TestOnlineKaleidoskopThreePages: three pages (one a phone) take the
// seats of a Kaleidoskop room a Go client opened and started; each page
// shows its own hand and no other, and a crystal placed on one page
// shows on all.
func TestOnlineKaleidoskopThreePages(t *testing.T) {
	url := gameServer(t)
	code := hostRoom(t, url, "kaleidoskop", "players=3,length=short", 3)
	vps := []viewport{{w: 1000, h: 760}, {w: 1000, h: 760}, {w: 390, h: 844, scale: 2, mobile: true}}
	var pages []*browser
	for i, vp := range vps {
		p := joinByLink(t, vp, url, code)
		p.takeSeat(vp.mobile)
		pages = append(pages, p)
		t.Logf("page %d has a seat", i)
	}
	for _, p := range pages {
		p.waitFor("the board", `kaskadeTest.scene() === "board"`, 60*time.Second)
	}
	var st *kal.State
	for i, p := range pages {
		v, err := kal.Parse(p.position())
		if err != nil {
			t.Fatalf("page %d: %v", i, err)
		}
		if v.Viewer() < 0 || len(v.Hand(v.Viewer())) == 0 {
			t.Errorf("page %d does not show its own hand: %s", i, v)
		}
		for q := range 3 {
			if q != v.Viewer() && len(v.Hand(q)) != 0 {
				t.Errorf("page %d shows seat %d's cards", i, q)
			}
		}
		if v.Current() == v.Viewer() {
			st = v
			pages[0], pages[i] = pages[i], pages[0]
		}
	}
	if st == nil {
		t.Fatal("no page has the move")
	}
	mover := pages[0]
	m := firstPlace(t, st, "R")
	text := st.FormatMove(m)
	_, hollow, _ := strings.Cut(text, "@")
	mover.do(chromedp.Focus(chromedp.CSS("canvas")), chromedp.KeyEvent("1"))
	mover.waitFrames(2)
	mover.do(chromedp.MouseClickXY(mover.cell(strings.TrimSpace(hollow)).X, mover.cell(strings.TrimSpace(hollow)).Y))
	board := func(pos string) string { return strings.Fields(pos)[1] } // the hollows' crystals
	for i, p := range pages {
		p.waitFor("the crystal on page "+fmt.Sprint(i), fmt.Sprintf(`kaskadeTest.position().split(" ")[1] !== %q`, board(st.String())), 30*time.Second)
	}
	st.Apply(m)
	for i, p := range pages {
		if got := board(p.position()); got != board(st.String()) {
			t.Errorf("page %d shows the board %s, want %s", i, got, board(st.String()))
		}
	}
	pages[2].screenshot("browser-online-kaleidoskop-phone")
	pages[0].screenshot("browser-online-kaleidoskop")
	for _, p := range pages {
		p.noConsoleErrors()
	}
}

// hostRoom opens a room of seats open seats from a Go client that only
// watches, and starts it as soon as every seat is taken.
func hostRoom(t *testing.T, url, gameName, options string, seats int) string {
	t.Helper()
	return hostRoomWith(t, url, gameName, options, slices.Repeat([]string{proto.KindOpen}, seats))
}

// hostRoomWith is hostRoom with the seats of kinds: open, or computer
// (at the easy level).
func hostRoomWith(t *testing.T, url, gameName, options string, kinds []string) string {
	t.Helper()
	c, err := client.New(url)
	if err != nil {
		t.Fatal(err)
	}
	c.Start()
	t.Cleanup(c.Close)
	next := func() proto.Msg {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		for {
			e, err := c.Next(ctx)
			if err != nil {
				return proto.Msg{}
			}
			if !e.IsStatus {
				return e.Msg
			}
		}
	}
	for next().T != proto.TWelcome {
	}
	spec := make([]proto.Seat, len(kinds))
	for i, k := range kinds {
		spec[i].Kind = k
		if k == proto.KindComputer {
			spec[i].Level = "easy"
		}
	}
	c.Send(proto.Msg{T: proto.TCreate, Game: gameName, Options: options, Seats: spec, Name: "Host"})
	code := ""
	for code == "" {
		if m := next(); m.T == proto.TJoined {
			code = m.Room
		} else if m.T == "" || m.T == proto.TError {
			t.Fatalf("no room: %+v", m)
		}
	}
	go func() { // start once the pages have taken every seat
		for {
			m := next()
			switch {
			case m.T == "":
				return
			case m.T == proto.TRoom && full(m.Info) && !m.Info.Started:
				c.Send(proto.Msg{T: proto.TStart})
			}
		}
	}()
	return code
}

func full(in *proto.Info) bool {
	for _, s := range in.Seats {
		if s.Kind == proto.KindOpen {
			return false
		}
	}
	return true
}

// peek evaluates expr for a log line, giving up after ten seconds.
func (b *browser) peek(expr string) string {
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		return "? " + err.Error()
	}
	return v
}

// TestOnlineOtherGames: Die Formation and Cascades Hex played for a few
// moves from two screens (a desktop page and a phone), and the Decktet
// solitaire played on one page while another watches: every page shows the
// position the engine reaches.
func TestOnlineOtherGames(t *testing.T) {
	url := gameServer(t)
	desk, phone := viewport{w: 1100, h: 760}, viewport{w: 390, h: 844, scale: 2, mobile: true}
	for _, g := range []struct{ name, options, shot string }{
		{"kaskade", "3x3", "kaskade-end"}, {"formation", "", "formation"}, {"cascades", "", "cascades"},
	} {
		code := hostRoom(t, url, g.name, g.options, 2)
		a := joinByLink(t, desk, url, code)
		a.takeSeat(false)
		b := joinByLink(t, phone, url, code)
		b.takeSeat(true)
		pages := []*browser{a, b}
		for _, p := range pages {
			p.waitFor("the board", `kaskadeTest.scene() === "board"`, 60*time.Second)
		}
		entry, _ := games.Lookup(g.name)
		moves := 3
		if g.name == "kaskade" {
			moves = 60 // to the end: 3x3 games are short
		}
		for range moves {
			st, err := entry.Parse(a.position())
			if err != nil {
				t.Fatalf("%s: %v", g.name, err)
			}
			if st.IsOver() {
				break
			}
			mover := waitMover(t, pages)
			legal := st.LegalMoves(nil)
			mv := legal[len(legal)/2]
			clickMove(mover, st.FormatMove(mv), mover == b)
			st.Apply(mv)
			for _, p := range pages {
				p.waitFor("the move on every page", fmt.Sprintf(`kaskadeTest.position() === %q`, st.String()), 30*time.Second)
			}
		}
		if g.name == "kaskade" {
			for _, p := range pages {
				p.waitFor("the result on every page", `kaskadeTest.scene() === "gameover"`, 60*time.Second)
			}
		}
		a.screenshot("browser-online-" + g.shot)
		b.screenshot("browser-online-" + g.shot + "-phone")
		a.noConsoleErrors()
		b.noConsoleErrors()
		a.close()
		b.close()
	}
	code := hostRoom(t, url, "decktet", "", 1)
	a := joinByLink(t, desk, url, code)
	a.takeSeat(false)
	a.waitFor("the board", `kaskadeTest.scene() === "board"`, 60*time.Second)
	w := open(t, phone, url+"?room="+code) // arrives after the start: watches
	w.do(chromedp.Navigate(w.url))
	w.waitFor("the watched table", `window.kaskadeTest && kaskadeTest.scene() === "board"`, firstFrameTimeout)
	a.do(chromedp.Focus(chromedp.CSS("canvas")), chromedp.KeyEvent(" "))
	entry, _ := games.Lookup("decktet")
	st, _ := entry.Parse(a.position())
	a.waitFor("the turn", fmt.Sprintf(`kaskadeTest.position() !== %q`, st.String()), 30*time.Second)
	w.waitFor("the watcher sees it", fmt.Sprintf(`kaskadeTest.position() === %q`, a.position()), 30*time.Second)
	a.screenshot("browser-online-decktet")
	w.screenshot("browser-online-decktet-watcher")
	a.noConsoleErrors()
	w.noConsoleErrors()
}

// waitMover is the page whose seat is to move (it takes input).
func waitMover(t *testing.T, pages []*browser) *browser {
	t.Helper()
	for range 300 {
		for _, p := range pages {
			if eval[bool](p, `kaskadeTest.ready()`) {
				return p
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("no page takes a move")
	return nil
}

// clickMove makes a move by clicking (or tapping) its squares or cell:
// "b7-b5" is two clicks, "h3" one.
func clickMove(b *browser, text string, touch bool) {
	b.t.Helper()
	for _, sq := range strings.Split(text, "-") {
		p := b.cell(sq)
		if touch {
			b.tap(p)
		} else {
			b.do(chromedp.MouseClickXY(p.X, p.Y))
		}
		b.waitFrames(2)
	}
}

// TestNativeJoinsBrowserRoom: a page creates a room from the menu; the
// desktop program, in a window under Xvfb, opens it by its code and
// watches: the page's lobby counts it, and its window shows the room.
func TestNativeJoinsBrowserRoom(t *testing.T) {
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("xvfb-run is missing (CI=true, so this fails)")
		}
		t.Skip("xvfb-run is missing")
	}
	url := gameServer(t)
	a := open(t, viewport{w: 1000, h: 760}, url)
	a.load()
	a.clickButton("Online")
	a.waitScene("online")
	a.clickButton("Create a room: Kaskade")
	a.waitFor("the room's code", `kaskadeTest.room() !== ""`, 30*time.Second)
	code := eval[string](a, `kaskadeTest.room()`)

	dir := t.TempDir()
	bin := filepath.Join(dir, "kaskade")
	if out, err := exec.Command("go", "build", "-o", bin, "../..").CombinedOutput(); err != nil {
		t.Fatalf("building the desktop program: %v\n%s", err, out)
	}
	shot := filepath.Join(dir, "native-lobby.png")
	cmd := exec.Command(xvfb, "-a", bin, "-server", strings.TrimSuffix(url, "/"), "-room", code,
		"-screenshot", shot, "-screenshot-after", "600", "-width", "900", "-height", "760")
	cmd.Env = append(os.Environ(), "KASKADE_CONFIG_DIR="+dir, "ALSA_CONFIG_PATH="+nullALSA(t, dir))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	t.Cleanup(func() { cmd.Process.Kill() })
	a.waitFor("the desktop program watching", `kaskadeTest.texts().includes("watching: 1")`, 2*time.Minute)
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("the desktop program: %v", err)
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("the desktop program did not take its screenshot")
	}
	img, err := os.ReadFile(shot)
	if err != nil || len(img) == 0 {
		t.Fatalf("no screenshot of the native window: %v", err)
	}
	if os.Getenv("KASKADE_SCREENSHOT") != "" {
		os.WriteFile(filepath.Join("..", "..", "docs", "native-online-lobby.png"), img, 0o644)
	}
	a.noConsoleErrors()
}

// nullALSA writes an ALSA configuration with a null device: the window
// finds a sound device that plays nothing.
func nullALSA(t *testing.T, dir string) string {
	p := filepath.Join(dir, "alsa.conf")
	if err := os.WriteFile(p, []byte("pcm.!default { type null }\nctl.!default { type null }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestOnlineTwoServers: two game servers on one store, as on a NATS
// cluster (docs/online.md, "Several servers"). A desktop page served by
// the first creates a room; a phone's page served by the second opens the
// link there and takes the seat; they play. The first server goes away:
// its page moves to the second by itself (another origin, which the second
// allows, since it knew the first) and resumes its seat, and the game goes
// on, each page showing the same position.
func TestOnlineTwoServers(t *testing.T) {
	chromium(t)
	store, err := server.Embedded(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	var urls []string
	var stops []func()
	for range 2 {
		url, rooms, stop := roomsServer(t, store)
		urls, stops = append(urls, url), append(stops, stop)
		for len(rooms.Servers()) < len(urls) { // each knows the ones before it
			time.Sleep(20 * time.Millisecond)
		}
	}
	a := open(t, viewport{w: 1200, h: 800}, urls[0])
	a.load()
	a.clickButton("Online")
	a.waitScene("online")
	a.clickButton("Create a room: Kaskade")
	a.waitFor("the room's code", `kaskadeTest.room() !== ""`, 30*time.Second)
	phone := viewport{w: 390, h: 844, scale: 2, mobile: true}
	b := joinByLink(t, phone, urls[1], eval[string](a, `kaskadeTest.room()`))
	b.takeSeat(true)
	a.waitFor("Start to be possible", `kaskadeTest.texts().filter(s => s.startsWith("Open")).length === 0`, 30*time.Second)
	a.clickButton("Start")
	pages := []*browser{a, b}
	play := func(i int, mv string) {
		p := pages[i%2]
		p.waitFor("its turn", `kaskadeTest.ready()`, 30*time.Second)
		if p == a {
			p.do(chromedp.MouseClickXY(p.cell(mv).X, p.cell(mv).Y))
		} else {
			p.tap(p.cell(mv))
		}
		for _, q := range pages {
			q.waitFor(fmt.Sprintf("move %d (%s)", i+1, mv), fmt.Sprintf(`kaskadeTest.position().includes(" %d ")`, i+1), 30*time.Second)
		}
	}
	for _, p := range pages {
		p.waitFor("the board", `kaskadeTest.scene() === "board"`, 30*time.Second)
	}
	play(0, "a1")
	play(1, "f6")
	stops[0]() // the desktop page's server goes away
	a.waitFor("the page on the other server", `kaskadeTest.texts().some(s => s.includes("Connected again"))`, 30*time.Second)
	a.screenshot("browser-online-moved")
	play(2, "b1")
	play(3, "e6")
	if pa, pb := a.position(), b.position(); pa != pb {
		t.Errorf("the pages differ:\n%s\n%s", pa, pb)
	}
	b.screenshot("browser-online-moved-phone")
	a.noConsoleErrors()
}
