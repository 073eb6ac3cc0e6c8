// Command serve is the game server: it serves the WebAssembly build of
// Kaskade and, on the same port, the online rooms (docs/online.md).
//
//	go run ./wasm/serve -addr 127.0.0.1:8080 -dir wasm
//
// It serves the files under -dir through package site: the right MIME
// types, Cache-Control: no-cache, and a precompressed X.br or X.gz in
// place of X when the browser accepts it. The rooms (online/server) keep
// their state in NATS JetStream key-value: a NATS server embedded in this
// process storing its files under -data, or an existing NATS (-nats).
//
// It binds to the loopback interface only unless -public is given, serves
// only the host names it is for (-url, -addr, -origins, -autocert, and
// localhost on loopback; IP addresses always), holds visitors to
// site.DefaultLimits (timeouts and header bounds for plain requests;
// sockets are held by heartbeats instead), at most -max-conns connections
// at once and -per-addr room sockets per address. With -tls-cert and
// -tls-key, or -autocert, it speaks HTTPS (the sockets wss://), and -http
// redirects plain HTTP there. SIGTERM (or SIGINT) drains it: the sockets
// are told the server goes away and the clients come back by themselves.
package main

import (
	"flag"
	"fmt"
	"io"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"time"
)

func main() {
	o, err := parse(os.Args[1:])
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(2)
	}
	if err := run(o, nil, nil); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
}

// options are what the flags say.
type options struct {
	addr, dir, data, natsURL, publicURL string
	public, syncAlways, logJSON         bool
	replicas, maxConns, perAddr         int
	creates                             int
	origins, autocert                   []string
	trusted                             []netip.Prefix
	tlsCert, tlsKey, autocertDir        string
	httpAddr, metricsAddr               string
	drainWait                           time.Duration
	logTo                               io.Writer // nil: standard error (the tests' io.Discard)
}

func parse(args []string) (options, error) {
	var o options
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.StringVar(&o.addr, "addr", "127.0.0.1:8080", "address to listen on, host:port (loopback only unless -public)")
	fs.StringVar(&o.dir, "dir", "wasm", "directory to serve")
	fs.BoolVar(&o.public, "public", false, "allow listening on a non-loopback address")
	fs.StringVar(&o.data, "data", defaultData(), "folder of the embedded NATS server's files (the rooms)")
	fs.StringVar(&o.natsURL, "nats", "", "use an existing NATS server (URL[,URL...]) instead of the embedded one")
	fs.IntVar(&o.replicas, "replicas", 1, "with -nats: replicas of the rooms' bucket")
	fs.BoolVar(&o.syncAlways, "sync", false, "write every move to disk before acknowledging it (slower; survives a power cut)")
	fs.IntVar(&o.maxConns, "max-conns", 4096, "most connections at once")
	fs.IntVar(&o.perAddr, "per-addr", 32, "most room sockets from one address (an IPv6 /64) at once, and opened a minute")
	fs.IntVar(&o.creates, "creates", 30, "most rooms one address may open a minute")
	fs.StringVar(&o.publicURL, "url", "", "this server's address as clients reach it (its host is served), handed to the clients of the other servers on the same NATS (default http(s)://ADDR when ADDR names a host)")
	origins := fs.String("origins", "", "other sites whose pages may open rooms here (host patterns, comma-separated, e.g. play.example.org,*.example.org); also served as host names")
	trusted := fs.String("trusted-proxy", "", "reverse proxies (CIDR,CIDR...) whose X-Forwarded-For names the client's address for the per-address limits")
	fs.StringVar(&o.tlsCert, "tls-cert", "", "HTTPS: the certificate chain (PEM file; read again when it changes)")
	fs.StringVar(&o.tlsKey, "tls-key", "", "HTTPS: the certificate's private key (PEM file)")
	autocert := fs.String("autocert", "", "HTTPS with certificates from Let's Encrypt for these host names (comma-separated); needs -http on port 80 and -addr on 443")
	fs.StringVar(&o.autocertDir, "autocert-dir", "", "where -autocert keeps its account and certificates (default: beside -data)")
	fs.StringVar(&o.httpAddr, "http", "", "with HTTPS: also listen for plain HTTP here (e.g. :80), redirecting to HTTPS (and answering Let's Encrypt's challenges)")
	fs.StringVar(&o.metricsAddr, "metrics", "", "serve Prometheus metrics (/metrics) and Go's profiles (/debug/pprof/) on this loopback address, e.g. 127.0.0.1:9090")
	fs.BoolVar(&o.logJSON, "log-json", false, "log JSON lines (default: text lines, key=value)")
	fs.DurationVar(&o.drainWait, "drain", 10*time.Second, "on SIGTERM, how long to wait for the sockets and requests to end")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	o.origins = split(*origins)
	o.autocert = split(*autocert)
	for _, c := range split(*trusted) {
		p, err := netip.ParsePrefix(c)
		if err != nil {
			return o, fmt.Errorf("-trusted-proxy: %v", err)
		}
		o.trusted = append(o.trusted, p.Masked())
	}
	if o.autocertDir == "" {
		o.autocertDir = filepath.Join(filepath.Dir(o.data), "autocert")
	}
	switch {
	case (o.tlsCert == "") != (o.tlsKey == ""):
		return o, fmt.Errorf("-tls-cert and -tls-key go together")
	case o.tlsCert != "" && len(o.autocert) > 0:
		return o, fmt.Errorf("-tls-cert or -autocert, not both")
	case o.httpAddr != "" && !o.tls():
		return o, fmt.Errorf("-http redirects to HTTPS: give -tls-cert and -tls-key, or -autocert")
	}
	return o, nil
}

// tls reports whether the server speaks HTTPS.
func (o options) tls() bool { return o.tlsCert != "" || len(o.autocert) > 0 }

func split(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// defaultData is the rooms' folder: beside the game's settings.
func defaultData() string {
	if d := os.Getenv("KASKADE_CONFIG_DIR"); d != "" {
		return filepath.Join(d, "rooms")
	}
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "kaskade", "rooms")
	}
	return "kaskade-rooms"
}
