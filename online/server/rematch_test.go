package server

import (
	"bytes"
	"context"
	"slices"
	"testing"

	"kaskade/engine/match"
	"kaskade/online/client"
	"kaskade/online/proto"
)

// stored is the room's record as the store has it.
func stored(t *testing.T, ts *testServer, code string) []byte {
	t.Helper()
	data, _, err := ts.store.Get(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestRematch: after the end a person asks for a rematch; a no leaves the
// room over as it was; asked again and answered by the other's own
// Rematch, the same room plays a second game with the two seats turned,
// each token with its person (a reload lands in the new seat), and both
// games' records can be fetched. A watcher's rematch and answer, and a
// rematch before the end, are refused and change nothing.
func TestRematch(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	people := openRoom(t, ts, setup{"kaskade", "3x3", []string{"me", "open"}})
	a, b := people[0], people[1]
	a.await(func(client.Event) bool { return a.state != nil })
	if m := a.errorFrame(proto.Msg{T: proto.TRematch}); m.Code != proto.CodePlaying {
		t.Fatalf("a rematch during the game: %+v", m)
	}
	playToEnd(t, people)
	code := a.room
	w := dial(t, ts.http.URL)
	w.send(proto.Msg{T: proto.TJoin, Room: code, Seat: proto.Watch})
	w.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })

	before := stored(t, ts, code)
	if m := w.errorFrame(proto.Msg{T: proto.TRematch}); m.Code != proto.CodeNoSeat {
		t.Fatalf("a watcher's rematch: %+v", m)
	}
	if m := b.errorFrame(proto.Msg{T: proto.TRecord, Round: 2}); m.Code != proto.CodeNoGame {
		t.Fatalf("the record of a game not played: %+v", m)
	}
	if !bytes.Equal(before, stored(t, ts, code)) {
		t.Fatal("a refusal changed the room")
	}

	a.send(proto.Msg{T: proto.TRematch})
	asked := func(p *seat) bool { return p.info != nil && slices.Equal(p.info.Rematch, []int{0}) }
	a.await(func(client.Event) bool { return asked(a) }) // then the next room without it is the no's
	b.await(func(client.Event) bool { return asked(b) })
	if m := w.errorFrame(proto.Msg{T: proto.TAnswer, Yes: false}); m.Code != proto.CodeNoSeat {
		t.Fatalf("a watcher's no: %+v", m)
	}
	b.send(proto.Msg{T: proto.TAnswer, Yes: false})
	a.await(func(e client.Event) bool { return e.Msg.T == proto.TRoom && len(a.info.Rematch) == 0 })
	if a.info.Round != 1 || !a.info.Over || a.seat != 0 {
		t.Fatalf("a no changed the game: %+v, seat %d", a.info, a.seat)
	}
	old, _ := decodeRecord(before)
	rec, _ := decodeRecord(stored(t, ts, code))
	if !slices.Equal(old.Moves, rec.Moves) || old.Seed != rec.Seed || len(rec.Past) != 0 || len(rec.Rematch) != 0 {
		t.Fatal("a no changed the finished game")
	}

	a.send(proto.Msg{T: proto.TRematch})
	b.await(func(client.Event) bool { return b.info != nil && len(b.info.Rematch) == 1 })
	b.send(proto.Msg{T: proto.TRematch}) // the second press agrees
	for _, p := range []*seat{a, b, w} {
		p.await(func(client.Event) bool { return p.state != nil && p.state.Round == 2 && p.state.Ply == 0 })
	}
	if a.seat != 1 || b.seat != 0 || w.seat != proto.Watch {
		t.Fatalf("after the rematch: Anna in seat %d, P1 in %d, the watcher %d", a.seat, b.seat, w.seat)
	}
	in := a.info
	if in.Round != 2 || in.Over || in.Creator != 1 || in.Seats[0].Name != "P1" || in.Seats[1].Name != "Anna" || len(in.Rematch) != 0 {
		t.Fatalf("the second game's room: %+v", in)
	}
	if m := a.errorFrame(proto.Msg{T: proto.TMove, Ply: 0, Move: "a1"}); m.Code != proto.CodeNotYours {
		t.Fatalf("Anna, second now, moved first: %+v", m)
	}
	b.send(proto.Msg{T: proto.TMove, Ply: 0, Move: "a1"})
	a.await(func(client.Event) bool { return a.state.Round == 2 && a.state.Ply == 1 })

	reload := dial(t, ts.http.URL) // Anna's page reloaded: her token finds her new seat
	reload.send(proto.Msg{T: proto.TResume, Room: code, Token: a.token})
	reload.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	if reload.seat != 1 {
		t.Fatalf("resumed after the rematch in seat %d, want 1", reload.seat)
	}

	first := recordOf(t, b, 1)
	if !first.State().IsOver() || !slices.Equal(first.Players, []string{"human:Anna", "human:P1"}) {
		t.Fatalf("the first game's record: over %v, players %v", first.State().IsOver(), first.Players)
	}
	if m := b.errorFrame(proto.Msg{T: proto.TRecord, Round: 2}); m.Code != proto.CodeNotOver {
		t.Fatalf("the record of the game being played: %+v", m)
	}
}

