package load

import (
	"context"
	"math/rand/v2"
	"sync/atomic"
	"time"

	"kaskade/engine/game"
	"kaskade/online/client"
	"kaskade/online/proto"
)

// pair is one room's two simulated people: person 0 creates the room and
// holds seat 0, person 1 joins seat 1. One goroutine drives both from
// their events, so that it sees when every seat has a move's update.
type pair struct {
	cfg    config
	index  int // the room's number: its people's servers
	g      game.Entry
	st     *stats
	rng    *rand.Rand
	people [2]*client.Client
	opened atomic.Bool

	room   string
	asked  bool      // person 1 has asked for its seat in room
	ply    [2]int    // the last state's ply each person was sent
	pos    string    // person 0's last position (a game of open information)
	sent   time.Time // when the move that is awaited was sent; zero for none
	moveAt <-chan time.Time
	last   time.Time // the last progress, for the watchdog
	down   [2]bool   // the person lost its server to -kill
	back   [2]bool   // and has had a position since
}

// server is the index of the server person who connects to: with several,
// the two people of a room are on different ones.
func (p *pair) server(who int) int { return (p.index + who) % len(p.cfg.servers) }

// event is one person's event.
type event struct {
	who int
	e   client.Event
}

// stuck is how long a room may make no progress before it is opened anew
// (a refusal while opening, a drop before the seat was given).
const stuck = 20 * time.Second

func (p *pair) run(ctx context.Context) {
	events := make(chan event, 64)
	for i := range p.people {
		c, err := client.New(p.cfg.servers[p.server(i)])
		if err != nil {
			p.st.errors.Add(1)
			return
		}
		p.people[i] = c
		c.Start()
		defer c.Close()
		go forward(ctx, i, c, events)
	}
	watchdog := time.NewTicker(stuck / 4)
	defer watchdog.Stop()
	p.last = time.Now()
	for {
		select {
		case <-ctx.Done():
			return
		case ev := <-events:
			p.on(ev)
		case <-p.moveAt:
			p.moveAt = nil
			p.move()
		case <-watchdog.C:
			if time.Since(p.last) > stuck {
				p.open()
			}
		}
	}
}

// forward hands c's events to the pair's goroutine.
func forward(ctx context.Context, who int, c *client.Client, out chan<- event) {
	for {
		e, err := c.Next(ctx)
		if err != nil {
			return
		}
		select {
		case out <- event{who, e}:
		case <-ctx.Done():
			return
		}
	}
}

// on follows one event: the welcome, the room's opening, states, refusals.
func (p *pair) on(ev event) {
	m := ev.e.Msg
	switch {
	case ev.e.IsStatus && ev.e.Status == client.Offline && p.opened.Load():
		p.st.drops.Add(1)
		if !p.st.killedAt().IsZero() && p.server(ev.who) == p.cfg.kill {
			p.down[ev.who] = true
		}
	case m.T == proto.TWelcome && ev.who == 0 && p.room == "":
		p.open()
	case m.T == proto.TWelcome && ev.who == 1 && p.room != "" && !p.asked:
		p.join() // was offline when asked
	case m.T == proto.TJoined && ev.who == 0 && m.Token != "":
		p.room = m.Room
		p.join()
	case m.T == proto.TJoined && ev.who == 1 && m.Token != "":
		p.send(0, proto.Msg{T: proto.TStart})
	case m.T == proto.TState:
		p.state(ev.who, m)
	case m.T == proto.TError && m.Code == proto.CodeNotReady && ev.who == 0:
		// with several servers, the creator's may not have heard of the
		// seat taken through the other yet: start again a little later
		p.st.refused(m.Code)
		time.AfterFunc(100*time.Millisecond, func() { p.people[0].Send(proto.Msg{T: proto.TStart}) })
	case m.T == proto.TError:
		p.st.refused(m.Code)
		if p.sent.IsZero() && p.moveAt == nil && p.pos != "" {
			p.arm() // a refused move: think again from the position
		}
	}
}

// join has person 1 take seat 1 of the room person 0 opened.
func (p *pair) join() {
	p.asked = p.send(1, proto.Msg{T: proto.TJoin, Room: p.room, Seat: 1, Name: "Ben"})
}

// open creates a new room (at the start, after a game, when stuck).
func (p *pair) open() {
	p.room, p.pos, p.sent, p.moveAt, p.ply, p.asked = "", "", time.Time{}, nil, [2]int{-1, -1}, false
	p.last = time.Now()
	p.send(0, proto.Msg{T: proto.TCreate, Game: p.cfg.game, Options: p.cfg.options, Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
}

// state notes a person's update; once both have the same ply, the move
// (if one was awaited) is timed and the next one is thought of.
func (p *pair) state(who int, m proto.Msg) {
	p.ply[who] = m.Ply
	if p.down[who] && !p.back[who] {
		p.back[who] = true
		p.st.returned(time.Now())
	}
	if who == 0 {
		p.pos = m.Pos
	}
	if p.ply[0] != p.ply[1] {
		return
	}
	p.opened.Store(true)
	p.last = time.Now()
	if !p.sent.IsZero() {
		p.st.latency(time.Since(p.sent))
		p.sent = time.Time{}
	}
	st, err := p.g.Parse(p.pos)
	if err != nil {
		p.st.errors.Add(1)
		return
	}
	if st.IsOver() {
		p.st.games.Add(1)
		p.open()
		return
	}
	p.arm()
}

// arm schedules the next move: each person moves about every think, so
// the room's mover waits half of it, give or take a half of that.
func (p *pair) arm() {
	half := p.cfg.think / 2
	p.moveAt = time.After(half/2 + time.Duration(p.rng.Int64N(int64(half)+1)))
}

// move sends a random legal move of the seat to move.
func (p *pair) move() {
	st, err := p.g.Parse(p.pos)
	if err != nil || st.IsOver() {
		return
	}
	legal := st.LegalMoves(nil)
	who := int(st.CurrentPlayer())
	if who < 0 || who > 1 || len(legal) == 0 {
		return
	}
	p.sent = time.Now()
	if !p.send(who, proto.Msg{T: proto.TMove, Ply: p.ply[0], Move: st.FormatMove(legal[p.rng.IntN(len(legal))])}) {
		p.sent = time.Time{}
		p.arm()
	}
}

// send queues m from a person; a person offline counts as an error.
func (p *pair) send(who int, m proto.Msg) bool {
	if p.people[who].Send(m) {
		return true
	}
	if p.st.measuring.Load() {
		p.st.errors.Add(1)
	}
	return false
}

// online is how many of the pair are connected now.
func (p *pair) online() int {
	n := 0
	for _, c := range p.people {
		if c != nil && c.Status() == client.Online {
			n++
		}
	}
	return n
}
