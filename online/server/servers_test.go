package server

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"testing"
	"time"

	"kaskade/online/client"
	"kaskade/online/proto"
)

// peer is one of several servers on one store, with the address it
// announces.
type peer struct {
	*Server
	http *httptest.Server
}

// startPeers starts n servers on one store (an embedded NATS), each
// announcing its address, and waits until every one knows the others.
func startPeers(t *testing.T, n int) (*NATS, []*peer) {
	t.Helper()
	st, err := Embedded(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	var peers []*peer
	for range n {
		hs := httptest.NewUnstartedServer(nil)
		s, err := New(Config{Lookup: lookup, Store: st, Workers: 1, MoveTime: 50 * time.Millisecond,
			URL: "http://" + hs.Listener.Addr().String(), Log: log.New(io.Discard, "", 0)})
		if err != nil {
			t.Fatal(err)
		}
		hs.Config.Handler = s
		hs.Start()
		p := &peer{Server: s, http: hs}
		t.Cleanup(p.stop)
		peers = append(peers, p)
	}
	deadline := time.Now().Add(10 * time.Second)
	for _, p := range peers {
		for len(p.Servers()) < n {
			if time.Now().After(deadline) {
				t.Fatalf("a server knows %d servers, want %d", len(p.Servers()), n)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	return st, peers
}

func (p *peer) stop() {
	if p.http == nil {
		return
	}
	p.http.CloseClientConnections()
	p.http.Close()
	p.Server.Close()
	p.http = nil
}

// TestTwoServersOneRoom: a room made on one server is played from two; a
// move made on either reaches both; who is connected to the other server
// shows in the room; two moves sent for one ply through both servers at
// once are never both accepted; and when the first server goes away its
// client moves to the other by itself and resumes its seat there.
func TestTwoServersOneRoom(t *testing.T) {
	_, peers := startPeers(t, 2)
	a, b := peers[0], peers[1]
	anna := dial(t, a.http.URL)
	anna.send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "5x5", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	anna.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	ben := dial(t, b.http.URL)
	ben.send(proto.Msg{T: proto.TJoin, Room: anna.room, Seat: 1, Name: "Ben"})
	ben.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	// Anna's server learns from the store that Ben is connected elsewhere.
	anna.await(func(e client.Event) bool {
		return e.Msg.T == proto.TRoom && e.Msg.Info.Seats[1].Kind == proto.KindPerson && e.Msg.Info.Seats[1].Connected
	})
	anna.send(proto.Msg{T: proto.TStart})
	people := []*seat{anna, ben}
	g, err := lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	for ply, mv := range []string{"a1", "e5", "b1"} {
		awaitPly(t, people, g, ply)
		people[ply%2].send(proto.Msg{T: proto.TMove, Ply: ply, Move: mv})
	}
	awaitPly(t, people, g, 3)

	// Ben on a second connection, through Anna's server: his two
	// connections send different moves for ply 3 at once.
	ben2 := dial(t, a.http.URL)
	ben2.send(proto.Msg{T: proto.TResume, Room: anna.room, Token: ben.token})
	ben2.await(func(e client.Event) bool { return e.Msg.T == proto.TState && e.Msg.Ply == 3 })
	ben.c.Send(proto.Msg{T: proto.TMove, Ply: 3, Move: "d5"})
	ben2.c.Send(proto.Msg{T: proto.TMove, Ply: 3, Move: "c5"})
	st := awaitPly(t, []*seat{anna, ben, ben2}, g, 4)
	time.Sleep(200 * time.Millisecond) // a second acceptance would show by now
	for _, p := range []*seat{anna, ben, ben2} {
		for _, e := range p.c.Poll() {
			p.note(e.Msg)
		}
		if p.state.Ply != 4 || p.state.Pos != st.String() {
			t.Fatalf("after two moves for one ply a seat is at ply %d:\n%s\nwant ply 4:\n%s", p.state.Ply, p.state.Pos, st)
		}
	}
	ben2.c.Close()

	// Anna's server goes away: her client moves to Ben's and resumes.
	a.stop()
	back := anna.await(func(e client.Event) bool { return e.Msg.T == proto.TState })
	if back.Msg.Ply != 4 || back.Msg.Pos != st.String() || anna.seat != 0 {
		t.Fatalf("Anna came back at seat %d, ply %d; want seat 0, ply 4", anna.seat, back.Msg.Ply)
	}
	anna.send(proto.Msg{T: proto.TMove, Ply: 4, Move: "a5"})
	awaitPly(t, people, g, 5)
}

// TestLease: one holder at a time; it renews its own lease, gives it up,
// and another takes a lease its holder stopped renewing once it expired.
func TestLease(t *testing.T) {
	st, err := Embedded(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	take := func(holder string, want bool) {
		t.Helper()
		ok, err := st.TakeLease(ctx, "ABCDEF", holder)
		if err != nil || ok != want {
			t.Fatalf("%s takes the lease: %v, %v; want %v", holder, ok, err, want)
		}
	}
	take("one", true)
	take("two", false)
	take("one", true) // renewed
	if err := st.DropLease(ctx, "ABCDEF", "two"); err != nil {
		t.Fatal(err)
	}
	take("two", false) // two cannot drop one's lease
	if err := st.DropLease(ctx, "ABCDEF", "one"); err != nil {
		t.Fatal(err)
	}
	take("two", true)
	start := time.Now()
	for {
		ok, err := st.TakeLease(ctx, "ABCDEF", "three")
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			break
		}
		if time.Since(start) > 4*LeaseTTL {
			t.Fatalf("an unrenewed lease is still held after %v", time.Since(start))
		}
		time.Sleep(100 * time.Millisecond)
	}
	if d := time.Since(start); d < LeaseTTL/2 {
		t.Fatalf("the lease was taken over after %v, before it expired (%v)", d, LeaseTTL)
	}
	t.Logf("an unrenewed lease moved after %v (LeaseTTL %v)", time.Since(start).Round(10*time.Millisecond), LeaseTTL)
}
