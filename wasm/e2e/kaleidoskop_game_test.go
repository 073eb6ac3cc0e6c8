package e2e

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	kal "kaskade/engine/kaleidoskop"
)

// TestKaleidoskopWholeGameByTaps plays a whole game of Kaleidoskop on a
// phone held upright (390x844, pixel ratio 3, touch): a person against
// three computers (Easy), the short game, set up and played by taps alone:
// the menu's buttons, the supply's colours, the board's hollows, the decks
// and End turn. Which move the person makes comes from the engine's legal
// moves in the browser's position, so the test decides nothing the rules
// decide; it checks that every turn's taps moved the game on and that the
// game ends on the game-over screen.
//
// It takes many minutes (about 16 on a busy two-core machine), so it runs
// only with KASKADE_WHOLE_GAME=1 (make test-whole-game), not in make test.
func TestKaleidoskopWholeGameByTaps(t *testing.T) {
	if os.Getenv("KASKADE_WHOLE_GAME") == "" {
		t.Skip("a whole game by taps takes many minutes: KASKADE_WHOLE_GAME=1 runs it")
	}
	vp := viewport{w: 390, h: 844, scale: 3, mobile: true}
	b := start(t, vp)
	b.load()
	b.tapButton("Kaleidoskop")
	b.tapButton("Short · 10")
	for seat := 1; seat <= 3; seat++ { // the first "‹ Human ›" after seat 1's
		b.tapNth("‹ Human ›", 1)
	}
	var seats []string
	for _, x := range eval[[]shownButton](b, `kaskadeTest.buttons()`) {
		if strings.HasPrefix(x.Label, "‹ ") {
			seats = append(seats, x.Label)
		}
	}
	if want := []string{"‹ Human ›", "‹ Computer · Easy ›", "‹ Computer · Easy ›", "‹ Computer · Easy ›"}; fmt.Sprint(seats) != fmt.Sprint(want) {
		t.Fatalf("the seats are %q, want %q", seats, want)
	}
	b.tapButton("Start")
	b.waitScene("board")
	taps := 0
	for turn := 0; ; turn++ {
		st := b.personToMove()
		if st == nil {
			break // the game is over
		}
		if turn == 3 {
			b.screenshot("browser-kaleidoskop-phone-game")
			b.layoutCheck(vp)
		}
		taps += b.playByTaps(st)
	}
	b.waitScene("gameover")
	b.screenshot("browser-kaleidoskop-phone-over")
	t.Logf("a whole game played with %d taps on the board's screen", taps)
	b.noConsoleErrors()
}

// tapNth taps the n-th (from 0) button labelled label.
func (b *browser) tapNth(label string, n int) {
	b.t.Helper()
	bs := eval[[]shownButton](b, `kaskadeTest.buttons()`)
	for _, x := range bs {
		if x.Label != label {
			continue
		}
		if n == 0 {
			b.tap(point{x.X, x.Y})
			b.waitFrames(2)
			return
		}
		n--
	}
	b.t.Fatalf("no button %q number %d on screen; buttons: %+v", label, n, bs)
}

// personToMove waits until the person (seat 0) is to choose a move and
// returns the position, or nil once the game is over. The computers'
// turns run meanwhile; the wait is bounded by a number of polls, not a
// time the test asserts.
func (b *browser) personToMove() *kal.State {
	b.t.Helper()
	for range 6000 {
		if eval[string](b, `kaskadeTest.scene()`) == "gameover" {
			return nil
		}
		if eval[bool](b, `kaskadeTest.ready()`) {
			st, err := kal.Parse(b.position())
			if err != nil {
				b.t.Fatalf("the browser's position: %v", err)
			}
			if st.IsOver() {
				return nil
			}
			if st.Current() == 0 && decides(st.Phase()) {
				return st
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	b.t.Fatalf("the person was never asked to move; position %s", b.position())
	return nil
}

// decides reports whether a seat chooses a move in phase p (the others
// are chance steps).
func decides(p kal.Phase) bool {
	return p == kal.PhasePlace || p == kal.PhaseTools || p == kal.PhaseMissions || p == kal.PhaseDraw
}

// colourLabels are the supply's controls by a colour's letter.
var colourLabels = map[string]string{"R": "Red", "Y": "Yellow", "G": "Green", "B": "Blue", "P": "Pink", "L": "Purple"}

// playByTaps makes one of the person's moves in st by tapping: a crystal
// placed or exchanged (its colour, then its hollow), a deck drawn from, or the turn
// ended, whichever the engine allows first. It waits until the browser's
// position has moved on and returns the taps it took.
func (b *browser) playByTaps(st *kal.State) int {
	b.t.Helper()
	before := b.position()
	text, n := "", 0
	for _, want := range []string{"place ", "exchange ", "draw ", "end"} {
		for _, m := range st.LegalMoves(nil) {
			if s := st.FormatMove(m); strings.HasPrefix(s, want) {
				text = s
				break
			}
		}
		if text != "" {
			break
		}
	}
	switch {
	case strings.HasPrefix(text, "place "), strings.HasPrefix(text, "exchange "):
		_, rest, _ := strings.Cut(text, " ")
		c, hollow, _ := strings.Cut(rest, " @ ")
		b.tapButton(colourLabels[c])
		b.tap(b.cell(hollow))
		n = 2
	case strings.HasPrefix(text, "draw "):
		b.tapPrefix("Draw " + strings.TrimPrefix(text, "draw "))
		n = 1
	case text == "end":
		b.tapButton("End turn")
		n = 1
		if len(st.CanComplete()) > 0 { // the first tap warns of the mission left: again ends
			b.waitFrames(2)
			b.tapButton("End turn")
			n = 2
		}
	default:
		b.t.Fatalf("no move to tap in %s", st)
	}
	b.waitFor("the move "+text, fmt.Sprintf(`kaskadeTest.position() !== %q`, before), 30*time.Second)
	return n
}

// tapPrefix taps the button whose label starts with prefix ("Draw blue ·
// 12 left").
func (b *browser) tapPrefix(prefix string) {
	b.t.Helper()
	bs := eval[[]shownButton](b, `kaskadeTest.buttons()`)
	for _, x := range bs {
		if strings.HasPrefix(x.Label, prefix) {
			b.tap(point{x.X, x.Y})
			b.waitFrames(2)
			return
		}
	}
	b.t.Fatalf("no button %q… on screen; buttons: %+v", prefix, bs)
}
