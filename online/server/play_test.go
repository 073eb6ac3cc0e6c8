package server

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"kaskade/engine/game"
	"kaskade/online/client"
	"kaskade/online/proto"
)

// setup is a room to play in a test: the game, its options and what each
// seat is ("me" for the creator, "open" for a client that joins,
// "computer" for a computer at the level "random" plays quickly).
type setup struct {
	game, options string
	seats         []string
}

// openRoom creates the room of su and joins a client to every open seat, and
// starts it; it returns the people's clients, seat by seat.
func openRoom(t *testing.T, ts *testServer, su setup) []*seat {
	t.Helper()
	var spec []proto.Seat
	for _, k := range su.seats {
		s := proto.Seat{Kind: k}
		if k == proto.KindComputer {
			s.Level = "random"
		}
		spec = append(spec, s)
	}
	creator := dial(t, ts.http.URL)
	creator.send(proto.Msg{T: proto.TCreate, Game: su.game, Options: su.options, Seats: spec, Name: "Anna"})
	creator.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	people := []*seat{creator}
	for i, k := range su.seats {
		if k != proto.KindOpen {
			continue
		}
		p := dial(t, ts.http.URL)
		p.send(proto.Msg{T: proto.TJoin, Room: creator.room, Seat: i, Name: fmt.Sprintf("P%d", i)})
		p.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
		people = append(people, p)
	}
	creator.send(proto.Msg{T: proto.TStart})
	return people
}

// play lets every person play random legal moves from their own view
// until the game is over; each checks every state it is sent against the
// server's record (see checkViews). It returns the finished room.
func play(t *testing.T, ts *testServer, people []*seat, seed uint64) *room {
	t.Helper()
	g, err := lookup(people[0].infoGame(t))
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	seen := make([][]proto.Msg, len(people))
	for i, p := range people {
		wg.Add(1)
		go func() {
			defer wg.Done()
			seen[i] = p.playOut(g, rand.New(rand.NewPCG(seed, uint64(i))))
		}()
	}
	wg.Wait()
	ts.mu.Lock()
	r := ts.rooms[people[0].room]
	ts.mu.Unlock()
	for i, p := range people {
		checkViews(t, r, p.seat, seen[i])
		t.Logf("seat %d was sent %d states", p.seat, len(seen[i]))
	}
	return r
}

func (s *seat) infoGame(t *testing.T) string {
	if s.info == nil { // await takes an event first: it would eat a state meant for playOut
		s.await(func(client.Event) bool { return s.info != nil })
	}
	return s.info.Game
}

// playOut plays s's seat to the end; it returns every state it was sent.
func (s *seat) playOut(g game.Entry, rng *rand.Rand) []proto.Msg {
	var states []proto.Msg
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	for {
		e, err := s.c.Next(ctx)
		if err != nil {
			s.t.Errorf("seat %d: %v", s.seat, err)
			return states
		}
		s.note(e.Msg)
		if e.Msg.T != proto.TState && e.Msg.T != proto.TError {
			continue
		}
		if e.Msg.T == proto.TState {
			states = append(states, e.Msg)
		}
		st, err := g.Parse(s.state.Pos)
		if err != nil {
			s.t.Errorf("seat %d: the view does not read: %v", s.seat, err)
			return states
		}
		if st.IsOver() {
			return states
		}
		if st.CurrentPlayer() != game.Player(s.seat) {
			continue
		}
		legal := st.LegalMoves(nil)
		if len(legal) == 0 {
			continue
		}
		mv := legal[rng.IntN(len(legal))]
		s.c.Send(proto.Msg{T: proto.TMove, Ply: s.state.Ply, Move: st.FormatMove(mv)})
	}
}

// checkViews compares each state a seat was sent with the seat's view of
// the server's match after as many moves.
func checkViews(t *testing.T, r *room, seat int, got []proto.Msg) {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	want := viewsByPly(t, r, seat)
	for _, m := range got {
		if w, ok := want[m.Ply]; !ok || w != m.Pos {
			t.Errorf("seat %d after %d moves was sent\n%s\nwant\n%s", seat, m.Ply, m.Pos, w)
			return
		}
	}
	if len(got) == 0 {
		t.Errorf("seat %d was sent no state", seat)
	}
}

// viewsByPly is seat's view of the room's match after each number of the
// seats' moves (the chance steps after a move included).
func viewsByPly(t *testing.T, r *room, seat int) map[int]string {
	mt, err := rebuild(r.rec, lookup)
	if err != nil {
		t.Fatal(err)
	}
	plies := mt.Moves()
	out := map[int]string{}
	n := 0
	for k := 0; k <= len(plies); k++ {
		if k == len(plies) || plies[k].By != game.Chance {
			st, _ := mt.StateAt(k)
			out[n] = viewOf(st, seat).String()
			n++
		}
	}
	return out
}

// TestEveryGameOnline plays each game to its end, one client per person,
// some seats computers, every state each seat is sent compared with its
// view of the server's match.
func TestEveryGameOnline(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	for i, su := range []setup{
		{"kaskade", "4x4", []string{"me", "open"}},
		{"kaskade", "players=3,5x5", []string{"me", "computer", "open"}},
		{"formation", "", []string{"me", "open"}},
		{"decktet", "", []string{"me"}},
		{"cascades", "", []string{"me", "computer"}},
		{"kaleidoskop", "players=3,length=short", []string{"me", "open", "computer"}},
		{"toy", "", []string{"me", "open", "open"}},
	} {
		t.Run(su.game, func(t *testing.T) {
			people := openRoom(t, ts, su)
			r := play(t, ts, people, uint64(i))
			r.mu.Lock()
			defer r.mu.Unlock()
			if !r.match.State().IsOver() {
				t.Fatal("the game did not end")
			}
		})
	}
}
