package server

import (
	"testing"
	"time"

	"kaskade/online/client"
	"kaskade/online/proto"
)

// clockRoom opens a started 4x4 Kaskade room of two people with a move
// clock of a minute and expire, on a server whose clock the test sets.
func clockRoom(t *testing.T, ts *testServer, expire string) (a, b *seat) {
	t.Helper()
	a = dial(t, ts.http.URL)
	a.send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "4x4", Name: "Anna", Clock: 60, Expire: expire,
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	a.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	b = dial(t, ts.http.URL)
	b.send(proto.Msg{T: proto.TJoin, Room: a.room, Seat: 1, Name: "Bo"})
	b.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	a.send(proto.Msg{T: proto.TStart})
	a.await(func(client.Event) bool { return a.state != nil })
	return a, b
}

// TestClockComputerPlaysTurn: a room whose clock gives a late turn to the
// computer: the state says the seconds left; once the minute has passed
// on the server's clock the computer plays that one turn for the person,
// whose seat it stays; the next seat's minute starts then.
func TestClockComputerPlaysTurn(t *testing.T) {
	clock := &fakeClock{}
	clock.unix.Store(1_000_000)
	ts := startServer(t, t.TempDir(), withClock(clock))
	a, b := clockRoom(t, ts, proto.ExpireComputer)
	if a.state.Left != 60 || a.info.Clock != 60 || a.info.Expire != proto.ExpireComputer {
		t.Fatalf("at the start: %d s left, room clock %d %q", a.state.Left, a.info.Clock, a.info.Expire)
	}
	clock.add(59 * time.Second)
	a.send(proto.Msg{T: proto.TMove, Ply: 0, Move: "a1"}) // in time
	b.await(func(client.Event) bool { return b.state != nil && b.state.Ply == 1 })
	if b.state.Left != 60 {
		t.Errorf("Bo's minute: %d s left", b.state.Left)
	}
	clock.add(61 * time.Second) // Bo is late: the sweep finds it within a second or two
	a.await(func(client.Event) bool { return a.state != nil && a.state.Ply == 2 })
	if a.state.Last == nil || a.state.Last.By != 1 || a.state.Left != 60 {
		t.Fatalf("after Bo's minute: %+v, %d s left", a.state.Last, a.state.Left)
	}
	b.await(func(client.Event) bool { return b.state != nil && b.state.Ply == 2 })
	if k := b.info.Seats[1].Kind; k != proto.KindPerson {
		t.Errorf("Bo's seat is %s after the computer's turn, want still a person's", k)
	}
}

// TestClockHandOver: a room whose clock lets the creator hand a late seat
// over: refused not-away while the person is connected and in time,
// accepted once the clock has run out (the person still connected, who
// then plays for the seat no more).
func TestClockHandOver(t *testing.T) {
	clock := &fakeClock{}
	clock.unix.Store(1_000_000)
	ts := startServer(t, t.TempDir(), withClock(clock))
	a, b := clockRoom(t, ts, proto.ExpireHandOver)
	a.send(proto.Msg{T: proto.TMove, Ply: 0, Move: "a1"})
	a.await(func(client.Event) bool { return a.state != nil && a.state.Ply == 1 })
	clock.add(59 * time.Second)
	if m := a.errorFrame(proto.Msg{T: proto.TComputer, Seat: 1, Level: "random"}); m.Code != proto.CodeNotAway {
		t.Fatalf("handed over a seat in time: %+v", m)
	}
	clock.add(2 * time.Second)
	if got := ts.stateOf(t, b.room, 1).Left; got != -1 {
		t.Errorf("Bo's state after the minute says %d s left, want -1 (the time is up)", got)
	}
	a.send(proto.Msg{T: proto.TComputer, Seat: 1, Level: "random"})
	a.await(func(client.Event) bool { return a.info != nil && a.info.Seats[1].Kind == proto.KindComputer })
	a.await(func(client.Event) bool { return a.state != nil && a.state.Ply == 2 })
	// Bo, still connected, holds the seat no more: asks nothing for it.
	if m := b.errorFrame(proto.Msg{T: proto.TUndo}); m.Code != proto.CodeNoSeat {
		t.Fatalf("an undo asked from the computer's seat: %+v", m)
	}
}

