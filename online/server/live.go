package server

import (
	"context"
	crand "crypto/rand"
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"slices"
	"time"

	"kaskade/online/proto"
)

// Several servers on one NATS (docs/online.md, "Several servers"): each
// writes its address and, per room, who is connected to it into the live
// bucket (store_live.go), renewed every LiveTTL/3, and follows what the
// others write there. A room's Info names a person as connected when any
// living server has them; a server that stops renewing is forgotten after
// LiveTTL, and its people are away.

// presence is who is connected to one server in one room.
type presence struct {
	Seats    []int `json:"seats,omitempty"`
	Watchers int   `json:"watchers,omitempty"`
}

// seen is a live entry of another server and when it was last written.
type seen[T any] struct {
	v  T
	at time.Time
}

// newID is a server's name among the others: random, so that a restarted
// server is a new one (its old entries simply expire).
func newID() string {
	var b [6]byte
	crand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// liveLoop keeps this server's entries written and forgets the others'
// that were not renewed, until the server closes.
func (s *Server) liveLoop() {
	defer s.wg.Done()
	renew := time.NewTicker(LiveTTL / 3)
	sweep := time.NewTicker(time.Second)
	defer renew.Stop()
	defer sweep.Stop()
	s.announce()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-renew.C:
			s.announce()
			s.markAllPresent()
		case <-sweep.C:
			s.forgetStale(time.Now())
			s.kickAll()
			go s.resync(time.Now())
		case <-s.presenceDirty:
		}
		s.writePresence()
	}
}

// announce writes this server's address for the clients of the others.
func (s *Server) announce() {
	if s.cfg.URL == "" {
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	if err := s.cfg.Store.PutLive(ctx, serverKey(s.id), []byte(s.cfg.URL)); err != nil {
		s.storeFailed("announce "+s.cfg.URL, "", err)
	}
}

// retire deletes this server's live entries as it closes, so that the
// others need not wait for them to expire.
func (s *Server) retire() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	keys := []string{serverKey(s.id)}
	for code := range s.written {
		keys = append(keys, presenceKey(code, s.id))
	}
	for _, k := range keys {
		if s.cfg.Store.PutLive(ctx, k, nil) != nil {
			return // the store is away: the entries expire by themselves
		}
	}
}

// present marks room code's presence here as changed (r.mu may be held):
// the live loop writes it.
func (s *Server) present(code string) {
	s.lmu.Lock()
	s.toWrite[code] = true
	s.lmu.Unlock()
	select {
	case s.presenceDirty <- struct{}{}:
	default:
	}
}

// markAllPresent marks every room with a connection here, to renew them.
func (s *Server) markAllPresent() {
	for _, r := range s.held() {
		r.mu.Lock()
		n := len(r.conns)
		r.mu.Unlock()
		if n > 0 {
			s.present(r.code)
		}
	}
}

// writePresence writes the presence of the rooms marked, deleting it
// where nobody is connected here any more.
func (s *Server) writePresence() {
	s.lmu.Lock()
	codes := s.toWrite
	s.toWrite = map[string]bool{}
	s.lmu.Unlock()
	for code := range codes {
		var data []byte
		if p, ok := s.localPresence(code); ok {
			data, _ = json.Marshal(p)
		}
		if data == nil && !s.written[code] {
			continue
		}
		ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
		err := s.cfg.Store.PutLive(ctx, presenceKey(code, s.id), data)
		cancel()
		switch {
		case err != nil && s.ctx.Err() == nil:
			s.storeFailed("write presence", code, err)
		case data == nil:
			delete(s.written, code)
		default:
			s.written[code] = true
		}
	}
}

