package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var wasmBody = bytes.Repeat([]byte("\x00asm\x01\x00\x00\x00kaskade "), 500)

// testDir writes a small site: index.html, app.js, style.css,
// kaskade.wasm with its kaskade.wasm.gz, and only.wasm.gz without a plain twin.
func testDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	write := func(name string, data []byte) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gz := func(data []byte) []byte {
		var b bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
		zw.Write(data)
		zw.Close()
		return b.Bytes()
	}
	write("index.html", []byte("<!doctype html><title>Kaskade</title>"))
	write("app.js", []byte("console.log(1)"))
	write("style.css", []byte("body{margin:0}"))
	write("kaskade.wasm", wasmBody)
	write("kaskade.wasm.gz", gz(wasmBody))
	write("only.wasm.gz", gz(wasmBody[:100]))
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func get(t *testing.T, h http.Handler, method, target, acceptEncoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestContentTypes(t *testing.T) {
	h := New(testDir(t))
	for _, tc := range []struct{ path, want string }{
		{"/", "text/html; charset=utf-8"},
		{"/index.html", "text/html; charset=utf-8"},
		{"/app.js", "text/javascript; charset=utf-8"},
		{"/style.css", "text/css; charset=utf-8"},
		{"/kaskade.wasm", "application/wasm"},
	} {
		res := get(t, h, http.MethodGet, tc.path, "")
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s: status %d, want 200", tc.path, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Type"); got != tc.want {
			t.Errorf("GET %s: Content-Type %q, want %q", tc.path, got, tc.want)
		}
		if got := res.Header.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s: Cache-Control %q, want no-cache", tc.path, got)
		}
	}
}

func TestGzipNegotiation(t *testing.T) {
	h := New(testDir(t))
	for _, tc := range []struct {
		accept string
		gzip   bool
	}{
		{"gzip", true},
		{"gzip, deflate, br, zstd", true},
		{"br;q=1.0, gzip;q=0.8", true},
		{"*", true},
		{"", false},
		{"identity", false},
		{"br", false},
		{"gzip;q=0", false},
		{"*;q=0.5, gzip;q=0", false},
	} {
		res := get(t, h, http.MethodGet, "/kaskade.wasm", tc.accept)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("Accept-Encoding %q: status %d", tc.accept, res.StatusCode)
		}
		if got := res.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q, want application/wasm", tc.accept, got)
		}
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q, want Accept-Encoding", tc.accept, got)
		}
		if !tc.gzip {
			if got := res.Header.Get("Content-Encoding"); got != "" {
				t.Errorf("Accept-Encoding %q: Content-Encoding %q, want none", tc.accept, got)
			}
			if !bytes.Equal(body, wasmBody) {
				t.Errorf("Accept-Encoding %q: body is not the plain file", tc.accept)
			}
			continue
		}
		if got := res.Header.Get("Content-Encoding"); got != "gzip" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want gzip", tc.accept, got)
		}
		if got, want := res.Header.Get("X-Uncompressed-Length"), strconv.Itoa(len(wasmBody)); got != want {
			t.Errorf("Accept-Encoding %q: X-Uncompressed-Length %q, want %s", tc.accept, got, want)
		}
		if got, want := res.Header.Get("Content-Length"), strconv.Itoa(len(body)); got != want {
			t.Errorf("Accept-Encoding %q: Content-Length %q, want %s (the compressed size)", tc.accept, got, want)
		}
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("Accept-Encoding %q: body is not gzip: %v", tc.accept, err)
		}
		plain, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(plain, wasmBody) {
			t.Errorf("Accept-Encoding %q: gzip body does not decompress to the file (err %v)", tc.accept, err)
		}
	}
}

func TestGzipHead(t *testing.T) {
	h := New(testDir(t))
	res := get(t, h, http.MethodHead, "/kaskade.wasm", "gzip")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("HEAD: status %d, Content-Encoding %q", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
}

func TestGzipOnly(t *testing.T) {
	h := New(testDir(t))
	res := get(t, h, http.MethodGet, "/only.wasm", "gzip")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("gzip client: status %d, Content-Encoding %q", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	if got := res.Header.Get("X-Uncompressed-Length"); got != "100" {
		t.Errorf("X-Uncompressed-Length %q from the gzip trailer, want 100", got)
	}
	body, _ := io.ReadAll(res.Body)
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if plain, _ := io.ReadAll(zr); !bytes.Equal(plain, wasmBody[:100]) {
		t.Error("body does not decompress to the original")
	}
	if res := get(t, h, http.MethodGet, "/only.wasm", ""); res.StatusCode != http.StatusNotFound {
		t.Errorf("plain client: status %d, want 404", res.StatusCode)
	}
}

func TestGzFileServedAsIs(t *testing.T) {
	h := New(testDir(t))
	res := get(t, h, http.MethodGet, "/kaskade.wasm.gz", "gzip")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d", res.StatusCode)
	}
	if got := res.Header.Get("Content-Encoding"); got != "" {
		t.Errorf("Content-Encoding %q for the .gz itself, want none", got)
	}
}

func TestNotFoundAndMethods(t *testing.T) {
	dir := testDir(t)
	h := New(filepath.Join(dir, "sub"))
	for _, p := range []string{"/missing.js", "/../index.html", "/%2e%2e/index.html", "/sub"} {
		if res := get(t, h, http.MethodGet, p, "gzip"); res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 404", p, res.StatusCode)
		}
	}
	h = New(dir)
	if res := get(t, h, http.MethodGet, "/sub/", ""); res.StatusCode != http.StatusNotFound {
		t.Errorf("directory without index.html: status %d, want 404 (no listings)", res.StatusCode)
	}
	if res := get(t, h, http.MethodPost, "/index.html", ""); res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", res.StatusCode)
	}
}

