package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
)

// TestKaleidoskopOnAPhone starts Kaleidoskop (four people at one device,
// the default) with taps on a phone-sized touch screen, lifts the
// curtain for the first player, whose cards are then face up, and places a crystal: a colour by its key, the
// hollow by a tap, as the engine plays the same move.
func TestKaleidoskopOnAPhone(t *testing.T) {
	vp := viewport{w: 390, h: 844, scale: 2, mobile: true}
	b := start(t, vp)
	b.load()
	b.tapButton("Kaleidoskop")
	b.tapButton("Start")
	b.waitScene("board")
	st, err := kal.Parse(b.position())
	if err != nil {
		t.Fatalf("the browser's position: %v", err)
	}
	if st.Phase() != kal.PhasePlace {
		t.Fatalf("the first turn starts in phase %v: %s", st.Phase(), st)
	}
	// The curtain asks for the first person too ("I am Blue: show my view":
	// whoever the deal made first), and their cards are up once it is
	// lifted. It may be lifted already: under load Chromium's click
	// synthesized from the tap on Start can arrive after the board is up,
	// on this button.
	b.waitFrames(3)
	lift := fmt.Sprintf("I am %s: show my view", kaleidoskopSeat(st.CurrentPlayer()))
	if eval[bool](b, fmt.Sprintf(`kaskadeTest.buttons().some(x => x.label === %q)`, lift)) {
		b.tapButton(lift)
		b.waitFrames(3)
	}

	m := firstPlace(t, st, "R") // the first colour, key 1
	text := st.FormatMove(m)
	_, hollow, _ := strings.Cut(text, "@")
	b.do(chromedp.Focus(chromedp.CSS("canvas")), chromedp.KeyEvent("1")) // red
	b.waitFrames(2)
	b.tap(b.cell(strings.TrimSpace(hollow)))
	st.Apply(m)
	want := st.String()
	b.waitFor("the move "+text, fmt.Sprintf(`kaskadeTest.position() === %q`, want), 30*time.Second)

	if n := colours(b.screenshot("browser-kaleidoskop-phone")); n < 50 {
		t.Fatalf("the board shows %d colours", n)
	}
	b.layoutCheck(vp)
	b.noConsoleErrors()
}

// kaleidoskopSeat is seat p's English name at one device (Red, Yellow, …).
func kaleidoskopSeat(p game.Player) string {
	return [...]string{"Red", "Yellow", "Green", "Blue", "Pink", "Purple"}[p]
}

// firstPlace is the first legal move that places a crystal of the colour
// written c (R, Y, G, B, P, L).
func firstPlace(t *testing.T, st *kal.State, c string) game.Move {
	t.Helper()
	for _, m := range st.LegalMoves(nil) {
		if strings.HasPrefix(st.FormatMove(m), "place "+c+" ") {
			return m
		}
	}
	t.Fatalf("no place move for %s in %s", c, st)
	return game.NoMove
}
