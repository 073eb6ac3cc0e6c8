package online

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"testing"
	"time"

	"kaskade/engine/games"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/online/server"
	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestOnlineTable: the game's screen joins a room a client made on a real
// server (an embedded NATS on loopback), takes the open seat, and plays
// its moves at the same table as a game on this device; the other
// person's moves arrive, and nothing moves for a seat that is not its.
func TestOnlineTable(t *testing.T) {
	store, err := server.Embedded(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Lookup: games.Lookup, Store: store, Workers: 1, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer func() { hs.CloseClientConnections(); hs.Close(); srv.Close(); store.Close() }()

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
