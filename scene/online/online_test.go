package online

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"kaskade/engine/games"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/online/server"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// testServer is a game server on loopback with an embedded NATS, closed
// when the test ends.
func testServer(t *testing.T) *httptest.Server {
	t.Helper()
	store, err := server.Embedded(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Lookup: games.Lookup, Store: store, Workers: 1, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { hs.CloseClientConnections(); hs.Close(); srv.Close(); store.Close() })
	return hs
}

// TestOnlineTable: the game's screen joins a room a client made on a real
// server (an embedded NATS on loopback), takes the open seat, and plays
// its moves at the same table as a game on this device; the other
// person's moves arrive, and nothing moves for a seat that is not its.
func TestOnlineTable(t *testing.T) {
	hs := testServer(t)

	anna, code := createRoom(t, hs.URL)
	r := newRig(t, view.Instant)
	r.M.Settings.Server = hs.URL
	s := newOnlineScene(r.M, code)
	r.M.Goto(s)
	r.until("the lobby", func() bool { return s.joined && s.info != nil })
	r.Click(s.layout().take[1].R.Center())
	awaitMsg(t, anna, func(m proto.Msg) bool { return m.T == proto.TRoom && m.Info.Seats[1].Kind == proto.KindPerson })
	anna.Send(proto.Msg{T: proto.TStart})
	r.until("the table", func() bool { return scenetest.NameOf(r.M.Current()) == "board" })
	r.SettleFade()
	board := func() scene.Probe { return r.M.Current().(scene.Prober).Probe() }
	cell := func(name string) ui.Point {
		p, ok := board().Locate(name)
		if !ok {
			t.Fatalf("no cell %s", name)
		}
		return p
	}
	first := board()
	if first.Room != code {
		t.Fatalf("the table is of room %q, want %q", first.Room, code)
	}
	r.Click(cell("a1")) // not this screen's turn (Black waits for White): nothing is sent
	if board().Position != first.Position {
		t.Fatalf("a click on White's turn changed the board: %s", board().Position)
	}
	anna.Send(proto.Msg{T: proto.TMove, Ply: 0, Move: "c3"})
	r.until("White's move", func() bool { p := board(); return p.Position != first.Position && !p.Busy })
	r.Click(cell("a1"))
	got := awaitMsg(t, anna, func(m proto.Msg) bool { return m.T == proto.TState && m.Ply == 2 })
	if got.Last == nil || got.Last.Text != "a1" || got.Last.By != 1 {
		t.Fatalf("the server has %+v, want Black's a1", got.Last)
	}
	r.until("Black's move shown", func() bool { return board().Position == got.Pos })
}

// until ticks the rig (in real time: the server answers meanwhile) until
// ok, failing after ten seconds.
func (r *rig) until(what string, ok func() bool) {
	r.T.Helper()
	for range 1000 {
		if ok() {
			return
		}
		r.Tick(ui.Input{})
		time.Sleep(10 * time.Millisecond)
	}
	r.T.Fatalf("no %s after ten seconds", what)
}

// createRoom opens a 3x3 Kaskade room for Anna (White) with Black open.
func createRoom(t *testing.T, url string) (*client.Client, string) {
	c, err := client.New(url)
	if err != nil {
		t.Fatal(err)
	}
	c.Start()
	t.Cleanup(c.Close)
	awaitMsg(t, c, func(m proto.Msg) bool { return m.T == proto.TWelcome })
	c.Send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "3x3", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	m := awaitMsg(t, c, func(m proto.Msg) bool { return m.T == proto.TJoined })
	return c, m.Room
}

func awaitMsg(t *testing.T, c *client.Client, ok func(proto.Msg) bool) proto.Msg {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		e, err := c.Next(ctx)
		if err != nil {
			t.Fatalf("waited in vain: %v", err)
		}
		if !e.IsStatus && ok(e.Msg) {
			return e.Msg
		}
	}
}

// TestSeatComesBackWithTheLink: a seat taken on this device is its own:
// the screen closed (a tab closed, the program quit) and the room's link
// opened again, it is back in its seat, not watching; the creator is back
// with the creator's rights. A token the server does not know is
// forgotten quietly and the link watches (issue 40).
func TestSeatComesBackWithTheLink(t *testing.T) {
	hs := testServer(t)

	_, code := createRoom(t, hs.URL)
	r := newRig(t, view.Instant)
	r.M.Settings.Server = hs.URL
	s := newOnlineScene(r.M, code)
	r.M.Goto(s)
	r.until("the lobby", func() bool { return s.joined && s.info != nil })
	r.Click(s.layout().take[1].R.Center())
	r.until("the seat", func() bool { return s.seat == 1 && s.status != "" })
	if s.status != i18n.Tr("online waiting start") { // a seated person knows who starts the game
		t.Errorf("seated in the lobby the screen says %q", s.status)
	}
	s.close() // the page goes away

	back := newOnlineScene(r.M, code) // the link opened again
	r.M.Goto(back)
	r.until("the lobby again", func() bool { return back.joined && back.info != nil })
	if back.seat != 1 {
		t.Fatalf("back with the link: seat %d, want 1 (this device's)", back.seat)
	}
	back.close()

	mine := newOnlineScene(r.M, "") // a room this screen creates, then comes back to
	r.M.Goto(mine)
	mine.keepServer(r.M)
	mine.creator = true
	mine.connect(r.M, createMsg(r.M.Config, "Ada"))
	r.until("the new room", func() bool { return mine.joined && mine.info != nil })
	room := mine.room
	mine.close()
	again := newOnlineScene(r.M, room)
	r.M.Goto(again)
	r.until("the creator's room", func() bool { return again.joined && again.info != nil })
	if again.seat != 0 || !again.creator {
		t.Fatalf("the creator back: seat %d, creator %v", again.seat, again.creator)
	}
	again.close()

	h, _ := seatIn(strings.TrimRight(hs.URL, "/"), code)
	h.Token = "0123456789abcdef0123456789abcdef" // a key the server never gave
	keepSeat(h)
	stale := newOnlineScene(r.M, code)
	r.M.Goto(stale)
	r.until("watching", func() bool { return stale.joined && stale.info != nil })
	if stale.seat != proto.Watch || stale.bad {
		t.Fatalf("a stale key: seat %d, said %q", stale.seat, stale.status)
	}
	if _, ok := seatIn(strings.TrimRight(hs.URL, "/"), code); ok {
		t.Error("the stale key is still kept")
	}
	stale.close()
}
