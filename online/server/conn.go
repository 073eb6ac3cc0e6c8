package server

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/coder/websocket"

	"kaskade/online/proto"
)

// Heartbeats take the place of idle timeouts for sockets: a connection is
// pinged every PingEvery and closed when no pong comes within PingWait
// (a phone that went away without closing).
const (
	PingEvery = 20 * time.Second
	PingWait  = 15 * time.Second
	// HelloWait and JoinWait are Config's defaults: a socket must be
	// welcomed within HelloWait of opening, and be in a room within
	// JoinWait of its welcome (or of leaving a room), else it is closed;
	// it holds a place of -max-conns and -per-addr without a use.
	HelloWait = 5 * time.Second
	JoinWait  = 60 * time.Second
	// writeWait bounds one frame's write: a reader slower than that is
	// dropped (its client reconnects and is sent the position again).
	writeWait = 10 * time.Second
	// outQueue is the most frames waiting for a slow connection: one
	// more closes it.
	outQueue = 64
)

// conn is one client's socket: read by its own goroutine (started once
// the HTTP server handed the connection over), written by a goroutine
// that lives while frames are queued, and pinged from a timer, so that an
// idle socket holds one goroutine, not three (their stacks were most of a
// socket's memory).
type conn struct {
	s    *Server
	ws   *websocket.Conn
	nc   net.Conn // under ws, for its write deadline (nil: unknown)
	addr string
	done chan struct{}
	once sync.Once
	rate bucket

	wmu     sync.Mutex
	queue   [][]byte    // frames to write; nil is closeSoon's cue
	writing bool        // a flush goroutine is running
	pinger  *time.Timer // the next ping

	// Owned by the reading goroutine, read under the room's lock.
	room *room
	seat int    // the seat played from here, proto.Watch to watch
	key  string // the hash of the token this connection showed, "" for none
	ok   bool
	// unwelcomed counts the messages sent before a welcome
	unwelcomed int
	// idle closes the connection while it is not in a room: HelloWait
	// before the welcome, JoinWait after; waiting says which it times.
	idle    *time.Timer
	waiting waitFor
	// ending is set by closeSoon: the reading stops, the writer sends
	// what is queued and then closes with endCode and endWhy.
	ending  bool
	endCode websocket.StatusCode
	endWhy  string
}

// waitFor is what a connection's idle timer is waiting for.
type waitFor int

const (
	waitHello waitFor = iota
	waitRoom
	waitNothing // in a room
)

// serveConn runs one accepted socket until it closes.
func (s *Server) serveConn(ctx context.Context, ws *websocket.Conn, nc net.Conn, addr string) {
	ws.SetReadLimit(proto.MaxFrame)
	c := &conn{s: s, ws: ws, nc: nc, addr: addr, done: make(chan struct{}),
		rate: newBucket(s.cfg.MsgRate, s.cfg.MsgBurst), seat: proto.Watch}
	if !s.register(c) {
		ws.Close(websocket.StatusGoingAway, "server restarting")
		return
	}
	defer s.unregister(c)
	c.idle = time.AfterFunc(s.cfg.HelloWait, func() { c.timedOut("no hello in time") })
	defer func() { c.idle.Stop() }() // the timer arm set last
	c.wmu.Lock()
	c.pinger = time.AfterFunc(s.cfg.PingEvery, c.ping)
	c.wmu.Unlock()
	defer c.stopPing()
	c.readLoop(ctx)
	if c.ending { // let the writer send the last refusal
		select {
		case <-c.done:
		case <-time.After(writeWait):
		}
	}
	c.close(websocket.StatusNormalClosure, "")
	s.detach(c)
}

// register adds c to the sockets Drain closes; false once draining.
func (s *Server) register(c *conn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.draining {
		return false
	}
	s.conns[c] = true
	s.connWG.Add(1)
	return true
}

func (s *Server) unregister(c *conn) {
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
	s.connWG.Done()
}

// timedOut closes a connection that did not earn its place in time.
func (c *conn) timedOut(why string) {
	c.s.stats.closing(why)
	c.s.log.Info("closed", "why", why, "addr", c.addr)
	c.close(websocket.StatusPolicyViolation, why)
}

// arm sets the idle timer for where c is now (after each message).
func (c *conn) arm() {
	want := waitHello
	switch {
	case c.room != nil:
		want = waitNothing
	case c.ok:
		want = waitRoom
	}
	if want == c.waiting {
		return
	}
	c.waiting = want
	c.idle.Stop()
	if want == waitRoom {
		c.idle = time.AfterFunc(c.s.cfg.JoinWait, func() { c.timedOut("in no room in time") })
	}
}

