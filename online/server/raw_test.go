package server

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kaskade/online/proto"
)

// raw is a test connection that keeps every frame exactly as the server
// sent it (the client package drops fields it does not know, so a leak in
// an unknown field would pass it unseen).
type raw struct {
	t      testing.TB
	ws     *websocket.Conn
	frames chan frame
}

// frame is one frame received: its bytes and what they decode to.
type frame struct {
	data []byte
	msg  proto.Msg
	text bool
}

// wsURL is the rooms' socket address of a test server.
func wsURL(httpURL string) string { return "ws" + strings.TrimPrefix(httpURL, "http") + proto.Path }

// dialRaw connects without saying hello.
func dialRaw(t testing.TB, httpURL string) *raw {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, wsURL(httpURL), nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(4 * proto.MaxFrame)
	r := &raw{t: t, ws: ws, frames: make(chan frame, 1<<12)}
	go r.readLoop()
	t.Cleanup(func() { ws.CloseNow() })
	return r
}

// hello connects and says hello.
func hello(t testing.TB, httpURL string) *raw {
	t.Helper()
	r := dialRaw(t, httpURL)
	r.send(proto.Msg{T: proto.THello, V: proto.Version})
	r.expect(proto.TWelcome)
	return r
}

func (r *raw) readLoop() {
	defer close(r.frames)
	for {
		typ, data, err := r.ws.Read(context.Background())
		if err != nil {
			return
		}
		f := frame{data: data, text: typ == websocket.MessageText}
		json.Unmarshal(data, &f.msg)
		r.frames <- f
	}
}

func (r *raw) send(m proto.Msg) { r.write(websocket.MessageText, proto.Encode(m)) }

func (r *raw) write(typ websocket.MessageType, b []byte) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := r.ws.Write(ctx, typ, b); err != nil {
		r.t.Errorf("write: %v", err)
	}
}

// next is the next frame; ok is false when the connection closed or
// nothing came for a while.
func (r *raw) next() (frame, bool) {
	select {
	case f, ok := <-r.frames:
		return f, ok
	case <-time.After(20 * time.Second):
		return frame{}, false
	}
}

// expect takes frames until one of type typ; it fails the test when the
// connection ends first.
func (r *raw) expect(typ string) proto.Msg {
	r.t.Helper()
	for {
		f, ok := r.next()
		if !ok {
			r.t.Fatalf("waited in vain for %s", typ)
		}
		if f.msg.T == typ {
			return f.msg
		}
	}
}

// closed reports whether the server closed the connection (within a
// while), skipping the frames before.
func (r *raw) closed() bool {
	for {
		if _, ok := <-r.frames; !ok {
			return true
		}
	}
}
