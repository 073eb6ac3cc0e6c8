// Package client is the game's side of online rooms (docs/online.md): one
// connection to a game server that reconnects by itself and comes back to
// the same seat. The desktop game, the browser build (the browser's own
// WebSocket there, socket_js.go), the load command and the tests use it.
//
// Its calls never block a frame: Send queues a message, Poll takes what
// has arrived. A background goroutine dials, says hello, resumes the seat
// it was given (or watches the room again) after a drop, and backs off
// with jitter while the server cannot be reached.
package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"kaskade/online/proto"
)

// Status is the connection's state.
type Status int

const (
	Connecting Status = iota // dialling (again)
	Online                   // the server said welcome
	Offline                  // the last try failed; another follows
	Closed                   // Close was called, or the server refused the version
)

// Event is what Poll and Next hand out: a message from the server, or a
// change of Status (IsStatus) with the error that caused it.
type Event struct {
	Msg      proto.Msg
	IsStatus bool
	Status   Status
	Err      error
}

// Backoff bounds the waits between tries to connect.
const (
	minBackoff = 250 * time.Millisecond
	maxBackoff = 8 * time.Second
	dialWait   = 10 * time.Second
)

// Client is one connection to a game server. It is safe for concurrent
// use.
type Client struct {
	// Notify, if set before Start, is called (from another goroutine)
	// whenever an event arrives: a game loop that rests while idle wakes
	// to take it.
	Notify func()

	ctx    context.Context
	cancel context.CancelFunc

	mu     sync.Mutex
	watch  func(proto.Msg) // see Watch
	events []Event
	wake   chan struct{} // signalled when events arrive
	out    chan []byte   // the current connection's queue; nil while offline
	status Status
	room   string // the room to come back to
	token  string // the seat's token there ("" to watch)
	// urls are the servers to try, in turn: the address given to New
	// first, then those the last welcome named (any server of a NATS
	// cluster serves every room); at is the one tried now.
	urls []string
	at   int
	// ply is the moves in the last position handed out: a server that has
	// not yet heard of the latest move (moving between servers) may send
	// an older position, which is dropped unless it is an undo's.
	ply int
	// round is the room's game of that position: a rematch starts at ply
	// 0 again, and a position of an earlier game is dropped.
	round int
	// pending is the last move sent and not yet answered: a move sent
	// just as the server went away is sent again, once, when the seat is
	// back at the same position (on whichever server).
	pending *proto.Msg
	resumed bool // the connection is new: its first position may be the pending move's
	leaving bool // Leave was called: closed once its message is written
}

// WSURL turns a server address ("http://127.0.0.1:8080", "https://host",
// or "host:port") into the rooms' WebSocket URL.
func WSURL(server string) (string, error) {
	if !strings.Contains(server, "://") {
		server = "http://" + server
	}
	u, err := url.Parse(server)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("%q is not a server address (want e.g. http://127.0.0.1:8080)", server)
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "ws"
	case "https", "wss":
		u.Scheme = "wss"
	default:
		return "", fmt.Errorf("%q: want an http or https address", server)
	}
	u.Path, u.RawQuery, u.Fragment = proto.Path, "", ""
	return u.String(), nil
}

// New makes a client of the server at address (see WSURL); it connects on
// Start.
func New(server string) (*Client, error) {
	u, err := WSURL(server)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Client{urls: []string{u}, ctx: ctx, cancel: cancel, wake: make(chan struct{}, 1)}, nil
}

// Start connects in the background and stays connected until Close.
func (c *Client) Start() { go c.run() }

// Close ends the connection for good.
func (c *Client) Close() { c.cancel() }

// Status is the connection's state now.
func (c *Client) Status() Status {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.status
}

// Seat remembers where to come back after a drop: the room and the seat's
// token ("" to watch). A TJoined message sets it by itself.
func (c *Client) Seat(room, token string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.room, c.token = room, token
}

// Send queues m for the server; it reports false while offline (nothing is
// kept for later: after a reconnect the client is sent the position anew).
func (c *Client) Send(m proto.Msg) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.send(m)
}

