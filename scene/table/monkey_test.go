package table

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene"
	"kaskade/scene/looptest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// monkeyKeys are the keys the monkey presses, the table's own among them.
var monkeyKeys = []ebiten.Key{
	ebiten.KeyEscape, ebiten.KeyZ, ebiten.KeyY, ebiten.KeyH, ebiten.KeyN, ebiten.KeyJ,
	ebiten.KeyEnter, ebiten.KeySpace, ebiten.KeyEnd, ebiten.KeyHome, ebiten.KeyR, ebiten.KeyM, ebiten.KeyP,
	ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyBackspace, ebiten.KeyV,
}

// monkeyInput is one random tick of input on a w x h screen.
func monkeyInput(rng *rand.Rand, w, h float64) ui.Input {
	var in ui.Input
	switch rng.IntN(10) {
	case 0, 1, 2, 3: // a click or a tap, now and then two at once
		for range 1 + rng.IntN(2) {
			in.Clicks = append(in.Clicks, ui.Point{X: rng.Float64() * w, Y: rng.Float64() * h})
		}
	case 4, 5:
		in.Keys = []ebiten.Key{monkeyKeys[rng.IntN(len(monkeyKeys))]}
		in.Ctrl, in.Shift = rng.IntN(3) == 0, rng.IntN(5) == 0
	case 6:
		in.Chars = []rune{rune('a' + rng.IntN(26))}
	}
	in.Cursor, in.HasCursor = ui.Point{X: rng.Float64() * w, Y: rng.Float64() * h}, rng.IntN(2) == 0
	return in
}

// TestMonkey feeds thousands of random clicks, keys and resizes through
// every scene: nothing may panic, and after every tick a table's match
// must equal a replay of its own move list.
func TestMonkey(t *testing.T) {
	ticks := 6000
	if testing.Short() {
		ticks = 1500
	}
	r := newRig(t, view.Animated)
	withSaves(t, r)
	fakeClock(r.M)
	r.M.Goto(scene.Open.Menu(r.M))
	rng := rand.New(rand.NewPCG(7, 11))
	w, h := 900.0, 760.0
	screen := ebiten.NewImage(1800, 1520)
	defer screen.Deallocate()
	seen := map[string]int{}
	moves := 0
	for i := range ticks {
		if rng.IntN(200) == 0 {
			w, h = 80+rng.Float64()*1700, 60+rng.Float64()*1450
			r.M.SetSize(w, h)
		}
		r.In.Queue = append(r.In.Queue, monkeyInput(rng, w, h))
		if err := r.M.Update(); err != nil && !errors.Is(err, ebiten.Termination) {
			t.Fatalf("tick %d: %v", i, err)
		}
		r.M.KeepRunning() // Quit was clicked: carry on
		seen[fmt.Sprintf("%T", r.M.Current())]++
		if tb, ok := r.M.Current().(*table); ok {
			moves = max(moves, tb.match.Cursor())
			if got, want := tb.state().String(), replayed(t, tb.record()); got != want {
				t.Fatalf("tick %d: match %s, its replay %s", i, got, want)
			}
		}
		if i%25 == 0 {
			screen.Clear()
			r.M.Draw(screen)
			looptest.Flush()
		}
	}
	t.Logf("ticks per scene %v; longest game %d moves", seen, moves)
	if seen["*table.table"] < ticks/10 || moves < 3 {
		t.Fatalf("the monkey hardly played: %v, %d moves", seen, moves)
	}
}
