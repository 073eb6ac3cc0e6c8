package cascades

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/scene/looptest"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// BenchmarkDrawBoard is one Draw of an 8×8 board after 30 random moves at
// 1600×900, its commands flushed: what each frame of the board costs the CPU.
func BenchmarkDrawBoard(b *testing.B) {
	f := newFixture(&testing.T{}, "", 1600, 900)
	r := game.SplitMix64{State: 7}
	for range 30 {
		if f.st.IsOver() {
			break
		}
		ms := f.st.LegalMoves(nil)
		f.st.Apply(ms[r.Next()%uint64(len(ms))])
	}
	f.v.Reset(f.st)
	tl := ui.LayoutTable(1600, 900)
	f.v.Layout(tl.View, tl.U)
	in := &ui.Input{}
	looptest.BenchDraw(b, 1600, 900, sprites.Background, func(img *ebiten.Image) { f.v.Draw(img, in) })
}
