package e2e

import (
	"fmt"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"kaskade/engine/kaskade"
	"kaskade/wasm/serve/site"
)

// workerTimeout allows the service worker to store the whole build (the
// module decompressed, ~20 MB) on a slow, busy machine.
const workerTimeout = 2 * time.Minute

// pageState is window.kaskadePage (boot.js).
type pageState struct {
	Version string `json:"version"`
	Worker  *struct {
		Current string `json:"current"`
		Next    string `json:"next"`
		Offline bool   `json:"offline"`
	} `json:"worker"`
	Notices []string `json:"notices"`
}

func (b *browser) page() pageState { return eval[pageState](b, `window.kaskadePage || {}`) }

// copySite copies the page's files (the folder's regular files: the
// page, scripts, module and its compressed copies, build.json) into a new
// folder, which a test may change as a new build would.
func copySite(t *testing.T) string {
	t.Helper()
	src := siteDir(t)
	if _, err := os.Stat(filepath.Join(src, "build.json")); err != nil {
		t.Fatalf("%s/build.json is missing: run 'make wasm'", src)
	}
	dst := t.TempDir()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		in, err := os.Open(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out, err := os.Create(filepath.Join(dst, e.Name()))
		if err == nil {
			_, err = io.Copy(out, in)
			if cerr := out.Close(); err == nil {
				err = cerr
			}
		}
		in.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

// installed loads the page from srv and waits until its service worker
// controls it and has stored the build the page runs.
func installed(t *testing.T, srv *httptest.Server, vp viewport) *browser {
	t.Helper()
	b := open(t, vp, srv.URL+"/")
	b.load()
	b.waitFor("the service worker's answer", `window.kaskadePage && kaskadePage.worker && kaskadePage.version !== "" && kaskadePage.worker.current === kaskadePage.version`, workerTimeout)
	if !eval[bool](b, `!!navigator.serviceWorker.controller`) {
		t.Fatal("the service worker answered but does not control the page")
	}
	keys := evalAwait[[]string](b, `(async () => { const c = await caches.open("kaskade-v-" + kaskadePage.version); return (await c.keys()).map(r => r.url); })()`)
	for _, f := range []string{"/", "/boot.js", "/wasm_exec.js", "/kaskade.wasm", "/build.json", "/manifest.json"} {
		if !contains(keys, srv.URL+f) {
			t.Errorf("the build's cache lacks %s: %v", f, keys)
		}
	}
	return b
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// netConditions are the parameters of Network.emulateNetworkConditions,
// which this Chromium (148) still takes; the protocol package knows only
// its successor by rule.
type netConditions struct {
	Offline            bool    `json:"offline"`
	Latency            float64 `json:"latency"`
	DownloadThroughput float64 `json:"downloadThroughput"`
	UploadThroughput   float64 `json:"uploadThroughput"`
}

var emulateNetworkConditions = cdp.Command[netConditions, cdp.Empty]{Method: "Network.emulateNetworkConditions"}

// offline cuts the page off: the network emulated offline (navigator.onLine
// false, every request refused).
func (b *browser) offline() {
	b.t.Helper()
	if _, err := chromedp.Call(b.ctx, network.Enable, network.EnableParams{}); err != nil {
		b.t.Fatal(err)
	}
	if err := call(b, emulateNetworkConditions, netConditions{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		b.t.Fatal(err)
	}
	if err := call(b, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		b.t.Logf("Network.overrideNetworkState: %v", err)
	}
}

// reload loads the page again and waits for the menu.
func (b *browser) reload() {
	b.t.Helper()
	b.do(chromedp.Reload())
	b.waitFor("the first frame after the reload", `window.kaskadeTest && kaskadeTest.frames() > 0`, firstFrameTimeout)
	b.waitScene("menu")
}

// TestOfflineAfterInstall loads the page once, lets its service worker
// store the build, then stops the server and cuts the network: a reload
// starts the game from the worker's cache with nothing downloaded, the
// page says it is offline, and a whole game of Kaskade against the
// computer plays to its end.
func TestOfflineAfterInstall(t *testing.T) {
	chromium(t)
	srv := httptest.NewServer(site.New(copySite(t)))
	defer srv.Close()
	vp := viewport{w: 1280, h: 800}
	b := installed(t, srv, vp)
	version := b.page().Version

	srv.Close() // the server is gone
	b.offline()
	b.reload()
	b.waitFor("the page's build", `kaskadePage.version !== ""`, 30*time.Second)
	if v := b.page(); v.Version != version {
		t.Errorf("offline the page runs build %q, want %q", v.Version, version)
	}
	type res struct {
		Name     string  `json:"name"`
		Transfer float64 `json:"transfer"`
		Worker   bool    `json:"worker"`
	}
	rs := eval[[]res](b, `performance.getEntriesByType("resource").concat(performance.getEntriesByType("navigation")).map(e => ({name: e.name, transfer: e.transferSize || 0, worker: e.workerStart > 0}))`)
	for _, r := range rs {
		if strings.HasSuffix(r.Name, "/kaskade.wasm") && !r.Worker {
			t.Errorf("offline kaskade.wasm did not come from the service worker: %+v", r)
		}
		if r.Transfer > 0 {
			t.Errorf("offline %s transferred %.0f bytes", r.Name, r.Transfer)
		}
	}
	// This Chromium forgets the emulated navigator.onLine at the new
	// document (the requests stay refused): say it again, and the page
	// hears the "offline" event.
	b.offline()
	if !eval[bool](b, `!navigator.onLine`) {
		t.Fatal("navigator.onLine is true while offline")
	}
	b.waitFor("the offline notice", `kaskadePage.notices.includes("offline") && document.getElementById("notice").classList.contains("shown")`, 30*time.Second)
	if s := eval[string](b, `document.getElementById("notice").textContent`); !strings.Contains(s, "Offline") || !strings.Contains(s, "online rooms") {
		t.Errorf("the offline notice says %q", s)
	}

	end := b.playAgainstComputer()
	t.Logf("offline: played Kaskade 3×3 against Expert to the end: %q", end)
	b.screenshot("browser-offline")
	b.noConsoleErrors()
}

// playAgainstComputer sets up Kaskade 3×3 in the menu, a person against
// Expert, and plays the first legal cell each turn until the game is
// over; it returns the last position.
func (b *browser) playAgainstComputer() string {
	t := b.t
	t.Helper()
	for i := range 6 { // columns 6 → 3, then rows 6 → 3
		b.clickNth("−", i/3)
	}
	expert := []string{"‹ Human ›", "‹ Computer · Expert ›"}
	for range 5 {
		seats := b.seatLabels()
		if len(seats) != 2 || seats[1] == expert[1] {
			break
		}
		b.clickNth(seats[1], strings.Count(strings.Join(seats, "\n"), seats[1])-1)
	}
	if seats := b.seatLabels(); fmt.Sprint(seats) != fmt.Sprint(expert) {
		t.Fatalf("the seats are %q, want a human against Expert", seats)
	}
	b.clickButton("Start")
	b.waitScene("board")
	computer := 0
	for {
		b.waitFor("the person's turn or the game's end", `kaskadeTest.scene() === "gameover" || (kaskadeTest.scene() === "board" && kaskadeTest.ready())`, 2*time.Minute)
		if eval[string](b, `kaskadeTest.scene()`) == "gameover" {
			break
		}
		pos := b.position()
		st, err := kaskade.ParseGame(pos)
		if err != nil {
			t.Fatalf("the browser's position %q: %v", pos, err)
		}
		if st.IsOver() || st.CurrentPlayer() != 0 {
			t.Fatalf("ready in %q, but not the person's turn", pos)
		}
		ply := moves(pos)
		if ply > 0 {
			computer++
		}
		cell := st.FormatMove(st.LegalMoves(nil)[0])
		p := b.cell(cell)
		b.do(chromedp.MouseClickXY(p.X, p.Y))
		b.waitFor("the move "+cell, fmt.Sprintf(`kaskadeTest.scene() === "gameover" || +kaskadeTest.position().split(" ")[3] > %d`, ply), 30*time.Second)
	}
	if computer == 0 {
		t.Fatal("the computer made no move")
	}
	return b.position()
}

// TestNewBuildOnNextStart installs the page, then puts a new build on the
// server (a page that says so and a new build.json). The next start still
// runs the stored build and fetches the new one in the background, and the
// page says a new version is ready; the start after it runs the new build
// and says it was updated.
func TestNewBuildOnNextStart(t *testing.T) {
	chromium(t)
	dir := copySite(t)
	srv := httptest.NewServer(site.New(dir))
	defer srv.Close()
	b := installed(t, srv, viewport{w: 1280, h: 800})
	old := b.page().Version

	// The new build: index.html marked, build.json with a new version.
	next := old + "-next"
	html, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	marked := strings.Replace(string(html), "<title>", `<meta name="kaskade-build" content="next"><title>`, 1)
	if marked == string(html) {
		t.Fatal("index.html has no <title>")
	}
	build, err := os.ReadFile(filepath.Join(dir, "build.json"))
	if err != nil {
		t.Fatal(err)
	}
	nextBuild := strings.Replace(string(build), `"version":"`+old+`"`, `"version":"`+next+`"`, 1)
	if nextBuild == string(build) {
		t.Fatalf("build.json %q does not name version %q", build, old)
	}
	for name, body := range map[string]string{"index.html": marked, "build.json": nextBuild} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	isNew := `!!document.querySelector('meta[name="kaskade-build"]')`

	// The next start: the stored build, and the new one fetched meanwhile.
	b.reload()
	b.waitFor("the page's build", `kaskadePage.version !== ""`, 30*time.Second)
	if v := b.page(); v.Version != old || eval[bool](b, isNew) {
		t.Fatalf("the start after the new build's arrival runs %q (new page: %v), want the stored %q", v.Version, eval[bool](b, isNew), old)
	}
	b.waitFor("the new build ready", `kaskadePage.worker && kaskadePage.worker.next === `+fmt.Sprintf("%q", next), workerTimeout)
	b.waitFor("the notice of the new version", `kaskadePage.notices.includes("ready")`, 10*time.Second)
	if s := eval[string](b, `document.getElementById("notice").textContent`); !strings.Contains(s, "new version") {
		t.Errorf("the notice says %q", s)
	}

	// The start after: the new build, and the page says so.
	b.reload()
	b.waitFor("the page's build", `kaskadePage.version !== ""`, 30*time.Second)
	if v := b.page(); v.Version != next || !eval[bool](b, isNew) {
		t.Fatalf("the second start after the new build runs %q (new page: %v), want %q", v.Version, eval[bool](b, isNew), next)
	}
	b.waitFor("the notice of the update", `kaskadePage.notices.includes("updated")`, 30*time.Second)
	b.waitFor("the service worker's answer", `kaskadePage.worker && kaskadePage.worker.current === `+fmt.Sprintf("%q", next), workerTimeout)
	if w := b.page().Worker; w.Next != "" {
		t.Errorf("after the update the worker still has a next build %q", w.Next)
	}
	names := evalAwait[[]string](b, `caches.keys()`)
	for _, n := range names {
		if n == "kaskade-v-"+old {
			t.Errorf("the old build's cache is still kept: %v", names)
		}
	}
	b.noConsoleErrors()
}
