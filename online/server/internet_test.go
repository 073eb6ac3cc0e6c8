package server

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/netip"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kaskade/online/client"
	"kaskade/online/proto"
)

// Issue 39: a server that can face the internet. Each defect the issue
// found is a test here.

// waitConns waits until the server holds n sockets; false after a while.
func waitConns(s *Server, n int64) bool {
	for range 1000 {
		if s.Conns() == n {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

// TestSilentSocketsClosed: a socket that says nothing, and one that says
// hello and then nothing, are closed (HelloWait, JoinWait); a person
// seated and one watching, quiet for longer than both, are not.
func TestSilentSocketsClosed(t *testing.T) {
	const hello, join = 300 * time.Millisecond, 600 * time.Millisecond
	ts := startServer(t, t.TempDir(), func(c *Config) { c.HelloWait, c.JoinWait = hello, join })
	p := startPlaying(t, ts, 1)
	spy := helloRaw(t, ts.http.URL)
	spy.send(proto.Msg{T: proto.TJoin, Room: p.people[0].room, Seat: proto.Watch})
	spy.expect(proto.TJoined)

	start := time.Now()
	mute := dialRaw(t, ts.http.URL)
	if !mute.closed() {
		t.Error("a socket that says nothing stays open")
	}
	if took := time.Since(start); took < hello {
		t.Errorf("closed after %v, before HelloWait %v", took, hello)
	}
	start = time.Now()
	greeter := helloRaw(t, ts.http.URL)
	if !greeter.closed() {
		t.Error("a socket that says hello and then nothing stays open")
	}
	if took := time.Since(start); took < join {
		t.Errorf("closed after %v, before JoinWait %v", took, join)
	}
	// the people and the watcher said nothing all this time (longer than both)
	if !waitConns(ts.Server, 3) {
		t.Errorf("%d sockets open, want the two people and the watcher", ts.Conns())
	}
	p.move(t)
	spy.expect(proto.TState)

	// leaving a room starts the wait again
	spy.send(proto.Msg{T: proto.TLeave})
	if !spy.closed() {
		t.Error("a socket that left its room stays open")
	}
}

// helloRaw is hello with the test's fatal check (raw's hello).
func helloRaw(t *testing.T, url string) *raw { return hello(t, url) }

// TestHeartbeat: a socket whose peer is gone (it answers no ping) is
// closed after PingEvery + PingWait, seated or not.
func TestHeartbeat(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.PingEvery, c.PingWait = 100*time.Millisecond, 200*time.Millisecond })
	p := startPlaying(t, ts, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, wsURL(ts.http.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	for _, m := range []proto.Msg{{T: proto.THello, V: proto.Version}, {T: proto.TJoin, Room: p.people[0].room, Seat: proto.Watch}} {
		if err := ws.Write(ctx, websocket.MessageText, proto.Encode(m)); err != nil {
			t.Fatal(err)
		}
	}
	for want := proto.TWelcome; want != proto.TJoined; want = proto.TJoined {
		if _, _, err := ws.Read(ctx); err != nil { // welcome, then the join's answer
			t.Fatal(err)
		}
	}
	// From here nothing reads the socket: its pongs never go out, as from a phone that went away.
	if !waitConns(ts.Server, 2) {
		t.Errorf("%d sockets open, want the gone watcher closed", ts.Conns())
	}
	p.move(t) // the people answer their pings
}

// TestGuesserLocksNobodyOut: an address that used up its unknown codes
// is refused more of them (too-many, and that socket closed), but the
// rooms that exist are still found from it: a person resumes their seat
// and another watches (issue 39: both were refused for a minute).
func TestGuesserLocksNobodyOut(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Guesses = 3 })
	people := openRoom(t, ts, setup{"kaskade", "5x5", []string{"me", "open"}})
	room := people[0].room

	guesser := hello(t, ts.http.URL)
	for range 3 {
		guesser.send(proto.Msg{T: proto.TJoin, Room: newCode(), Seat: proto.Watch})
		refused(t, guesser, proto.CodeNoRoom)
	}
	guesser.send(proto.Msg{T: proto.TJoin, Room: newCode(), Seat: proto.Watch})
	refused(t, guesser, proto.CodeTooMany)
	if !guesser.closed() {
		t.Error("the guesser's socket stays open past its guesses")
	}
	again := hello(t, ts.http.URL)
	again.send(proto.Msg{T: proto.TResume, Room: room, Token: strings.Repeat("0", 32)})
	refused(t, again, proto.CodeTooMany) // a wrong token is a miss too
	if !again.closed() {
		t.Error("a new socket of the guesser's gets more than one miss")
	}

	// the same address: a watcher by the link, a person back by the token
	watcher := hello(t, ts.http.URL)
	watcher.send(proto.Msg{T: proto.TJoin, Room: strings.ToLower(room), Seat: proto.Watch})
	watcher.expect(proto.TJoined)
	back, err := client.New(ts.http.URL)
	if err != nil {
		t.Fatal(err)
	}
	back.Seat(room, people[1].token)
	back.Start()
	t.Cleanup(back.Close)
	b := &seat{t: t, c: back, seat: proto.Watch}
	b.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	if b.seat != people[1].seat {
		t.Errorf("resumed seat %d, want %d (errors %v)", b.seat, people[1].seat, b.errs)
	}
}

// TestAddrKey: the limits count an IPv6 address by its /64, an IPv4
// one (also written as IPv6) by itself.
func TestAddrKey(t *testing.T) {
	for in, want := range map[string]string{
		"203.0.113.7:5000":              "203.0.113.7",
		"[::ffff:203.0.113.7]:5000":     "203.0.113.7",
		"[2001:db8:1:2:aaaa::1]:443":    "2001:db8:1:2::/64",
		"[2001:db8:1:2:ffff:1:2:3]:443": "2001:db8:1:2::/64",
		"[2001:db8:1:3::1]:443":         "2001:db8:1:3::/64",
		"[fe80::1%eth0]:80":             "fe80::/64",
		"not an address":                "not an address",
	} {
		s := &Server{}
		if got := s.clientAddr(&http.Request{RemoteAddr: in}); got != want {
			t.Errorf("clientAddr(%s) = %s, want %s", in, got, want)
		}
	}
	ts := startServer(t, t.TempDir(), func(c *Config) { c.PerAddr = 2 })
	for i, ok := range []bool{true, true, false} { // a third address of the same /64 is the same subscriber
		if got := ts.enter(addrKey(netip.MustParseAddr("2001:db8::" + string(rune('1'+i))))); got != ok {
			t.Errorf("socket %d of one /64: %v, want %v", i+1, got, ok)
		}
	}
	if !ts.enter(addrKey(netip.MustParseAddr("2001:db8:0:1::1"))) {
		t.Error("the next /64 is refused")
	}
}

// TestForwardedFor: the client's address is the last one in
// X-Forwarded-For that is not a trusted proxy's, and only from one.
func TestForwardedFor(t *testing.T) {
	s := &Server{cfg: Config{TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}}}
	for _, c := range []struct{ remote, xff, want string }{
		{"10.0.0.2:1", "198.51.100.1", "198.51.100.1"},
		{"10.0.0.2:1", "6.6.6.6, 198.51.100.1", "198.51.100.1"},  // the client's own claim before the proxy's is ignored
		{"10.0.0.2:1", "198.51.100.1, 10.0.0.9", "198.51.100.1"}, // two proxies of ours
		{"10.0.0.2:1", "", "10.0.0.2"},                           // nothing said: the proxy's own
		{"10.0.0.2:1", "garbage", "10.0.0.2"},                    // not an address
		{"198.51.100.2:1", "203.0.113.9", "198.51.100.2"},        // not a proxy of ours: the header is a lie
		{"10.0.0.2:1", "2001:db8:5:6::7", "2001:db8:5:6::/64"},
	} {
		r := &http.Request{RemoteAddr: c.remote, Header: http.Header{}}
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		if got := s.clientAddr(r); got != c.want {
			t.Errorf("%s with X-Forwarded-For %q: %s, want %s", c.remote, c.xff, got, c.want)
		}
	}
}

