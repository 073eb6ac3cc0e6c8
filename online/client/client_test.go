package client

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kaskade/online/proto"
)

// TestMoveSentAgain: a move sent just as the server went away (the
// connection closes without an answer) is sent again, once, when the
// client is back on a server at the same position; a move the new server
// had already seen answered is not.
func TestMoveSentAgain(t *testing.T) {
	var conns atomic.Int32
	moves := make(chan proto.Msg, 4)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		n := conns.Add(1)
		ctx := r.Context()
		send := func(m proto.Msg) { ws.Write(ctx, websocket.MessageText, proto.Encode(m)) }
		for {
			_, data, err := ws.Read(ctx)
			if err != nil {
				return
			}
			m, err := proto.Decode(data)
			if err != nil {
				t.Errorf("the client sent %q: %v", data, err)
				return
			}
			switch m.T {
			case proto.THello:
				send(proto.Msg{T: proto.TWelcome, V: proto.Version})
			case proto.TResume:
				send(proto.Msg{T: proto.TJoined, Room: m.Room, Seat: 1})
				send(proto.Msg{T: proto.TState, Ply: 3, Pos: "three"})
			case proto.TMove:
				if n == 1 {
					return // gone without an answer
				}
				moves <- m
				send(proto.Msg{T: proto.TState, Ply: 4, Pos: "four"})
			}
		}
	}))
	defer srv.Close()
	c, err := New(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	c.Seat("ABCDEF", "token")
	c.Start()
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	await := func(what string, ok func(Event) bool) {
		t.Helper()
		for {
			e, err := c.Next(ctx)
			if err != nil {
				t.Fatalf("waiting for %s: %v", what, err)
			}
			if ok(e) {
				return
			}
		}
	}
	await("the position", func(e Event) bool { return e.Msg.T == proto.TState && e.Msg.Ply == 3 })
	if !c.Send(proto.Msg{T: proto.TMove, Ply: 3, Move: "b2"}) {
		t.Fatal("cannot send")
	}
	await("the position after the move", func(e Event) bool { return e.Msg.T == proto.TState && e.Msg.Ply == 4 })
	if m := <-moves; m.Move != "b2" || m.Ply != 3 {
		t.Fatalf("the second server got %+v", m)
	}
	if n := conns.Load(); n != 2 {
		t.Fatalf("%d connections, want 2", n)
	}
	select {
	case m := <-moves:
		t.Fatalf("the move was sent once more: %+v", m)
	case <-time.After(300 * time.Millisecond):
	}
}
