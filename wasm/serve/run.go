package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"net/url"
	"os"
	"os/signal"
	"path"
	"sync"
	"syscall"
	"time"

	"golang.org/x/crypto/acme/autocert"

	"kaskade/engine/games"
	"kaskade/online/loopback"
	"kaskade/online/proto"
	"kaskade/online/server"
	"kaskade/wasm/serve/site"
)

// listening are the addresses run listens on, for the tests.
type listening struct{ addr, http, metrics string }

// run serves until SIGTERM or SIGINT (or until stop closes, in the
// tests), then drains; ready, when set, is told where it listens.
func run(o options, ready func(listening), stop <-chan struct{}) error {
	if err := checkAddrs(o); err != nil {
		return err
	}
	if fi, err := os.Stat(o.dir); err != nil || !fi.IsDir() {
		return fmt.Errorf("%s is not a directory (run 'make wasm' first?)", o.dir)
	}
	logger := newLogger(o.logTo, o.logJSON)
	if _, err := os.Stat(path.Join(o.dir, "kaskade.wasm")); err != nil {
		logger.Warn("no kaskade.wasm yet: run 'make wasm'", "dir", o.dir)
	}
	store, err := openStore(o)
	if err != nil {
		return err
	}
	defer store.Close()
	limits := site.DefaultLimits
	limits.MaxConns = o.maxConns
	ln, err := limits.Listen(o.addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	cfg := server.Config{Lookup: games.Lookup, Store: store, PerAddr: o.perAddr, Creates: o.creates,
		URL: o.publicURL, Origins: o.origins, TrustedProxies: o.trusted, Logger: logger}
	if cfg.URL == "" {
		cfg.URL = ownURL(ln.Addr(), o.tls())
	}
	cfg.Hosts = hostNames(o, cfg.URL)
	rooms, err := server.New(cfg)
	if err != nil {
		return err
	}
	defer rooms.Close()

	mux := http.NewServeMux()
	mux.Handle(proto.Path, rooms)
	mux.Handle("/", site.WithPeers(o.dir, rooms.Servers))
	srv := limits.Server(rooms.Guard(mux))
	var servers []*http.Server
	errs := make(chan error, 3)
	at := listening{addr: ln.Addr().String()}
	if o.tls() {
		tc, acme, err := tlsConfig(o, logger)
		if err != nil {
			return err
		}
		srv.Handler = rooms.Guard(hsts(mux))
		srv.TLSConfig = tc
		go func() { errs <- srv.ServeTLS(ln, "", "") }()
		if o.httpAddr != "" {
			plain, addr, err := serveRedirect(o, ln.Addr(), limits, rooms, acme, errs)
			if err != nil {
				return err
			}
			servers, at.http = append(servers, plain), addr
		}
	} else {
		go func() { errs <- srv.Serve(ln) }()
	}
	servers = append(servers, srv)
	if o.metricsAddr != "" {
		m, addr, err := serveMetrics(o.metricsAddr, rooms, errs)
		if err != nil {
			return err
		}
		servers, at.metrics = append(servers, m), addr
	}
	where := "NATS " + o.natsURL
	if o.natsURL == "" {
		where = o.data
	}
	logger.Info("serving", "dir", o.dir, "rooms", where, "url", cfg.URL, "hosts", cfg.Hosts, "metrics", at.metrics)
	if ready != nil {
		ready(at)
	}
	if err := wait(errs, stop); err != nil {
		return err
	}
	drain(o.drainWait, rooms, servers, logger)
	return nil
}

func checkAddrs(o options) error {
	if err := loopback.CheckAddr(o.addr, o.public); err != nil {
		return err
	}
	if o.httpAddr != "" {
		if err := loopback.CheckAddr(o.httpAddr, o.public); err != nil {
			return fmt.Errorf("-http: %v", err)
		}
	}
	if o.metricsAddr != "" {
		if err := loopback.CheckAddr(o.metricsAddr, false); err != nil {
			return fmt.Errorf("-metrics (loopback only): %v", err)
		}
	}
	return nil
}

// newLogger writes the log to w (nil: standard error).
func newLogger(w io.Writer, json bool) *slog.Logger {
	if w == nil {
		w = os.Stderr
	}
	if json {
		return slog.New(slog.NewJSONHandler(w, nil))
	}
	return slog.New(slog.NewTextHandler(w, nil))
}

func openStore(o options) (*server.NATS, error) {
	if o.natsURL != "" {
		return server.Connect(o.natsURL, o.replicas)
	}
	return server.Embedded(o.data, o.syncAlways)
}

// wait waits for a signal to stop, or for a server to fail.
func wait(errs <-chan error, stop <-chan struct{}) error {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sig)
	select {
	case <-sig:
	case <-stop:
	case err := <-errs:
		if !errors.Is(err, http.ErrServerClosed) {
			return err
		}
	}
	return nil
}

// drain stops taking connections, tells every socket the server goes
// away (its client comes back by itself, here or on another server),
// lets the page requests under way end, all within wait; the deferred
// closes then stop the rooms and the store cleanly.
func drain(wait time.Duration, rooms *server.Server, servers []*http.Server, logger *slog.Logger) {
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	var wg sync.WaitGroup
	for _, s := range servers {
		wg.Go(func() { s.Shutdown(ctx) }) // the listeners close at once; sockets are Drain's
	}
	if err := rooms.Drain(ctx); err != nil {
		logger.Warn("drain: sockets still open", "err", err)
	}
	wg.Wait()
	logger.Info("stopped")
}

