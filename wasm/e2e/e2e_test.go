// Package e2e tests the WebAssembly build of Kaskade in Debian's Chromium.
//
// The tests serve the wasm/ folder (built by 'make wasm') in-process with
// the handler of wasm/serve, start /usr/bin/chromium headless with a fresh
// profile, and drive it through the DevTools protocol (chromedp): real
// mouse, keyboard and touch events. They read what the game shows through
// its read-only test hook, window.kaskadeTest (scene/hook_js.go), and
// compare the positions with the engine's own.
//
// Without Chromium the tests skip, except under CI=true, where they fail.
// KASKADE_SCREENSHOT=1 writes the screenshots to docs/browser*.png;
// KASKADE_MEASURE=N makes TestMeasureFirstFrame time N loads (see
// 'make measure-browser').
package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"kaskade/engine/decktet"
	"kaskade/engine/formation"
	"kaskade/engine/kaskade"
	"kaskade/wasm/serve/site"
)

// chromiumPath is Debian's Chromium; KASKADE_CHROMIUM overrides it.
const chromiumPath = "/usr/bin/chromium"

// firstFrameTimeout allows for compiling ~20 MB of WebAssembly on a slow,
// busy machine; a healthy load takes a second or two.
const firstFrameTimeout = 3 * time.Minute

// initScript runs in the page before any of its own scripts. It notes when
// the first frame was drawn (performance.now(), milliseconds from the start
// of the navigation), the longest time between two animation frames
// (maxGap, which a test may reset), and keeps the audio contexts the game
// makes, so that the test can see whether sound started.
const initScript = `(() => {
  const k = window.__kaskade = { firstFrame: 0, audio: [], maxGap: 0 };
  let last = 0;
  const gap = (t) => {
    if (last) k.maxGap = Math.max(k.maxGap, t - last);
    last = t;
    requestAnimationFrame(gap);
  };
  requestAnimationFrame(gap);
  const AC = window.AudioContext;
  if (AC) {
    window.AudioContext = class extends AC {
      constructor(...args) { super(...args); k.audio.push(this); }
    };
  }
  const poll = () => {
    if (window.kaskadeTest && window.kaskadeTest.frames() > 0) {
      k.firstFrame = performance.now();
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`

// browser is one headless Chromium with one tab on the served page.
type browser struct {
	t   *testing.T
	ctx context.Context
	url string

	mu      sync.Mutex
	console []chromedp.ConsoleMessage

	closeOnce sync.Once
	stop      func()
}

// close ends the browser; the test's cleanup does it too.
func (b *browser) close() { b.closeOnce.Do(b.stop) }

type viewport struct {
	w, h   int64
	scale  float64 // devicePixelRatio; 0 is 1
	mobile bool    // phone: mobile layout and touch
}

func chromium(t *testing.T) string {
	t.Helper()
	p := chromiumPath
	if env := os.Getenv("KASKADE_CHROMIUM"); env != "" {
		p = env
	}
	if _, err := os.Stat(p); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("Chromium is missing at %s (CI=true, so this fails): install it with 'apt-get install chromium' or 'make deps'", p)
		}
		t.Skipf("Chromium is missing at %s: skipping the browser tests ('make deps' installs it as root)", p)
	}
	return p
}

// siteDir is the wasm/ folder with the page and a built kaskade.wasm.
func siteDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"index.html", "wasm_exec.js", "kaskade.wasm"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("%s is missing: run 'make wasm' first ('make test-browser' does)", filepath.Join(dir, f))
		}
	}
	return dir
}

// start serves the page and opens it in a new headless Chromium.
func start(t *testing.T, vp viewport) *browser {
	t.Helper()
	chromium(t)
	srv := httptest.NewServer(site.New(siteDir(t)))
	t.Cleanup(srv.Close)
	return open(t, vp, srv.URL+"/")
}

