package server

import (
	"context"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kaskade/online/proto"
)

// TestSIGTERM: the serve command drains on SIGTERM: its sockets are
// closed with "going away" (1001), it exits cleanly, and started again on
// its folder the people come back to their seats by themselves and play.
func TestSIGTERM(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the serve command")
	}
	tmp := t.TempDir()
	bin, site := buildServe(t, tmp)
	addr := freeAddr(t)
	data := filepath.Join(tmp, "rooms")
	url := "http://" + addr
	proc := startServe(t, bin, addr, "-dir", site, "-data", data)
	g, err := lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	people := openAt(t, url)
	st := awaitPly(t, people, g, 0)
	people[int(st.CurrentPlayer())].send(proto.Msg{T: proto.TMove, Ply: 0, Move: st.FormatMove(st.LegalMoves(nil)[0])})
	awaitPly(t, people, g, 1)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, wsURL(url), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	ws.Write(ctx, websocket.MessageText, proto.Encode(proto.Msg{T: proto.THello, V: proto.Version}))
	ws.Read(ctx) // welcome
	if err := proc.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	_, _, err = ws.Read(ctx)
	if websocket.CloseStatus(err) != websocket.StatusGoingAway {
		t.Errorf("on SIGTERM a socket ended with %v, want going away (1001)", err)
	}
	if err := proc.Wait(); err != nil {
		t.Errorf("serve after SIGTERM: %v, want a clean exit", err)
	}
	startServe(t, bin, addr, "-dir", site, "-data", data)
	st = awaitPly(t, people, g, 1)
	people[int(st.CurrentPlayer())].send(proto.Msg{T: proto.TMove, Ply: 1, Move: st.FormatMove(st.LegalMoves(nil)[0])})
	awaitPly(t, people, g, 2)
}
