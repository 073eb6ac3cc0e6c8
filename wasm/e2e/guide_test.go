package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The guided first games are played through in Chromium: opened from the
// rules screen, every learner's step made by clicks (taps on a phone) at
// the places the board says, the other side's steps coming by
// themselves, to the closing card, whose Done goes back to the rules'
// way back, the menu.

func TestGuidedGamesDesktop(t *testing.T) {
	for _, g := range []struct{ title, shot string }{
		{"Kaskade", "browser-guide"},
		{"Die Formation", ""},
		{"Cascades Hex", ""},
	} {
		t.Run(g.title, func(t *testing.T) {
			b := start(t, viewport{w: 1280, h: 800})
			b.load()
			b.playGuide(g.title, false, g.shot)
		})
	}
}

func TestGuidedGamePhone(t *testing.T) {
	b := start(t, viewport{w: 390, h: 844, scale: 3, mobile: true})
	b.load()
	b.playGuide("Kaskade", true, "browser-guide-phone")
	b.layoutCheck(viewport{w: 390, h: 844, scale: 3, mobile: true})
}

// guideState is kaskadeTest.guide().
type guideState struct {
	Step  int    `json:"step"`
	Steps int    `json:"steps"`
	Move  string `json:"move"`
}

// playGuide opens the guided game of the game titled title from its rules
// screen and plays it to its end; shot names the screenshot of its middle
// step ("" for none).
func (b *browser) playGuide(title string, touch bool, shot string) {
	b.t.Helper()
	press := b.clickButton
	if touch {
		press = b.tapButton
	}
	press(title)
	press("Rules")
	press("Guided first game")
	b.waitScene("board")
	var g guideState
	for {
		b.waitFor("the learner's step or the end", `(() => { const g = kaskadeTest.guide();
			return g && (g.move !== "" || g.step === g.steps) && (g.step === g.steps || kaskadeTest.ready()); })()`, 60*time.Second)
		g = eval[guideState](b, `kaskadeTest.guide()`)
		if g.Step == g.Steps {
			break
		}
		if shot != "" && g.Step >= g.Steps/2 {
			b.screenshot(shot)
			shot = ""
		}
		for _, place := range strings.Split(g.Move, "-") {
			p := b.cell(place)
			if touch {
				b.tap(p)
			} else {
				b.do(chromedp.MouseClickXY(p.X, p.Y))
			}
		}
		b.waitFor(fmt.Sprintf("step %d (%s) taken", g.Step+1, g.Move),
			fmt.Sprintf(`kaskadeTest.guide() && kaskadeTest.guide().step > %d`, g.Step), 30*time.Second)
	}
	b.waitFrames(3)
	if texts := strings.Join(eval[[]string](b, `kaskadeTest.texts()`), " "); !strings.Contains(texts, "Guided first game") {
		b.t.Fatalf("the closing card is not shown: %s", texts)
	}
	press("Done")
	b.waitScene("menu")
	b.noConsoleErrors()
}