// open starts a headless Chromium with one tab for url (not loaded yet).
func open(t *testing.T, vp viewport, url string) *browser {
	t.Helper()
	exe := chromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(int(vp.w), int(vp.h)),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	b := &browser{t: t, ctx: ctx, url: url}

	if err := chromedp.Do(ctx); err != nil { // starts the browser
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
	b.stop = func() {
		cancelCtx()
		cancelAlloc()
		<-done
	}
	t.Cleanup(b.close)

	b.prepare(vp)
	return b
}

// prepare sets up b's tab before its first page: the init script and
// the viewport vp.
func (b *browser) prepare(vp viewport) {
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: initScript}); err != nil {
		b.t.Fatal(err)
	}
	emu := []chromedp.EmulateViewportOption{}
	if vp.scale > 0 {
		emu = append(emu, chromedp.EmulateScale(vp.scale))
	}
	if vp.mobile {
		emu = append(emu, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	}
	b.do(chromedp.EmulateViewport(vp.w, vp.h, emu...))
}

func (b *browser) do(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.t.Fatalf("%v\n%s", err, b.consoleText())
	}
}

// eval evaluates a JavaScript expression into T.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("evaluate %s: %v\n%s", expr, err, b.consoleText())
	}
	return v
}

// waitFor polls a JavaScript condition until it is true.
func (b *browser) waitFor(what, cond string, timeout time.Duration) {
	b.t.Helper()
	_, err := chromedp.Run(b.ctx, chromedp.Poll[bool]("!!("+cond+")",
		chromedp.WithPollingTimeout(timeout), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		b.t.Fatalf("waiting for %s (%s): %v\nscene %q, position %q\n%s", what, cond, err,
			b.tryEval(`window.kaskadeTest ? kaskadeTest.scene() : "(no hook)"`),
			b.tryEval(`window.kaskadeTest ? kaskadeTest.position() : ""`), b.consoleText())
	}
}

func (b *browser) tryEval(expr string) string {
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		return "?"
	}
	return v
}

// load navigates to the page and waits for the first frame and the menu.
func (b *browser) load() {
	b.t.Helper()
	b.do(chromedp.Navigate(b.url))
	b.waitFor("the first frame", `window.kaskadeTest && kaskadeTest.frames() > 0`, firstFrameTimeout)
	b.waitScene("menu")
}

// waitScene waits until the scene is on screen and takes input.
func (b *browser) waitScene(scene string) {
	b.t.Helper()
	b.waitFor("the "+scene, fmt.Sprintf(`kaskadeTest.scene() === %q && kaskadeTest.ready()`, scene), 30*time.Second)
}

// waitFrames lets n more frames be drawn.
func (b *browser) waitFrames(n int) {
	b.t.Helper()
	f := eval[int](b, `kaskadeTest.frames()`)
	eval[bool](b, fmt.Sprintf(`kaskadeTest.wake(%d), true`, n+5)) // an idle game draws nothing
	b.waitFor(fmt.Sprintf("%d frames", n), fmt.Sprintf(`kaskadeTest.frames() >= %d`, f+n), 30*time.Second)
}

type point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// cell is the centre of a cell in CSS pixels.
func (b *browser) cell(name string) point {
	b.t.Helper()
	p := eval[*point](b, fmt.Sprintf(`kaskadeTest.cellCenter(%q)`, name))
	if p == nil {
		b.t.Fatalf("no cell %s on screen (scene %q)", name, b.tryEval(`kaskadeTest.scene()`))
	}
	return *p
}

