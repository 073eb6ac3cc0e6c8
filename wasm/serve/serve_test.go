package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kaskade/engine/games"
	"kaskade/online/proto"
)

// makeCert writes a self-signed certificate for 127.0.0.1, ::1 and
// localhost into dir and returns its files and a pool that trusts it.
func makeCert(t *testing.T, dir string) (certFile, keyFile string, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(39), Subject: pkix.Name{CommonName: "kaskade test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		DNSNames: []string{"localhost"}, IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1), net.IPv6loopback},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true, IsCA: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kb, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600)
	c, _ := x509.ParseCertificate(der)
	pool = x509.NewCertPool()
	pool.AddCert(c)
	return certFile, keyFile, pool
}

// startServe runs the command's run with args on loopback (free ports)
// and stops it when the test ends.
func startServe(t *testing.T, args ...string) listening {
	t.Helper()
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	os.Mkdir(site, 0o755)
	os.WriteFile(filepath.Join(site, "index.html"), []byte("<!doctype html><title>Kaskade</title>"), 0o644)
	o, err := parse(append([]string{"-addr", "127.0.0.1:0", "-dir", site, "-data", filepath.Join(dir, "rooms")}, args...))
	if err != nil {
		t.Fatal(err)
	}
	if !testing.Verbose() {
		o.logTo = io.Discard
	}
	ready, stop, done := make(chan listening, 1), make(chan struct{}), make(chan error, 1)
	go func() { done <- run(o, func(l listening) { ready <- l }, stop) }()
	select {
	case l := <-ready:
		t.Cleanup(func() {
			close(stop)
			if err := <-done; err != nil {
				t.Errorf("run: %v", err)
			}
		})
		return l
	case err := <-done:
		t.Fatalf("run: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("the server did not start")
	}
	return listening{}
}

// TestTLS: with -tls-cert and -tls-key (a certificate made here) the page
// comes over HTTPS, plain HTTP on -http is redirected there, and two
// people play a room over wss://.
func TestTLS(t *testing.T) {
	cert, key, pool := makeCert(t, t.TempDir())
	l := startServe(t, "-tls-cert", cert, "-tls-key", key, "-http", "127.0.0.1:0")
	hc := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	base := "https://" + l.addr
	resp, err := hc.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "Kaskade") || resp.Header.Get("Strict-Transport-Security") == "" {
		t.Errorf("the page over HTTPS: %d %q, HSTS %q", resp.StatusCode, body, resp.Header.Get("Strict-Transport-Security"))
	}
	resp, err = hc.Get("http://" + l.http + "/?room=ABCDEF")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if want := base + "/?room=ABCDEF"; resp.StatusCode != http.StatusPermanentRedirect || resp.Header.Get("Location") != want {
		t.Errorf("plain HTTP: %d to %q, want 308 to %s", resp.StatusCode, resp.Header.Get("Location"), want)
	}
	playOverTLS(t, "wss://"+l.addr+proto.Path, hc)
}

// playOverTLS: a creator and a second person take a Kaskade room's seats
// over wss://, the creator starts, the mover's move reaches both.
func playOverTLS(t *testing.T, url string, hc *http.Client) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	dial := func() *websocket.Conn {
		ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: hc, HTTPHeader: http.Header{"Origin": {strings.Replace(url[:strings.LastIndex(url, "/")], "wss", "https", 1)}}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ws.CloseNow() })
		send(t, ctx, ws, proto.Msg{T: proto.THello, V: proto.Version})
		expect(t, ctx, ws, proto.TWelcome)
		return ws
	}
	anna, ben := dial(), dial()
	send(t, ctx, anna, proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "5x5", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	room := expect(t, ctx, anna, proto.TJoined).Room
	send(t, ctx, ben, proto.Msg{T: proto.TJoin, Room: room, Seat: 1, Name: "Ben"})
	expect(t, ctx, ben, proto.TJoined)
	send(t, ctx, anna, proto.Msg{T: proto.TStart})
	st := expect(t, ctx, anna, proto.TState)
	expect(t, ctx, ben, proto.TState)
	g, _ := games.Lookup("kaskade")
	pos, err := g.Parse(st.Pos)
	if err != nil {
		t.Fatal(err)
	}
	mover := []*websocket.Conn{anna, ben}[pos.CurrentPlayer()]
	send(t, ctx, mover, proto.Msg{T: proto.TMove, Ply: 0, Move: pos.FormatMove(pos.LegalMoves(nil)[0])})
	for _, ws := range []*websocket.Conn{anna, ben} {
		for expect(t, ctx, ws, proto.TState).Ply != 1 {
		}
	}
}

