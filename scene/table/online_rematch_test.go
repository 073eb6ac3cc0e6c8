package table

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"kaskade/engine/games"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/online/server"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// roomServer is a game server on loopback with an embedded NATS, closed
// when the test ends; it returns its address.
func roomServer(t *testing.T) string {
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
	return hs.URL
}

// roomClient connects to url and sends first once welcomed; it returns
// the client and the joined answer.
func roomClient(t *testing.T, url string, first proto.Msg) (*client.Client, proto.Msg) {
	t.Helper()
	c, err := client.New(url)
	if err != nil {
		t.Fatal(err)
	}
	c.Start()
	t.Cleanup(c.Close)
	nextMsg(t, c, func(m proto.Msg) bool { return m.T == proto.TWelcome })
	c.Send(first)
	return c, nextMsg(t, c, func(m proto.Msg) bool { return m.T == proto.TJoined })
}

func nextMsg(t *testing.T, c *client.Client, ok func(proto.Msg) bool) proto.Msg {
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

// roomTable opens the table of c's started room at seat on a rig of its
// own: another device.
func roomTable(t *testing.T, c *client.Client, seat int) *rig {
	t.Helper()
	var info *proto.Info
	st := nextMsg(t, c, func(m proto.Msg) bool {
		if m.T == proto.TRoom {
			info = m.Info
		}
		return m.T == proto.TState && info != nil
	})
	rm, err := newRoomMatch(c, *info, seat, st)
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, view.Instant)
	tb, err := newOnlineTable(r.M, rm)
	if err != nil {
		t.Fatal(err)
	}
	r.Goto(tb)
	return r
}

// tableOf is the rig's table, under its result card too.
func tableOf(r *rig) *table {
	switch s := r.M.Current().(type) {
	case *table:
		return s
	case *gameOverScene:
		return s.table
	}
	return nil
}

