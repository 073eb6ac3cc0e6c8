package server

import (
	"testing"

	"kaskade/online/client"
	"kaskade/online/proto"
)

// TestUndoAsked: a person asks to take back their move after the other
// replied; the other is asked, and a yes takes back both moves for
// everyone; a no, or a move, ends the request with nothing taken back.
func TestUndoAsked(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	people := openRoom(t, ts, setup{"kaskade", "4x4", []string{"me", "open"}})
	a, b := people[0], people[1]
	play := func(p *seat, ply int, mv string) {
		p.send(proto.Msg{T: proto.TMove, Ply: ply, Move: mv})
		for _, q := range people {
			q.await(func(client.Event) bool { return q.state != nil && q.state.Ply == ply+1 })
		}
	}
	a.await(func(client.Event) bool { return a.state != nil })
	play(a, 0, "a1")
	play(b, 1, "d4")
	a.send(proto.Msg{T: proto.TUndo})
	b.await(func(client.Event) bool { return b.info != nil && b.info.UndoBy == 0 })
	b.send(proto.Msg{T: proto.TAnswer, Yes: false})
	a.await(func(client.Event) bool { return a.info != nil && a.info.UndoBy == proto.Watch })
	if a.state.Ply != 2 {
		t.Fatalf("a no took back moves: ply %d", a.state.Ply)
	}
	a.send(proto.Msg{T: proto.TUndo})
	b.await(func(client.Event) bool { return b.info != nil && b.info.UndoBy == 0 })
	if m := b.errorFrame(proto.Msg{T: proto.TMove, Ply: 2, Move: "a2"}); m.Code != proto.CodeNotYours {
		t.Fatalf("a move out of turn while asked: %+v", m)
	}
	b.send(proto.Msg{T: proto.TAnswer, Yes: true})
	for _, p := range people {
		p.await(func(client.Event) bool { return p.state != nil && p.state.Ply == 0 && p.state.Back })
	}
	if m := b.errorFrame(proto.Msg{T: proto.TUndo}); m.Code != proto.CodeNoUndo {
		t.Errorf("an undo with nothing to take back: %+v", m)
	}
}

// TestHandOver: the creator may give an away person's seat to the
// computer, which then plays it; not while that person is connected.
func TestHandOver(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	people := openRoom(t, ts, setup{"kaskade", "4x4", []string{"me", "open"}})
	a, b := people[0], people[1]
	a.await(func(client.Event) bool { return a.state != nil })
	if m := a.errorFrame(proto.Msg{T: proto.TComputer, Seat: 1, Level: "random"}); m.Code != proto.CodeNotAway {
		t.Fatalf("handed over a connected seat: %+v", m)
	}
	if m := b.errorFrame(proto.Msg{T: proto.TComputer, Seat: 0, Level: "random"}); m.Code != proto.CodeNoSeat {
		t.Fatalf("a person who did not create the room handed a seat over: %+v", m)
	}
	b.c.Close()
	a.await(func(client.Event) bool { return a.info != nil && !a.info.Seats[1].Connected })
	a.send(proto.Msg{T: proto.TComputer, Seat: 1, Level: "random"})
	a.await(func(client.Event) bool { return a.info != nil && a.info.Seats[1].Kind == proto.KindComputer })
	a.send(proto.Msg{T: proto.TMove, Ply: 0, Move: "a1"})
	a.await(func(client.Event) bool { return a.state != nil && a.state.Ply == 2 && a.state.Last.By == 1 })
}
