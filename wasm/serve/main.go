// Command serve is a small static file server for trying the WebAssembly
// build of Kaskade in a browser during development.
//
//	go run ./wasm/serve -addr 127.0.0.1:8080 -dir wasm
//
// It serves the files under -dir with the MIME types browsers insist on
// (application/wasm for WebAssembly.instantiateStreaming), sends
// Cache-Control: no-cache so a rebuild shows up on reload, and serves a
// precompressed X.gz in place of X when the client accepts gzip. A gzip
// answer carries X-Uncompressed-Length so the page can show real progress.
//
// It binds to the loopback interface only unless -public is given.
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"time"
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
	if err := checkAddr(*addr, *public); err != nil {
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

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
	srv := &http.Server{
		Handler:           newHandler(*dir),
		ReadHeaderTimeout: 10 * time.Second,
	}
	log.Printf("serving %s on http://%s/", *dir, ln.Addr())
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
}

// checkAddr refuses addresses that are not on the loopback interface
// unless public is set.
func checkAddr(addr string, public bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("bad -addr %q: %v", addr, err)
	}
	if public {
		return nil
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("-addr %q is not a loopback address; use 127.0.0.1:PORT, or add -public to serve the network", addr)
}

// contentTypes are fixed so that the answer does not depend on the
// machine's MIME database (/etc/mime.types may be missing or old).
var contentTypes = map[string]string{
	".wasm": "application/wasm",
	".js":   "text/javascript; charset=utf-8",
	".mjs":  "text/javascript; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".htm":  "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".json": "application/json",
	".map":  "application/json",
	".txt":  "text/plain; charset=utf-8",
	".png":  "image/png",
	".jpg":  "image/jpeg",
	".jpeg": "image/jpeg",
	".gif":  "image/gif",
	".svg":  "image/svg+xml",
	".ico":  "image/x-icon",
	".webp": "image/webp",
	".ogg":  "audio/ogg",
	".wav":  "audio/wav",
	".mp3":  "audio/mpeg",
}

// contentType returns the MIME type for a file name, or "" to let
// net/http sniff it.
func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	return mime.TypeByExtension(ext)
}

type handler struct {
	root http.FileSystem
}

func newHandler(dir string) http.Handler {
	return &handler{root: http.Dir(dir)}
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(name, "/") { // only "/" after Clean
		name += "index.html"
	}

	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Content-Type-Options", "nosniff")

	f, fi, err := h.open(name)
	if err == nil && fi.IsDir() {
		f.Close()
		name = path.Join(name, "index.html")
		f, fi, err = h.open(name)
	}
	if err != nil {
		// Only X.gz may exist: a gzip client can still have it.
		f = nil
	}
	if f != nil {
		defer f.Close()
	}

	// A precompressed sibling, unless the request is for a .gz itself.
	if !strings.HasSuffix(name, ".gz") {
		if gz, gzi, gerr := h.open(name + ".gz"); gerr == nil {
			defer gz.Close()
			w.Header().Add("Vary", "Accept-Encoding")
			if acceptsGzip(r.Header.Values("Accept-Encoding")) {
				size := int64(-1)
				if f != nil {
					size = fi.Size()
				} else {
					size = gzipISize(gz, gzi.Size())
				}
				if size >= 0 {
					w.Header().Set("X-Uncompressed-Length", strconv.FormatInt(size, 10))
				}
				w.Header().Set("Content-Encoding", "gzip")
				setType(w, name)
				// ServeContent leaves out Content-Length once Content-Encoding
				// is set; set it here and serve the whole body only (a range
				// of the compressed bytes is of no use to a page).
				w.Header().Set("Content-Length", strconv.FormatInt(gzi.Size(), 10))
				r = r.Clone(r.Context())
				r.Header.Del("Range")
				http.ServeContent(w, r, name, gzi.ModTime(), gz)
				return
			}
		}
	}

	if f == nil {
		http.NotFound(w, r)
		return
	}
	setType(w, name)
	http.ServeContent(w, r, name, fi.ModTime(), f)
}

// open opens a regular file or directory under the root.
func (h *handler) open(name string) (http.File, fs.FileInfo, error) {
	f, err := h.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !fi.IsDir() && !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, fi, nil
}

func setType(w http.ResponseWriter, name string) {
	if t := contentType(name); t != "" {
		w.Header().Set("Content-Type", t)
	}
}

// acceptsGzip reports whether the Accept-Encoding header values allow gzip
// (gzip, x-gzip or *, with a q-value above zero).
func acceptsGzip(values []string) bool {
	gzip, star := -1.0, -1.0
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
			q := 1.0
			for _, p := range strings.Split(params, ";") {
				k, val, ok := strings.Cut(strings.TrimSpace(p), "=")
				if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
					if f, err := strconv.ParseFloat(strings.TrimSpace(val), 64); err == nil {
						q = f
					} else {
						q = 0
					}
				}
			}
			switch strings.ToLower(strings.TrimSpace(coding)) {
			case "gzip", "x-gzip":
				gzip = q
			case "*":
				star = q
			}
		}
	}
	if gzip >= 0 {
		return gzip > 0
	}
	return star > 0
}

// gzipISize reads the uncompressed size (mod 2^32) from a gzip trailer,
// or returns -1. It leaves f positioned at the start.
func gzipISize(f io.ReadSeeker, size int64) int64 {
	if size < 18 {
		return -1
	}
	defer f.Seek(0, io.SeekStart)
	if _, err := f.Seek(size-4, io.SeekStart); err != nil {
		return -1
	}
	var b [4]byte
	if _, err := io.ReadFull(f, b[:]); err != nil {
		return -1
	}
	return int64(binary.LittleEndian.Uint32(b[:]))
}