func (c *conn) readLoop(ctx context.Context) {
	for {
		typ, data, err := c.ws.Read(ctx)
		if err != nil {
			return
		}
		if !c.rate.take(time.Now()) {
			c.s.stats.tooFast.Add(1)
			if c.rate.debt() {
				c.s.stats.closing("too many messages")
				c.s.log.Info("closed", "why", "too many messages", "addr", c.addr)
				c.close(websocket.StatusPolicyViolation, "too many messages")
				return
			}
			c.refuse(proto.CodeTooFast)
			continue
		}
		if typ != websocket.MessageText {
			c.refuse(proto.CodeBadFrame, "binary frame")
			continue
		}
		if !utf8.Valid(data) { // a text frame is UTF-8 (RFC 6455); JSON would quietly mend it
			c.refuse(proto.CodeBadFrame, "not UTF-8")
			continue
		}
		m, err := proto.Decode(data)
		if err != nil {
			c.refuse(proto.CodeBadFrame, err.Error())
			continue
		}
		c.s.handle(c, m)
		if c.ending {
			return
		}
		c.arm()
		select {
		case <-c.done: // handle closed the connection
			return
		default:
		}
	}
}

// closeSoon ends the connection once the frames queued before are sent
// (a last refusal that says why); the reading goroutine stops at once.
func (c *conn) closeSoon(code websocket.StatusCode, why string) {
	c.ending, c.endCode, c.endWhy = true, code, why
	c.s.stats.closing(why)
	c.s.log.Info("closed", "why", why, "addr", c.addr)
	c.push(nil) // the writer's cue
}

// send queues a frame; a connection that cannot keep up is closed.
func (c *conn) send(m proto.Msg) { c.push(proto.Encode(m)) }

// push queues b and starts the writer unless it runs; more than outQueue
// frames waiting close the connection (its client reconnects and is sent
// the position anew).
func (c *conn) push(b []byte) {
	c.wmu.Lock()
	select {
	case <-c.done:
		c.wmu.Unlock()
		return
	default:
	}
	if len(c.queue) >= outQueue {
		c.wmu.Unlock()
		c.s.stats.closing("too slow")
		c.close(websocket.StatusTryAgainLater, "too slow")
		return
	}
	c.queue = append(c.queue, b)
	start := !c.writing
	c.writing = true
	c.wmu.Unlock()
	if start {
		go c.flush()
	}
}

// flush writes the queued frames until none is left.
func (c *conn) flush() {
	for {
		c.wmu.Lock()
		batch := c.queue
		c.queue = nil
		if len(batch) == 0 {
			c.writing = false
			c.wmu.Unlock()
			return
		}
		c.wmu.Unlock()
		for _, b := range batch {
			if !c.write(b) {
				return // closed: writing stays true, nothing more is written
			}
		}
	}
}

// write sends one frame (nil: closeSoon's cue to close); false when the
// connection is closed.
func (c *conn) write(b []byte) bool {
	if b == nil {
		c.close(c.endCode, c.endWhy)
		return false
	}
	select {
	case <-c.done:
		return false
	default:
	}
	err := c.writeFrame(b)
	if err != nil {
		c.s.stats.closing("write failed")
		c.close(websocket.StatusGoingAway, "write failed")
		return false
	}
	return true
}

// refuse answers a request with an error frame.
func (c *conn) refuse(code string, args ...string) {
	c.s.stats.refusal(code)
	logged := args
	if code == proto.CodeIllegal && len(args) > 0 {
		logged = args[:1] // the game's code only: its arguments may name a card
	}
	c.s.log.Info("refused", "code", code, "args", logged, "addr", c.addr, "room", c.roomCode())
	c.send(proto.Msg{T: proto.TError, Code: code, Args: args})
}

// roomCode is the code of c's room, "" for none (the reading goroutine's).
func (c *conn) roomCode() string {
	if c.room == nil {
		return ""
	}
	return c.room.code
}

// writeFrame writes b within writeWait: a deadline on the connection
// when there is one (no timer and context a frame), else a context's.
func (c *conn) writeFrame(b []byte) error {
	if c.nc == nil {
		ctx, cancel := context.WithTimeout(c.s.ctx, writeWait)
		defer cancel()
		return c.ws.Write(ctx, websocket.MessageText, b)
	}
	c.nc.SetWriteDeadline(time.Now().Add(writeWait))
	defer c.nc.SetWriteDeadline(time.Time{}) // a ping or a close frame later is not held to it
	return c.ws.Write(c.s.ctx, websocket.MessageText, b)
}