// stateOf is the state the server would send seat in room now.
func (ts *testServer) stateOf(t *testing.T, code string, seat int) proto.Msg {
	t.Helper()
	r := ts.heldRoom(code)
	if r == nil {
		t.Fatalf("room %s is not held", code)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return ts.stateFor(r, seat, false)
}

// TestClockOutlivesRestart: the deadline follows from the stored time of
// the last move: a server started again on the same folder after the
// minute has passed plays the late turn once the room is read again.
func TestClockOutlivesRestart(t *testing.T) {
	clock := &fakeClock{}
	clock.unix.Store(1_000_000)
	dir := t.TempDir()
	ts := startServer(t, dir, withClock(clock))
	a, b := clockRoom(t, ts, proto.ExpireComputer)
	room, token := a.room, b.token
	a.c.Close()
	b.c.Close()
	ts.stop()

	clock.add(2 * time.Minute)
	again := startServer(t, dir, withClock(clock))
	back, err := client.New(again.http.URL)
	if err != nil {
		t.Fatal(err)
	}
	back.Seat(room, token)
	back.Start()
	t.Cleanup(back.Close)
	p := &seat{t: t, c: back, seat: proto.Watch}
	p.await(func(client.Event) bool { return p.state != nil && p.state.Ply == 1 && p.state.Last.By == 0 })
}

// TestClockRefused: a clock not offered, an end without a clock, or an
// unknown end is bad-game and opens no room; a clock in a state or a
// create request out of bounds is bad-frame.
func TestClockRefused(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	w := hello(t, ts.http.URL)
	seats := []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}
	for _, m := range []proto.Msg{
		{Clock: 61}, {Expire: proto.ExpireComputer}, {Clock: 60, Expire: "never"},
	} {
		m.T, m.Game, m.Options, m.Seats = proto.TCreate, "kaskade", "4x4", seats
		w.send(m)
		refused(t, w, proto.CodeBadGame)
	}
	for _, m := range []proto.Msg{{T: proto.TCreate, Clock: -1}, {T: proto.TCreate, Clock: 1 << 30}, {T: proto.TMove, Left: 5}} {
		w.send(m)
		refused(t, w, proto.CodeBadFrame)
	}
	if n := len(ts.held()); n != 0 {
		t.Errorf("%d rooms opened by refused requests", n)
	}
}

// TestClockSetInLobby: the creator sets the room's clock in the lobby;
// anyone else, a clock not offered, or a started game is refused and
// changes nothing.
func TestClockSetInLobby(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	a := dial(t, ts.http.URL)
	a.send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "4x4", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	a.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	a.send(proto.Msg{T: proto.TClock, Clock: 300, Expire: proto.ExpireHandOver})
	a.await(func(client.Event) bool {
		return a.info != nil && a.info.Clock == 300 && a.info.Expire == proto.ExpireHandOver
	})
	b := dial(t, ts.http.URL)
	b.send(proto.Msg{T: proto.TJoin, Room: a.room, Seat: 1, Name: "Bo"})
	b.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	before := storedRecord(t, ts, a.room)
	if m := b.errorFrame(proto.Msg{T: proto.TClock, Clock: 60}); m.Code != proto.CodeNoSeat {
		t.Errorf("not the creator: %+v", m)
	}
	if m := a.errorFrame(proto.Msg{T: proto.TClock, Clock: 90}); m.Code != proto.CodeBadGame {
		t.Errorf("a clock not offered: %+v", m)
	}
	if after := storedRecord(t, ts, a.room); string(before) != string(after) {
		t.Error("a refused clock changed the record")
	}
	a.send(proto.Msg{T: proto.TClock}) // back to none
	a.await(func(client.Event) bool { return a.info != nil && a.info.Clock == 0 })
	a.send(proto.Msg{T: proto.TStart})
	a.await(func(client.Event) bool { return a.state != nil })
	if a.state.Left != 0 {
		t.Errorf("no clock, yet %d s left", a.state.Left)
	}
	if m := a.errorFrame(proto.Msg{T: proto.TClock, Clock: 60}); m.Code != proto.CodeStarted {
		t.Errorf("a clock after the start: %+v", m)
	}
}
