package e2e

import (
	"fmt"
	"image"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"kaskade/engine/cascades"
)

// Cascades, the hex game (docs/rules/cascades.md), in the browser: drops
// made with the mouse on a desktop window and with taps on a phone land
// where they were aimed, as the engine plays them, and show as stones of
// the mover's colour.

// cascadesGame follows the browser's game in the engine.
type cascadesGame struct {
	b  *browser
	st *cascades.State
}

// startCascades starts Cascades (8x8, two people) from the menu with a
// click or, on a phone, a tap on each button.
func startCascades(b *browser, touch bool) *cascadesGame {
	b.t.Helper()
	for _, label := range []string{"Cascades Hex", "Start"} {
		if touch {
			b.tapButton(label)
		} else {
			b.clickButton(label)
		}
	}
	b.waitScene("board")
	st, err := cascades.NewGame("8x8")
	if err != nil {
		b.t.Fatal(err)
	}
	if pos := b.position(); pos != st.String() {
		b.t.Fatalf("new game: %q, want %q", pos, st.String())
	}
	return &cascadesGame{b: b, st: st}
}

// drop clicks or taps the place (a cell, or "end" for the End-turn
// button), plays the same move in the engine, and waits until the game
// shows the engine's position and the stone has landed (the board takes
// input again). It reports whether the drop was still falling when the
// position first showed it.
func (g *cascadesGame) drop(place string, touch bool) bool {
	b := g.b
	b.t.Helper()
	m, err := g.st.ParseMove(place)
	if err != nil {
		b.t.Fatal(err)
	}
	p := b.cell(place)
	if touch {
		b.tap(p)
	} else {
		b.do(chromedp.MouseClickXY(p.X, p.Y))
	}
	if _, err := g.st.Play(m); err != nil {
		b.t.Fatalf("%s: %v", place, err)
	}
	want := g.st.String()
	b.waitFor("the move "+place, fmt.Sprintf(`kaskadeTest.position() === %q`, want), 30*time.Second)
	falling := !eval[bool](b, `kaskadeTest.ready()`)
	b.waitFor(place+" landed", fmt.Sprintf(`kaskadeTest.position() === %q && kaskadeTest.ready()`, want), 30*time.Second)
	return falling
}

// luma is the brightness (0 to 255) of the screenshot's pixel under the
// page point p, at the device's pixel ratio.
func luma(img image.Image, p point, scale float64) float64 {
	r, g, bl, _ := img.At(int(p.X*scale), int(p.Y*scale)).RGBA()
	return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(bl)) / 257
}

// checkStones compares each cell's centre before and after the drops: a
// black stone is darker than the empty cell was, a white one lighter.
func (g *cascadesGame) checkStones(before, after image.Image, scale float64, cells ...string) {
	b := g.b
	b.t.Helper()
	for _, name := range cells {
		c, err := g.st.Size().ParseCell(name)
		if err != nil {
			b.t.Fatal(err)
		}
		p := b.cell(name)
		was, now := luma(before, p, scale), luma(after, p, scale)
		switch side := g.st.At(c); {
		case side == cascades.Black && now >= was-40:
			b.t.Errorf("%s holds a black stone, but its centre went from brightness %.0f to %.0f", name, was, now)
		case side == cascades.White && now <= was+40:
			b.t.Errorf("%s holds a white stone, but its centre went from brightness %.0f to %.0f", name, was, now)
		case side == cascades.NoSide:
			b.t.Fatalf("%s is empty in the engine", name)
		}
	}
}

// TestCascadesHexWithMouse plays the opening of the rules page's example
// with mouse clicks on a desktop window, White ending a turn early with the
// End-turn button: b2, b1+end, c2+c3.
func TestCascadesHexWithMouse(t *testing.T) {
	vp := viewport{w: 1280, h: 800}
	b := start(t, vp)
	b.load()
	g := startCascades(b, false)
	before := b.screenshot("")
	fell := 0
	for _, place := range []string{"b2", "b1", "end", "c2", "c3"} {
		if g.drop(place, false) {
			fell++
		}
	}
	t.Logf("%d of 4 drops were seen falling; position %s", fell, b.position())
	if g.st.Turns() != 3 || g.st.ToMove() != cascades.White {
		t.Fatalf("after three turns: %s", g.st)
	}
	after := b.screenshot("browser-cascades")
	if n := colours(after); n < 50 {
		t.Fatalf("the board shows %d colours", n)
	}
	g.checkStones(before, after, 1, "b2", "b1", "c2", "c3")
	b.layoutCheck(vp)
	b.noConsoleErrors()
}

// TestCascadesHexOnAPhone starts Cascades with taps on a phone-sized touch
// screen at twice the pixel density and drops with taps: each tap drops
// exactly one stone.
func TestCascadesHexOnAPhone(t *testing.T) {
	vp := viewport{w: 390, h: 844, scale: 2, mobile: true}
	b := start(t, vp)
	b.load()
	g := startCascades(b, true)
	before := b.screenshot("")
	for _, place := range []string{"b8", "b7", "c7"} {
		g.drop(place, true)
	}
	b.waitFrames(3) // a second, synthesized click would be taken by now
	if pos := b.position(); pos != g.st.String() {
		t.Fatalf("after three taps: %q, want %q", pos, g.st.String())
	}
	after := b.screenshot("browser-cascades-phone")
	if n := colours(after); n < 50 {
		t.Fatalf("the board shows %d colours", n)
	}
	g.checkStones(before, after, 2, "b8", "b7", "c7")
	b.layoutCheck(vp)
	b.noConsoleErrors()
}
