package server

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"

	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/online/client"
	"kaskade/online/natslocal"
	"kaskade/online/proto"
)

// TestCluster is several game servers on one NATS cluster (issue 30): a
// cluster of three NATS nodes on loopback, three serve processes on it,
// rooms made on the first server whose other seats are on the second and
// third, and a computer seat in each. The first game server is killed
// (SIGKILL) and later a NATS node shut down, mid-game. Every client must
// come back on a living server, every game finish, every room's computer
// keep playing (its lease moved), and no ply ever show two positions: no
// acknowledged move lost, no two moves accepted for one ply.
func TestCluster(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the serve command and runs a NATS cluster")
	}
	nodes, urls := startNATSCluster(t, 3)
	tmp := t.TempDir()
	bin, site := buildServe(t, tmp)
	var servers []string
	var procs []func()
	for i := range 3 {
		addr := freeAddr(t)
		order := append(append([]string(nil), urls[i:]...), urls[:i]...)
		cmd := startServe(t, bin, addr, "-dir", site, "-nats", strings.Join(order, ","), "-replicas", "3",
			"-url", "http://"+addr, "-per-addr", "1000", "-creates", "1000")
		servers = append(servers, "http://"+addr)
		procs = append(procs, func() { cmd.Process.Kill(); cmd.Wait() })
	}
	for _, u := range servers { // each server hands out all three
		awaitServers(t, u, len(servers))
	}

	const rooms = 6
	g, err := lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	var tables []*table
	for i := range rooms {
		tables = append(tables, openClusterRoom(t, servers[0], servers[1+i%2]))
	}
	var wg sync.WaitGroup
	for i, tb := range tables {
		for j, p := range tb.people {
			wg.Add(1)
			go func() {
				defer wg.Done()
				tb.play(p, g, rand.New(rand.NewPCG(30, uint64(10*i+j))))
			}()
		}
	}

	time.Sleep(1500 * time.Millisecond)
	killed := time.Now()
	atKill := make([]int, rooms)
	for i, tb := range tables {
		atKill[i] = tb.lastPly()
	}
	procs[0]() // SIGKILL the server that made every room
	time.Sleep(2500 * time.Millisecond)
	nodes[0].Shutdown() // and a NATS node
	wg.Wait()

	var back time.Duration
	for i, tb := range tables {
		tb.check(t, g, servers[1], i)
		if last := tb.lastPly(); last < atKill[i]+4 {
			t.Errorf("room %d: %d plies when the server was killed, %d at the end: too few to show the computer kept playing", i, atKill[i], last)
		}
		if d := tb.firstAfter(0, killed); d > back {
			back = d
		}
	}
	t.Logf("the killed server's clients were all playing again %v after its death (plies at the kill: %v)", back.Round(time.Millisecond), atKill)
}

// startNATSCluster runs n NATS nodes on loopback in this process and
// waits until JetStream can keep a bucket of n replicas.
func startNATSCluster(t *testing.T, n int) ([]*natsserver.Server, []string) {
	t.Helper()
	c, err := natslocal.Start(t.TempDir(), n, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Stop)
	deadline := time.Now().Add(60 * time.Second)
	for { // the cluster elects its JetStream leader first
		st, err := Connect(strings.Join(c.URLs, ","), n)
		if err == nil {
			st.Close()
			return c.Nodes, c.URLs
		}
		if time.Now().After(deadline) {
			t.Fatalf("JetStream in the cluster: %v", err)
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// awaitServers waits until the server at url hands out n servers.
func awaitServers(t *testing.T, url string, n int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := client.New(url)
		if err != nil {
			t.Fatal(err)
		}
		c.Start()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		var got []string
		for {
			e, err := c.Next(ctx)
			if err != nil || e.Msg.T == proto.TWelcome {
				got = e.Msg.Servers
				break
			}
		}
		cancel()
		c.Close()
		if len(got) >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s hands out %v, want %d servers", url, got, n)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// table is one room of the cluster test: its two people and every state
// each was sent, with when.
type table struct {
	people []*seat
	mu     sync.Mutex
	states [][]timedState
}

type timedState struct {
	proto.Msg
	at time.Time
}

// openClusterRoom makes a started three-seat Kaskade room on the server
// at home (Anna's seat), with Ben's seat on the server at away and a
// computer's.
func openClusterRoom(t *testing.T, home, away string) *table {
	t.Helper()
	anna := dial(t, home)
	anna.send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "6x6,players=3", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}, {Kind: proto.KindComputer, Level: "random"}}})
	anna.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	ben := dial(t, away)
	ben.send(proto.Msg{T: proto.TJoin, Room: anna.room, Seat: 1, Name: "Ben"})
	ben.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	anna.send(proto.Msg{T: proto.TStart})
	return &table{people: []*seat{anna, ben}, states: make([][]timedState, 2)}
}