// TestTrustedProxy puts a reverse proxy (httputil.ReverseProxy, on
// 127.0.0.2) before the server and has clients reach it from 127.0.0.3
// and 127.0.0.4: with the proxy trusted each client has its own
// -per-addr; a client that reaches the server directly (127.0.0.1) with
// a forged X-Forwarded-For is counted as itself.
func TestTrustedProxy(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) {
		c.PerAddr = 2
		c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.2/32")}
	})
	target, _ := url.Parse(ts.http.URL)
	proxy := &httputil.ReverseProxy{
		Rewrite:   func(pr *httputil.ProxyRequest) { pr.SetURL(target); pr.SetXForwarded() },
		Transport: &http.Transport{DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 2)}}).DialContext},
	}
	ps := httptest.NewServer(proxy)
	defer ps.Close()

	var open []*websocket.Conn
	defer func() {
		for _, ws := range open {
			ws.CloseNow()
		}
	}()
	try := func(base, from, xff string) int {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		hc := &http.Client{Transport: &http.Transport{DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}).DialContext}}
		h := http.Header{}
		if xff != "" {
			h.Set("X-Forwarded-For", xff)
		}
		ws, resp, err := websocket.Dial(ctx, wsURL(base), &websocket.DialOptions{HTTPClient: hc, HTTPHeader: h})
		if err != nil {
			if resp == nil {
				t.Fatal(err)
			}
			return resp.StatusCode
		}
		open = append(open, ws)
		ws.Write(ctx, websocket.MessageText, proto.Encode(proto.Msg{T: proto.THello, V: proto.Version}))
		ws.Read(ctx) // the welcome: the server holds the socket
		return http.StatusSwitchingProtocols
	}
	const ok, full = http.StatusSwitchingProtocols, http.StatusTooManyRequests
	for _, c := range []struct {
		base, from, xff string
		want            int
	}{
		{ps.URL, "127.0.0.3", "", ok}, {ps.URL, "127.0.0.3", "", ok}, {ps.URL, "127.0.0.3", "", full},
		{ps.URL, "127.0.0.3", "198.51.100.7", full}, // a client's claim before the proxy's entry changes nothing
		{ps.URL, "127.0.0.4", "", ok},               // the next client behind the same proxy
		{ts.http.URL, "127.0.0.1", "198.51.100.8", ok}, {ts.http.URL, "127.0.0.1", "198.51.100.9", ok},
		{ts.http.URL, "127.0.0.1", "198.51.100.10", full}, // not through the proxy: the header is not believed
	} {
		if got := try(c.base, c.from, c.xff); got != c.want {
			t.Errorf("from %s via %s, X-Forwarded-For %q: %d, want %d", c.from, c.base, c.xff, got, c.want)
		}
	}
}

