package server

import (
	"net"
	"net/http"
	"net/netip"
	"path"
	"strings"
	"time"
)

// What one address may do (docs/online.md, "What one address can do"):
// hold Config.PerAddr sockets and open as many a minute, open
// Config.Creates rooms a minute and try Config.Guesses unknown room codes
// a minute. An IPv6 address counts by its /64 (one subscriber's block);
// behind a trusted proxy the address is the one the proxy names.

// clientAddr is the key of r's client for the per-address limits: its
// IPv4 address or IPv6 /64, taken from X-Forwarded-For only when the
// connection comes from a trusted proxy.
func (s *Server) clientAddr(r *http.Request) string {
	ip := remoteIP(r.RemoteAddr)
	if ip.IsValid() && s.trusted(ip) {
		if f, ok := forwardedFor(r.Header.Values("X-Forwarded-For"), s.trusted); ok {
			ip = f
		}
	}
	if !ip.IsValid() {
		return r.RemoteAddr
	}
	return addrKey(ip)
}

func remoteIP(remote string) netip.Addr {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	ip, _ := netip.ParseAddr(host)
	return ip.Unmap().WithZone("")
}

func (s *Server) trusted(ip netip.Addr) bool {
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}

// forwardedFor is the client's address in X-Forwarded-For: the last one
// not of a trusted proxy (each proxy appends the address it was reached
// from, so what comes before that may be the client's own invention).
func forwardedFor(values []string, trusted func(netip.Addr) bool) (netip.Addr, bool) {
	var hops []string
	for _, v := range values {
		hops = append(hops, strings.Split(v, ",")...)
	}
	for i := len(hops) - 1; i >= 0; i-- {
		ip, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			return netip.Addr{}, false
		}
		if ip = ip.Unmap().WithZone(""); !trusted(ip) {
			return ip, true
		}
	}
	return netip.Addr{}, false
}

// addrKey is ip as the limits count it: an IPv4 address, or the /64 of
// an IPv6 address (a subscriber is given at least a /64 and may use all
// of it).
func addrKey(ip netip.Addr) string {
	if ip.Is4() {
		return ip.String()
	}
	p, _ := ip.Prefix(64)
	return p.String()
}

// enter counts a new socket of addr: refused beyond PerAddr at once, or
// beyond PerAddr opened in the last minute (the one try at a room code
// each socket of a guesser gets, see findRoom, stays rare).
func (s *Server) enter(addr string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.perAddr[addr] >= s.cfg.PerAddr {
		return false
	}
	b := s.dials[addr]
	if b == nil {
		if len(s.dials) > 1<<16 { // forget old buckets rather than grow without bound
			clear(s.dials)
		}
		b = &bucket{rate: float64(s.cfg.PerAddr) / 60, burst: float64(s.cfg.PerAddr), tokens: float64(s.cfg.PerAddr)}
		s.dials[addr] = b
	}
	if !b.take(time.Now()) {
		b.tokens++ // a refused socket costs nothing more
		return false
	}
	s.perAddr[addr]++
	return true
}

func (s *Server) leave(addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.perAddr[addr]--; s.perAddr[addr] <= 0 {
		delete(s.perAddr, addr)
	}
}

// allow counts one try of what w limits for addr (room codes guessed,
// rooms opened) and reports whether it is within limit a minute.
func (s *Server) allow(ws map[string]*window, addr string, limit int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := ws[addr]
	now := time.Now()
	if w == nil || now.Sub(w.start) > time.Minute {
		if len(ws) > 1<<16 {
			clear(ws)
		}
		w = &window{start: now}
		ws[addr] = w
	}
	w.n++
	return w.n <= limit
}

// window counts tries in the minute since start.
type window struct {
	start time.Time
	n     int
}

// HostAllowed reports whether the server answers requests for host (a
// Host header): an IP address, or a name matching one of Config.Hosts
// (path.Match patterns, any case; the port is not compared). A page of
// another name is refused, so that a name an attacker points at this
// server (DNS rebinding) reaches neither the page nor the rooms; an IP
// address cannot be such a name.
func (s *Server) HostAllowed(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.ToLower(strings.TrimSuffix(strings.Trim(host, "[]"), "."))
	if _, err := netip.ParseAddr(host); err == nil {
		return true
	}
	for _, p := range s.cfg.Hosts {
		if ok, _ := path.Match(strings.ToLower(p), host); ok && host != "" {
			return true
		}
	}
	return false
}

// Guard serves h only for the hosts of HostAllowed; other requests are
// refused (421 Misdirected Request) before they reach a page or a room.
func (s *Server) Guard(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.HostAllowed(r.Host) {
			s.refuseHost(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

func (s *Server) refuseHost(w http.ResponseWriter, r *http.Request) {
	s.stats.refusal("host")
	s.log.Info("refused", "why", "unknown host", "host", r.Host, "addr", s.clientAddr(r))
	http.Error(w, "this server does not serve "+r.Host, http.StatusMisdirectedRequest)
}
