//go:build unix

package site

import (
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRefusesDotsAndEscapes: nothing outside the folder, and no dotfile
// in it, is served, whatever the path or link.
func TestRefusesDotsAndEscapes(t *testing.T) {
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "secret.txt"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := testDir(t)
	for name, text := range map[string]string{".env": "KEY=1", ".hidden.js": "x", "sub/.htpasswd": "u:p"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".git", "config"), []byte("[core]"), 0o644); err != nil {
		t.Fatal(err)
	}
	links := map[string]string{
		"out.txt":    filepath.Join(outside, "secret.txt"), // a file outside
		"outdir":     outside,                              // a folder outside
		"rel.txt":    "../" + filepath.Base(outside) + "/secret.txt",
		"passwd":     "/etc/passwd",
		"inside.css": "style.css", // stays inside: served
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.js"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := New(dir)
	for _, p := range []string{
		"/.env", "/.hidden.js", "/.git/config", "/.git/", "/sub/.htpasswd", "/./index.html",
		"/../index.html", "/%2e%2e/index.html", "/sub/../index.html", "/%2E%2E%2Fetc%2Fpasswd", "/..%5cindex.html",
		"/out.txt", "/outdir/secret.txt", "/rel.txt", "/passwd", "/pipe.js", "/index.html%00.js",
	} {
		done := make(chan *http.Response, 1)
		go func() { done <- get(t, h, http.MethodGet, p, "gzip") }()
		select {
		case res := <-done:
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != http.StatusNotFound || strings.Contains(string(body), "secret") {
				t.Errorf("GET %s: status %d, body %q; want 404", p, res.StatusCode, body)
			}
		case <-time.After(time.Minute): // a hang guard
			t.Fatalf("GET %s did not return", p)
		}
	}
	if res := get(t, h, http.MethodGet, "/inside.css", ""); res.StatusCode != http.StatusOK {
		t.Errorf("a link inside the folder: status %d, want 200", res.StatusCode)
	}
}

func TestSecurityHeaders(t *testing.T) {
	h := New(testDir(t))
	for _, p := range []string{"/", "/kaskade.wasm", "/missing", "/.env"} {
		res := get(t, h, http.MethodGet, p, "gzip")
		csp := res.Header.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "'wasm-unsafe-eval'", "frame-ancestors 'none'", "object-src 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("GET %s: Content-Security-Policy %q lacks %q", p, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "http") || strings.Contains(csp, "*") {
			t.Errorf("GET %s: Content-Security-Policy %q lets in more than the site", p, csp)
		}
		if got := res.Header.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("GET %s: X-Content-Type-Options %q", p, got)
		}
		if got := res.Header.Get("Referrer-Policy"); got != "no-referrer" {
			t.Errorf("GET %s: Referrer-Policy %q", p, got)
		}
	}
}

// The real page keeps to the policy: no inline script or style, no
// handler attributes, nothing loaded from elsewhere.
func TestPageNeedsNoInlineCode(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := strings.ToLower(string(data))
	for _, bad := range []string{"<script>", "<style", " style=", " onload=", " onclick=", "javascript:", "src=\"http", "href=\"http"} {
		if strings.Contains(page, bad) {
			t.Errorf("wasm/index.html has %q, which the content security policy blocks", bad)
		}
	}
	for _, f := range []string{"boot.js", "page.css"} {
		if !strings.Contains(page, f) {
			t.Errorf("wasm/index.html does not load %s", f)
		}
	}
}

// serveLimited serves New(dir) on loopback with limits l.
func serveLimited(t *testing.T, dir string, l Limits) string {
	t.Helper()
	ln, err := l.Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := l.Server(New(dir))
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

func TestHeaderSizeIsBounded(t *testing.T) {
	addr := serveLimited(t, testDir(t), DefaultLimits)
	req, _ := http.NewRequest(http.MethodGet, "http://"+addr+"/", nil)
	req.Header.Set("X-Big", strings.Repeat("a", 64<<10))
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("64 KiB of header: status %d, want 431", res.StatusCode)
	}
}

// A connection that sends nothing, or half a request, is closed after
// ReadHeaderTimeout; an idle keep-alive one after IdleTimeout.
func TestSilentAndIdleConnectionsAreClosed(t *testing.T) {
	l := DefaultLimits
	l.ReadHeaderTimeout, l.IdleTimeout = 200*time.Millisecond, 200*time.Millisecond
	addr := serveLimited(t, testDir(t), l)
	for _, send := range []string{"", "GET / HTTP/1.1\r\nHost: x\r\n", "GET /app.js HTTP/1.1\r\nHost: x\r\n\r\n"} {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		io.WriteString(c, send)
		c.SetReadDeadline(time.Now().Add(time.Minute)) // a hang guard
		if _, err := io.Copy(io.Discard, c); err != nil {
			t.Errorf("after %q the server kept the connection: %v", send, err)
		}
	}
}
