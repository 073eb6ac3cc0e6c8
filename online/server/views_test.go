package server

import (
	"strconv"
	"strings"
	"testing"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
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

// TestWatcherGetsTheEnginesView: for every game of the catalogue, a room
// of computers watched by its creator: each state the watcher is sent is
// the engine's onlooker view (game.Viewer) of the position after as many
// moves, never the position itself where the view hides something (the
// Decktet stock, Kaleidoskop's hands).
func TestWatcherGetsTheEnginesView(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	options := map[string]string{"kaskade": "3x3", "formation": "default,limit=30", "decktet": "deal=7", "cascades": "4x4", "kaleidoskop": "players=3,length=short,rounds=3"}
	for _, g := range games.All() {
		t.Run(g.Name, func(t *testing.T) {
			mt, err := match.New(g, options[g.Name])
			if err != nil {
				t.Fatal(err)
			}
			seats := make([]proto.Seat, mt.State().NumPlayers())
			for i := range seats {
				seats[i] = proto.Seat{Kind: proto.KindComputer, Level: "random"}
			}
			w := hello(t, ts.http.URL)
			w.send(proto.Msg{T: proto.TCreate, Game: g.Name, Options: options[g.Name], Seats: seats})
			room := w.expect(proto.TJoined).Room
			w.send(proto.Msg{T: proto.TStart})
			var got []proto.Msg
			for len(got) == 0 || !isOverPos(t, g, got[len(got)-1].Pos) {
				got = append(got, w.expect(proto.TState))
			}
			ts.mu.Lock()
			r := ts.rooms[room]
			ts.mu.Unlock()
			r.mu.Lock()
			full, err := rebuild(r.rec, lookup)
			r.mu.Unlock()
			if err != nil {
				t.Fatal(err)
			}
			hid := 0
			for _, m := range got {
				st := stateAfter(t, full, m.Ply)
				want := st
				if v, ok := st.(game.Viewer); ok {
					want = v.ViewFor(game.Onlooker)
				}
				if m.Pos != want.String() {
					t.Fatalf("after %d moves the watcher was sent\n%s\nthe engine's onlooker view is\n%s", m.Ply, m.Pos, want)
				}
				if want.String() != st.String() {
					hid++
				}
			}
			if _, ok := mt.State().(game.Viewer); ok && hid == 0 {
				t.Errorf("the views of %s hid nothing in %d states", g.Name, len(got))
			}
		})
	}
}

func isOverPos(t *testing.T, g game.Entry, pos string) bool {
	st, err := g.Parse(pos)
	if err != nil {
		t.Fatalf("the state does not read: %v", err)
	}
	return st.IsOver()
}

// stateAfter is mt's position after ply seat moves (chance steps after
// them included, as the server sends it).
func stateAfter(t *testing.T, mt *match.Match, ply int) game.State {
	n, plies := 0, mt.Moves()
	for k := 0; k <= len(plies); k++ {
		if n == ply && (k == len(plies) || plies[k].By != game.Chance) {
			st, _ := mt.StateAt(k)
			return st
		}
		if k < len(plies) && plies[k].By != game.Chance {
			n++
		}
	}
	t.Fatalf("no position after %d moves", ply)
	return nil
}