// TestForeignHost: a request for a host the server is not for (DNS
// rebinding: Host and Origin both the attacker's name) is refused before
// any room is touched; the names configured, IP addresses and their
// pages are served.
func TestForeignHost(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Hosts = []string{"play.example.org", "*.kaskade.test"} })
	port := strings.TrimPrefix(ts.http.URL, "http://127.0.0.1")
	for host, want := range map[string]bool{
		"evil.example" + port: false, "localhost" + port: false, "play.example.org.evil.example": false,
		"play.example.org" + port: true, "PLAY.example.org": true, "a.kaskade.test" + port: true,
		"127.0.0.1" + port: true, "[::1]" + port: true,
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		h := http.Header{"Origin": {"http://" + host}}
		ws, resp, err := websocket.Dial(ctx, wsURL(ts.http.URL), &websocket.DialOptions{Host: host, HTTPHeader: h})
		cancel()
		if got := err == nil; got != want {
			t.Errorf("socket for Host %s: taken %v, want %v (%v)", host, got, want, err)
		}
		if err == nil {
			ws.CloseNow()
		} else if resp == nil || resp.StatusCode != http.StatusMisdirectedRequest {
			t.Errorf("socket for Host %s: %v, want 421", host, err)
		}
	}
	page := ts.Guard(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("the page")) }))
	for host, want := range map[string]int{"evil.example:80": http.StatusMisdirectedRequest, "play.example.org": http.StatusOK} {
		rec := httptest.NewRecorder()
		page.ServeHTTP(rec, httptest.NewRequest("GET", "http://"+host+"/", nil))
		if rec.Code != want {
			t.Errorf("page for Host %s: %d, want %d", host, rec.Code, want)
		}
	}
	if n := len(ts.held()); n != 0 {
		t.Errorf("%d rooms held", n)
	}
}

