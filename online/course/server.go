package course

import (
	"bufio"
	"errors"
	"io"
	"net"
	"sync"
	"time"
)

// Defaults of the server's limits, the same spirit as the web server's
// (docs/online.md): a person typing in nc is never near them, a program
// that stalls or floods is cut off.
const (
	DefaultIdle      = 5 * time.Minute  // the longest wait for a whole line
	DefaultWriteWait = 10 * time.Second // a client that does not read is dropped
	DefaultMaxConns  = 32
	DefaultRate      = 20 // lines a second on average …
	DefaultBurst     = 40 // … and at once
)

// Config is a server's name, player and limits; zero values take the
// defaults above.
type Config struct {
	Name      string
	NewMover  func() Mover // a player per connection: searches keep tables
	Idle      time.Duration
	WriteWait time.Duration
	MaxConns  int
	Rate      float64
	Burst     float64
	Log       func(format string, args ...any) // nil: silent
}

// Server serves the protocol, one game per connection.
type Server struct {
	cfg   Config
	mu    sync.Mutex
	conns map[net.Conn]struct{}
	lns   []net.Listener
	wg    sync.WaitGroup
	done  bool
}

// NewServer fills in cfg's defaults.
func NewServer(cfg Config) *Server {
	if cfg.Name == "" {
		cfg.Name = "Kaskade"
	}
	if cfg.Idle <= 0 {
		cfg.Idle = DefaultIdle
	}
	if cfg.WriteWait <= 0 {
		cfg.WriteWait = DefaultWriteWait
	}
	if cfg.MaxConns <= 0 {
		cfg.MaxConns = DefaultMaxConns
	}
	if cfg.Rate <= 0 {
		cfg.Rate, cfg.Burst = DefaultRate, DefaultBurst
	}
	if cfg.Log == nil {
		cfg.Log = func(string, ...any) {}
	}
	return &Server{cfg: cfg, conns: map[net.Conn]struct{}{}}
}

// Serve accepts connections on ln until Close; each gets its own game.
func (s *Server) Serve(ln net.Listener) error {
	s.mu.Lock()
	if s.done {
		s.mu.Unlock()
		ln.Close()
		return net.ErrClosed
	}
	s.lns = append(s.lns, ln)
	s.mu.Unlock()
	for {
		c, err := ln.Accept()
		if err != nil {
			if s.closed() {
				return nil
			}
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				continue
			}
			return err
		}
		if !s.add(c) {
			s.refuse(c)
			continue
		}
		go func() { defer s.wg.Done(); defer s.drop(c); s.serveConn(c) }()
	}
}

func (s *Server) closed() bool { s.mu.Lock(); defer s.mu.Unlock(); return s.done }

// add counts c in, unless the server is full or closed. The wait group
// is added to under the lock, so that Close, which sets done under it,
// waits for every connection it did not refuse.
func (s *Server) add(c net.Conn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done || len(s.conns) >= s.cfg.MaxConns {
		return false
	}
	s.conns[c] = struct{}{}
	s.wg.Add(1)
	return true
}

func (s *Server) drop(c net.Conn) {
	c.Close()
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
}

// refuse tells a connection over the limit why, briefly, and closes it.
func (s *Server) refuse(c net.Conn) {
	c.SetWriteDeadline(time.Now().Add(time.Second))
	io.WriteString(c, L("error", "message", "server busy: too many connections").String()+"\r\n")
	c.Close()
}

// Open is the number of connections being served.
func (s *Server) Open() int { s.mu.Lock(); defer s.mu.Unlock(); return len(s.conns) }

// Close stops accepting, closes every connection and waits for their
// goroutines.
func (s *Server) Close() {
	s.mu.Lock()
	s.done = true
	for _, ln := range s.lns {
		ln.Close()
	}
	for c := range s.conns {
		c.Close()
	}
	s.mu.Unlock()
	s.wg.Wait()
}

// serveConn plays one connection's game: a line read (within Idle, at
// most MaxLine bytes, within the rate), its answer written (within
// WriteWait), until exit, an error of the connection or a limit.
func (s *Server) serveConn(c net.Conn) {
	addr := c.RemoteAddr().String()
	s.cfg.Log("course: %s connected", addr)
	var mover Mover
	if s.cfg.NewMover != nil {
		mover = s.cfg.NewMover()
	}
	sess := &Session{Name: s.cfg.Name, Move: mover}
	r := bufio.NewReaderSize(c, MaxLine+2)
	w := bufio.NewWriter(c)
	rate := newBucket(s.cfg.Rate, s.cfg.Burst)
	if !s.send(c, w, Greeting(s.cfg.Name)) {
		return
	}
	for {
		c.SetReadDeadline(time.Now().Add(s.cfg.Idle))
		line, err := r.ReadSlice('\n')
		why, stop := s.readProblem(err, len(line))
		if why != "" {
			s.send(c, w, L("error", "message", why).String())
			s.cfg.Log("course: %s dropped: %s", addr, why)
			linger(c)
			return
		}
		if len(line) > 0 {
			if !rate.take(time.Now()) {
				s.send(c, w, L("error", "message", "too many lines: slow down").String())
				s.cfg.Log("course: %s dropped: flooding", addr)
				linger(c)
				return
			}
			out, closeConn := sess.Handle(string(line))
			if !s.send(c, w, out...) || closeConn {
				s.cfg.Log("course: %s left", addr)
				return
			}
		}
		if stop {
			s.cfg.Log("course: %s closed the connection", addr)
			return
		}
	}
}

// readProblem sorts a read's error: a reason to drop the connection with
// an error line, or stop after this line (the connection ended).
func (s *Server) readProblem(err error, n int) (why string, stop bool) {
	var ne net.Error
	switch {
	case err == nil:
		return "", false
	case errors.Is(err, bufio.ErrBufferFull):
		return ErrTooLong.Error(), true
	case errors.As(err, &ne) && ne.Timeout():
		return "idle too long: closing", true
	}
	return "", true // EOF or a broken connection: answer what came, then stop
}

// send writes lines with CR LF, within WriteWait; false if it failed.
func (s *Server) send(c net.Conn, w *bufio.Writer, lines ...string) bool {
	if len(lines) == 0 {
		return true
	}
	c.SetWriteDeadline(time.Now().Add(s.cfg.WriteWait))
	for _, l := range lines {
		w.WriteString(l)
		w.WriteString("\r\n")
	}
	return w.Flush() == nil
}

// linger ends a connection dropped for a limit so that its last line
// arrives: closing a socket with unread input resets it, and the reset
// can overtake the error line. It shuts the sending side, then reads and
// discards a bounded amount for a short while.
func linger(c net.Conn) {
	if tc, ok := c.(*net.TCPConn); ok {
		tc.CloseWrite()
	}
	c.SetReadDeadline(time.Now().Add(500 * time.Millisecond))
	io.Copy(io.Discard, io.LimitReader(c, 1<<16))
}

// bucket is a token bucket: rate lines a second on average, burst at once.
type bucket struct {
	rate, burst, tokens float64
	last                time.Time
}

func newBucket(rate, burst float64) bucket {
	return bucket{rate: rate, burst: max(burst, 1), tokens: max(burst, 1)}
}

// take spends a token if there is one.
func (b *bucket) take(now time.Time) bool {
	if !b.last.IsZero() {
		b.tokens = min(b.burst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
