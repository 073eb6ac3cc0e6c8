package server

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"sync"
	"testing"

	"kaskade/engine/game"
	"kaskade/online/proto"
)

// TestNoLeak plays random Kaleidoskop games (three to six players, some
// computers) and games of the three-seat toy game, with a spectator, over
// raw sockets: every frame each seat and the spectator is sent is checked
// against what that seat may have seen (checkFrames).
func TestNoLeak(t *testing.T) {
	// random players answer at once: far faster than people, so the
	// per-connection rate is raised here (TestFlood checks it)
	ts := startServer(t, t.TempDir(), func(c *Config) { c.MsgRate, c.MsgBurst = 1e4, 1e4 })
	rng := rand.New(rand.NewPCG(26, 6))
	var setups []setup
	for range 3 {
		n := 3 + rng.IntN(4)
		seats := []string{"me"}
		for i := 1; i < n; i++ {
			seats = append(seats, []string{"open", "open", "computer"}[rng.IntN(3)])
		}
		setups = append(setups, setup{"kaleidoskop", fmt.Sprintf("players=%d,length=short", n), seats})
	}
	setups = append(setups, setup{"toy", "", []string{"me", "open", "open"}}, setup{"toy", "", []string{"me", "computer", "open"}})
	for i, su := range setups {
		t.Run(fmt.Sprintf("%s-%d", su.game, len(su.seats)), func(t *testing.T) {
			leakGame(t, ts, su, uint64(i))
		})
	}
}

// watcher is one raw connection of a leak test and every frame it got.
type watcher struct {
	*raw
	seat  int
	room  string
	got   []frame
	early int // records asked for before the end
}

func leakGame(t *testing.T, ts *testServer, su setup, seed uint64) {
	people := openRaw(t, ts, su)
	spy := &watcher{raw: hello(t, ts.http.URL), seat: proto.Watch}
	spy.send(proto.Msg{T: proto.TJoin, Room: people[0].room, Seat: proto.Watch})
	spy.expect(proto.TJoined)
	people[0].send(proto.Msg{T: proto.TStart})
	g, err := lookup(su.game)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i, p := range append(people, spy) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.playOut(t, g, rand.New(rand.NewPCG(seed, uint64(i))))
		}()
	}
	wg.Wait()
	ts.mu.Lock()
	r := ts.rooms[people[0].room]
	ts.mu.Unlock()
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.match.State().IsOver() {
		t.Fatal("the game did not end")
	}
	for _, p := range append(people, spy) {
		checkFrames(t, r, p)
		if p.early == 0 && p.seat == people[0].seat {
			t.Errorf("seat %d never asked for the record early", p.seat)
		}
	}
}

// openRaw creates su's room over raw sockets and joins every open seat;
// it does not start the game.
func openRaw(t *testing.T, ts *testServer, su setup) []*watcher {
	var spec []proto.Seat
	for _, k := range su.seats {
		s := proto.Seat{Kind: k}
		if k == proto.KindComputer {
			s.Level = "random"
		}
		spec = append(spec, s)
	}
	c := &watcher{raw: hello(t, ts.http.URL)}
	c.send(proto.Msg{T: proto.TCreate, Game: su.game, Options: su.options, Seats: spec, Name: "Anna"})
	j := c.expect(proto.TJoined)
	c.seat, c.room = j.Seat, j.Room
	people := []*watcher{c}
	for i, k := range su.seats {
		if k != proto.KindOpen {
			continue
		}
		p := &watcher{raw: hello(t, ts.http.URL), room: c.room}
		p.send(proto.Msg{T: proto.TJoin, Room: c.room, Seat: i, Name: fmt.Sprintf("P%d", i)})
		j := p.expect(proto.TJoined)
		p.seat = j.Seat
		people = append(people, p)
	}
	return people
}

