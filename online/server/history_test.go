package server

import (
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
