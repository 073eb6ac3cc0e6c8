package e2e

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"kaskade/engine/games"
	"kaskade/online/proto"
	"kaskade/online/server"
	"kaskade/wasm/serve/site"
)

// tlsGameServer serves the page and the rooms over HTTPS on loopback, as
// serve -tls-cert -tls-key does (the host check in front), with a
// certificate made here.
func tlsGameServer(t *testing.T) string {
	t.Helper()
	chromium(t)
	store, err := server.Embedded(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	hs := httptest.NewUnstartedServer(nil)
	rooms, err := server.New(server.Config{Lookup: games.Lookup, Store: store, Workers: 1,
		URL: "https://" + hs.Listener.Addr().String(), Hosts: []string{"localhost"}, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle(proto.Path, rooms)
	mux.Handle("/", site.WithPeers(siteDir(t), rooms.Servers))
	hs.Config.Handler = rooms.Guard(mux)
	hs.TLS = &tls.Config{Certificates: []tls.Certificate{selfSigned(t)}, NextProtos: []string{"http/1.1"}}
	hs.StartTLS()
	t.Cleanup(func() { hs.CloseClientConnections(); hs.Close(); rooms.Close() })
	return hs.URL + "/"
}

// selfSigned is a certificate for 127.0.0.1 and localhost.
func selfSigned(t *testing.T) tls.Certificate {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(39), Subject: pkix.Name{CommonName: "kaskade e2e"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		DNSNames: []string{"localhost"}, IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

// openTrusting is open with Chromium told to take the test's certificate
// (--ignore-certificate-errors; the flags otherwise open's).
func openTrusting(t *testing.T, vp viewport, url string) *browser {
	t.Helper()
	exe := chromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe), chromedp.Flag("headless", true), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("enable-unsafe-swiftshader", true), chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-quic", true),
		chromedp.Flag("ignore-certificate-errors", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(int(vp.w), int(vp.h)),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	b := &browser{t: t, ctx: ctx, url: url}
	if err := chromedp.Do(ctx); err != nil {
		cancelCtx()
		cancelAlloc()
		t.Fatalf("starting %s: %v", exe, err)
	}
	messages := chromedp.Console(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for m, err := range messages {
			if err != nil {
				return
			}
			b.mu.Lock()
			b.console = append(b.console, m)
			b.mu.Unlock()
		}
	}()
	b.stop = func() { cancelCtx(); cancelAlloc(); <-done }
	t.Cleanup(b.close)
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: initScript}); err != nil {
		t.Fatal(err)
	}
	emu := []chromedp.EmulateViewportOption{}
	if vp.scale > 0 {
		emu = append(emu, chromedp.EmulateScale(vp.scale))
	}
	if vp.mobile {
		emu = append(emu, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	}
	b.do(chromedp.EmulateViewport(vp.w, vp.h, emu...))
	return b
}

// TestOnlineOverTLS: a desktop page and a phone page play a Kaskade room
// over https:// and wss:// on loopback (issue 39): the page creates the
// room from the menu, the phone opens its link, takes the seat, and the
// moves reach both.
func TestOnlineOverTLS(t *testing.T) {
	url := tlsGameServer(t)
	if !strings.HasPrefix(url, "https://") {
		t.Fatalf("not HTTPS: %s", url)
	}
	a := openTrusting(t, viewport{w: 1200, h: 800}, url)
	a.load()
	a.clickButton("Online")
	a.waitScene("online")
	a.clickButton("Create a room: Kaskade")
	a.waitFor("the room's code", `kaskadeTest.room() !== ""`, 60*time.Second)
	code := eval[string](a, `kaskadeTest.room()`)
	phone := viewport{w: 390, h: 844, scale: 2, mobile: true}
	b := openTrusting(t, phone, url+"?room="+code)
	b.do(chromedp.Navigate(b.url))
	b.waitFor("the first frame", `window.kaskadeTest && kaskadeTest.frames() > 0`, firstFrameTimeout)
	b.waitFor("the room's lobby", `kaskadeTest.scene() === "online" && kaskadeTest.room() !== ""`, 30*time.Second)
	b.takeSeat(true)
	a.waitFor("Start to be possible", `kaskadeTest.texts().some(s => s.includes("(you)")) && kaskadeTest.texts().filter(s => s.startsWith("Open")).length === 0`, 30*time.Second)
	a.clickButton("Start")
	for _, p := range []*browser{a, b} {
		p.waitFor("the board", `kaskadeTest.scene() === "board"`, 30*time.Second)
	}
	for i, mv := range []string{"a1", "f6", "b1"} {
		p := []*browser{a, b}[i%2]
		p.waitFor("its turn", `kaskadeTest.ready()`, 30*time.Second)
		if i%2 == 0 {
			p.do(chromedp.MouseClickXY(p.cell(mv).X, p.cell(mv).Y))
		} else {
			p.tap(p.cell(mv))
		}
		for _, q := range []*browser{a, b} {
			q.waitFor(fmt.Sprintf("move %d (%s)", i+1, mv), fmt.Sprintf(`kaskadeTest.position().includes(" %d ")`, i+1), 30*time.Second)
		}
	}
	if pa, pb := a.position(), b.position(); pa != pb {
		t.Errorf("the pages differ:\n%s\n%s", pa, pb)
	}
	if scheme := eval[string](a, `location.protocol`); scheme != "https:" {
		t.Errorf("the page is on %s", scheme)
	}
	a.noConsoleErrors()
	b.noConsoleErrors()
}
