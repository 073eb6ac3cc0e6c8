package server

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kaskade/engine/game"
	"kaskade/online/proto"
)

// playing is a started two-person Kaskade room over raw sockets, with a
// few moves played.
type playing struct {
	ts     *testServer
	people []*watcher
	g      game.Entry
	ply    int
	st     game.State // the position after ply moves
}

func startPlaying(t *testing.T, ts *testServer, moves int) *playing {
	t.Helper()
	people := openRaw(t, ts, setup{"kaskade", "5x5", []string{"me", "open"}})
	people[0].send(proto.Msg{T: proto.TStart})
	g, err := lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	p := &playing{ts: ts, people: people, g: g}
	p.sync(t)
	for range moves {
		p.move(t)
	}
	return p
}

// move plays the first legal move of the seat to move and waits for both
// people to be sent the position after it.
func (p *playing) move(t *testing.T) {
	t.Helper()
	mover := p.people[int(p.st.CurrentPlayer())]
	legal := p.st.LegalMoves(nil) // spread out: the first moves in a corner end a game at once
	mover.send(proto.Msg{T: proto.TMove, Ply: p.ply, Move: p.st.FormatMove(legal[(p.ply*7+3)%len(legal)])})
	p.ply++
	p.sync(t)
}

// sync waits until both people have the state after p.ply moves.
func (p *playing) sync(t *testing.T) {
	t.Helper()
	for _, w := range p.people {
		for {
			m := w.expect(proto.TState)
			if m.Ply == p.ply {
				st, err := p.g.Parse(m.Pos)
				if err != nil {
					t.Fatal(err)
				}
				p.st = st
				break
			}
		}
	}
}

// stored is the room's record and revision in the store now.
func (p *playing) stored(t *testing.T) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	data, rev, err := p.ts.store.Get(ctx, p.people[0].room)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d %s", rev, data)
}

// refused expects the error frame with code as w's next error.
func refused(t *testing.T, w *raw, code string) proto.Msg {
	t.Helper()
	m := w.expect(proto.TError)
	if m.Code != code {
		t.Errorf("refused with %s %v, want %s", m.Code, m.Args, code)
	}
	return m
}