type shownButton struct {
	Label    string  `json:"label"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	Selected bool    `json:"selected"`
}

// button finds a button of the last frame by its label, waiting a while
// for a frame that shows it (a scene that has just opened may not have
// drawn it yet).
func (b *browser) button(label string) shownButton {
	b.t.Helper()
	has := fmt.Sprintf(`kaskadeTest.buttons().some(x => x.label === %q)`, label)
	for range 100 {
		if eval[bool](b, has) {
			break
		}
		eval[bool](b, `kaskadeTest.wake(5), true`)
		time.Sleep(100 * time.Millisecond)
	}
	bs := eval[[]shownButton](b, `kaskadeTest.buttons()`)
	for _, x := range bs {
		if x.Label == label {
			return x
		}
	}
	b.t.Fatalf("no button %q on screen; buttons: %+v", label, bs)
	return shownButton{}
}

func (b *browser) clickButton(label string) {
	b.t.Helper()
	x := b.button(label)
	b.do(chromedp.MouseClickXY(x.X, x.Y))
	b.waitFrames(2)
}

// tapButton taps the button labelled label, as clickButton clicks it.
func (b *browser) tapButton(label string) {
	b.t.Helper()
	x := b.button(label)
	b.tap(point{x.X, x.Y})
	b.waitFrames(2)
}

// tap touches the page at p for about 100 ms, as a finger does, so the
// game sees the touch in at least one frame before it ends.
func (b *browser) tap(p point) {
	b.t.Helper()
	b.touch(input.DispatchTouchEventTypeTouchStart, p)
	time.Sleep(100 * time.Millisecond)
	b.touch(input.DispatchTouchEventTypeTouchEnd)
}

func (b *browser) touch(typ input.DispatchTouchEventType, ps ...point) {
	b.t.Helper()
	tps := []*input.TouchPoint{}
	for _, p := range ps {
		tps = append(tps, &input.TouchPoint{X: p.X, Y: p.Y})
	}
	if _, err := chromedp.Call(b.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: tps}); err != nil {
		b.t.Fatalf("touch %s: %v", typ, err)
	}
}

// position is the engine's position line of the game on screen.
func (b *browser) position() string { return eval[string](b, `kaskadeTest.position()`) }

// moves is the move count field of a position line.
func moves(pos string) int {
	f := strings.Fields(pos)
	if len(f) < 4 {
		return -1
	}
	n, err := strconv.Atoi(f[3])
	if err != nil {
		return -1
	}
	return n
}

// waitMoves waits until the game has n moves and is ready for the next.
func (b *browser) waitMoves(n int) string {
	b.t.Helper()
	b.waitFor(fmt.Sprintf("move %d", n), fmt.Sprintf(`kaskadeTest.position().split(" ")[3] === "%d" && kaskadeTest.ready()`, n), 30*time.Second)
	return b.position()
}

// engine replays moves from the empty board of size z.
func engine(t *testing.T, z kaskade.Size, mv ...string) *kaskade.State {
	t.Helper()
	st, err := kaskade.Replay(z, mv, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// screenshot captures the viewport; with KASKADE_SCREENSHOT=1 it also
// writes docs/<name>.png.
func (b *browser) screenshot(name string) image.Image {
	b.t.Helper()
	data, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		b.t.Fatal(err)
	}
	if os.Getenv("KASKADE_SCREENSHOT") == "1" && name != "" {
		path := filepath.Join("..", "..", "docs", name+".png")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			b.t.Fatal(err)
		}
		b.t.Logf("wrote %s (%dx%d)", path, img.Bounds().Dx(), img.Bounds().Dy())
	}
	return img
}

// colours counts the distinct colours of an image: a blank or one-colour
// canvas has one or two, the menu has hundreds (text, shaded balls).
func colours(img image.Image) int {
	seen := map[[4]uint32]bool{}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			cr, cg, cb, ca := img.At(x, y).RGBA()
			seen[[4]uint32{cr, cg, cb, ca}] = true
		}
	}
	return len(seen)
}

// consoleText is what the page wrote to the console, for failures.
func (b *browser) consoleText() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var sb strings.Builder
	for _, m := range b.console {
		fmt.Fprintf(&sb, "console %s: %s\n", m.Type, m.Text)
	}
	return sb.String()
}

// noConsoleErrors fails on any error or uncaught exception in the console.
func (b *browser) noConsoleErrors() {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, m := range b.console {
		if m.IsException() || m.Type == "error" || m.Type == "assert" {
			b.t.Errorf("console %s: %s (%s:%d)", m.Type, m.Text, m.URL, m.Line)
		}
	}
}

// layoutCheck checks that the canvas fills the window at the device's
// pixel ratio (sharp, not upscaled) and that the loader is gone.
func (b *browser) layoutCheck(vp viewport) {
	b.t.Helper()
	type geo struct {
		InnerW  float64 `json:"innerW"`
		InnerH  float64 `json:"innerH"`
		ClientW float64 `json:"clientW"`
		ClientH float64 `json:"clientH"`
		CanvasW float64 `json:"canvasW"`
		CanvasH float64 `json:"canvasH"`
		Ratio   float64 `json:"ratio"`
		ScrollY float64 `json:"scrollY"`
		Scale   float64 `json:"scale"`
		Loader  string  `json:"loader"`
	}
	g := eval[geo](b, `(() => { const c = document.querySelector("canvas"); return {
		innerW: innerWidth, innerH: innerHeight, clientW: c.clientWidth, clientH: c.clientHeight,
		canvasW: c.width, canvasH: c.height, ratio: devicePixelRatio, scrollY: scrollY,
		scale: visualViewport ? visualViewport.scale : 1,
		loader: getComputedStyle(document.getElementById("loader")).display }; })()`)
	scale := vp.scale
	if scale == 0 {
		scale = 1
	}
	if g.Loader != "none" {
		b.t.Errorf("the loader is still shown (display %q)", g.Loader)
	}
	if g.InnerW != float64(vp.w) || g.InnerH != float64(vp.h) || g.Ratio != scale {
		b.t.Errorf("window %vx%v at ratio %v, want %dx%d at %v", g.InnerW, g.InnerH, g.Ratio, vp.w, vp.h, scale)
	}
	if g.ClientW != g.InnerW || g.ClientH != g.InnerH {
		b.t.Errorf("canvas shows %vx%v CSS pixels in a %vx%v window, want it to fill the window", g.ClientW, g.ClientH, g.InnerW, g.InnerH)
	}
	if g.CanvasW != g.ClientW*scale || g.CanvasH != g.ClientH*scale {
		b.t.Errorf("canvas has %vx%v pixels for %vx%v CSS pixels at ratio %v: blurry, want %vx%v",
			g.CanvasW, g.CanvasH, g.ClientW, g.ClientH, scale, g.ClientW*scale, g.ClientH*scale)
	}
	if g.ScrollY != 0 || g.Scale != 1 {
		b.t.Errorf("page scrolled to %v or zoomed to %v", g.ScrollY, g.Scale)
	}
}

// TestPlayWithMouseAndKeyboard loads the page on a wide window, starts a
// game with Enter, plays with real mouse clicks up to a cascade, and
// follows a resize.
func TestPlayWithMouseAndKeyboard(t *testing.T) {
	vp := viewport{w: 1600, h: 900}
	b := start(t, vp)
	b.load()
	t.Logf("first frame %.0f ms after navigation", eval[float64](b, `__kaskade.firstFrame`))
	b.layoutCheck(vp)
	if n := colours(b.screenshot("browser-menu")); n < 50 {
		t.Fatalf("the menu shows %d colours: blank canvas?", n)
	}
	if pos := b.position(); pos != "" {
		t.Fatalf("position in the menu: %q, want \"\"", pos)
	}

	// Keyboard: Enter starts the game the menu shows (6x6, a fresh profile).
	b.do(chromedp.Focus(chromedp.CSS("canvas")), chromedp.KeyEvent(kb.Enter))
	b.waitScene("board")
	z := kaskade.DefaultSize
	if pos, want := b.position(), engine(t, z).String(); pos != want {
		t.Fatalf("new game: %q, want %q", pos, want)
	}

	// Mouse: c3, then both players on their corners until a1 overflows.
	played := []string{}
	for i, mv := range []string{"c3", "f6", "a1", "f5", "a1"} {
		p := b.cell(mv)
		b.do(chromedp.MouseClickXY(p.X, p.Y))
		played = append(played, mv)
		pos := b.waitMoves(i + 1)
		if want := engine(t, z, played...).String(); pos != want {
			t.Fatalf("after %v the game shows %q, the engine %q", played, pos, want)
		}
	}
	st, err := kaskade.Parse(b.position())
	if err != nil {
		t.Fatal(err)
	}
	for cell, want := range map[string]int{"a1": 0, "a2": 1, "b1": 1} {
		c, _ := z.ParseCell(cell)
		if n, o := st.At(c); n != want || (n > 0 && o != kaskade.White) {
			t.Errorf("after the cascade %s holds %d of %v, want %d white", cell, n, o, want)
		}
	}
	if n := colours(b.screenshot("browser")); n < 50 {
		t.Fatalf("the board shows %d colours", n)
	}

	// Sound: the game's AudioContext runs after the first click.
	audio := eval[[]string](b, `__kaskade.audio.map(c => c.state)`)
	t.Logf("audio contexts after the first click: %v", audio)
	if len(audio) == 0 {
		t.Error("the game made no AudioContext")
	} else if !slices.Contains(audio, "running") {
		t.Errorf("no AudioContext runs after the clicks: %v", audio)
	}

	// Resize: the canvas follows, and clicks still land on the right cell.
	vp = viewport{w: 1000, h: 700}
	b.do(chromedp.EmulateViewport(vp.w, vp.h))
	b.waitFor("the resize", `document.querySelector("canvas").width === 1000`, 10*time.Second)
	b.waitFrames(3)
	b.layoutCheck(vp)
	p := b.cell("d4")
	b.do(chromedp.MouseClickXY(p.X, p.Y))
	played = append(played, "d4")
	if pos, want := b.waitMoves(len(played)), engine(t, z, played...).String(); pos != want {
		t.Fatalf("after the resize: %q, want %q", pos, want)
	}
	b.noConsoleErrors()
}

// TestTouchTapPlacesOnce plays on a phone-sized touch screen at twice the
// pixel density: a tap places exactly one ball, and the page neither
// scrolls nor zooms.
func TestTouchTapPlacesOnce(t *testing.T) {
	vp := viewport{w: 390, h: 844, scale: 2, mobile: true}
	b := start(t, vp)
	b.load()
	b.layoutCheck(vp)
	b.screenshot("browser-phone-menu")

	b.tapButton("Start")
	b.waitScene("board")

	b.tap(b.cell("c3"))
	pos := b.waitMoves(1)
	b.waitFrames(40) // a second, synthesized click would land by now
	if again := b.position(); again != pos || moves(again) != 1 {
		t.Fatalf("one tap: %q, then %q; want exactly one move", pos, again)
	}
	if want := engine(t, kaskade.DefaultSize, "c3").String(); pos != want {
		t.Fatalf("tap on c3: %q, want %q", pos, want)
	}
	b.tap(b.cell("d4"))
	b.waitMoves(2)

	// A swipe over the board places at most where it ends, and moves the page not at all.
	from, to := b.cell("a6"), b.cell("a1")
	b.touch(input.DispatchTouchEventTypeTouchStart, from)
	for i := 1; i <= 5; i++ {
		f := float64(i) / 5
		b.touch(input.DispatchTouchEventTypeTouchMove, point{from.X + (to.X-from.X)*f, from.Y + (to.Y-from.Y)*f})
		time.Sleep(20 * time.Millisecond)
	}
	b.touch(input.DispatchTouchEventTypeTouchEnd)
	b.waitFrames(10)
	b.layoutCheck(vp)
	b.screenshot("browser-phone")
	b.noConsoleErrors()
}

// storedPrefs is the part of the stored settings the test checks.
type storedPrefs struct {
	Format    string  `json:"format"`
	Version   int     `json:"version"`
	Animation string  `json:"animation"`
	Speed     float64 `json:"speed"`
	Sound     bool    `json:"sound"`
	Board     string  `json:"board"`
}

// TestSettingsSurviveReload changes the settings and the board size, and
// finds them again after a reload.
func TestSettingsSurviveReload(t *testing.T) {
	vp := viewport{w: 1280, h: 800}
	b := start(t, vp)
	b.load()
	if v := eval[any](b, `localStorage.getItem("kaskade.settings")`); v != nil {
		t.Fatalf("a fresh profile has settings: %v", v)
	}
	b.clickButton("Settings")
	b.waitScene("settings")
	for _, l := range []string{"Instant", "2×", "Off"} {
		b.clickButton(l)
	}
	b.clickButton("Done")
	b.waitScene("menu")
	b.clickButton("8 × 8")
	b.clickButton("Start")
	b.waitScene("board")

	raw := eval[string](b, `localStorage.getItem("kaskade.settings")`)
	var sp storedPrefs
	if err := json.Unmarshal([]byte(raw), &sp); err != nil {
		t.Fatalf("stored settings %q: %v", raw, err)
	}
	if want := (storedPrefs{Format: "kaskade-settings", Version: 1, Animation: "instant", Speed: 2, Sound: false, Board: "8x8"}); sp != want {
		t.Fatalf("stored %+v, want %+v", sp, want)
	}

	b.do(chromedp.Reload())
	b.waitFor("the first frame after the reload", `window.kaskadeTest && kaskadeTest.frames() > 0`, firstFrameTimeout)
	b.waitScene("menu")
	if !b.button("8 × 8").Selected {
		t.Error("after the reload the menu does not offer 8 × 8")
	}
	b.clickButton("Settings")
	b.waitScene("settings")
	for _, l := range []string{"Instant", "2×", "Off"} {
		if !b.button(l).Selected {
			t.Errorf("after the reload %q is not selected", l)
		}
	}
	b.do(chromedp.KeyEvent(kb.Escape))
	b.waitScene("menu")
	b.do(chromedp.KeyEvent(kb.Enter))
	b.waitScene("board")
	if pos := b.position(); !strings.HasPrefix(pos, "8x8 ") {
		t.Fatalf("after the reload Enter starts %q, want an 8x8 board", pos)
	}
	b.noConsoleErrors()
}

// startGame opens the page at 1280x800 and starts the game with this
// title from the menu.
func startGame(t *testing.T, title string) *browser {
	t.Helper()
	b := start(t, viewport{w: 1280, h: 800})
	b.load()
	b.clickButton(title)
	b.clickButton("Start")
	b.waitScene("board")
	return b
}

// hardDeal is a deal whose answer after "turn, waste" takes the in-game
// solver 1.6 million positions (0.35 s natively, 0.8 s in Node's wasm): a
// search of many frames' slices.
const hardDeal = "23005508"

// TestCascadesInTheBrowser starts the Decktet solitaire from the menu on
// hardDeal, typed into the deal field, plays its first moves with the
// keyboard (checked against the engine) and asks "Winnable?": the solver
// answers in slices while the page goes on drawing, without input (a
// quiet screen sleeps, but not while its view works).
func TestCascadesInTheBrowser(t *testing.T) {
	b := start(t, viewport{w: 1280, h: 800})
	b.load()
	b.clickButton("Cascades Solitaire")
	dec, inc := b.button("−"), b.button("+") // the deal field sits between them
	b.do(chromedp.MouseClickXY((dec.X+inc.X)/2, dec.Y))
	b.waitFrames(3)
	for range 12 {
		b.do(chromedp.KeyEvent(kb.Backspace))
	}
	if _, err := chromedp.Call(b.ctx, input.InsertText, input.InsertTextParams{Text: hardDeal}); err != nil {
		t.Fatal(err)
	}
	b.waitFrames(3)
	b.clickButton("Start")
	b.waitScene("board")
	options := strings.Fields(b.position())[0]
	if options != "deal="+hardDeal {
		t.Fatalf("the game after typing deal %s shows options %q", hardDeal, options)
	}
	o, err := decktet.ParseOptions(options)
	if err != nil {
		t.Fatalf("the game shows options %q: %v", options, err)
	}
	want, err := decktet.New(o)
	if err != nil {
		t.Fatal(err)
	}
	if pos := b.position(); pos != want.String() {
		t.Fatalf("new deal: %q, want %q", pos, want.String())
	}
	b.do(chromedp.Focus(chromedp.CSS("canvas")))
	for _, k := range []struct {
		key  string
		move decktet.Move
	}{{" ", decktet.Turn}, {"w", decktet.Waste}} {
		b.do(chromedp.KeyEvent(k.key))
		if _, err := want.Play(k.move); err != nil {
			t.Fatal(err)
		}
		b.waitFor("the move "+k.move.String(), fmt.Sprintf(`kaskadeTest.position() === %q && kaskadeTest.ready()`, want.String()), 30*time.Second)
	}

	eval[float64](b, `__kaskade.maxGap = 0`)
	b.waitFrames(60)
	idle := eval[float64](b, `__kaskade.maxGap`)
	eval[float64](b, `__kaskade.maxGap = 0`)
	b.clickButton("Winnable?")
	verdicts := `["Winnable!", "Can't be won", "Unknown (too deep)"]`
	b.waitFor("the solver's answer", `kaskadeTest.texts().some(s => `+verdicts+`.includes(s))`, 3*time.Minute)
	answer := eval[string](b, `kaskadeTest.texts().find(s => `+verdicts+`.includes(s))`)
	t.Logf("%s: %q; the longest time between two frames while it searched: %.0f ms (%.0f ms over 60 frames before)",
		options, answer, eval[float64](b, `__kaskade.maxGap`), idle)
	if n := colours(b.screenshot("browser-decktet")); n < 50 {
		t.Fatalf("the table shows %d colours", n)
	}
	b.noConsoleErrors()
}

// TestDieFormationInTheBrowser starts Die Formation from the menu and plays
// Black's first legal move with two mouse clicks, checked against the
// engine.
func TestDieFormationInTheBrowser(t *testing.T) {
	b := startGame(t, "Die Formation")
	st, err := formation.Parse(b.position())
	if err != nil {
		t.Fatalf("the game shows %q: %v", b.position(), err)
	}
	mv := st.LegalMoves(nil)[0]
	from, to, _ := strings.Cut(st.FormatMove(mv), "-")
	for _, sq := range []string{from, to} {
		p := b.cell(sq)
		b.do(chromedp.MouseClickXY(p.X, p.Y))
		b.waitFrames(2)
	}
	st.Apply(mv)
	b.waitFor("the move "+from+"-"+to, fmt.Sprintf(`kaskadeTest.position() === %q`, st.String()), 30*time.Second)
	if n := colours(b.screenshot("browser-formation")); n < 50 {
		t.Fatalf("the board shows %d colours", n)
	}
	b.noConsoleErrors()
}

// TestMeasureFirstFrame times KASKADE_MEASURE cold loads of the page, each
// in a new browser with a new profile, and prints the sizes and the median
// time from the navigation to the first frame. It asserts no time.
func TestMeasureFirstFrame(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KASKADE_MEASURE"))
	if n <= 0 {
		t.Skip("set KASKADE_MEASURE=N to time N loads ('make measure-browser')")
	}
	dir := siteDir(t)
	for _, f := range []string{"kaskade.wasm", "kaskade.wasm.gz", "kaskade.wasm.br"} {
		if fi, err := os.Stat(filepath.Join(dir, f)); err == nil {
			fmt.Printf("measure: %-16s %9d bytes (%.2f MiB)\n", f, fi.Size(), float64(fi.Size())/(1<<20))
		}
	}
	vp := viewport{w: 1280, h: 800}
	var times []float64
	enc := ""
	for i := range n {
		b := start(t, vp)
		b.load()
		ms := eval[float64](b, `__kaskade.firstFrame`)
		type entry struct {
			Body         float64 `json:"body"`
			Decoded      float64 `json:"decoded"`
			Downloaded   float64 `json:"downloaded"`
			Instantiated float64 `json:"instantiated"`
		}
		e := eval[entry](b, `(() => {
			const e = performance.getEntriesByType("resource").find(e => e.name.endsWith("/kaskade.wasm")) || {};
			const m = performance.getEntriesByName("kaskade:instantiated")[0] || {};
			return { body: e.encodedBodySize || 0, decoded: e.decodedBodySize || 0, downloaded: e.responseEnd || 0, instantiated: m.startTime || 0 }; })()`)
		fmt.Printf("measure: load %d: first frame %.0f ms after navigation (wasm downloaded %.0f ms, compiled and instantiated %.0f ms); %.0f bytes over the wire, %.0f decoded\n",
			i+1, ms, e.Downloaded, e.Instantiated, e.Body, e.Decoded)
		marks := eval[map[string]float64](b, `Object.fromEntries(["kaskade:main", "kaskade:run", "kaskade:update-start", "kaskade:update", "kaskade:draw-start", "kaskade:drawn"].map(n => [n, (performance.getEntriesByName(n)[0] || {}).startTime || 0]))`)
		fmt.Printf("measure: load %d: Go's main at %.0f ms, the first scene at %.0f ms, first Update from %.0f to %.0f ms, first Draw from %.0f to %.0f ms\n",
			i+1, marks["kaskade:main"], marks["kaskade:run"], marks["kaskade:update-start"], marks["kaskade:update"], marks["kaskade:draw-start"], marks["kaskade:drawn"])
		times = append(times, ms)
		if enc == "" {
			v, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`fetch("kaskade.wasm", {method: "HEAD", cache: "no-store"}).then(r => r.headers.get("Content-Encoding") || "identity")`, chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatal(err)
			}
			enc = v
			fmt.Printf("measure: Chromium gets kaskade.wasm with Content-Encoding %s\n", enc)
		}
		b.noConsoleErrors()
		b.close()
	}
	slices.Sort(times)
	fmt.Printf("measure: median first frame over %d cold loads: %.0f ms (min %.0f, max %.0f)\n", n, times[len(times)/2], times[0], times[len(times)-1])
}
