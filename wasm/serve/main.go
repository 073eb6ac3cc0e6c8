// Command serve is a small static file server for playing the WebAssembly
// build of Kaskade in a browser.
//
//	go run ./wasm/serve -addr 127.0.0.1:8080 -dir wasm
//
// It serves the files under -dir through package site: the right MIME
// types, Cache-Control: no-cache, and a precompressed X.br or X.gz in
// place of X when the browser accepts it.
//
// It binds to the loopback interface only unless -public is given, and
// holds visitors to site.DefaultLimits: at most 512 connections at once,
// timeouts on reading, writing and idle keep-alive connections, and a
// bound on header size.
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"path"

	"kaskade/wasm/serve/site"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on, host:port (loopback only unless -public)")
	dir := flag.String("dir", "wasm", "directory to serve")
	public := flag.Bool("public", false, "allow listening on a non-loopback address")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "serve: unexpected argument %q\n", flag.Arg(0))
		flag.Usage()
		os.Exit(2)
	}
	if err := site.CheckAddr(*addr, *public); err != nil {
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

	limits := site.DefaultLimits
	ln, err := limits.Listen(*addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
	srv := limits.Server(site.New(*dir))
	log.Printf("serving %s on http://%s/", *dir, ln.Addr())
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
}
