package server

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"testing"
	"time"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest/toygame"
	"kaskade/engine/games"
	"kaskade/online/client"
	"kaskade/online/proto"
)

// toy is the three-seat test game (chance, a hidden card, turns of two
// moves) as a catalogue entry beside the real games.
var toy = game.Entry{Name: "toy", Seats: []string{"north", "east", "west"},
	New:   func(string) (game.State, error) { return toygame.New(), nil },
	Parse: toygame.ParseGame}

func lookup(name string) (game.Entry, error) {
	if name == toy.Name {
		return toy, nil
	}
	return games.Lookup(name)
}

// testServer is a game server on loopback with an embedded NATS in a
// temporary folder.
type testServer struct {
	*Server
	store *NATS
	http  *httptest.Server
	dir   string
}

func startServer(t testing.TB, dir string, tune func(*Config)) *testServer {
	t.Helper()
	st, err := Embedded(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Lookup: lookup, Store: st, Workers: 1, MoveTime: 50 * time.Millisecond, Log: log.New(io.Discard, "", 0)}
	if tune != nil {
		tune(&cfg)
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{Server: s, store: st, http: httptest.NewServer(s), dir: dir}
	t.Cleanup(ts.stop)
	return ts
}

func (ts *testServer) stop() {
	if ts.http == nil {
		return
	}
	ts.http.CloseClientConnections()
	ts.http.Close()
	ts.Server.Close()
	ts.store.Close()
	ts.http = nil
}

// seat is one test client: its connection and what it has been sent.
type seat struct {
	t     testing.TB
	c     *client.Client
	seat  int
	room  string
	token string
	info  *proto.Info
	state *proto.Msg
	errs  []proto.Msg
}

func dial(t testing.TB, url string) *seat {
	t.Helper()
	c, err := client.New(url)
	if err != nil {
		t.Fatal(err)
	}
	c.Start()
	t.Cleanup(c.Close)
	s := &seat{t: t, c: c, seat: proto.Watch}
	s.await(func(e client.Event) bool { return e.Msg.T == proto.TWelcome })
	return s
}

// await takes events until ok says so; it fails the test after a while.
func (s *seat) await(ok func(client.Event) bool) client.Event {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for {
		e, err := s.c.Next(ctx)
		if err != nil {
			s.t.Fatalf("waited in vain: %v (last error frames %v)", err, s.errs)
		}
		s.note(e.Msg)
		if ok(e) {
			return e
		}
	}
}

func (s *seat) note(m proto.Msg) {
	switch m.T {
	case proto.TJoined:
		s.seat, s.room = m.Seat, m.Room
		if m.Token != "" {
			s.token = m.Token
		}
	case proto.TRoom:
		s.info = m.Info
	case proto.TState:
		s.state = &m
	case proto.TError:
		s.errs = append(s.errs, m)
	}
}

func (s *seat) send(m proto.Msg) {
	s.t.Helper()
	for range 200 {
		if s.c.Send(m) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	s.t.Fatalf("cannot send %s: offline", m.T)
}

// errorFrame sends m and waits for the error frame it must cause.
func (s *seat) errorFrame(m proto.Msg) proto.Msg {
	s.t.Helper()
	n := len(s.errs)
	s.send(m)
	s.await(func(client.Event) bool { return len(s.errs) > n })
	return s.errs[n]
}
