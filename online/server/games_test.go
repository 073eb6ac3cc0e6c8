package server

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"kaskade/online/client"
	"kaskade/online/proto"
)

// fakeClock is a server clock the test moves by hand (Config.Now).
type fakeClock struct{ unix atomic.Int64 }

func (c *fakeClock) now() time.Time        { return time.Unix(c.unix.Load(), 0) }
func (c *fakeClock) add(d time.Duration)   { c.unix.Add(int64(d / time.Second)) }
func withClock(c *fakeClock) func(*Config) { return func(cfg *Config) { cfg.Now = c.now } }

// askGames sends a games request for held and returns its answer and the
// answer's bytes.
func askGames(t *testing.T, w *raw, held ...proto.Held) (proto.Msg, []byte) {
	t.Helper()
	w.send(proto.Msg{T: proto.TGames, Held: held})
	for {
		f, ok := w.next()
		if !ok {
			t.Fatal("no answer to games")
		}
		if f.msg.T == proto.TGames {
			return f.msg, f.data
		}
	}
}

// TestGames: a device's seats in two rooms in different states are
// summed up as each seat may see them (the game, the seats, whose turn,
// how long since the last move by the server's clock); a wrong token and
// an unknown code are gone and say nothing else; a room removed from the
// store is gone; a finished room says it is over. No token or key is in
// the answer.
func TestGames(t *testing.T) {
	clock := &fakeClock{}
	clock.unix.Store(1_000_000)
	ts := startServer(t, t.TempDir(), withClock(clock))
	playing := openRoom(t, ts, setup{"kaskade", "4x4", []string{"me", "open"}})
	anna, p1 := playing[0], playing[1]
	anna.await(func(client.Event) bool { return anna.state != nil })
	clock.add(10 * time.Minute)
	anna.send(proto.Msg{T: proto.TMove, Ply: 0, Move: "a1"})
	p1.await(func(client.Event) bool { return p1.state != nil && p1.state.Ply == 1 })

	lobby := dial(t, ts.http.URL)
	lobby.send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "5x5", Name: "Bo",
		Seats: []proto.Seat{{Kind: proto.KindOpen}, {Kind: proto.KindMe}}})
	lobby.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	clock.add(3 * time.Minute)

	w := hello(t, ts.http.URL)
	before := storedRecord(t, ts, anna.room)
	got, data := askGames(t, w,
		proto.Held{Room: anna.room, Token: anna.token}, proto.Held{Room: strings.ToLower(p1.room), Token: p1.token},
		proto.Held{Room: lobby.room, Token: lobby.token}, proto.Held{Room: lobby.room, Token: anna.token},
		proto.Held{Room: newCode(), Token: anna.token}, proto.Held{Room: "??", Token: ""})
	if len(got.Games) != 6 {
		t.Fatalf("%d summaries for 6 pairs: %s", len(got.Games), data)
	}
	a, b, l := got.Games[0], got.Games[1], got.Games[2]
	if a.Room != anna.room || a.Game != "kaskade" || a.Seat != 0 || !a.Started || a.Over || !sameInts(a.ToMove, 1) || a.Since != 180 {
		t.Errorf("Anna's room as she sees it: %+v", a)
	}
	if len(a.Seats) != 2 || a.Seats[0].Name != "Anna" || a.Seats[1].Name != "P1" || a.Seats[1].Kind != proto.KindPerson {
		t.Errorf("the seats: %+v", a.Seats)
	}
	if b.Seat != 1 || !sameInts(b.ToMove, 1) || b.Room != anna.room {
		t.Errorf("the same room for the second seat: %+v", b)
	}
	if l.Started || len(l.ToMove) != 0 || l.Seat != 1 || l.Since != 180 || l.Seats[0].Kind != proto.KindOpen {
		t.Errorf("the lobby: %+v", l)
	}
	for i, g := range got.Games[3:] {
		if !g.Gone || g.Game != "" || g.Seats != nil || g.Started {
			t.Errorf("pair %d (a wrong token or room) says more than gone: %+v", 3+i, g)
		}
	}
	for _, secret := range []string{anna.token, p1.token, lobby.token, hashToken(anna.token), hashToken(p1.token)} {
		if bytes.Contains(data, []byte(secret)) {
			t.Fatalf("the answer holds a token or its key: %s", data)
		}
	}
	if after := storedRecord(t, ts, anna.room); !bytes.Equal(before, after) {
		t.Errorf("asking changed the room's record")
	}

	removeRoom(t, ts, lobby.room)
	got, _ = askGames(t, w, proto.Held{Room: lobby.room, Token: lobby.token})
	if len(got.Games) != 1 || !got.Games[0].Gone {
		t.Errorf("a room removed from the store: %+v", got.Games)
	}

	small := openRoom(t, ts, setup{"kaskade", "3x3", []string{"me", "open"}})
	play(t, ts, small, 7)
	got, _ = askGames(t, w, proto.Held{Room: small[0].room, Token: small[0].token})
	if len(got.Games) != 1 || !got.Games[0].Over || len(got.Games[0].ToMove) != 0 {
		t.Errorf("a finished room: %+v", got.Games)
	}
}

