package server

import (
	"strconv"
	"strings"
	"testing"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/online/proto"
)

// TestSecretDealNotShown: a Kaleidoskop room's cards are drawn from the
// room's secret seed, so its info.options names no deal (the creator's
// deal=0 decides nothing), and no frame holds the seed.
func TestSecretDealNotShown(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	c := hello(t, ts.http.URL)
	c.send(proto.Msg{T: proto.TCreate, Game: "kaleidoskop", Options: "players=3,length=short,deal=0",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindComputer, Level: "random"}, {Kind: proto.KindComputer, Level: "random"}}})
	j := c.expect(proto.TJoined)
	if got := c.expect(proto.TRoom).Info.Options; got != "players=3,length=short" {
		t.Errorf("info.options %q, want players=3,length=short", got)
	}
	c.send(proto.Msg{T: proto.TStart})
	st := c.expect(proto.TState)
	ts.mu.Lock()
	r := ts.rooms[j.Room]
	ts.mu.Unlock()
	r.mu.Lock()
	seed := strconv.FormatUint(r.rec.Seed, 10)
	r.mu.Unlock()
	if strings.Contains(st.Pos, seed) {
		t.Errorf("the state holds the room's seed %s: %s", seed, st.Pos)
	}
	if !strings.Contains(st.Pos, "deal=0") && strings.Contains(st.Pos, "deal=") {
		t.Errorf("the view names a deal: %s", st.Pos)
	}
}

// TestDecktetFramesHideTheStock: in a Decktet room neither the player's
// device nor a watcher's is sent the order of the face-down cards: every
// state is the view (the stock and closed piles as "?"), and no frame
// names a card of the stock or of a closed pile at that point of the game.
func TestDecktetFramesHideTheStock(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.MsgRate, c.MsgBurst = 1e4, 1e4 }) // moves faster than people
	a := hello(t, ts.http.URL)
	a.send(proto.Msg{T: proto.TCreate, Game: "decktet", Options: "deal=7", Seats: []proto.Seat{{Kind: proto.KindMe}}, Name: "Anna"})
	room := a.expect(proto.TJoined).Room
	w := hello(t, ts.http.URL)
	w.send(proto.Msg{T: proto.TJoin, Room: room, Seat: proto.Watch})
	w.expect(proto.TJoined)
	a.send(proto.Msg{T: proto.TStart})
	truth, err := decktet.NewGame("deal=7")
	if err != nil {
		t.Fatal(err)
	}
	for ply := 0; ; ply++ {
		hidden := faceDownCards(truth.State())
		for _, c := range []*raw{a, w} {
			f := c.expectState(t, ply)
			for _, card := range hidden {
				if strings.Contains(string(f.data), card) {
					t.Fatalf("after %d moves a frame names the face-down %s: %s", ply, card, f.data)
				}
			}
		}
		if truth.IsOver() || ply == 60 {
			if truth.State().Recycles() == 0 {
				t.Error("the game never came to a second pass")
			}
			return
		}
		m, _ := decktet.GreedyMove(truth.State())
		truth.Apply(game.Move(m))
		a.send(proto.Msg{T: proto.TMove, Ply: ply, Move: m.String()})
	}
}

// expectState takes frames until the state after ply moves.
func (r *raw) expectState(t *testing.T, ply int) frame {
	t.Helper()
	for {
		f, ok := r.next()
		if !ok {
			t.Fatalf("waited in vain for the state after %d moves", ply)
		}
		if f.msg.T == proto.TError {
			t.Fatalf("refused: %s", f.data)
		}
		if f.msg.T == proto.TState && f.msg.Ply == ply {
			return f
		}
	}
}

// faceDownCards are the names of the cards of s that lie face down.
func faceDownCards(s *decktet.State) []string {
	var out []string
	for _, c := range s.Stock() {
		out = append(out, c.String())
	}
	for p := range 3 {
		pile := s.Pile(p)
		if s.PileOpen(p) {
			pile = pile[:len(pile)-1]
		}
		for _, c := range pile {
			out = append(out, c.String())
		}
	}
	return out
}
