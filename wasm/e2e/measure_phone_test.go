package e2e

import (
	"fmt"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"kaskade/wasm/serve/site"
)

// The phone of TestMeasurePhone: DevTools' emulation of a phone's 4G and
// CPU (docs/browser.md, "Start-up on a phone").
const (
	phoneDown    = 9e6 / 8 // 9 Mbit/s, in bytes a second
	phoneUp      = 3e6 / 8
	phoneRTT     = 150 // ms, from the request to the response's headers
	phoneCPURate = 4   // the CPU slowed 4×
)

var phoneViewport = viewport{w: 390, h: 844, scale: 3, mobile: true}

// cpuProbe times a fixed loop in the page at its start (in the init
// script's document): a check that the CPU's slowing holds in that
// document, printed beside the figures.
const cpuProbe = `(() => { const t0 = performance.now(); let x = 0; for (let i = 0; i < 3e6; i++) x = (x * 31 + i) % 1000003; window.__cpuProbe = performance.now() - t0; return x; })();`

// phoneLoad is what one load of the page measured.
type phoneLoad struct {
	FirstFrame   float64 `json:"firstFrame"`
	Downloaded   float64 `json:"downloaded"`   // the module's responseEnd
	Started      float64 `json:"started"`      // its fetchStart
	Instantiated float64 `json:"instantiated"` // boot.js's mark
	Main         float64 `json:"main"`         // Go's main
	Transfer     float64 `json:"transfer"`     // the module's bytes over the network (0 from a cache)
	Worker       bool    `json:"worker"`       // answered by the service worker
	Probe        float64 `json:"probe"`
}

// TestMeasurePhone loads the page as a phone on 4G would: 390×844 CSS
// pixels at ratio 3 with touch, the network throttled (9 Mbit/s down,
// 150 ms round trip) and the CPU slowed 4×, by DevTools' emulation. Each
// round is a fresh profile: a cold load, then the same profile loading
// again twice (warm: the service worker's cache, the compiled code if
// Chromium kept it), each load in a new tab with the emulation set before
// it navigates. KASKADE_MEASURE_DIR serves another folder (a build to
// compare with). KASKADE_MEASURE_PHONE=N rounds (make measure-browser: 3);
// KASKADE_PHONE_CPU and KASKADE_PHONE_NET=0 take the CPU's slowing or the
// network's throttling apart. It prints the figures and asserts no time.
func TestMeasurePhone(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KASKADE_MEASURE_PHONE"))
	if n <= 0 {
		t.Skip("set KASKADE_MEASURE_PHONE=N to time N rounds of phone loads ('make measure-browser')")
	}
	rate := float64(phoneCPURate)
	if v, err := strconv.ParseFloat(os.Getenv("KASKADE_PHONE_CPU"), 64); err == nil && v >= 1 {
		rate = v
	}
	throttle := os.Getenv("KASKADE_PHONE_NET") != "0"
	chromium(t)
	dir := os.Getenv("KASKADE_MEASURE_DIR") // another build's folder, to compare
	if dir == "" {
		dir = siteDir(t)
	}
	srv := httptest.NewServer(site.New(dir))
	defer srv.Close()
	fmt.Printf("measure: phone: %dx%d at ratio %v, touch; CPU slowed %v×; network %s\n", phoneViewport.w, phoneViewport.h, phoneViewport.scale, rate,
		map[bool]string{true: fmt.Sprintf("%.0f Mbit/s down, %.0f up, %d ms round trip", phoneDown*8/1e6, phoneUp*8/1e6, phoneRTT), false: "not throttled"}[throttle])
	var cold, warm []float64
	for round := range n {
		b := open(t, phoneViewport, "about:blank") // the browser and its profile; its own tab stays blank
		for i, kind := range []string{"cold", "warm", "warm"} {
			l := b.phoneLoad(srv.URL+"/", rate, throttle, i == 0)
			fmt.Printf("measure: phone %d %s: first frame %.0f ms; module fetched %.0f–%.0f ms (%.0f bytes over the network, service worker %v), compiled and instantiated %.0f ms, Go's main %.0f ms; CPU probe %.0f ms\n",
				round+1, kind, l.FirstFrame, l.Started, l.Downloaded, l.Transfer, l.Worker, l.Instantiated, l.Main, l.Probe)
			if i == 0 {
				cold = append(cold, l.FirstFrame)
			} else {
				warm = append(warm, l.FirstFrame)
			}
		}
		b.close()
	}
	med := func(v []float64) string {
		slices.Sort(v)
		return fmt.Sprintf("%.0f ms (min %.0f, max %.0f, %d loads)", v[len(v)/2], v[0], v[len(v)-1], len(v))
	}
	fmt.Printf("measure: phone: median first frame cold %s, warm %s\n", med(cold), med(warm))
}

// phoneLoad opens url in a new tab of b's browser under the phone's
// emulation, waits for the first frame and the menu, and reads the
// figures. After the first load of a profile it waits until the service
// worker has stored the build, and a few seconds more for Chromium to
// keep the module's compiled code, as a player's first visit would.
func (b *browser) phoneLoad(url string, rate float64, throttle, first bool) phoneLoad {
	t := b.t
	t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	defer cancel()
	tab := &browser{t: t, ctx: ctx, url: url, stop: cancel}
	run := func(what string, err error) {
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: initScript + cpuProbe})
	run("init script", err)
	tab.do(chromedp.EmulateViewport(phoneViewport.w, phoneViewport.h, chromedp.EmulateScale(phoneViewport.scale),
		chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait))
	run("CPU", call(tab, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate}))
	if throttle {
		run("network", call(tab, emulateNetworkConditions, netConditions{Latency: phoneRTT, DownloadThroughput: phoneDown, UploadThroughput: phoneUp}))
	}
	tab.do(chromedp.Navigate(url))
	tab.waitFor("the first frame", `window.kaskadeTest && kaskadeTest.frames() > 0`, firstFrameTimeout)
	tab.waitScene("menu")
	l := eval[phoneLoad](tab, `(() => {
		const e = performance.getEntriesByType("resource").find(e => e.name.endsWith("/kaskade.wasm")) || {};
		const m = (n) => (performance.getEntriesByName(n)[0] || {}).startTime || 0;
		return { firstFrame: __kaskade.firstFrame, downloaded: e.responseEnd || 0, started: e.fetchStart || 0,
			instantiated: m("kaskade:instantiated"), main: m("kaskade:main"), transfer: e.transferSize || 0,
			worker: (e.workerStart || 0) > 0, probe: window.__cpuProbe || 0 }; })()`)
	if first {
		if eval[bool](tab, `!!window.kaskadePage`) { // a page with a service worker
			tab.waitFor("the service worker's answer", `kaskadePage.worker && kaskadePage.worker.current === kaskadePage.version`, 3*time.Minute)
		}
		time.Sleep(5 * time.Second)
	}
	return l
}
