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
// It binds to the loopback interface only unless -public is given, and
// holds visitors to site.DefaultLimits (timeouts and header bounds for
// plain requests; sockets are held by heartbeats instead), at most
// -max-conns connections at once and -per-addr room sockets per address.
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	_ "net/http/pprof" // -pprof: profiles of the running server, for the load measurements
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"strings"
	"syscall"

	"kaskade/engine/games"
	"kaskade/online/loopback"
	"kaskade/online/proto"
	"kaskade/online/server"
	"kaskade/wasm/serve/site"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on, host:port (loopback only unless -public)")
	dir := flag.String("dir", "wasm", "directory to serve")
	public := flag.Bool("public", false, "allow listening on a non-loopback address")
	data := flag.String("data", defaultData(), "folder of the embedded NATS server's files (the rooms)")
	natsURL := flag.String("nats", "", "use an existing NATS server (URL[,URL...]) instead of the embedded one")
	replicas := flag.Int("replicas", 1, "with -nats: replicas of the rooms' bucket")
	syncAlways := flag.Bool("sync", false, "write every move to disk before acknowledging it (slower; survives a power cut)")
	maxConns := flag.Int("max-conns", 4096, "most connections at once")
	perAddr := flag.Int("per-addr", 32, "most room sockets from one address")
	creates := flag.Int("creates", 30, "most rooms one address may open a minute")
	publicURL := flag.String("url", "", "this server's address as clients reach it, handed to the clients of the other servers on the same NATS (default http://ADDR when ADDR names a host)")
	origins := flag.String("origins", "", "other sites whose pages may open rooms here (host patterns, comma-separated, e.g. play.example.org,*.example.org); the other servers on the same NATS are allowed by themselves")
	pprofAddr := flag.String("pprof", "", "serve Go's profiles (net/http/pprof) on this loopback address, e.g. 127.0.0.1:6060")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "serve: unexpected argument %q\n", flag.Arg(0))
		flag.Usage()
		os.Exit(2)
	}
	if err := loopback.CheckAddr(*addr, *public); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(2)
	}
	if fi, err := os.Stat(*dir); err != nil || !fi.IsDir() {
		fmt.Fprintf(os.Stderr, "serve: %s is not a directory (run 'make wasm' first?)\n", *dir)
		os.Exit(2)
	}
	if _, err := os.Stat(path.Join(*dir, "kaskade.wasm")); err != nil {
		log.Printf("warning: %s has no kaskade.wasm yet; run 'make wasm'", *dir)
	}
	if *pprofAddr != "" {
		if err := loopback.CheckAddr(*pprofAddr, false); err != nil {
			fmt.Fprintf(os.Stderr, "serve: -pprof: %v\n", err)
			os.Exit(2)
		}
		go func() { log.Println(http.ListenAndServe(*pprofAddr, nil)) }() // pprof's handlers are on the default mux
	}
	cfg := server.Config{Lookup: games.Lookup, PerAddr: *perAddr, Creates: *creates, URL: *publicURL}
	if *origins != "" {
		cfg.Origins = strings.Split(*origins, ",")
	}
	if err := run(*addr, *dir, *data, *natsURL, *replicas, *syncAlways, *maxConns, cfg); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
}

// ownURL is the address the listener answers at, when it names a host
// (not 0.0.0.0 or ::, which clients elsewhere cannot dial).
func ownURL(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok || tcp.IP.IsUnspecified() {
		return ""
	}
	return "http://" + tcp.String()
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

func run(addr, dir, data, natsURL string, replicas int, syncAlways bool, maxConns int, cfg server.Config) error {
	var store *server.NATS
	var err error
	if natsURL != "" {
		store, err = server.Connect(natsURL, replicas)
	} else {
		store, err = server.Embedded(data, syncAlways)
	}
	if err != nil {
		return err
	}
	defer store.Close()
	limits := site.DefaultLimits
	limits.MaxConns = maxConns
	ln, err := limits.Listen(addr)
	if err != nil {
		return err
	}
	cfg.Store = store
	if cfg.URL == "" {
		cfg.URL = ownURL(ln.Addr())
	}
	rooms, err := server.New(cfg)
	if err != nil {
		return err
	}
	defer rooms.Close()

	mux := http.NewServeMux()
	mux.Handle(proto.Path, rooms)
	mux.Handle("/", site.WithPeers(dir, rooms.Servers))
	srv := limits.Server(mux)
	go func() { // SIGINT or SIGTERM: stop taking requests, then close the store cleanly
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
		<-sig
		srv.Close()
	}()
	where := "NATS " + natsURL
	if natsURL == "" {
		where = data
	}
	log.Printf("serving %s and the rooms (kept in %s) on http://%s/", dir, where, ln.Addr())
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
