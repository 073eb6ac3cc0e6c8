package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"kaskade/engine/kaskade"
)

// reviewState is kaskadeTest.review().
type reviewState struct {
	Done     bool    `json:"done"`
	Progress float64 `json:"progress"`
	Turning  *struct {
		Ply    int    `json:"ply"`
		Played string `json:"played"`
		Better string `json:"better"`
	} `json:"turning"`
	Ticks  int     `json:"ticks"`  // the Updates that worked on it
	Frames int     `json:"frames"` // drawn from the end of its first tick to the end of its last
	MS     float64 `json:"ms"`     // the same span in milliseconds
	DoneAt float64 `json:"doneAt"` // performance.now() at its end
}

// TestReviewInTheBrowser plays Kaskade 3×3, a person against the computer
// at Expert, by clicks (taps on a phone) until the game ends, the person
// playing the first legal cell each time, then opens the review from the
// game-over screen and waits until the engine has done its work: the
// review shows a turning point (a move the person played and a different
// better one), and the page drew frames while the engine worked. How long
// the review took is logged, never asserted.
func TestReviewInTheBrowser(t *testing.T) {
	for _, c := range []struct {
		name, shot string
		vp         viewport
	}{
		{"desktop", "browser-review", viewport{w: 1280, h: 800}},
		{"phone", "browser-review-phone", viewport{w: 390, h: 844, scale: 3, mobile: true}},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := start(t, c.vp)
			b.load()
			b.reviewAGame(c.vp, c.shot)
		})
	}
}

// reviewAGame sets up and plays the game, then reviews it.
func (b *browser) reviewAGame(vp viewport, shot string) {
	t := b.t
	t.Helper()
	touch := vp.mobile
	press := b.clickButton
	pressNth := b.clickNth
	at := func(p point) { b.do(chromedp.MouseClickXY(p.X, p.Y)) }
	if touch {
		press, pressNth, at = b.tapButton, b.tapNth, b.tap
	}

	// Kaskade (a fresh profile's game) on 3×3, the second seat Expert.
	for i := range 6 { // columns 6 → 3, then rows 6 → 3
		pressNth("−", i/3)
	}
	expert := []string{"‹ Human ›", "‹ Computer · Expert ›"}
	for range 5 { // Human, Easy, …, Expert: a press steps one way or the other
		seats := b.seatLabels()
		if len(seats) != 2 || seats[1] == expert[1] {
			break
		}
		pressNth(seats[1], strings.Count(strings.Join(seats, "\n"), seats[1])-1)
	}
	if seats := b.seatLabels(); fmt.Sprint(seats) != fmt.Sprint(expert) {
		t.Fatalf("the seats are %q, want a human against Expert", seats)
	}
	press("Start")
	b.waitScene("board")
	if pos := b.position(); !strings.HasPrefix(pos, "3x3 ") {
		t.Fatalf("the game is %q, want 3x3", pos)
	}

	// The person plays the first legal cell until the game is over.
	played := map[int]string{} // the person's moves by ply
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
		cell := st.FormatMove(st.LegalMoves(nil)[0])
		played[ply] = cell
		at(b.cell(cell))
		b.waitFor(fmt.Sprintf("the move %s", cell), fmt.Sprintf(`kaskadeTest.scene() === "gameover" || +kaskadeTest.position().split(" ")[3] > %d`, ply), 30*time.Second)
	}
	end := b.position()
	t.Logf("the game: %d moves, the person's %v; the end %q", moves(end), played, end)

	// The review, from the game-over screen.
	b.waitScene("gameover")
	eval[float64](b, `__kaskade.maxGap = 0`)
	b.waitFrames(20)
	idle := eval[float64](b, `__kaskade.maxGap`)
	review := b.button("Review")
	// When the press ends, on the page's clock (an event's timeStamp is when it happened).
	eval[bool](b, `(() => { __kaskade.pressedAt = 0; const at = e => { __kaskade.pressedAt = e.timeStamp; };
		addEventListener("pointerup", at, {capture: true}); addEventListener("touchend", at, {capture: true}); return true; })()`)
	eval[float64](b, `__kaskade.maxGap = 0`)
	if touch {
		b.tap(point{review.X, review.Y})
	} else {
		b.do(chromedp.MouseClickXY(review.X, review.Y))
	}
	b.waitFor("the review's end", `kaskadeTest.scene() === "review" && kaskadeTest.review().done`, 3*time.Minute)
	gap := eval[float64](b, `__kaskade.maxGap`)
	pressed := eval[float64](b, `__kaskade.pressedAt`)
	b.waitScene("review") // the cross-fade is over
	b.waitFrames(3)
	rv := eval[reviewState](b, `kaskadeTest.review()`)
	t.Logf("%dx%d: the review took %.0f ms from the press of Review to its end; its work %d ticks, %.0f ms from the end of the first to the end of the last, %d frames drawn meanwhile; the longest time between two animation frames %.0f ms (%.0f ms over 20 frames before)",
		vp.w, vp.h, rv.DoneAt-pressed, rv.Ticks, rv.MS, rv.Frames, gap, idle)

	if got := eval[string](b, `kaskadeTest.scene()`); got != "review" {
		t.Fatalf("the scene is %q, want the review", got)
	}
	if !rv.Done || rv.Progress != 1 {
		t.Fatalf("the review is not done: %+v", rv)
	}
	if rv.Turning == nil {
		t.Fatalf("no turning point in the review of %q", end)
	}
	m := *rv.Turning
	if m.Played == "" || m.Better == "" || m.Played == m.Better {
		t.Fatalf("the turning point %+v: want a move played and a different better move", m)
	}
	if played[m.Ply] != m.Played {
		t.Errorf("the turning point says %s was played at ply %d; the person played %q there", m.Played, m.Ply, played[m.Ply])
	}
	// Sliced: the work took several ticks, and frames were drawn between
	// them. (Ebitengine runs at most 5 ticks a frame to catch up with a slow
	// page; 3×3 takes 6 ticks here, a first slice of 500 nodes and then
	// slices of about 5 ms, so at least one frame falls between.)
	if rv.Ticks < 2 || rv.Frames < 1 {
		t.Errorf("the review worked in %d ticks with %d frames drawn between (%.0f ms): not sliced, the screen stalled", rv.Ticks, rv.Frames, rv.MS)
	}
	if texts := strings.Join(b.texts(), " "); !strings.Contains(texts, "played "+m.Played) {
		t.Errorf("the review's words do not name the move played %s: %s", m.Played, texts)
	}
	t.Logf("turning point: move %d, %s played, %s better", m.Ply+1, m.Played, m.Better)
	if n := colours(b.screenshot(shot)); n < 50 {
		t.Fatalf("the review shows %d colours", n)
	}
	b.layoutCheck(vp)
	b.noConsoleErrors()
}

// seatLabels are the labels of the menu's seat type buttons, in order.
func (b *browser) seatLabels() []string {
	var seats []string
	for _, x := range eval[[]shownButton](b, `kaskadeTest.buttons()`) {
		if strings.HasPrefix(x.Label, "‹ ") {
			seats = append(seats, x.Label)
		}
	}
	return seats
}