// ownURL is the address the listener answers at, when it names a host
// (not 0.0.0.0 or ::, which clients elsewhere cannot dial).
func ownURL(a net.Addr, tls bool) string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok || tcp.IP.IsUnspecified() {
		return ""
	}
	if tls {
		return "https://" + tcp.String()
	}
	return "http://" + tcp.String()
}

// hostNames are the names the server answers (IP addresses it always
// does): -url's, -addr's, -origins, -autocert's, and localhost when it
// listens on loopback.
func hostNames(o options, publicURL string) []string {
	var names []string
	if u, err := url.Parse(publicURL); err == nil && u.Hostname() != "" {
		names = append(names, u.Hostname())
	}
	host, _, _ := net.SplitHostPort(o.addr)
	if host != "" && net.ParseIP(host) == nil {
		names = append(names, host)
	}
	if host == "localhost" || isLoopback(host) {
		names = append(names, "localhost")
	}
	names = append(names, o.origins...)
	return append(names, o.autocert...)
}

func isLoopback(host string) bool {
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// hsts tells browsers to come back over HTTPS only.
func hsts(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Strict-Transport-Security", "max-age=15552000")
		h.ServeHTTP(w, r)
	})
}

// tlsConfig is the HTTPS configuration: the files of -tls-cert and
// -tls-key, or certificates from Let's Encrypt for -autocert's names
// (then acme is the manager, whose challenges -http answers). HTTP/1.1
// only: the sockets need it, and the page is a handful of files.
func tlsConfig(o options, logger *slog.Logger) (*tls.Config, *autocert.Manager, error) {
	if len(o.autocert) > 0 {
		m := &autocert.Manager{Prompt: autocert.AcceptTOS, HostPolicy: autocert.HostWhitelist(o.autocert...),
			Cache: autocert.DirCache(o.autocertDir)}
		tc := m.TLSConfig()
		tc.NextProtos = []string{"http/1.1", "acme-tls/1"}
		tc.MinVersion = tls.VersionTLS12
		return tc, m, nil
	}
	cf := &certFiles{cert: o.tlsCert, key: o.tlsKey, logger: logger}
	if err := cf.load(); err != nil {
		return nil, nil, err
	}
	return &tls.Config{GetCertificate: cf.get, NextProtos: []string{"http/1.1"}, MinVersion: tls.VersionTLS12}, nil, nil
}

// certFiles is a certificate read from its files, again when they change
// (a renewal by certbot or the like needs no restart).
type certFiles struct {
	cert, key string
	logger    *slog.Logger

	mu      sync.Mutex
	c       *tls.Certificate
	mod     time.Time
	checked time.Time
}

func (cf *certFiles) load() error {
	c, err := tls.LoadX509KeyPair(cf.cert, cf.key)
	if err != nil {
		return fmt.Errorf("-tls-cert, -tls-key: %v", err)
	}
	cf.c, cf.mod = &c, cf.modified()
	return nil
}

func (cf *certFiles) modified() time.Time {
	var t time.Time
	for _, f := range []string{cf.cert, cf.key} {
		if fi, err := os.Stat(f); err == nil && fi.ModTime().After(t) {
			t = fi.ModTime()
		}
	}
	return t
}

func (cf *certFiles) get(*tls.ClientHelloInfo) (*tls.Certificate, error) {
	cf.mu.Lock()
	defer cf.mu.Unlock()
	if now := time.Now(); now.Sub(cf.checked) > 10*time.Second {
		cf.checked = now
		if cf.modified().After(cf.mod) {
			if err := cf.load(); err != nil {
				cf.logger.Error("certificate not read again, the old one serves", "err", err)
			} else {
				cf.logger.Info("certificate read again", "file", cf.cert)
			}
		}
	}
	return cf.c, nil
}

// serveRedirect listens for plain HTTP on -http: every request goes to
// the same place over HTTPS (with -autocert, Let's Encrypt's challenges
// are answered first).
func serveRedirect(o options, to net.Addr, limits site.Limits, rooms *server.Server, acme *autocert.Manager, errs chan<- error) (*http.Server, string, error) {
	ln, err := limits.Listen(o.httpAddr)
	if err != nil {
		return nil, "", err
	}
	_, port, _ := net.SplitHostPort(to.String())
	var h http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		if port != "443" {
			host = net.JoinHostPort(host, port)
		}
		http.Redirect(w, r, "https://"+host+r.URL.RequestURI(), http.StatusPermanentRedirect)
	})
	if acme != nil {
		h = acme.HTTPHandler(h)
	}
	srv := limits.Server(rooms.Guard(h))
	go func() { errs <- srv.Serve(ln) }()
	return srv, ln.Addr().String(), nil
}

// serveMetrics serves /metrics and Go's profiles on a loopback address
// of their own: nothing there is for the visitors.
func serveMetrics(addr string, rooms *server.Server, errs chan<- error) (*http.Server, string, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, "", err
	}
	mux := http.NewServeMux()
	mux.Handle("/metrics", rooms.Metrics())
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { errs <- srv.Serve(ln) }()
	return srv, ln.Addr().String(), nil
}
