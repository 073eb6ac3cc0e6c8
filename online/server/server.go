// Package server is the game server's rooms (docs/online.md): it holds
// each room's match, checks every move with the engine, draws every chance
// step from the room's secret seed, plays the computer seats on its own
// workers, and sends each connection only what its seat may see. A room
// lives in a Store (NATS JetStream key-value); every change is written
// there with compare-and-set before it is acknowledged, and the server
// learns of changes made elsewhere by watching the store.
//
// Nothing here may reach the browser build or the desktop game (the
// serve command imports it; a test checks the game's dependencies).
package server

import (
	"context"
	"errors"
	"log"
	"log/slog"
	"net/http"
	"net/netip"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"kaskade/engine/match"
	"kaskade/online/proto"
)

// Config is how a Server runs; zero fields take the defaults of New.
type Config struct {
	Lookup  match.Lookup // the games (engine/games.Lookup, or a test's)
	Store   Store
	Origins []string // other sites whose pages may connect (coder/websocket's OriginPatterns)
	// PerAddr is the most sockets one address may hold (0: 32).
	PerAddr int
	// MsgRate and MsgBurst bound each connection's messages a second
	// (0: 20 and 40); a connection that floods is closed.
	MsgRate, MsgBurst float64
	// Guesses is how many unknown room codes an address may try in a
	// minute (0: 20): codes cannot be guessed by trying.
	Guesses int
	// Creates is how many rooms an address may open in a minute (0: 30).
	Creates int
	// Workers think for the computer seats (0: one less than the cores,
	// at least one), so that many rooms of computers cannot starve the
	// people; MoveTime caps a timed computer's thought (0: 1 s).
	Workers  int
	MoveTime time.Duration
	// PingEvery and PingWait: the heartbeat (0: the package's defaults).
	PingEvery, PingWait time.Duration
	// HelloWait closes a socket that has not been welcomed this long
	// after it opened (0: 5 s); JoinWait one welcomed that has not been in
	// a room for this long (0: 60 s). A socket in a room, seated or
	// watching, is never closed for being quiet: the heartbeat keeps it.
	HelloWait, JoinWait time.Duration
	// ForgetAfter drops a room from memory once nobody here has been in
	// it for this long (0: a minute); the store keeps it.
	ForgetAfter time.Duration
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names
	// the client's address for the per-address limits (none: the
	// connection's own address, whatever the header says).
	TrustedProxies []netip.Prefix
	// Hosts are the host names the server answers (path.Match patterns),
	// besides IP addresses: see HostAllowed and Guard.
	Hosts []string
	// ID names this server among the others on its NATS ("": a random
	// one); URL is its address as clients reach it ("http://host:port"),
	// handed to the clients of every server so that they can move when
	// theirs goes away ("": not announced).
	ID, URL string
	// Logger takes the server's structured log: one line per room event
	// and refusal, never a token or a card. When it is nil the lines go
	// as text to Log, when that is set (the tests' io.Discard), else to
	// slog's default.
	Logger *slog.Logger
	Log    *log.Logger

	// Now is the server's clock (nil: time.Now); a test sets its own.
	Now func() time.Time
}

// Server is the rooms' referee; it is an http.Handler for proto.Path.
type Server struct {
	cfg   Config
	log   *slog.Logger
	ctx   context.Context
	stop  context.CancelFunc
	work  chan *room
	stats stats

	mu       sync.Mutex
	rooms    map[string]*room
	perAddr  map[string]int
	dials    map[string]*bucket
	guesses  map[string]*window
	creates  map[string]*window
	conns    map[*conn]bool // every socket open, for Drain
	draining bool
	wg       sync.WaitGroup
	connWG   sync.WaitGroup // the sockets' goroutines

	// What the other servers on the NATS wrote (live.go), under lmu.
	id            string
	lmu           sync.Mutex
	servers       map[string]seen[string]              // their addresses
	pageHosts     map[string]bool                      // the hosts of every server known since the start: their pages may connect
	remote        map[string]map[string]seen[presence] // room code → server → who is connected there
	toWrite       map[string]bool                      // rooms whose presence here changed
	written       map[string]bool                      // rooms whose presence here is in the store (the live loop's)
	presenceDirty chan struct{}
	resyncing     atomic.Bool // a resync is running
}

