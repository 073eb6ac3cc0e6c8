package formation

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/looptest"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// BenchmarkDrawBoard is one Draw of the board after 12 random moves at
// 1600×900, its commands flushed: what each frame of the board costs the
// CPU, at rest and with the hint's arrow (an antialiased path) shown.
func BenchmarkDrawBoard(b *testing.B) {
	b.Run("rest", func(b *testing.B) { benchDraw(b, false) })
	b.Run("hint", func(b *testing.B) { benchDraw(b, true) })
}

func benchDraw(b *testing.B, hint bool) {
	v := newView(&testing.T{}, 1600, 900)
	st := formation.DefaultOptions.New()
	r := game.SplitMix64{State: 7}
	for range 12 {
		if st.IsOver() {
			break
		}
		ms := st.LegalMoves(nil)
		st.Apply(ms[r.Next()%uint64(len(ms))])
	}
	v.Reset(st)
	if hint {
		v.hint = st.LegalMoves(nil)[0]
	}
	tl := ui.LayoutTable(1600, 900)
	v.Layout(tl.View, tl.U)
	in := &ui.Input{}
	looptest.BenchDraw(b, 1600, 900, sprites.Background, func(img *ebiten.Image) { v.Draw(img, in) })
}
