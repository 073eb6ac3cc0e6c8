package client

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kaskade/online/proto"
)

// TestNextGameStartsAtPlyZero: a position of the room's next game is
// handed out though its ply is lower than the last one's; a late position
// of the earlier game (a server that has not heard of the rematch yet) is
// dropped.
func TestNextGameStartsAtPlyZero(t *testing.T) {
	c := &Client{}
	for _, step := range []struct {
		m    proto.Msg
		drop bool
	}{
		{proto.Msg{T: proto.TJoined, Room: "ABCDEF"}, false},
		{proto.Msg{T: proto.TState, Ply: 9, Round: 1}, false},
		{proto.Msg{T: proto.TState, Ply: 0, Round: 2}, false},
		{proto.Msg{T: proto.TState, Ply: 9, Round: 1}, true},
		{proto.Msg{T: proto.TState, Ply: 1, Round: 2}, false},
		{proto.Msg{T: proto.TState, Ply: 0, Round: 2}, true},
	} {
		if got := c.older(step.m); got != step.drop {
			t.Fatalf("%+v: dropped %v, want %v", step.m, got, step.drop)
		}
	}
}

// TestLeaveIsWritten: Leave closes the client only once its leave has
// been written to the server.
func TestLeaveIsWritten(t *testing.T) {
	got := make(chan string, 4)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		for {
			_, data, err := ws.Read(r.Context())
			if err != nil {
				return
			}
			m, _ := proto.Decode(data)
			got <- m.T
			if m.T == proto.THello {
				ws.Write(r.Context(), websocket.MessageText, proto.Encode(proto.Msg{T: proto.TWelcome, V: proto.Version}))
			}
		}
	}))
	defer srv.Close()
	c, err := New(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	c.Start()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		e, err := c.Next(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if e.Msg.T == proto.TWelcome {
			break
		}
	}
	c.Leave()
	for _, want := range []string{proto.THello, proto.TLeave} {
		select {
		case m := <-got:
			if m != want {
				t.Fatalf("the server read %q, want %q", m, want)
			}
		case <-ctx.Done():
			t.Fatalf("no %s", want)
		}
	}
	for c.Status() != Closed {
		if _, err := c.Next(ctx); err != nil {
			t.Fatal("the client did not close after its leave")
		}
	}
}
