package decktet

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestViewDrawsLikeTheDeal: the screen draws an online device's view (the
// engine's ViewFor: the stock and closed piles face down, their order
// dropped) exactly as the whole deal, at rest and while a turn and a
// recycle fly: the stock's count and backs come from the view's counts.
func TestViewDrawsLikeTheDeal(t *testing.T) {
	for _, options := range []string{"deal=7", "deal=4,extended", "deal=9,ace"} {
		g, err := decktet.NewGame(options)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 45 && !g.IsOver(); n++ {
			before := g.Clone()
			m, _ := decktet.GreedyMove(g.State())
			g.Apply(game.Move(m))
			if n%4 != 0 && m != decktet.Recycle {
				continue
			}
			whole := drawShown(t, view.Shown{Before: before, Move: game.Move(m), After: g.Clone()})
			seen := drawShown(t, view.Shown{Before: viewOf(before), Move: game.Move(m), After: viewOf(g)})
			if d := differing(whole, seen); d > len(whole)/2000 {
				t.Errorf("%s, move %d (%s): the view draws otherwise than the deal (%d of %d bytes)", options, n, m, d, len(whole))
			}
		}
		if g.State().Recycles() == 0 && !g.State().Options().Ace {
			t.Errorf("%s: the greedy game never recycled", options)
		}
	}
}

func viewOf(st game.State) game.State { return st.(game.Viewer).ViewFor(0) }

// drawShown draws s's move in flight (a few ticks in) and at rest after it,
// and returns the pixels of both.
func drawShown(t *testing.T, s view.Shown) []byte {
	t.Helper()
	set := view.DefaultSettings()
	env := view.ViewEnv{Settings: &set, Name: func(game.Player) string { return "Player" }}
	v := newDecktetView(env).(*DecktetView)
	tl := ui.LayoutTable(900, 640)
	v.Layout(tl.View, tl.U)
	v.Reset(s.Before)
	v.Show(s)
	var out []byte
	img := ebiten.NewImage(900, 640)
	defer img.Deallocate()
	for tick := 0; tick < 400 && (tick < 6 || v.Busy()); tick++ {
		v.Update(&ui.Input{})
		if tick == 5 {
			out = append(out, pixels(img, v)...)
		}
	}
	return append(out, pixels(img, v)...)
}

func pixels(img *ebiten.Image, v *DecktetView) []byte {
	img.Clear()
	v.Draw(img, &ui.Input{})
	px := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
	img.ReadPixels(px)
	return px
}

// differing counts the bytes of a and b that differ by more than a
// rounding: the GPU's sampling of one image may vary by a unit or two
// with where the image lies in its atlas.
func differing(a, b []byte) int {
	n := 0
	for i := range a {
		if d := int(a[i]) - int(b[i]); d > 16 || d < -16 {
			n++
		}
	}
	return n
}