// localPresence is who is connected here in room code; false when nobody.
func (s *Server) localPresence(code string) (presence, bool) {
	r := s.heldRoom(code)
	if r == nil {
		return presence{}, false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var p presence
	for c := range r.conns {
		if c.seat >= 0 {
			p.Seats = append(p.Seats, c.seat)
		} else {
			p.Watchers++
		}
	}
	slices.Sort(p.Seats)
	return p, len(r.conns) > 0
}

// liveChanged follows the live bucket: another server's address or its
// presence in a room (data nil: gone).
func (s *Server) liveChanged(key string, data []byte) {
	code, id, ok := parseLiveKey(key)
	if !ok || id == s.id {
		return
	}
	now := time.Now()
	s.lmu.Lock()
	if code == "" {
		if data == nil {
			delete(s.servers, id)
		} else {
			s.servers[id] = seen[string]{string(data), now}
			if u, err := url.Parse(string(data)); err == nil && u.Host != "" && len(s.pageHosts) < 1024 {
				s.pageHosts[u.Host] = true
			}
		}
		s.lmu.Unlock()
		return
	}
	var p presence
	if data != nil && json.Unmarshal(data, &p) != nil {
		data = nil // a damaged entry counts as nobody
	}
	old, had := s.remote[code][id]
	if data == nil {
		delete(s.remote[code], id)
	} else {
		if s.remote[code] == nil {
			s.remote[code] = map[string]seen[presence]{}
		}
		s.remote[code][id] = seen[presence]{p, now}
	}
	s.lmu.Unlock()
	if had != (data != nil) || !old.v.equal(p) { // a renewal alone tells the people nothing
		s.pushInfo(code)
	}
}

func (p presence) equal(q presence) bool {
	return p.Watchers == q.Watchers && slices.Equal(p.Seats, q.Seats)
}

// forgetStale drops the entries of servers that stopped renewing them.
func (s *Server) forgetStale(now time.Time) {
	var changed []string
	s.lmu.Lock()
	for id, e := range s.servers {
		if now.Sub(e.at) > LiveTTL {
			delete(s.servers, id)
		}
	}
	for code, ps := range s.remote {
		for id, e := range ps {
			if now.Sub(e.at) > LiveTTL {
				delete(ps, id)
				changed = append(changed, code)
			}
		}
		if len(ps) == 0 {
			delete(s.remote, code)
		}
	}
	s.lmu.Unlock()
	for _, code := range changed {
		s.pushInfo(code)
	}
}

// pushInfo sends the room's Info to its connections here, if it is held.
func (s *Server) pushInfo(code string) {
	r := s.heldRoom(code)
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	s.push(r, false, false)
}

// remotePresence is who is connected to the other servers in room code.
func (s *Server) remotePresence(code string) []presence {
	s.lmu.Lock()
	defer s.lmu.Unlock()
	var out []presence
	for _, e := range s.remote[code] {
		out = append(out, e.v)
	}
	return out
}

// Servers are the addresses of the living servers, this one's first and
// the others in random order, so that the clients of a server that goes
// away spread over the rest.
func (s *Server) Servers() []string {
	s.lmu.Lock()
	var others []string
	for _, e := range s.servers {
		others = append(others, e.v)
	}
	s.lmu.Unlock()
	slices.Sort(others)
	rand.Shuffle(len(others), func(i, j int) { others[i], others[j] = others[j], others[i] })
	if s.cfg.URL != "" {
		others = append([]string{s.cfg.URL}, others...)
	}
	return others
}

// originPatterns are the hosts whose pages may open a socket here: the
// configured ones and every other server's this one has known, gone
// ones too (a page served by a server that went away moves here).
func (s *Server) originPatterns() []string {
	out := slices.Clone(s.cfg.Origins)
	s.lmu.Lock()
	defer s.lmu.Unlock()
	for h := range s.pageHosts {
		out = append(out, h)
	}
	return out
}

// connectedIn marks in info the seats and watchers connected to other
// servers (r.mu held).
func (s *Server) connectedIn(in *proto.Info, code string) {
	for _, p := range s.remotePresence(code) {
		for _, seat := range p.Seats {
			if seat >= 0 && seat < len(in.Seats) {
				in.Seats[seat].Connected = true
			}
		}
		in.Watchers += p.Watchers
	}
}

// resyncAfter is how long a room with people here may go unheard before
// it is read again from the store.
const resyncAfter = 5 * time.Second

// resync reads again the rooms with people here that have been quiet for
// resyncAfter: the store's watch is how a server hears of moves made
// through the others, but a watch can miss changes while its NATS node
// goes away, and then a person would wait for a move already made.
func (s *Server) resync(now time.Time) {
	if !s.resyncing.CompareAndSwap(false, true) {
		return // the last one is still reading
	}
	defer s.resyncing.Store(false)
	for _, r := range s.held() {
		r.mu.Lock()
		if len(r.conns) > 0 && now.Sub(r.heard) > resyncAfter {
			s.catchUp(r)
			r.heard = now // also when the store could not be read: try again later
			s.kick(r)
		}
		r.mu.Unlock()
	}
}