// TestRateBucket: a steady 20 messages a second is never refused; 30 a
// second is refused from the burst's end and closed only once 40 more
// than allowed have come (about 8 s), in simulated time.
func TestRateBucket(t *testing.T) {
	run := func(perSec float64, secs int) (refusedAt, closedAt float64) {
		b := newBucket(20, 40)
		t0 := time.Unix(0, 0)
		refusedAt, closedAt = -1, -1
		for i := range int(perSec * float64(secs)) {
			at := float64(i) / perSec
			if !b.take(t0.Add(time.Duration(at * float64(time.Second)))) {
				if refusedAt < 0 {
					refusedAt = at
				}
				if b.debt() {
					return refusedAt, at
				}
			}
		}
		return refusedAt, closedAt
	}
	if r, c := run(20, 60); r >= 0 || c >= 0 {
		t.Errorf("20 a second: refused at %.1f s, closed at %.1f s", r, c)
	}
	r, c := run(30, 60)
	if r < 3.5 || r > 4.5 || c < 7.5 || c > 8.5 {
		t.Errorf("30 a second: refused from %.1f s, closed at %.1f s; want about 4 s and 8 s", r, c)
	}
}

// TestDrain: Drain closes every socket with "going away" (1001) and takes
// no new ones; the clients move to the other server on the same NATS by
// themselves, resume their seats, and the game goes on there.
func TestDrain(t *testing.T) {
	_, peers := startPeers(t, 2)
	people := openAt(t, peers[0].http.URL)
	g, err := lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	st := awaitPly(t, people, g, 0)
	people[int(st.CurrentPlayer())].send(proto.Msg{T: proto.TMove, Ply: 0, Move: st.FormatMove(st.LegalMoves(nil)[0])})
	awaitPly(t, people, g, 1)

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, wsURL(peers[0].http.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.Write(ctx, websocket.MessageText, proto.Encode(proto.Msg{T: proto.THello, V: proto.Version}))
	read := make(chan error, 1)
	go func() {
		for {
			if _, _, err := ws.Read(ctx); err != nil {
				read <- err
				return
			}
		}
	}()
	if err := peers[0].Drain(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-read; websocket.CloseStatus(err) != websocket.StatusGoingAway {
		t.Errorf("a drained socket ended with %v, want going away (1001)", err)
	}
	if _, resp, err := websocket.Dial(ctx, wsURL(peers[0].http.URL), nil); err == nil || resp == nil || resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("a socket while draining: %v, want 503", err)
	}
	st = awaitPly(t, people, g, 1) // back, on the other server
	people[int(st.CurrentPlayer())].send(proto.Msg{T: proto.TMove, Ply: 1, Move: st.FormatMove(st.LegalMoves(nil)[0])})
	awaitPly(t, people, g, 2)
	if n := peers[1].Conns(); n != 2 {
		t.Errorf("the other server holds %d sockets, want both people's", n)
	}
}

// TestMetrics plays a game and reads the metrics: the moves, a refusal by
// its code, the sockets, the rooms, the latency histogram's count.
func TestMetrics(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	p := startPlaying(t, ts, 4)
	p.people[0].send(proto.Msg{T: proto.TStart})
	refused(t, p.people[0].raw, proto.CodeStarted)
	rec := httptest.NewRecorder()
	ts.Metrics().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	got := map[string]string{}
	sc := bufio.NewScanner(rec.Body)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), " "); ok && !strings.HasPrefix(k, "#") {
			got[k] = v
		}
	}
	for k, want := range map[string]string{
		"kaskade_moves_total": "4", `kaskade_refusals_total{code="started"}`: "1", "kaskade_connections": "2",
		"kaskade_rooms_open": "1", "kaskade_rooms_playing": "1", "kaskade_move_seconds_count": "4",
		`kaskade_move_seconds_bucket{le="+Inf"}`: "4", "kaskade_store_errors_total": "0",
	} {
		if got[k] != want {
			t.Errorf("%s = %q, want %s", k, got[k], want)
		}
	}
	if t.Failed() {
		t.Logf("metrics:\n%s", rec.Body)
	}
}

// TestForget: a room nobody is in leaves the server's memory after
// ForgetAfter (else every room ever played would stay); it is read again
// from the store when someone comes back, at the same position.
func TestForget(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.ForgetAfter = 200 * time.Millisecond })
	p := startPlaying(t, ts, 3)
	room := p.people[0].room
	for _, w := range p.people {
		w.ws.CloseNow()
	}
	for range 500 {
		if len(ts.held()) == 0 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if n := len(ts.held()); n != 0 {
		t.Fatalf("%d rooms still in memory", n)
	}
	w := hello(t, ts.http.URL)
	w.send(proto.Msg{T: proto.TJoin, Room: room, Seat: proto.Watch})
	w.expect(proto.TJoined)
	if st := w.expect(proto.TState); st.Ply != 3 {
		t.Errorf("back at ply %d, want 3", st.Ply)
	}
}
