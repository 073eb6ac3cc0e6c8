package server

import (
	"context"
	"errors"
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
	// writeWait bounds one frame's write: a reader slower than that is
	// dropped (its client reconnects and is sent the position again).
	writeWait = 10 * time.Second
	// outQueue is the frames waiting for a slow connection before it is
	// dropped.
	outQueue = 64
)

// conn is one client's socket: read by its own goroutine, written by
// another from out.
type conn struct {
	s    *Server
	ws   *websocket.Conn
	addr string
	out  chan []byte
	done chan struct{}
	once sync.Once
	rate bucket

	// Owned by the reading goroutine, read under the room's lock.
	room *room
	seat int    // the seat played from here, proto.Watch to watch
	key  string // the hash of the token this connection showed, "" for none
	ok   bool
	// unwelcomed counts the messages sent before a welcome
	unwelcomed int
}

// serveConn runs one accepted socket until it closes.
func (s *Server) serveConn(ctx context.Context, ws *websocket.Conn, addr string) {
	ws.SetReadLimit(proto.MaxFrame)
	c := &conn{s: s, ws: ws, addr: addr, out: make(chan []byte, outQueue), done: make(chan struct{}),
		rate: newBucket(s.cfg.MsgRate, s.cfg.MsgBurst), seat: proto.Watch}
	go c.writeLoop(ctx)
	go c.pingLoop(ctx)
	c.readLoop(ctx)
	c.close(websocket.StatusNormalClosure, "")
	s.detach(c)
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
		select {
		case <-c.done: // handle closed the connection
			return
		default:
		}
	}
}

// send queues a frame; a connection that cannot keep up is closed.
func (c *conn) send(m proto.Msg) {
	select {
	case c.out <- proto.Encode(m):
	case <-c.done:
	default:
		c.close(websocket.StatusTryAgainLater, "too slow")
	}
}

// refuse answers a request with an error frame.
func (c *conn) refuse(code string, args ...string) {
	c.send(proto.Msg{T: proto.TError, Code: code, Args: args})
}

func (c *conn) writeLoop(ctx context.Context) {
	for {
		select {
		case <-c.done:
			return
		case b := <-c.out:
			wctx, cancel := context.WithTimeout(ctx, writeWait)
			err := c.ws.Write(wctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				c.close(websocket.StatusGoingAway, "write failed")
				return
			}
		}
	}
}

func (c *conn) pingLoop(ctx context.Context) {
	t := time.NewTicker(c.s.cfg.PingEvery)
	defer t.Stop()
	for {
		select {
		case <-c.done:
			return
		case <-t.C:
			pctx, cancel := context.WithTimeout(ctx, c.s.cfg.PingWait)
			err := c.ws.Ping(pctx)
			cancel()
			if err != nil {
				c.close(websocket.StatusGoingAway, "no answer to ping")
				return
			}
		}
	}
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
func (s *Server) accept(w http.ResponseWriter, r *http.Request) (*websocket.Conn, error) {
	rc := http.NewResponseController(w)
	if err := errors.Join(rc.SetReadDeadline(time.Time{}), rc.SetWriteDeadline(time.Time{})); err != nil && !errors.Is(err, http.ErrNotSupported) {
		return nil, err
	}
	return websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.originPatterns()})
}