// New starts a server on cfg's store: its computer workers and its watch
// of the store.
func New(cfg Config) (*Server, error) {
	if cfg.Lookup == nil || cfg.Store == nil {
		return nil, errors.New("server: Lookup and Store are needed")
	}
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&cfg.PerAddr, 32)
	def(&cfg.Guesses, 20)
	def(&cfg.Creates, 30)
	def(&cfg.Workers, max(runtime.NumCPU()-1, 1))
	if cfg.MsgRate <= 0 {
		cfg.MsgRate, cfg.MsgBurst = 20, 40
	}
	if cfg.MoveTime <= 0 {
		cfg.MoveTime = time.Second
	}
	if cfg.PingEvery <= 0 {
		cfg.PingEvery, cfg.PingWait = PingEvery, PingWait
	}
	defDur := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	defDur(&cfg.HelloWait, HelloWait)
	defDur(&cfg.JoinWait, JoinWait)
	defDur(&cfg.ForgetAfter, time.Minute)
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	switch {
	case cfg.Logger != nil:
	case cfg.Log != nil:
		cfg.Logger = slog.New(slog.NewTextHandler(cfg.Log.Writer(), nil))
	default:
		cfg.Logger = slog.Default()
	}
	ctx, stop := context.WithCancel(context.Background())
	s := &Server{cfg: cfg, log: cfg.Logger, ctx: ctx, stop: stop, work: make(chan *room, 1<<14), rooms: map[string]*room{},
		perAddr: map[string]int{}, dials: map[string]*bucket{}, guesses: map[string]*window{}, creates: map[string]*window{},
		conns: map[*conn]bool{}, id: cfg.ID, servers: map[string]seen[string]{}, pageHosts: map[string]bool{}, remote: map[string]map[string]seen[presence]{},
		toWrite: map[string]bool{}, written: map[string]bool{}, presenceDirty: make(chan struct{}, 1)}
	if s.id == "" {
		s.id = newID()
	}
	if err := cfg.Store.Watch(ctx, s.changed); err != nil {
		stop()
		return nil, err
	}
	if err := cfg.Store.WatchLive(ctx, s.liveChanged); err != nil {
		stop()
		return nil, err
	}
	s.wg.Add(1 + cfg.Workers)
	go s.liveLoop()
	for range cfg.Workers {
		go s.worker()
	}
	return s, nil
}

// Close stops the workers and the watch; open sockets end with the HTTP
// server.
func (s *Server) Close() {
	s.stop()
	s.wg.Wait()
	s.retire()
}

// ServeHTTP takes a room socket.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	addr := s.clientAddr(r)
	if !s.HostAllowed(r.Host) { // also when the rooms are served without Guard
		s.refuseHost(w, r)
		return
	}
	if s.isDraining() {
		w.Header().Set("Retry-After", "1")
		http.Error(w, "the server is restarting", http.StatusServiceUnavailable)
		return
	}
	if !s.enter(addr) {
		s.stats.refusal("per-addr")
		s.log.Info("refused", "why", "sockets from one address", "addr", addr)
		http.Error(w, "too many connections from your address", http.StatusTooManyRequests)
		return
	}
	ws, nc, err := s.accept(w, r)
	if err != nil {
		s.leave(addr)
		s.stats.refusal("origin")
		s.log.Info("refused", "why", "socket not accepted", "addr", addr, "origin", r.Header.Get("Origin"), "err", err)
		return // Accept has answered the request
	}
	// The socket is the server's now (hijacked): it is served on a
	// goroutine of its own, whose stack, blocked in a read, is a few KB;
	// the HTTP server's, with its request kept alive, was 16 KB a socket.
	s.stats.conns.Add(1)
	go func() {
		defer s.leave(addr)
		defer s.stats.conns.Add(-1)
		s.serveConn(s.ctx, ws, nc, addr)
	}()
}