func TestServerEndToEnd(t *testing.T) {
	srv := httptest.NewServer(New(testDir(t)))
	defer srv.Close()
	// Go's client asks for gzip itself and decompresses transparently.
	res, err := http.Get(srv.URL + "/kaskade.wasm")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if !res.Uncompressed || !bytes.Equal(body, wasmBody) {
		t.Errorf("transparent gzip: Uncompressed=%v, body ok=%v", res.Uncompressed, bytes.Equal(body, wasmBody))
	}
}

// brDir adds a (fake) brotli sibling to the test site, and br.wasm.br
// without a plain twin.
func brDir(t *testing.T) string {
	t.Helper()
	dir := testDir(t)
	for name, data := range map[string]string{"kaskade.wasm.br": "brotli bytes", "br.wasm.br": "only brotli"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestBrotliNegotiation(t *testing.T) {
	h := New(brDir(t))
	for _, tc := range []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", "br"},
		{"br", "br"},
		{"*", "br"},
		{"br;q=0.5, gzip", "gzip"},
		{"gzip", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"br;q=0, *", "gzip"},
		{"identity", ""},
		{"", ""},
	} {
		res := get(t, h, http.MethodGet, "/kaskade.wasm", tc.accept)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("Accept-Encoding %q: status %d", tc.accept, res.StatusCode)
		}
		if got := res.Header.Get("Content-Encoding"); got != tc.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", tc.accept, got, tc.want)
		}
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q", tc.accept, got)
		}
		if got := res.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", tc.accept, got)
		}
		if tc.want != "br" {
			continue
		}
		if string(body) != "brotli bytes" {
			t.Errorf("Accept-Encoding %q: body %q, want the .br file", tc.accept, body)
		}
		if got, want := res.Header.Get("X-Uncompressed-Length"), strconv.Itoa(len(wasmBody)); got != want {
			t.Errorf("Accept-Encoding %q: X-Uncompressed-Length %q, want %s", tc.accept, got, want)
		}
		if got := res.Header.Get("Content-Length"); got != strconv.Itoa(len("brotli bytes")) {
			t.Errorf("Accept-Encoding %q: Content-Length %q", tc.accept, got)
		}
	}
	res := get(t, h, http.MethodGet, "/br.wasm", "br")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "br" || res.Header.Get("X-Uncompressed-Length") != "" {
		t.Errorf("brotli only: status %d, headers %v", res.StatusCode, res.Header)
	}
	if res := get(t, h, http.MethodGet, "/br.wasm", "gzip"); res.StatusCode != http.StatusNotFound {
		t.Errorf("brotli only, gzip client: status %d, want 404", res.StatusCode)
	}
	if res := get(t, h, http.MethodGet, "/kaskade.wasm.br", "br"); res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "" {
		t.Errorf("the .br itself: status %d, Content-Encoding %q, want 200 and none", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
}

// TestPeersInPolicy: the other game servers' sockets are allowed by the
// page's content security policy, https ones as wss; an address that is
// not a plain one never reaches the header.
func TestPeersInPolicy(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644)
	h := WithPeers(dir, func() []string {
		return []string{"http://127.0.0.1:9001", "https://b.example.org", "http://x; script-src *", "ftp://c"}
	})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	got := rec.Header().Get("Content-Security-Policy")
	if !strings.Contains(got, "connect-src 'self' ws://127.0.0.1:9001 wss://b.example.org;") {
		t.Errorf("policy %q does not allow the peers' sockets", got)
	}
	if strings.Contains(got, "script-src *") || strings.Contains(got, "ftp") {
		t.Errorf("policy %q took a bad address", got)
	}
	rec = httptest.NewRecorder()
	New(dir).ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if got := rec.Header().Get("Content-Security-Policy"); !strings.Contains(got, "connect-src 'self';") {
		t.Errorf("without peers the policy is %q", got)
	}
}
