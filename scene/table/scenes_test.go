package table

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/scene"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

func TestBoardDrawsBallsAndFlights(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.chain()
	img := ebiten.NewImage(900, 760)
	defer img.Deallocate()
	c := blackCell(t, kst(b))
	at := func() color.RGBA {
		img.Clear()
		r.M.Draw(img)
		p := kv(b).Lay.CellCenter(c)
		return img.At(int(p.X), int(p.Y)).(color.RGBA)
	}
	if px := at(); px.R > 0x60 {
		t.Fatalf("centre of cell %d is %v, want a black ball", c, px)
	}
	r.Click(r.cellPoint(b, chainWin))
	for i := 0; i < 20 && len(kv(b).Frame().Flights) == 0; i++ {
		r.Tick(ui.Input{})
	}
	r.DrawAll()
	r.settle(b, 2000)
	r.DrawAll()
	for i := 0; i < endingTicks+scene.FadeTicks+2; i++ {
		r.Tick(ui.Input{})
	}
	if _, ok := r.M.Current().(*gameOverScene); !ok {
		t.Fatalf("want game over, got %T", r.M.Current())
	}
	r.DrawAll()
	_ = sprites.Background
}

func TestSaturatedBenchPositionParses(t *testing.T) {
	st, err := kaskade.Parse(saturatedPosition())
	if err != nil {
		t.Fatal(err)
	}
	res, err := st.Play(0)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Waves) < 20 {
		t.Fatalf("bench move cascades only %d waves", len(res.Waves))
	}
}

// blackCell is a cell of st holding one black ball.
func blackCell(t *testing.T, st *kaskade.State) kaskade.Cell {
	t.Helper()
	for c := kaskade.Cell(0); int(c) < st.Size().Cells(); c++ {
		if n, o := st.At(c); n == 1 && o == kaskade.Black {
			return c
		}
	}
	t.Fatal("no single black ball in the test position")
	return 0
}