// ping checks that the peer is there (the timer's goroutine) and sets
// the next one; no pong within PingWait closes the connection.
func (c *conn) ping() {
	select {
	case <-c.done:
		return
	default:
	}
	ctx, cancel := context.WithTimeout(c.s.ctx, c.s.cfg.PingWait)
	err := c.ws.Ping(ctx)
	cancel()
	if err != nil {
		c.s.stats.closing("no answer to ping")
		c.s.log.Info("closed", "why", "no answer to ping", "addr", c.addr)
		c.close(websocket.StatusGoingAway, "no answer to ping")
		return
	}
	c.wmu.Lock()
	c.pinger.Reset(c.s.cfg.PingEvery)
	c.wmu.Unlock()
}

func (c *conn) stopPing() {
	c.wmu.Lock()
	c.pinger.Stop()
	c.wmu.Unlock()
}

// close ends the connection once; the reading goroutine then leaves its
// room.
func (c *conn) close(code websocket.StatusCode, why string) {
	c.once.Do(func() {
		close(c.done)
		go c.ws.Close(code, why) // the close handshake waits for the peer: never on a room's lock
	})
}

// bucket is a token bucket: rate messages a second on average, burst at
// once. A connection that keeps sending far past it is closed.
type bucket struct {
	rate, burst, tokens float64
	last                time.Time
}

func newBucket(rate, burst float64) bucket { return bucket{rate: rate, burst: burst, tokens: burst} }

func (b *bucket) take(now time.Time) bool {
	if !b.last.IsZero() {
		b.tokens = min(b.burst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	}
	b.last = now
	b.tokens--
	return b.tokens >= 0
}

// debt reports a flood: a whole burst's worth sent past the limit.
func (b *bucket) debt() bool { return b.tokens < -b.burst }

// accept upgrades an HTTP request to a room socket. Sockets from another
// site's page are refused (the Origin must be the page's own host or one
// of the configured patterns); the request's deadlines, set by the HTTP
// server for plain requests, are cleared for the long-lived socket.
func (s *Server) accept(w http.ResponseWriter, r *http.Request) (*websocket.Conn, net.Conn, error) {
	rc := http.NewResponseController(w)
	if err := errors.Join(rc.SetReadDeadline(time.Time{}), rc.SetWriteDeadline(time.Time{})); err != nil && !errors.Is(err, http.ErrNotSupported) {
		return nil, nil, err
	}
	sb := &smallBuffers{ResponseWriter: w}
	if hj, ok := w.(http.Hijacker); ok {
		sb.hj = hj
		w = sb
	}
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.originPatterns()})
	return ws, sb.nc, err
}

// isDraining reports whether Drain has begun.
func (s *Server) isDraining() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.draining
}

// Drain is the server's graceful stop (SIGTERM): it takes no new sockets
// (503) and closes every open one with "going away" (1001), so that the
// clients come back by themselves, to another server on the same NATS or
// to this one when it is back; a request being handled finishes first
// (a move in flight is stored and acknowledged, or not at all). It
// returns once every socket has ended, or when ctx does. Close follows.
func (s *Server) Drain(ctx context.Context) error {
	s.mu.Lock()
	s.draining = true
	conns := make([]*conn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	s.mu.Unlock()
	s.log.Info("draining", "sockets", len(conns))
	for _, c := range conns {
		c.close(websocket.StatusGoingAway, "server restarting")
	}
	done := make(chan struct{})
	go func() { s.connWG.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Buffers of a socket once upgraded. The HTTP server hands a hijacked
// connection over with 4 KB to read and 4 KB to write, held for the
// socket's life: with thousands of sockets that was the largest part of
// the heap. A client's frames are a few hundred bytes and the server's
// mostly under 1 KB (a Kaleidoskop view); a longer one goes past the buffer, in one more
// system call.
const (
	readBuf  = 512
	writeBuf = 1024
)

// smallBuffers is w with a Hijack that hands the connection over with
// smaller buffers, keeping what the client had already sent.
type smallBuffers struct {
	http.ResponseWriter
	hj http.Hijacker
	nc net.Conn // the connection, once hijacked
}

func (sb *smallBuffers) Unwrap() http.ResponseWriter { return sb.ResponseWriter }

func (sb *smallBuffers) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	nc, brw, err := sb.hj.Hijack()
	if err != nil {
		return nc, brw, err
	}
	sb.nc = nc
	n := brw.Reader.Buffered()
	pending, _ := brw.Reader.Peek(n)
	pending = bytes.Clone(pending)
	br := bufio.NewReaderSize(io.MultiReader(bytes.NewReader(pending), nc), max(readBuf, n))
	if n > 0 {
		br.Peek(n) // into the buffer, where Accept looks for it
	}
	if err := brw.Writer.Flush(); err != nil {
		return nc, nil, err
	}
	return nc, bufio.NewReadWriter(br, bufio.NewWriterSize(nc, writeBuf)), nil
}