// Conns is the number of sockets open now.
func (s *Server) Conns() int64 { return s.stats.conns.Load() }

// Moves is the number of moves accepted since the start.
func (s *Server) Moves() int64 { return s.stats.moves.Load() }

// storeTimeout bounds one call to the store.
const storeTimeout = 5 * time.Second

// load finds a room: in memory, else from the store (a room made by
// another server, or before a restart).
func (s *Server) load(code string) (*room, error) {
	s.mu.Lock()
	r := s.rooms[code]
	s.mu.Unlock()
	if r != nil {
		return r, nil
	}
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	data, rev, err := s.getNew(ctx, code)
	if err != nil {
		return nil, err
	}
	r = &room{code: code, conns: map[*conn]bool{}}
	if err := r.reset(data, rev, s.cfg.Lookup); err != nil {
		s.log.Error("damaged record", "room", code, "err", err)
		return nil, ErrNotFound
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if have := s.rooms[code]; have != nil {
		return have, nil // loaded meanwhile by another connection
	}
	s.rooms[code] = r
	return r, nil
}

// held are the rooms this server holds now, for a walk over them that
// takes each room's lock in turn (never with s.mu held).
func (s *Server) held() []*room {
	s.mu.Lock()
	defer s.mu.Unlock()
	rooms := make([]*room, 0, len(s.rooms))
	for _, r := range s.rooms {
		rooms = append(rooms, r)
	}
	return rooms
}

// heldRoom is the room code if this server holds it, else nil.
func (s *Server) heldRoom(code string) *room {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rooms[code]
}

// getNew reads a room this server has not held. A replicated bucket may
// answer a read from a replica that has not yet the room another server
// made a moment ago, so "no such room" is asked again twice, a little
// later, before it is believed.
func (s *Server) getNew(ctx context.Context, code string) ([]byte, uint64, error) {
	for try := 0; ; try++ {
		data, rev, err := s.cfg.Store.Get(ctx, code)
		if !errors.Is(err, ErrNotFound) || try == 2 {
			return data, rev, err
		}
		select {
		case <-time.After(50 * time.Millisecond):
		case <-ctx.Done():
			return nil, 0, ctx.Err()
		}
	}
}

// reset makes r the stored record at rev.
func (r *room) reset(data []byte, rev uint64, lookup match.Lookup) error {
	rec, err := decodeRecord(data)
	if err != nil {
		return err
	}
	m, err := rebuild(rec, lookup)
	if err != nil {
		return err
	}
	round := r.rec.round()
	r.rec, r.rev, r.match = rec, rev, m
	r.heard = time.Now()
	if rec.round() != round {
		r.reseat() // a rematch made elsewhere: the seats turned (rematch.go)
	}
	return nil
}

// resetRoom is r.reset for a room this server holds (r.mu held): when a
// rematch made elsewhere turned the seats, the presence written here
// names the seats its connections hold now.
func (s *Server) resetRoom(r *room, data []byte, rev uint64) error {
	round := r.rec.round()
	if err := r.reset(data, rev, s.cfg.Lookup); err != nil {
		return err
	}
	if r.rec.round() != round {
		s.present(r.code)
	}
	return nil
}

// change is what a request did to a room, for commit.
type change struct {
	rec   record       // the new record
	match *match.Match // its match when the moves changed, else nil
	state bool         // the position changed: send everyone their view
	back  bool         // it changed backwards (an undo)
	// same says the room as everyone sees it (proto.Info) did not change:
	// a plain move sends each connection only its view.
	same bool
}

// commit writes a change with compare-and-set on the room's revision
// (r.mu held) and, once stored, sends every connection here what changed.
// When the write fails (another server changed the room first, or the
// store is away) the room is read again from the store, dropping what the
// caller did to r.match: nothing of the change happened.
func (s *Server) commit(r *room, ch change) error {
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	if ch.state {
		ch.rec.At = s.cfg.Now().Unix()
	}
	rev, err := s.cfg.Store.Update(ctx, r.code, ch.rec.encode(), r.rev)
	if err != nil {
		if !errors.Is(err, ErrConflict) {
			s.storeFailed("update", r.code, err)
		}
		s.refresh(r)
		return err
	}
	round := r.rec.round()
	r.rec, r.rev = ch.rec, rev
	r.heard = time.Now()
	if ch.rec.round() != round {
		r.reseat() // a rematch: the seats turned (rematch.go)
		s.present(r.code)
	}
	if ch.match != nil {
		r.match = ch.match
	}
	if ch.same {
		s.pushState(r, ch.back)
	} else {
		s.push(r, ch.state, ch.back)
	}
	s.kick(r)
	return nil
}

// refresh reads r again from the store (r.mu held). When the store cannot
// be read, the match is rebuilt from the record held, so that a change
// whose write failed is undone all the same.
func (s *Server) refresh(r *room) {
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	old := r.rev
	data, rev, err := s.cfg.Store.Get(ctx, r.code)
	if err == nil {
		err = s.resetRoom(r, data, rev)
	}
	if err != nil {
		s.storeFailed("read again", r.code, err)
		if m, err := rebuild(r.rec, s.cfg.Lookup); err == nil {
			r.match = m
		}
		return
	}
	if rev != old {
		s.push(r, true, false)
	}
}

// catchUp reads r from the store (r.mu held) and, when the store has a
// newer revision than r (a change this server has not heard of yet),
// makes r that and sends its connections the news.
func (s *Server) catchUp(r *room) {
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	if data, rev, err := s.cfg.Store.Get(ctx, r.code); err == nil {
		s.adopt(r, data, rev)
	}
}

// adopt makes r the record data at rev when that is newer than r's
// (r.mu held), and sends its connections the news.
func (s *Server) adopt(r *room, data []byte, rev uint64) {
	if rev <= r.rev {
		return
	}
	if err := s.resetRoom(r, data, rev); err != nil {
		s.log.Error("damaged record", "room", r.code, "err", err)
		return
	}
	s.push(r, true, false)
}

// changed follows the store's watch: a room this server holds that was
// changed elsewhere takes the new record and its connections here are
// updated. (The watch carries the records: reading each again would make
// the watch wait a round trip per change and fall behind under load.)
func (s *Server) changed(code string, data []byte, rev uint64) {
	r := s.heldRoom(code)
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	s.adopt(r, data, rev)
	s.kick(r)
}

// push sends every connection in r the room and, when the position
// changed, its own view of it (r.mu held).
func (s *Server) push(r *room, state, back bool) {
	info := proto.Msg{T: proto.TRoom, Info: r.info()}
	s.connectedIn(info.Info, r.code)
	for c := range r.conns {
		c.send(info)
	}
	if state {
		s.pushState(r, back)
	}
}

// pushState sends every connection in r its view of the position, once
// the game has started (r.mu held).
func (s *Server) pushState(r *room, back bool) {
	if !r.rec.Started {
		return
	}
	views := map[int]proto.Msg{} // one view a seat, however many connections
	for c := range r.conns {
		v, ok := views[c.seat]
		if !ok {
			v = s.stateFor(r, c.seat, back)
			views[c.seat] = v
		}
		c.send(v)
	}
}

// detach takes a closed connection out of its room; the others see that
// its person is away.
func (s *Server) detach(c *conn) {
	r := c.room
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	s.log.Info("away", "room", r.code, "seat", c.seat, "addr", c.addr) // c.seat under r.mu: a rematch turns it
	delete(r.conns, c)
	s.present(r.code)
	s.push(r, false, false)
}

// storeFailed notes a call to the store that failed.
func (s *Server) storeFailed(what, code string, err error) {
	s.stats.storeErrs.Add(1)
	s.log.Warn("store", "what", what, "room", code, "err", err)
}