// playOut reads every frame until the game is over, playing random legal
// moves from the seat's own view and now and then asking for the record
// before the end; it then asks for the record once more.
func (w *watcher) playOut(t *testing.T, g game.Entry, rng *rand.Rand) {
	var last proto.Msg
	tries := 0
	for {
		f, ok := w.next()
		if !ok {
			t.Errorf("seat %d: connection ended before the game; last frames %s", w.seat, lastFrames(w.got, 3))
			return
		}
		w.got = append(w.got, f)
		switch {
		case f.msg.T == proto.TState:
			last, tries = f.msg, 0
		case f.msg.T == proto.TError && f.msg.Code == proto.CodeIllegal && last.Pos != "" && tries < 20:
			// a move the view allowed but the game refused: pick again, a few times
			tries++
		default:
			continue
		}
		st, err := g.Parse(last.Pos)
		if err != nil {
			t.Errorf("seat %d: the view does not read: %v", w.seat, err)
			return
		}
		if st.IsOver() {
			w.send(proto.Msg{T: proto.TRecord})
			w.got = append(w.got, w.expectFrame(proto.TRecText))
			return
		}
		if f.msg.T == proto.TState && rng.IntN(8) == 0 {
			w.early++
			w.send(proto.Msg{T: proto.TRecord})
		}
		if w.seat < 0 || st.CurrentPlayer() != game.Player(w.seat) {
			continue
		}
		legal := st.LegalMoves(nil)
		if len(legal) > 0 {
			w.send(proto.Msg{T: proto.TMove, Ply: last.Ply, Move: st.FormatMove(legal[rng.IntN(len(legal))])})
		}
	}
}

// expectFrame is expect that keeps the frames it skips.
func (w *watcher) expectFrame(typ string) frame {
	for {
		f, ok := w.next()
		if !ok {
			w.t.Errorf("waited in vain for %s", typ)
			return frame{}
		}
		if f.msg.T == typ {
			return f
		}
		w.got = append(w.got, f)
	}
}

// toyHands is the toy game's hands field in any text ("h=3,?,?").
var toyHands = regexp.MustCompile(`h=[-?0-9]+,[-?0-9]+,[-?0-9]+`)

// cardName is a Kaleidoskop card's name in any text (B01..B20, O01..O12).
var cardName = regexp.MustCompile(`\b[BO][0-9][0-9]\b`)

// checkFrames checks every frame w got against the room's finished match:
// a state is exactly the seat's ViewFor after as many moves; no frame
// (whatever its type or field, the raw bytes) names a card that does not
// appear in one of the seat's views so far (a card in its hand, a card
// completed); the record is given only once the game is over.
func checkFrames(t *testing.T, r *room, w *watcher) {
	t.Helper()
	views := viewsByPly(t, r, w.seat)
	seen := map[string]bool{}
	see := func(ply int) {
		for _, c := range cardName.FindAllString(views[ply], -1) {
			seen[c] = true
		}
	}
	ply, over, upTo := 0, false, 0
	see(0)
	for i, f := range w.got {
		if !f.text {
			t.Errorf("seat %d frame %d is binary", w.seat, i)
		}
		if f.msg.T == proto.TState {
			ply = f.msg.Ply
			if f.msg.Pos != views[ply] {
				t.Errorf("seat %d after %d moves was sent\n%s\nwant its view\n%s", w.seat, ply, f.msg.Pos, views[ply])
			}
			for ; upTo < ply; upTo++ { // each view once: the seat has seen every one up to ply
				see(upTo + 1)
			}
			over = isOver(r, views[ply])
		}
		if f.msg.T == proto.TRecText && !over {
			t.Errorf("seat %d was sent the record before the end: %.80s", w.seat, f.data)
		}
		if over {
			continue // the end shows every hand; the record is everybody's
		}
		for _, c := range cardName.FindAllString(string(f.data), -1) {
			if !seen[c] {
				t.Errorf("seat %d after %d moves was sent card %s it has not seen: %s", w.seat, ply, c, f.data)
			}
		}
		if r.rec.Game == toy.Name {
			for _, h := range toyHands.FindAllString(string(f.data), -1) {
				if h != toyHands.FindString(views[ply]) {
					t.Errorf("seat %d after %d moves was sent hands %s, its view says %s: %s", w.seat, ply, h, toyHands.FindString(views[ply]), f.data)
				}
			}
		}
		if f.msg.Last != nil && f.msg.Last.By != w.seat && r.rec.Game == toy.Name && !isWord(f.msg.Last.Text) {
			t.Errorf("seat %d was sent another seat's move %q", w.seat, f.msg.Last.Text)
		}
	}
}

func isOver(r *room, pos string) bool {
	g, err := lookup(r.rec.Game)
	if err != nil {
		return false
	}
	st, err := g.Parse(pos)
	return err == nil && st.IsOver()
}

// isWord: a toy seat's move is a word (pass, bid, raise, swap); only
// chance deals cards, and no state names a chance step.
func isWord(s string) bool { return s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyz") == "" }

func lastFrames(fs []frame, n int) string {
	var b strings.Builder
	for _, f := range fs[max(0, len(fs)-n):] {
		b.WriteString("\n" + string(f.data))
	}
	return b.String()
}
