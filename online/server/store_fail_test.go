package server

import (
	"context"
	"sync/atomic"
	"testing"

	"kaskade/online/client"
	"kaskade/online/proto"
)

// flaky is a store whose next Update fails when fail is set, as when
// another server changed the room first.
type flaky struct {
	Store
	fail atomic.Bool
}

func (f *flaky) Update(ctx context.Context, code string, data []byte, rev uint64) (uint64, error) {
	if f.fail.CompareAndSwap(true, false) {
		return 0, ErrConflict
	}
	return f.Store.Update(ctx, code, data, rev)
}

// TestFailedWriteChangesNothing: a move whose write the store refuses is
// answered busy, and neither the room nor its match keeps it; played
// again, it goes through.
func TestFailedWriteChangesNothing(t *testing.T) {
	var f *flaky
	ts := startServer(t, t.TempDir(), func(c *Config) { f = &flaky{Store: c.Store}; c.Store = f })
	people := openRoom(t, ts, setup{"kaskade", "4x4", []string{"me", "open"}})
	a := people[0]
	a.await(func(client.Event) bool { return a.state != nil })
	f.fail.Store(true)
	if m := a.errorFrame(proto.Msg{T: proto.TMove, Ply: 0, Move: "a1"}); m.Code != proto.CodeBusy {
		t.Fatalf("a failed write answered %+v, want busy", m)
	}
	ts.mu.Lock()
	r := ts.rooms[a.room]
	ts.mu.Unlock()
	r.mu.Lock()
	played, moves := r.match.Played(), len(r.rec.Moves)
	r.mu.Unlock()
	if played != 0 || moves != 0 {
		t.Fatalf("after a failed write the room has %d moves, its match %d", moves, played)
	}
	a.send(proto.Msg{T: proto.TMove, Ply: 0, Move: "a1"})
	a.await(func(client.Event) bool { return a.state.Ply == 1 })
}