func send(t *testing.T, ctx context.Context, ws *websocket.Conn, m proto.Msg) {
	t.Helper()
	if err := ws.Write(ctx, websocket.MessageText, proto.Encode(m)); err != nil {
		t.Fatal(err)
	}
}

// expect reads frames until one of type typ; an error frame fails.
func expect(t *testing.T, ctx context.Context, ws *websocket.Conn, typ string) proto.Msg {
	t.Helper()
	for {
		_, data, err := ws.Read(ctx)
		if err != nil {
			t.Fatalf("waiting for %s: %v", typ, err)
		}
		m, err := proto.Decode(data) // the server's frames are strict too
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if m.T == proto.TError {
			t.Fatalf("waiting for %s: refused %s %v", typ, m.Code, m.Args)
		}
		if m.T == typ {
			return m
		}
	}
}

// TestHostNames: the page is served for the loopback server's names and
// IP addresses, and for -url's and -origins' hosts; not for another name
// (DNS rebinding).
func TestHostNames(t *testing.T) {
	l := startServe(t, "-url", "http://play.example.org", "-origins", "*.kaskade.test")
	for host, want := range map[string]int{
		"127.0.0.1": 200, "localhost": 200, "play.example.org": 200, "x.kaskade.test": 200,
		"evil.example": http.StatusMisdirectedRequest, "play.example.org.evil.example": http.StatusMisdirectedRequest,
	} {
		req, _ := http.NewRequest("GET", "http://"+l.addr+"/", nil)
		req.Host = host + ":" + strings.Split(l.addr, ":")[1]
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("Host %s: %d, want %d", host, resp.StatusCode, want)
		}
	}
}

// TestMetricsAddress: -metrics serves the metrics and the profiles on
// its own loopback address, not on the page's; a public one is refused.
func TestMetricsAddress(t *testing.T) {
	l := startServe(t, "-metrics", "127.0.0.1:0")
	for url, want := range map[string]string{
		"http://" + l.metrics + "/metrics":      "kaskade_connections 0",
		"http://" + l.metrics + "/debug/pprof/": "goroutine",
		"http://" + l.addr + "/metrics":         "404",
	} {
		resp, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(b), want) && !strings.Contains(resp.Status, want) {
			t.Errorf("%s: %s %.200s, want %q", url, resp.Status, b, want)
		}
	}
	o, err := parse([]string{"-metrics", "0.0.0.0:9090", "-public", "-addr", "0.0.0.0:80"})
	if err == nil {
		err = checkAddrs(o)
	}
	if err == nil {
		t.Error("-metrics on a public address is taken")
	}
}

// TestFlags: the flags that go together, and the proxies' ranges.
func TestFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-tls-cert", "c.pem"}, {"-tls-key", "k.pem"}, {"-http", ":80"},
		{"-tls-cert", "c", "-tls-key", "k", "-autocert", "a.example"}, {"-trusted-proxy", "10.0.0.1"},
	} {
		if _, err := parse(args); err == nil {
			t.Errorf("serve %s: taken", strings.Join(args, " "))
		}
	}
	o, err := parse([]string{"-trusted-proxy", "10.1.2.3/8, 2001:db8::/32"})
	if err != nil || len(o.trusted) != 2 || o.trusted[0].String() != "10.0.0.0/8" {
		t.Errorf("-trusted-proxy: %v %v", o.trusted, err)
	}
}

// TestAutocertNames: -autocert asks certificates for its names only (the
// policy answers before any request to Let's Encrypt).
func TestAutocertNames(t *testing.T) {
	o, err := parse([]string{"-autocert", "play.example.org", "-autocert-dir", t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	tc, m, err := tlsConfig(o, newLogger(io.Discard, false))
	if err != nil || m == nil {
		t.Fatal(err)
	}
	if _, err := tc.GetCertificate(&tls.ClientHelloInfo{ServerName: "evil.example"}); err == nil {
		t.Error("a certificate for another name was asked for")
	}
	if hosts := hostNames(o, ""); !strings.Contains(strings.Join(hosts, ","), "play.example.org") {
		t.Errorf("the autocert name is not served: %v", hosts)
	}
}