// TestBadInput sends what a broken or hostile client might: each is
// refused with its error code, nothing panics, and the room's record is
// unchanged after each.
func TestBadInput(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Guesses = 5 })
	p := startPlaying(t, ts, 3)
	before := p.stored(t)
	mover, other := p.people[int(p.st.CurrentPlayer())], p.people[1-int(p.st.CurrentPlayer())]
	move := p.st.FormatMove(p.st.LegalMoves(nil)[0])
	room := p.people[0].room

	t.Run("before-hello", func(t *testing.T) {
		w := dialRaw(t, ts.http.URL)
		w.send(proto.Msg{T: proto.TJoin, Room: room, Seat: proto.Watch})
		refused(t, w, proto.CodeVersion)
		w.send(proto.Msg{T: proto.THello, V: proto.Version + 1})
		refused(t, w, proto.CodeVersion)
		w.send(proto.Msg{T: proto.TMove, Ply: 0, Move: move}) // the third message without hello: closed
		if !w.closed() {
			t.Error("a connection that keeps talking without hello stays open")
		}
	})
	t.Run("malformed", func(t *testing.T) {
		w := hello(t, ts.http.URL)
		for _, b := range []string{"{", "[]", "null", `"move"`, `{"t":"move","x":1}`, `{"t":"move"}{"t":"move"}`,
			`{"t":"move","ply":-1}`, `{"t":"join","seat":99}`, `{"t":"move","move":"` + strings.Repeat("a", 200) + `"}`,
			`{"t":"create","name":"` + strings.Repeat("\u0007", 3) + `"}`, "{\"t\":\"move\",\"move\":\"\xff\"}", ""} {
			w.write(websocket.MessageText, []byte(b))
			if m := refused(t, w, proto.CodeBadFrame); m.Code != proto.CodeBadFrame {
				t.Logf("frame %q", b)
			}
		}
		w.write(websocket.MessageBinary, proto.Encode(proto.Msg{T: proto.TRecord}))
		refused(t, w, proto.CodeBadFrame)
		w.send(proto.Msg{T: "dance"})
		refused(t, w, proto.CodeBadFrame)
		w.send(proto.Msg{T: proto.TMove, Move: "a1"}) // outside a room
		refused(t, w, proto.CodeNoSeat)
	})
	t.Run("oversized", func(t *testing.T) {
		w := hello(t, ts.http.URL)
		big := append([]byte(`{"t":"move","move":"`), bytes.Repeat([]byte("a"), proto.MaxFrame)...)
		w.ws.Write(context.Background(), websocket.MessageText, append(big, `"}`...))
		if !w.closed() {
			t.Error("an oversized frame left the connection open")
		}
	})
	t.Run("out-of-turn", func(t *testing.T) {
		other.send(proto.Msg{T: proto.TMove, Ply: p.ply, Move: move})
		refused(t, other.raw, proto.CodeNotYours)
		other.send(proto.Msg{T: proto.TMove, Ply: p.ply, Move: move, Seat: mover.seat}) // a seat field is no key
		refused(t, other.raw, proto.CodeNotYours)
		spy := hello(t, ts.http.URL)
		spy.send(proto.Msg{T: proto.TJoin, Room: room, Seat: proto.Watch})
		spy.expect(proto.TJoined)
		spy.send(proto.Msg{T: proto.TMove, Ply: p.ply, Move: move})
		refused(t, spy, proto.CodeNoSeat) // a watcher has no seat (issue 39: was not-yours)
		spy.send(proto.Msg{T: proto.TStart})
		refused(t, spy, proto.CodeNoSeat)
		spy.send(proto.Msg{T: proto.TComputer, Seat: 0, Level: "random"})
		refused(t, spy, proto.CodeNoSeat)
	})
	t.Run("stale-and-illegal", func(t *testing.T) {
		m := refusedMove(t, mover.raw, proto.Msg{T: proto.TMove, Ply: p.ply - 1, Move: move}, proto.CodeStale)
		if len(m.Args) != 1 || m.Args[0] != fmt.Sprint(p.ply) {
			t.Errorf("stale args %v, want the ply now %d", m.Args, p.ply)
		}
		refusedMove(t, mover.raw, proto.Msg{T: proto.TMove, Ply: p.ply + 5, Move: move}, proto.CodeStale)
		for _, text := range []string{"zz99", "z99", "complete B01/3", "a0"} { // not moves of the notation: the engine's code
			if m := refusedMove(t, mover.raw, proto.Msg{T: proto.TMove, Ply: p.ply, Move: text}, proto.CodeIllegal); len(m.Args) == 0 || m.Args[0] == "" {
				t.Errorf("%q refused with args %q: want the game's refusal code first", text, m.Args)
			}
		}
		refusedMove(t, mover.raw, proto.Msg{T: proto.TMove, Ply: p.ply, Move: move + "+" + move}, proto.CodeBadFrame)
		creator := p.people[0]
		creator.send(proto.Msg{T: proto.TStart})
		refused(t, creator.raw, proto.CodeStarted)
		mover.send(proto.Msg{T: proto.TRecord})
		refused(t, mover.raw, proto.CodeNotOver)
		creator.send(proto.Msg{T: proto.TComputer, Seat: 1, Level: "random"})
		refused(t, creator.raw, proto.CodeNotAway)
	})
	t.Run("unknown-rooms", func(t *testing.T) {
		w := hello(t, ts.http.URL)
		w.send(proto.Msg{T: proto.TResume, Room: room, Token: strings.Repeat("0", 32)})
		refused(t, w, proto.CodeBadToken)
		w.send(proto.Msg{T: proto.TJoin, Room: "not a code", Seat: proto.Watch})
		refused(t, w, proto.CodeNoRoom)
		for range 3 { // the misses are 5 a minute: a wrong token is one
			w.send(proto.Msg{T: proto.TJoin, Room: newCode(), Seat: proto.Watch})
			refused(t, w, proto.CodeNoRoom)
		}
		w.send(proto.Msg{T: proto.TJoin, Room: room, Seat: proto.Watch}) // a room that exists costs nothing
		w.expect(proto.TJoined)
		w.send(proto.Msg{T: proto.TJoin, Room: newCode(), Seat: proto.Watch})
		refused(t, w, proto.CodeTooMany)
		if !w.closed() {
			t.Error("a socket past its misses stays open")
		}
	})
	t.Run("other-site", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		h := http.Header{"Origin": {"https://elsewhere.example"}}
		ws, resp, err := websocket.Dial(ctx, wsURL(ts.http.URL), &websocket.DialOptions{HTTPHeader: h})
		if err == nil {
			ws.CloseNow()
			t.Fatal("a socket from another site's page was taken")
		}
		if resp == nil || resp.StatusCode != http.StatusForbidden {
			t.Errorf("another site's page: %v, want 403", err)
		}
	})
	if after := p.stored(t); after != before {
		t.Errorf("the room changed:\n%s\nwas\n%s", after, before)
	}
	p.move(t) // and it still plays
}

// refusedMove sends m and expects its refusal.
func refusedMove(t *testing.T, w *raw, m proto.Msg, code string) proto.Msg {
	t.Helper()
	w.send(m)
	return refused(t, w, code)
}

// TestFlood: a connection that floods is closed; a game in another room
// on the same server meanwhile goes on unchanged. How long its moves took
// during the flood is logged, not asserted.
func TestFlood(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	calm := startPlaying(t, ts, 2)
	target := startPlaying(t, ts, 2)
	before := target.stored(t)

	flood := target.people[int(target.st.CurrentPlayer())]
	done := make(chan int)
	go func() {
		n := 0
		for ; n < 2000; n++ {
			stale := proto.Encode(proto.Msg{T: proto.TMove, Ply: 0, Move: "a1"})
			if flood.ws.Write(context.Background(), websocket.MessageText, stale) != nil {
				break
			}
		}
		done <- n
	}()
	start := time.Now()
	for range 10 {
		calm.move(t)
	}
	took := time.Since(start)
	sent := <-done
	if !flood.closed() {
		t.Error("the flooding connection is still open")
	}
	t.Logf("flood: %d frames sent before the server closed it; 10 moves in the other room took %v", sent, took)
	if after := target.stored(t); after != before {
		t.Errorf("the flooded room changed:\n%s\nwas\n%s", after, before)
	}
}
