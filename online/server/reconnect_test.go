package server

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
	"kaskade/online/client"
	"kaskade/online/proto"
)

// TestReconnect cuts a person's connection under it in mid-game (the
// server drops the TCP connection without a close frame, as a phone that
// loses its network): the other person sees the seat away; the client
// comes back by itself to the same seat with the current position, and
// the game is played to its end.
func TestReconnect(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	people := openRoom(t, ts, setup{"kaskade", "5x5", []string{"me", "open"}})
	anna, ben := people[0], people[1]
	g, err := lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(26, 2))
	ply := 0
	for {
		st := awaitPly(t, people, g, ply)
		if ply >= 2 && st.CurrentPlayer() == game.Player(ben.seat) {
			break
		}
		mover := people[int(st.CurrentPlayer())]
		legal := st.LegalMoves(nil)
		mover.send(proto.Msg{T: proto.TMove, Ply: ply, Move: st.FormatMove(legal[rng.IntN(len(legal))])})
		ply++
	}

	cut(t, ts, anna.room, ben.seat)
	anna.await(func(e client.Event) bool {
		return e.Msg.T == proto.TRoom && !e.Msg.Info.Seats[ben.seat].Connected
	})
	ben.await(func(e client.Event) bool { return e.IsStatus && e.Status == client.Offline })
	back := ben.await(func(e client.Event) bool { return e.Msg.T == proto.TState })
	if back.Msg.Ply != ply || ben.seat != 1 {
		t.Fatalf("back at seat %d after %d moves; want seat 1 after %d", ben.seat, back.Msg.Ply, ply)
	}
	anna.await(func(e client.Event) bool { return e.Msg.T == proto.TRoom && e.Msg.Info.Seats[ben.seat].Connected })

	st, err := g.Parse(back.Msg.Pos)
	if err != nil {
		t.Fatal(err)
	}
	legal := st.LegalMoves(nil)
	ben.send(proto.Msg{T: proto.TMove, Ply: ply, Move: st.FormatMove(legal[0])})
	r := play(t, ts, people, 7)
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.match.State().IsOver() {
		t.Fatal("the game did not end")
	}
}

// awaitPly waits until every person has been sent the state after ply
// moves; it returns that position.
func awaitPly(t *testing.T, people []*seat, g game.Entry, ply int) game.State {
	t.Helper()
	for _, p := range people {
		p.await(func(client.Event) bool { return p.state != nil && p.state.Ply == ply })
	}
	st, err := g.Parse(people[0].state.Pos)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// cut drops the TCP connections of seat in room on the server's side,
// without a close handshake.
func cut(t *testing.T, ts *testServer, code string, seat int) {
	t.Helper()
	r, err := ts.load(code)
	if err != nil {
		t.Fatal(err)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for c := range r.conns {
		if c.seat == seat {
			c.ws.CloseNow()
			n++
		}
	}
	if n == 0 {
		t.Fatalf("seat %d has no connection to cut", seat)
	}
}