// play plays p's seat to the end with random moves at a person's pace,
// sending its move again after a refusal or a reconnect.
func (tb *table) play(p *seat, g game.Entry, rng *rand.Rand) {
	i := 0
	if p != tb.people[0] {
		i = 1
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	for {
		e, err := p.c.Next(ctx)
		if err != nil {
			ply := -1
			if p.state != nil {
				ply = p.state.Ply
			}
			p.t.Errorf("room %s seat %d: %v; its last position was after %d moves, its connection %v", p.room, p.seat, err, ply, p.c.Status())
			return
		}
		p.note(e.Msg)
		switch {
		case e.Msg.T == proto.TState:
			tb.mu.Lock()
			tb.states[i] = append(tb.states[i], timedState{e.Msg, time.Now()})
			tb.mu.Unlock()
		case e.Msg.T == proto.TError:
			p.t.Logf("seat %d: %s %v", p.seat, e.Msg.Code, e.Msg.Args)
			time.Sleep(100 * time.Millisecond) // busy while NATS elects a leader: try again
		default:
			continue
		}
		if p.state == nil {
			continue
		}
		st, err := g.Parse(p.state.Pos)
		if err != nil {
			p.t.Errorf("seat %d: %v", p.seat, err)
			return
		}
		if st.IsOver() {
			return
		}
		if st.CurrentPlayer() == game.Player(p.seat) {
			time.Sleep(time.Duration(40+rng.IntN(80)) * time.Millisecond)
			legal := st.LegalMoves(nil)
			p.c.Send(proto.Msg{T: proto.TMove, Ply: p.state.Ply, Move: st.FormatMove(legal[rng.IntN(len(legal))])})
		}
	}
}

// lastPly is the most moves any of the table's people has seen.
func (tb *table) lastPly() int {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	n := 0
	for _, ss := range tb.states {
		for _, s := range ss {
			n = max(n, s.Ply)
		}
	}
	return n
}

// firstAfter is how long after t the table's person i was sent a state
// (a client that comes back is sent the position at once).
func (tb *table) firstAfter(i int, t time.Time) time.Duration {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for _, s := range tb.states[i] {
		if s.at.After(t) {
			return s.at.Sub(t)
		}
	}
	return 0
}

// check compares every state the table's people were sent with the
// room's full record, fetched from the server at url: each ply has one
// position, the one the record reaches, and no seat went back.
func (tb *table) check(t *testing.T, g game.Entry, url string, room int) {
	t.Helper()
	c := dial(t, url)
	c.send(proto.Msg{T: proto.TJoin, Room: tb.people[0].room, Seat: proto.Watch})
	c.await(func(e client.Event) bool { return e.Msg.T == proto.TState })
	c.send(proto.Msg{T: proto.TRecord})
	rec := c.await(func(e client.Event) bool { return e.Msg.T == proto.TRecText })
	m, err := match.Decode([]byte(rec.Msg.Text), lookup)
	if err != nil {
		t.Fatalf("room %d: the record does not read: %v", room, err)
	}
	positions := map[int]string{}
	for ply := 0; ; ply++ {
		st, err := m.StateAt(ply)
		if err != nil {
			t.Fatalf("room %d: %v", room, err)
		}
		positions[ply] = st.String()
		if ply == m.Played() {
			break
		}
	}
	for i, ss := range tb.states {
		prev := -1
		for _, s := range ss {
			want, ok := positions[s.Ply]
			switch {
			case !ok || want != s.Pos:
				t.Errorf("room %d seat %d: acknowledged ply %d is\n%s\nthe record has\n%s", room, i, s.Ply, s.Pos, want)
			case s.Ply < prev:
				t.Errorf("room %d seat %d went back from ply %d to %d", room, i, prev, s.Ply)
			}
			prev = s.Ply
		}
	}
	if !m.State().IsOver() {
		t.Errorf("room %d: the game did not end", room)
	}
}