// playToEnd plays the game of people (one seat each) to its end, each
// person the first legal move of their view.
func playToEnd(t *testing.T, people []*seat) {
	t.Helper()
	g, err := lookup(people[0].infoGame(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range people {
		if p.state == nil {
			p.await(func(client.Event) bool { return p.state != nil })
		}
	}
	for {
		st, err := g.Parse(people[0].state.Pos)
		if err != nil {
			t.Fatal(err)
		}
		if st.IsOver() {
			return
		}
		ply, p := people[0].state.Ply, people[st.CurrentPlayer()]
		pst, _ := g.Parse(p.state.Pos)
		p.send(proto.Msg{T: proto.TMove, Ply: ply, Move: pst.FormatMove(pst.LegalMoves(nil)[0])})
		for _, q := range people {
			q.await(func(client.Event) bool { return q.state.Ply == ply+1 })
		}
	}
}

// recordOf fetches the record of the room's game n.
func recordOf(t *testing.T, p *seat, n int) *match.Match {
	t.Helper()
	p.send(proto.Msg{T: proto.TRecord, Round: n})
	e := p.await(func(e client.Event) bool { return e.Msg.T == proto.TRecText })
	if e.Msg.Round != n {
		t.Fatalf("asked for game %d's record, got game %d's", n, e.Msg.Round)
	}
	mt, err := match.Decode([]byte(e.Msg.Text), lookup)
	if err != nil {
		t.Fatal(err)
	}
	return mt
}

// TestRematchWaitsForTheSeat: a person who leaves after the end frees
// the seat (another page of theirs watches on); the rematch the other
// asked waits for it, and begins once the creator hands it to a computer.
// Only the creator may.
func TestRematchWaitsForTheSeat(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	people := openRoom(t, ts, setup{"kaskade", "3x3", []string{"me", "open"}})
	a, b := people[0], people[1]
	playToEnd(t, people)
	b2 := dial(t, ts.http.URL) // P1's second page: it watches once the seat is freed
	b2.send(proto.Msg{T: proto.TResume, Room: a.room, Token: b.token})
	b2.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined && b2.seat == 1 })
	b.send(proto.Msg{T: proto.TLeave})
	a.await(func(client.Event) bool { return a.info != nil && a.info.Seats[1].Kind == proto.KindOpen })
	if a.info.Seats[1].Connected {
		t.Error("the freed seat is shown connected (the person's other page)")
	}
	b2.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined && b2.seat == proto.Watch })
	a.send(proto.Msg{T: proto.TRematch})
	a.await(func(client.Event) bool { return a.info != nil && len(a.info.Rematch) == 1 })
	if a.info.Round != 1 {
		t.Fatal("the rematch began with a seat open")
	}
	w := dial(t, ts.http.URL) // not the creator: may not hand the open seat over
	w.send(proto.Msg{T: proto.TJoin, Room: a.room, Seat: proto.Watch})
	w.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	if m := w.errorFrame(proto.Msg{T: proto.TComputer, Seat: 1, Level: "random"}); m.Code != proto.CodeNoSeat {
		t.Fatalf("not the creator handed a seat over: %+v", m)
	}
	c := dial(t, ts.http.URL)
	c.send(proto.Msg{T: proto.TJoin, Room: a.room, Seat: 1, Name: "Cleo"})
	c.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined && c.seat == 1 })
	a.await(func(client.Event) bool { return a.info.Seats[1].Kind == proto.KindPerson }) // then the next open seat is Cleo's leave
	c.send(proto.Msg{T: proto.TLeave})
	a.await(func(client.Event) bool { return a.info != nil && a.info.Seats[1].Kind == proto.KindOpen })
	a.send(proto.Msg{T: proto.TComputer, Seat: 1, Level: "random"})
	a.await(func(client.Event) bool { return a.state != nil && a.state.Round == 2 })
	if a.seat != 1 || a.info.Seats[0].Kind != proto.KindComputer {
		t.Fatalf("the second game: Anna in seat %d, seat 0 %+v", a.seat, a.info.Seats[0])
	}
	a.await(func(client.Event) bool { return a.state.Ply >= 1 }) // the computer, first now, moves
}

