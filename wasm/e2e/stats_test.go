package e2e

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// statsChain leads on 3×3 to White's winning cascade: White's c1, the
// thirteenth move, takes every cell (as scene's board test plays it).
var statsChain = strings.Fields("c1 b3 a3 c3 a3 b1 a2 a3 c2 a3 c3 a2 c1")

// storedStats is the part of localStorage["kaskade.stats"] the test reads.
type storedStats struct {
	Format string `json:"format"`
	Games  map[string]struct {
		Opponents map[string]struct {
			Games int `json:"games"`
		} `json:"opponents"`
	} `json:"games"`
}

// clickNth clicks the n-th button (from 0) labelled label: the board's
// two steppers both have a "−".
func (b *browser) clickNth(label string, n int) {
	b.t.Helper()
	b.button(label) // waits for a frame that shows it
	var found []shownButton
	for _, x := range eval[[]shownButton](b, `kaskadeTest.buttons()`) {
		if x.Label == label {
			found = append(found, x)
		}
	}
	if len(found) <= n {
		b.t.Fatalf("%d buttons %q on screen, want a %d.", len(found), label, n+1)
	}
	b.do(chromedp.MouseClickXY(found[n].X, found[n].Y))
	b.waitFrames(2)
}

// TestStatsSurviveReload plays a short game to its end (3×3 Kaskade, two
// people at one screen), finds it counted in localStorage, reloads the
// page and finds the count on the Statistics screen.
func TestStatsSurviveReload(t *testing.T) {
	b := start(t, viewport{w: 1280, h: 800})
	b.load()
	if v := eval[any](b, `localStorage.getItem("kaskade.stats")`); v != nil {
		t.Fatalf("a fresh profile has statistics: %v", v)
	}
	for i := range 6 { // columns 6 → 3, then rows 6 → 3
		b.clickNth("−", i/3)
	}
	b.clickButton("Start")
	b.waitScene("board")
	if pos := b.position(); !strings.HasPrefix(pos, "3x3 ") {
		t.Fatalf("the game is %q, want 3x3", pos)
	}
	for i, mv := range statsChain {
		p := b.cell(mv)
		b.do(chromedp.MouseClickXY(p.X, p.Y))
		if i < len(statsChain)-1 {
			b.waitMoves(i + 1)
		}
	}
	b.waitFor("the game over", `kaskadeTest.scene() === "gameover"`, 60*time.Second)
	if n := counted(t, b); n != 1 {
		t.Fatalf("after the game the stored statistics count %d games between people, want 1", n)
	}

	b.do(chromedp.Reload())
	b.waitFor("the first frame after the reload", `window.kaskadeTest && kaskadeTest.frames() > 0`, firstFrameTimeout)
	b.waitScene("menu")
	if n := counted(t, b); n != 1 {
		t.Fatalf("after the reload the stored statistics count %d games, want 1", n)
	}
	b.clickButton("Statistics")
	b.waitFor("the statistics", `kaskadeTest.texts().includes("People")`, 30*time.Second)
	if !b.shows("1 game") {
		t.Fatalf("the statistics after the reload show %q, want 1 game between people", b.texts())
	}
	b.noConsoleErrors()
}

// counted is the games between people that localStorage holds for Kaskade.
func counted(t *testing.T, b *browser) int {
	t.Helper()
	raw := eval[any](b, `localStorage.getItem("kaskade.stats")`)
	s, ok := raw.(string)
	if !ok {
		t.Fatalf("no statistics stored: %v", raw)
	}
	var st storedStats
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		t.Fatalf("stored statistics %q: %v", s, err)
	}
	if st.Format != "kaskade-stats" {
		t.Fatalf("stored statistics in format %q", st.Format)
	}
	return st.Games["kaskade"].Opponents["people"].Games
}
