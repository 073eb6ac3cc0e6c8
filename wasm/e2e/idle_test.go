package e2e

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// idleScript watches the page for ms milliseconds: how many animation
// frames the browser ran, their mean and longest interval, and how many
// frames the game drew in that time.
const idleScript = `new Promise(done => {
  const f0 = kaskadeTest.frames(), t0 = performance.now();
  let n = 0, last = t0, worst = 0;
  const tick = (t) => {
    n++; worst = Math.max(worst, t - last); last = t;
    if (t - t0 < %d) { requestAnimationFrame(tick); return; }
    done({ raf: n, mean: (t - t0) / n, worst: worst, drawn: kaskadeTest.frames() - f0, ms: t - t0 });
  };
  requestAnimationFrame(tick);
})`

type idleFigures struct {
	Raf   int     `json:"raf"`
	Mean  float64 `json:"mean"`
	Worst float64 `json:"worst"`
	Drawn int     `json:"drawn"`
	Ms    float64 `json:"ms"`
}

// TestMeasureIdle prints, for the menu and a Kaskade board left alone, the
// browser's animation frames (their rate tells whether the page keeps up)
// and how many frames the game drew. It asserts nothing: the figures are
// for docs/benchmarks.md ('make measure-browser').
func TestMeasureIdle(t *testing.T) {
	if n, _ := strconv.Atoi(os.Getenv("KASKADE_MEASURE")); n <= 0 {
		t.Skip("set KASKADE_MEASURE=N ('make measure-browser')")
	}
	b := start(t, viewport{w: 1280, h: 800})
	b.load()
	report := func(where string) {
		// The manager draws for 90 ticks after the last activity: 1.5 s at
		// 60 frames a second, longer on a slow renderer. Wait until a whole
		// second passes without a frame drawn.
		for i, last := 0, -1; i < 30; i++ {
			n := eval[int](b, `kaskadeTest.frames()`)
			if n == last {
				break
			}
			last = n
			time.Sleep(time.Second)
		}
		f := evalAwait[idleFigures](b, fmt.Sprintf(idleScript, 5000))
		fmt.Printf("measure: idle %s: %d animation frames in %.0f ms (mean %.1f ms, longest %.1f ms); the game drew %d frames\n",
			where, f.Raf, f.Ms, f.Mean, f.Worst, f.Drawn)
	}
	report("menu")
	b.clickButton("Kaskade")
	b.clickButton("Start")
	b.waitScene("board")
	report("Kaskade board")
	b.noConsoleErrors()
}

// evalAwait evaluates expr, a promise, and returns what it resolves to.
func evalAwait[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("evaluate %s: %v\n%s", expr, err, b.consoleText())
	}
	return v
}