// tickAll ticks every rig (in real time: the server answers meanwhile)
// until ok, failing after ten seconds.
func tickAll(t *testing.T, what string, rigs []*rig, ok func() bool) {
	t.Helper()
	for range 1000 {
		if ok() {
			return
		}
		for _, r := range rigs {
			r.Tick(ui.Input{})
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no %s after ten seconds", what)
}

// TestOnlineRematchTwoTables: two devices play a Kaskade room to its end
// by clicks; Anna's Rematch asks Ben, whose result card shows the
// question; his yes starts game 2 in the same room on both screens with
// the seats turned (Ben, White now, moves first), each table in its
// person's new seat, the header saying "game 2". With KASKADE_SCREENSHOT
// naming a folder the question and game 2 are written there.
func TestOnlineRematchTwoTables(t *testing.T) {
	ra, rb, _, joined := twoTablesWithBen(t)
	rigs := []*rig{ra, rb}
	card := ra.M.Current().(*gameOverScene)
	ra.Click(card.layout().rematch.R.Center())
	tb := tableOf(rb)
	tickAll(t, "Ben asked", rigs, tb.rematchAsked)
	shot(ra, "rematch-asker.png")
	shot(rb, "rematch-question.png")
	yes, _ := tb.confirmButtons()
	rb.Click(yes.R.Center())
	tickAll(t, "game 2 on both screens", rigs, func() bool {
		a, b := tableOf(ra), tableOf(rb)
		return a.room().round == 2 && b.room().round == 2 && a != card.table && ra.M.Current() == a && rb.M.Current() == b
	})
	a, b := tableOf(ra), tableOf(rb)
	if a.room().seat != 1 || b.room().seat != 0 {
		t.Fatalf("game 2: Anna's screen plays seat %d, Ben's %d", a.room().seat, b.room().seat)
	}
	if a.cfg.SeatName(0) != "Ben" || a.cfg.SeatName(1) != "Anna" || !a.mine(1) || !b.mine(0) {
		t.Fatalf("game 2's seats on Anna's screen: %q, %q", a.cfg.SeatName(0), a.cfg.SeatName(1))
	}
	if sub := a.subtitle(1); !contains(sub, "game 2") {
		t.Errorf("the header does not say which game: %q", sub)
	}
	ra.SettleFade()
	rb.SettleFade()
	shot(ra, "rematch-game2-anna.png")
	shot(rb, "rematch-game2-ben.png")
	if !b.mine(b.room().view.CurrentPlayer()) {
		t.Fatal("Ben, White now, is not to move first")
	}
	clickMove(t, rigs) // Ben's first move reaches Anna's screen
	if a.room().ply != 1 || a.room().round != 2 {
		t.Fatalf("Anna's screen after Ben's move: game %d, ply %d", a.room().round, a.room().ply)
	}

	b.hangUp() // Ben's page reloaded: the room's link finds his seat by its token, the new one
	rb.Goto(scene.Open.Online(rb.M, joined.Room))
	tickAll(t, "Ben back at the table", rigs[1:], func() bool { tb := tableOf(rb); return tb != nil && tb != b && tb.room().ply == 1 })
	if seat := tableOf(rb).room().seat; seat != 0 {
		t.Fatalf("Ben back after the rematch in seat %d, want 0", seat)
	}
}

// twoTablesAtTheEnd is a 3x3 Kaskade room of Anna (its creator, White)
// and Ben on a real server, each at a table of their own, the game played
// by clicks to its end: both screens show the result card.
func twoTablesAtTheEnd(t *testing.T) (anna, ben *rig) {
	t.Helper()
	ra, rb, _, _ := twoTablesWithBen(t)
	return ra, rb
}

// twoTablesWithBen is twoTablesAtTheEnd, with the server's address and
// Ben's seat as his device keeps it (scene.Open.KeepSeat, as his lobby
// would have).
func twoTablesWithBen(t *testing.T) (anna, ben *rig, url string, joined proto.Msg) {
	t.Helper()
	url = roomServer(t)
	ca, created := roomClient(t, url, proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "3x3", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	cb, joined := roomClient(t, url, proto.Msg{T: proto.TJoin, Room: created.Room, Seat: 1, Name: "Ben"})
	ca.Send(proto.Msg{T: proto.TStart})
	ra, rb := roomTable(t, ca, 0), roomTable(t, cb, 1)
	rigs := []*rig{ra, rb}
	playByClicks(t, rigs)
	tickAll(t, "both result cards", rigs, func() bool {
		_, a := ra.M.Current().(*gameOverScene)
		_, b := rb.M.Current().(*gameOverScene)
		return a && b
	})
	for range overQuietTicks + 1 {
		ra.Tick(ui.Input{})
		rb.Tick(ui.Input{})
	}
	rb.M.Settings.Server = url
	scene.Open.KeepSeat(rb.M, joined.Room, joined.Seat, joined.Token)
	return ra, rb, url, joined
}

// TestOnlineRematchFreeSeat: Ben leaves from the result card (Menu): his
// seat is free on Anna's card, whose Rematch then waits for it; her "the
// computer plays there" starts game 2 with the computer, White now,
// moving first and Anna playing Black.
func TestOnlineRematchFreeSeat(t *testing.T) {
	ra, rb := twoTablesAtTheEnd(t)
	rigs := []*rig{ra, rb}
	rb.Click(rb.M.Current().(*gameOverScene).layout().menu.R.Center())
	a := tableOf(ra)
	tickAll(t, "Ben's seat free on Anna's card", rigs[:1], func() bool { return a.seatAction() != "" })
	card := ra.M.Current().(*gameOverScene)
	ra.Click(card.layout().rematch.R.Center())
	if a.msg != i18n.Tr("rematch seat open") {
		t.Errorf("Rematch with a seat free says %q", a.msg)
	}
	ra.Click(card.layout().undo.R.Center()) // Undo's place: the computer plays there
	tickAll(t, "game 2 against the computer", rigs[:1], func() bool {
		a := tableOf(ra)
		return a.room().round == 2 && ra.M.Current() == a && a.room().ply >= 1
	})
	a = tableOf(ra)
	if a.room().seat != 1 || a.room().info.Seats[0].Kind != proto.KindComputer {
		t.Fatalf("game 2: Anna in seat %d, seat 0 %+v", a.room().seat, a.room().info.Seats[0])
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// playByClicks clicks the first legal move of the seat to move on the
// screen that plays it, until the game is over or none of rigs plays the
// seat to move.
func playByClicks(t *testing.T, rigs []*rig) {
	t.Helper()
	for !tableOf(rigs[0]).room().view.IsOver() {
		clickMove(t, rigs)
	}
}

// clickMove clicks the first legal move of the seat to move on the screen
// that plays it, and waits until every screen shows it.
func clickMove(t *testing.T, rigs []*rig) {
	t.Helper()
	var mover *rig
	for _, r := range rigs {
		if tableOf(r).mine(tableOf(r).room().view.CurrentPlayer()) {
			mover = r
		}
	}
	if mover == nil {
		t.Fatal("no screen plays the seat to move")
	}
	tb := tableOf(mover)
	ply := tb.room().ply
	mv := tb.state().LegalMoves(nil)[0]
	p, ok := tb.view.(view.Locator).Locate(tb.state().FormatMove(mv))
	if !ok {
		t.Fatalf("no cell %s", tb.state().FormatMove(mv))
	}
	mover.Click(p)
	tickAll(t, "the move on every screen", rigs, func() bool {
		for _, r := range rigs {
			if tb := tableOf(r); tb.room().ply != ply+1 || tb.view.Busy() || len(tb.queue) > 0 {
				return false
			}
		}
		return true
	})
}

// shot writes the rig's screen into KASKADE_SCREENSHOT's folder, if set.
func shot(r *rig, name string) {
	if dir := os.Getenv("KASKADE_SCREENSHOT"); dir != "" {
		r.ShotIn(dir, name)
	}
}