// TestGamesMissesCount: gone pairs are misses against the address, as
// wrong resumes are: past the address's misses the answer stops before
// the pair that would be one too many, too-many follows and the socket
// closes; a room that exists is still found from the address.
func TestGamesMissesCount(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Guesses = 3 })
	people := openRoom(t, ts, setup{"kaskade", "4x4", []string{"me", "open"}})
	mine := proto.Held{Room: people[0].room, Token: people[0].token}
	w := hello(t, ts.http.URL)
	var held []proto.Held
	for range 5 {
		held = append(held, proto.Held{Room: people[0].room, Token: strings.Repeat("0", 32)})
	}
	got, _ := askGames(t, w, append(held, mine)...)
	if len(got.Games) != 3 {
		t.Errorf("%d pairs answered past 3 misses, want 3: %+v", len(got.Games), got.Games)
	}
	refused(t, w, proto.CodeTooMany)
	if !w.closed() {
		t.Error("the socket stays open past its misses")
	}
	again := hello(t, ts.http.URL)
	got, _ = askGames(t, again, mine)
	if len(got.Games) != 1 || got.Games[0].Gone {
		t.Errorf("a seat held, asked from the guessing address: %+v", got.Games)
	}
}

// TestGamesBounds: a request of more pairs than a device keeps, or with
// a field too long, is bad-frame, and a client may not send summaries.
func TestGamesBounds(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	w := hello(t, ts.http.URL)
	many := make([]proto.Held, proto.MaxHeld+1)
	for _, m := range []proto.Msg{
		{T: proto.TGames, Held: many},
		{T: proto.TGames, Held: []proto.Held{{Room: strings.Repeat("A", 17)}}},
		{T: proto.TGames, Held: []proto.Held{{Room: "ABCDEF", Token: strings.Repeat("0", 65)}}},
		{T: proto.TGames, Games: []proto.Summary{{Room: "ABCDEF"}}},
	} {
		w.send(m)
		refused(t, w, proto.CodeBadFrame)
	}
	got, _ := askGames(t, w)
	if len(got.Games) != 0 {
		t.Errorf("no pairs: %+v", got.Games)
	}
}

func sameInts(got []int, want ...int) bool { return slices.Equal(got, want) }

// storedRecord is the room's record as the store has it.
func storedRecord(t *testing.T, ts *testServer, code string) []byte {
	t.Helper()
	data, _, err := ts.store.Get(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// removeRoom deletes a room from the store, as its time to live does,
// and from the server's memory.
func removeRoom(t *testing.T, ts *testServer, code string) {
	t.Helper()
	if err := ts.store.bucket(code).Delete(context.Background(), key(code)); err != nil {
		t.Fatal(err)
	}
	if r := ts.heldRoom(code); r != nil {
		r.mu.Lock()
		r.gone = true
		r.mu.Unlock()
		ts.mu.Lock()
		delete(ts.rooms, code)
		ts.mu.Unlock()
	}
}
