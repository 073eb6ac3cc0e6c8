// Package site is the HTTP handler that serves the browser build of
// Kaskade: the files of one directory (index.html, wasm_exec.js,
// kaskade.wasm) with the MIME types browsers insist on (application/wasm
// for WebAssembly.instantiateStreaming), Cache-Control: no-cache so that a
// rebuild shows on reload, and a precompressed X.br or X.gz in place of X
// when the client accepts brotli or gzip. A compressed answer carries
// X-Uncompressed-Length (when known) so the page can show real progress.
//
// It serves nothing else: a path with a segment that starts with a dot
// (dotfiles, "..") is not found, files are opened through an os.Root so
// that no path or symbolic link leads out of the folder, only regular
// files and folders are opened (never a named pipe or a device), and every
// answer carries the security headers of securityHeaders. server.go bounds
// the connections and their time.
//
// The command wasm/serve runs it; the browser tests in wasm/e2e start it
// in-process.
package site

import (
	"encoding/binary"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

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

// encoding is a precompressed sibling: X.br or X.gz beside X.
type encoding struct {
	name   string // Content-Encoding
	suffix string
}

// encodings in order of preference when the client likes them equally.
var encodings = []encoding{{"br", ".br"}, {"gzip", ".gz"}}

func isCompressed(name string) bool {
	for _, e := range encodings {
		if strings.HasSuffix(name, e.suffix) {
			return true
		}
	}
	return false
}

type handler struct {
	root  *os.Root // nil when the folder cannot be opened
	err   error
	peers func() []string // see WithPeers
}

// New serves the files under dir. A folder that cannot be opened gives
// 500 answers that say why.
func New(dir string) http.Handler { return WithPeers(dir, nil) }

// WithPeers serves the files under dir to pages that may also open their
// room sockets on the servers peers names ("http://host:port"): the other
// game servers on the same NATS, where a page's client goes when its own
// server goes away. The content security policy allows those and no
// other.
func WithPeers(dir string, peers func() []string) http.Handler {
	root, err := os.OpenRoot(dir)
	return &handler{root: root, err: err, peers: peers}
}

// securityHeaders go with every answer: no type sniffing, no referrer,
// and a content security policy for a page that runs WebAssembly: its
// own scripts, styles and wasm only ('wasm-unsafe-eval' compiles the
// module; 'unsafe-eval' is for Ebitengine's text input (exp/textinput),
// which evaluates its own event handler when it starts, and without which
// the game stops at start-up; blob: is the audio worklet the sound library
// makes in the page), nothing from elsewhere, and no framing by other
// sites.
var securityHeaders = map[string]string{
	"Content-Security-Policy": csp(nil),
	"X-Content-Type-Options":  "nosniff",
	"Referrer-Policy":         "no-referrer",
	"X-Frame-Options":         "DENY",
}

// csp is the content security policy, its sockets allowed to the page's
// own server and to peers.
func csp(peers []string) string {
	connect := "'self'"
	for _, p := range peers {
		if src := socketSource(p); src != "" {
			connect += " " + src
		}
	}
	return "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' blob:; " +
		"style-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; connect-src " + connect + "; " +
		"object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}

// socketSource is a server's address ("http://host:port") as a CSP source
// of its sockets ("ws://host:port"), or "" when it is not a plain
// address (nothing else may reach the header).
func socketSource(addr string) string {
	scheme, host, ok := strings.Cut(addr, "://")
	if !ok || host == "" || strings.Trim(host, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]") != "" {
		return ""
	}
	switch scheme {
	case "http":
		return "ws://" + host
	case "https":
		return "wss://" + host
	}
	return ""
}

// allowed refuses URL paths with a segment that starts with a dot (".",
// "..", ".git", ".env") or with a backslash or NUL byte.
func allowed(urlPath string) bool {
	if strings.ContainsAny(urlPath, "\\\x00") {
		return false
	}
	for seg := range strings.SplitSeq(urlPath, "/") {
		if strings.HasPrefix(seg, ".") {
			return false
		}
	}
	return true
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	for k, v := range securityHeaders {
		w.Header().Set(k, v)
	}
	if h.peers != nil {
		w.Header().Set("Content-Security-Policy", csp(h.peers()))
	}
	if h.root == nil {
		http.Error(w, "cannot serve the folder: "+h.err.Error(), http.StatusInternalServerError)
		return
	}
	if !allowed(r.URL.Path) {
		http.NotFound(w, r)
		return
	}
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

	f, fi, err := h.open(name)
	if err == nil && fi.IsDir() {
		f.Close()
		name = path.Join(name, "index.html")
		f, fi, err = h.open(name)
	}
	if err != nil {
		// Only X.gz or X.br may exist: a client that accepts it can have it.
		f = nil
	}
	if f != nil {
		defer f.Close()
	}

	// A precompressed sibling, unless the request is for one itself.
	if !isCompressed(name) && h.serveCompressed(w, r, name, f, fi) {
		return
	}

	if f == nil {
		http.NotFound(w, r)
		return
	}
	setType(w, name)
	http.ServeContent(w, r, name, fi.ModTime(), f)
}

// serveCompressed serves the best precompressed sibling of name that the
// client accepts, and reports whether it did. f and fi are the plain file,
// or nil.
func (h *handler) serveCompressed(w http.ResponseWriter, r *http.Request, name string, f *os.File, fi fs.FileInfo) bool {
	accept := parseAcceptEncoding(r.Header.Values("Accept-Encoding"))
	var best encoding
	var bestF *os.File
	var bestFi fs.FileInfo
	bestQ := 0.0
	vary := false
	for _, e := range encodings {
		cf, cfi, err := h.open(name + e.suffix)
		if err != nil || cfi.IsDir() {
			if err == nil {
				cf.Close()
			}
			continue
		}
		vary = true
		if q := accept.q(e.name); q > bestQ {
			if bestF != nil {
				bestF.Close()
			}
			best, bestF, bestFi, bestQ = e, cf, cfi, q
		} else {
			cf.Close()
		}
	}
	if vary {
		w.Header().Add("Vary", "Accept-Encoding")
	}
	if bestF == nil {
		return false
	}
	defer bestF.Close()
	size := int64(-1)
	switch {
	case f != nil:
		size = fi.Size()
	case best.name == "gzip":
		size = gzipISize(bestF, bestFi.Size())
	}
	if size >= 0 {
		w.Header().Set("X-Uncompressed-Length", strconv.FormatInt(size, 10))
	}
	w.Header().Set("Content-Encoding", best.name)
	setType(w, name)
	// ServeContent leaves out Content-Length once Content-Encoding is set;
	// set it here and serve the whole body only (a range of the compressed
	// bytes is of no use to a page).
	w.Header().Set("Content-Length", strconv.FormatInt(bestFi.Size(), 10))
	r = r.Clone(r.Context())
	r.Header.Del("Range")
	http.ServeContent(w, r, name, bestFi.ModTime(), bestF)
	return true
}

// open opens a regular file or folder under the root, name being a
// cleaned URL path. The root refuses paths and links that lead out of it;
// the stat before the open keeps a named pipe from blocking it.
func (h *handler) open(name string) (*os.File, fs.FileInfo, error) {
	rel := strings.TrimPrefix(name, "/")
	if rel == "" {
		rel = "."
	}
	fi, err := h.root.Stat(rel)
	if err != nil {
		return nil, nil, err
	}
	if !servable(fi) {
		return nil, nil, fs.ErrNotExist
	}
	f, err := h.root.Open(rel)
	if err != nil {
		return nil, nil, err
	}
	if fi, err = f.Stat(); err != nil || !servable(fi) { // swapped since the stat
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, fi, nil
}

func servable(fi fs.FileInfo) bool { return fi.IsDir() || fi.Mode().IsRegular() }

func setType(w http.ResponseWriter, name string) {
	if t := contentType(name); t != "" {
		w.Header().Set("Content-Type", t)
	}
}

// acceptEncoding is a parsed Accept-Encoding header: the q-value of each
// coding named, and of "*" (-1 when absent).
type acceptEncoding struct {
	codings map[string]float64
	star    float64
}

func parseAcceptEncoding(values []string) acceptEncoding {
	a := acceptEncoding{codings: map[string]float64{}, star: -1}
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding == "" {
				continue
			}
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
			if coding == "x-gzip" {
				coding = "gzip"
			}
			if coding == "*" {
				a.star = q
			} else {
				a.codings[coding] = q
			}
		}
	}
	return a
}

// q is the client's preference for coding; 0 means not acceptable.
func (a acceptEncoding) q(coding string) float64 {
	if q, ok := a.codings[coding]; ok {
		return max(q, 0)
	}
	return max(a.star, 0)
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
