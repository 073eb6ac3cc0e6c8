package kaleidoskop

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/looptest"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// BenchmarkDrawBoard is one Draw of a four-player game after 60 random
// moves at 1600×900, its commands flushed: what each frame of the board
// costs the CPU.
func BenchmarkDrawBoard(b *testing.B) {
	s := newGame(b, "players=4,length=normal,deal=7")
	playRandom(s, 60, 42)
	v := newTestView()
	v.Reset(s)
	v.reveal()
	tl := ui.LayoutTable(1600, 900)
	v.Layout(tl.View, tl.U)
	in := &ui.Input{}
	looptest.BenchDraw(b, 1600, 900, sprites.Background, func(img *ebiten.Image) { v.Draw(img, in) })
}
