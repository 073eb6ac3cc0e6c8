package server

import (
	"strings"
	"testing"

	"kaskade/online/client"
	"kaskade/online/proto"
)

// TestLateComerGetsTheHistory: a connection's first position carries
// every seat move so far, each with whether it ended its turn; later
// positions carry only their move.
func TestLateComerGetsTheHistory(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	people := openRoom(t, ts, setup{"kaskade", "4x4", []string{"me", "open"}})
	a, b := people[0], people[1]
	a.await(func(client.Event) bool { return a.state != nil })
	for i, mv := range []string{"a1", "d4", "b1"} {
		people[i%2].send(proto.Msg{T: proto.TMove, Ply: i, Move: mv})
		for _, p := range people {
			p.await(func(client.Event) bool { return p.state != nil && p.state.Ply == i+1 })
		}
	}
	if b.state.History != nil {
		t.Errorf("a position after a move carries the history: %+v", b.state.History)
	}
	w := dial(t, ts.http.URL)
	w.send(proto.Msg{T: proto.TJoin, Room: a.room, Seat: proto.Watch})
	w.await(func(client.Event) bool { return w.state != nil })
	h := w.state.History
	if len(h) != 3 {
		t.Fatalf("the watcher's first position has %d moves of history, want 3: %+v", len(h), h)
	}
	for i, want := range []string{"a1", "d4", "b1"} {
		if h[i].Text != want || h[i].By != i%2 || !h[i].End {
			t.Errorf("history[%d] = %+v, want %s by seat %d ending its turn", i, h[i], want, i%2)
		}
	}
}

// TestHistoryEndsTurnsAsPlayed: in Kaleidoskop a turn is several moves
// (a crystal placed, then the end of the turn): the history marks only the
// last as ending the turn, so that a late comer's moves list numbers the
// turn once (it put a new number on "end of turn" after a mission and a
// draw; issue 41).
func TestHistoryEndsTurnsAsPlayed(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	people := openRoom(t, ts, setup{"kaleidoskop", "players=3", []string{"me", "open", "open"}})
	g, err := lookup("kaleidoskop")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range people {
		p.await(func(client.Event) bool { return p.state != nil })
	}
	st, err := g.Parse(people[0].state.Pos)
	if err != nil {
		t.Fatal(err)
	}
	mover := people[st.CurrentPlayer()]
	var played []string
	for ply, prefix := range []string{"place ", "end"} {
		if mover.state.Ply != ply {
			mover.await(func(client.Event) bool { return mover.state.Ply == ply })
		}
		view, _ := g.Parse(mover.state.Pos)
		text := ""
		for _, m := range view.LegalMoves(nil) {
			if s := view.FormatMove(m); strings.HasPrefix(s, prefix) {
				text = s
				break
			}
		}
		if text == "" {
			t.Fatalf("no %q move in %s", prefix, mover.state.Pos)
		}
		mover.send(proto.Msg{T: proto.TMove, Ply: ply, Move: text})
		played = append(played, text)
	}
	mover.await(func(client.Event) bool { return mover.state.Ply == 2 })
	w := dial(t, ts.http.URL)
	w.send(proto.Msg{T: proto.TJoin, Room: mover.room, Seat: proto.Watch})
	w.await(func(client.Event) bool { return w.state != nil })
	h := w.state.History
	if len(h) != 2 || h[0].Text != played[0] || h[0].End || h[1].Text != played[1] || !h[1].End {
		t.Fatalf("the history of a placed crystal and the turn's end: %+v", h)
	}
}