// TestRematchTwoServers: Anna and Ben on two servers of one store both
// press Rematch at once: one request and its agreement, never two, and
// both servers' connections move to the turned seats of game 2.
func TestRematchTwoServers(t *testing.T) {
	_, peers := startPeers(t, 2)
	anna := dial(t, peers[0].http.URL)
	anna.send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "3x3", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	anna.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	ben := dial(t, peers[1].http.URL)
	ben.send(proto.Msg{T: proto.TJoin, Room: anna.room, Seat: 1, Name: "Ben"})
	ben.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	anna.await(func(e client.Event) bool {
		return e.Msg.T == proto.TRoom && e.Msg.Info.Seats[1].Kind == proto.KindPerson
	})
	anna.send(proto.Msg{T: proto.TStart})
	people := []*seat{anna, ben}
	playToEnd(t, people)
	anna.c.Send(proto.Msg{T: proto.TRematch})
	ben.c.Send(proto.Msg{T: proto.TRematch})
	for _, p := range people {
		p.await(func(client.Event) bool { return p.state.Round == 2 })
	}
	if anna.seat != 1 || ben.seat != 0 || len(anna.errs)+len(ben.errs) != 0 {
		t.Fatalf("game 2: Anna in seat %d, Ben in %d; refusals %v %v", anna.seat, ben.seat, anna.errs, ben.errs)
	}
	ben.send(proto.Msg{T: proto.TMove, Ply: 0, Move: "b2"}) // Ben, White now, moves first, through his server
	anna.await(func(client.Event) bool { return anna.state.Round == 2 && anna.state.Ply == 1 })
}

// TestRematchBounds: a record asked of a game number out of bounds is a
// bad frame; a room that has played proto.MaxGames games plays no more.
func TestRematchBounds(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	people := openRoom(t, ts, setup{"kaskade", "3x3", []string{"me", "open"}})
	a := people[0]
	playToEnd(t, people)
	if m := a.errorFrame(proto.Msg{T: proto.TRecord, Round: proto.MaxGames + 1}); m.Code != proto.CodeBadFrame {
		t.Fatalf("a record of game %d: %+v", proto.MaxGames+1, m)
	}
	ctx := context.Background()
	data, rev, err := ts.store.Get(ctx, a.room)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := decodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	rec.Past = make([]pastRec, proto.MaxGames-1) // as if it had played them
	if _, err := ts.store.Update(ctx, a.room, rec.encode(), rev); err != nil {
		t.Fatal(err)
	}
	a.await(func(client.Event) bool { return a.info != nil && a.info.Round == proto.MaxGames })
	before := stored(t, ts, a.room)
	if m := a.errorFrame(proto.Msg{T: proto.TRematch}); m.Code != proto.CodeLastGame {
		t.Fatalf("a rematch after %d games: %+v", proto.MaxGames, m)
	}
	if !bytes.Equal(before, stored(t, ts, a.room)) {
		t.Fatal("the refused rematch changed the room")
	}
}