// send is Send with c.mu held.
func (c *Client) send(m proto.Msg) bool {
	if c.out == nil {
		return false
	}
	if m.T == proto.TJoin || m.T == proto.TCreate {
		c.token = "" // a new seat comes with a new token
	}
	select {
	case c.out <- proto.Encode(m):
		if m.T == proto.TMove {
			c.pending = &m
		}
		return true
	default:
		return false
	}
}

// Leave gives the seat up (or stops watching) and closes the client once
// that is written: at once when offline, within a second or two when the
// connection cannot write it.
func (c *Client) Leave() {
	c.mu.Lock()
	// Queued and marked at once: the writer, seeing its queue empty, must
	// not close before the leave is in it.
	queued := c.send(proto.Msg{T: proto.TLeave})
	c.leaving = queued
	c.mu.Unlock()
	if !queued {
		c.Close()
		return
	}
	time.AfterFunc(2*time.Second, c.Close)
}

// written closes a leaving client once nothing is left to write in out,
// the queue of the connection that wrote.
func (c *Client) written(out chan []byte) {
	c.mu.Lock()
	done := c.leaving && len(out) == 0
	c.mu.Unlock()
	if done {
		c.Close()
	}
}

// Poll takes the events that have arrived, oldest first; nil when none.
func (c *Client) Poll() []Event {
	c.mu.Lock()
	defer c.mu.Unlock()
	ev := c.events
	c.events = nil
	return ev
}

// Next waits for the next event, until ctx ends.
func (c *Client) Next(ctx context.Context) (Event, error) {
	for {
		c.mu.Lock()
		if len(c.events) > 0 {
			e := c.events[0]
			c.events = c.events[1:]
			c.mu.Unlock()
			return e, nil
		}
		c.mu.Unlock()
		select {
		case <-c.wake:
		case <-ctx.Done():
			return Event{}, ctx.Err()
		}
	}
}

func (c *Client) emit(e Event) {
	c.mu.Lock()
	if c.older(e.Msg) {
		c.mu.Unlock()
		return
	}
	c.answered(e.Msg)
	if e.IsStatus {
		c.status = e.Status
	}
	if e.Msg.T == proto.TWelcome {
		c.learn(e.Msg.Servers)
	}
	if e.Msg.T == proto.TJoined {
		c.room = e.Msg.Room
		if e.Msg.Token != "" { // a resume's answer carries none: the token stays
			c.token = e.Msg.Token
		}
	}
	c.events = append(c.events, e)
	watch := c.watch
	c.mu.Unlock()
	if watch != nil && !e.IsStatus {
		watch(e.Msg)
	}
	select {
	case c.wake <- struct{}{}:
	default:
	}
	if c.Notify != nil {
		c.Notify()
	}
}

// Watch has f see every message as it arrives (from another goroutine),
// before a Poll hands it out: a browser page not in front, whose game
// loop rests, still tells its person it is their turn. nil stops it.
func (c *Client) Watch(f func(proto.Msg)) {
	c.mu.Lock()
	c.watch = f
	c.mu.Unlock()
}

func (c *Client) setStatus(s Status, err error) { c.emit(Event{IsStatus: true, Status: s, Err: err}) }

// older reports whether m is a position older than the last one handed
// out, and notes the ply of a newer one (c.mu held).
func (c *Client) older(m proto.Msg) bool {
	switch {
	case m.T == proto.TJoined && m.Room != c.room:
		c.ply, c.round = 0, 0
	case m.T != proto.TState:
	case m.Round < c.round:
		return true
	case m.Round > c.round:
		c.ply, c.round = m.Ply, m.Round
	case m.Ply < c.ply && !m.Back:
		return true
	default:
		c.ply = m.Ply
	}
	return false
}

// answered follows the pending move (c.mu held): a position after it or
// an error answers it; the position it was made in, as the first one a new
// connection is sent, means it never arrived, and it is sent again.
func (c *Client) answered(m proto.Msg) {
	if m.T != proto.TState && m.T != proto.TError {
		return
	}
	first := m.T == proto.TState && c.resumed
	if m.T == proto.TState {
		c.resumed = false
	}
	p := c.pending
	switch {
	case p == nil:
	case m.T == proto.TError || m.Ply != p.Ply:
		c.pending = nil
	case first && c.out != nil:
		c.pending = nil
		select {
		case c.out <- proto.Encode(*p):
		default:
		}
	}
}

// learn adds the servers a welcome named to the ones to try (c.mu held);
// the address given to New stays first.
func (c *Client) learn(servers []string) {
	c.urls = c.urls[:1]
	for _, s := range servers {
		if u, err := WSURL(s); err == nil && !slices.Contains(c.urls, u) && len(c.urls) < maxServers {
			c.urls = append(c.urls, u)
		}
	}
	c.at = min(c.at, len(c.urls)-1)
}

// maxServers bounds the servers a client keeps.
const maxServers = 16

// next is the server to try now; moveOn turns to the following one.
func (c *Client) next() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.urls[c.at]
}

func (c *Client) moveOn() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.at = (c.at + 1) % len(c.urls)
}

// run dials, serves one connection until it breaks, and dials again: the
// next server in turn, so that a client of a server that went away finds
// a living one.
func (c *Client) run() {
	fails := 0
	for c.ctx.Err() == nil {
		c.setStatus(Connecting, nil)
		err := c.serve(c.next())
		if c.ctx.Err() != nil {
			break
		}
		if errors.Is(err, errVersion) {
			c.setStatus(Closed, err)
			return
		}
		c.moveOn()
		if err == nil {
			fails = 0 // it was online: try again at once
		}
		c.setStatus(Offline, err)
		fails++
		select {
		case <-time.After(backoff(fails)):
		case <-c.ctx.Done():
		}
	}
	c.setStatus(Closed, nil)
}

// backoff is the wait after n failures in a row: doubling from
// minBackoff up to maxBackoff, with ±50% jitter so that the clients of a
// restarted server do not all come back in the same instant.
func backoff(n int) time.Duration {
	d := minBackoff << min(n-1, 10)
	d = min(d, maxBackoff)
	return time.Duration(float64(d) * (0.5 + rand.Float64()))
}

var errVersion = errors.New("the server speaks another version of the protocol: update the game")

// serve runs one connection; it returns nil when it had been online and
// then broke, else why it never was.
func (c *Client) serve(url string) error {
	dctx, cancel := context.WithTimeout(c.ctx, dialWait)
	ws, err := dial(dctx, url)
	cancel()
	if err != nil {
		return fmt.Errorf("cannot reach the server: %w", err)
	}
	ctx, stop := context.WithCancel(c.ctx)
	defer stop()
	defer ws.close()
	out := make(chan []byte, 64)
	go writeLoop(ctx, ws, out, stop, c.written)
	out <- proto.Encode(proto.Msg{T: proto.THello, V: proto.Version})
	first, err := read(ctx, ws)
	if err != nil {
		return fmt.Errorf("no answer from the server: %w", err)
	}
	if first.T != proto.TWelcome {
		return errVersion
	}
	c.online(out)
	c.emit(Event{Msg: first})
	for {
		m, err := read(ctx, ws)
		if err != nil {
			c.offline()
			return nil
		}
		c.emit(Event{Msg: m})
	}
}

// online opens Send to the new connection and asks for the seat back.
func (c *Client) online(out chan []byte) {
	c.mu.Lock()
	c.out = out
	c.resumed = true
	room, token := c.room, c.token
	c.mu.Unlock()
	c.setStatus(Online, nil)
	switch {
	case room != "" && token != "":
		c.Send(proto.Msg{T: proto.TResume, Room: room, Token: token})
	case room != "":
		c.Send(proto.Msg{T: proto.TJoin, Room: room, Seat: proto.Watch})
	}
}

func (c *Client) offline() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.out = nil
}

func read(ctx context.Context, ws *socket) (proto.Msg, error) {
	data, err := ws.read(ctx)
	if err != nil {
		return proto.Msg{}, err
	}
	var m proto.Msg // unknown fields are allowed: a newer server may add some
	if err := json.Unmarshal(data, &m); err != nil {
		return proto.Msg{}, err
	}
	return m, nil
}

func writeLoop(ctx context.Context, ws *socket, out chan []byte, stop func(), written func(out chan []byte)) {
	for {
		select {
		case <-ctx.Done():
			return
		case b := <-out:
			if err := ws.write(ctx, b); err != nil {
				stop()
				return
			}
			written(out)
		}
	}
}
