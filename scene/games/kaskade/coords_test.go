package kaskade

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

var six = kaskade.Size{Cols: 6, Rows: 6}

// windows are the sizes the layouts are checked at: the default window, a
// wide one and two phones.
var windows = [][2]float64{{900, 760}, {1600, 900}, {390, 844}, {360, 640}}

// The coordinates fit beside the board, inside the view, at a readable
// size, for every board size the menu offers and every window.
func TestCoordinatesFitAndAreReadable(t *testing.T) {
	for _, w := range windows {
		tl := ui.LayoutTable(w[0], w[1])
		for _, z := range []kaskade.Size{{Cols: 3, Rows: 3}, {Cols: 6, Rows: 6}, {Cols: 9, Rows: 7}, {Cols: 12, Rows: 20}, {Cols: 20, Rows: 20}} {
			l := layoutBoardIn(tl.View, tl.U, z)
			if l.Label < minLabel {
				t.Errorf("%v %v: labels %.1f px, want at least %d", w, z, l.Label, minLabel)
				continue
			}
			need := labelGutter(z, l.Label)
			if l.Board.X-l.Gutter < tl.View.X || l.Board.Y-l.Gutter < tl.View.Y {
				t.Errorf("%v %v: the labels' strip leaves the view: board %v gutter %.1f", w, z, l.Board, l.Gutter)
			}
			if l.Gutter < need || l.Board.X+l.Board.W > tl.View.X+tl.View.W || l.Board.Y+l.Board.H > tl.View.Y+tl.View.H {
				t.Errorf("%v %v: board %v, gutter %.1f (need %.1f), view %v", w, z, l.Board, l.Gutter, need, tl.View)
			}
			if l.Cell < l.Label*0.8 {
				t.Errorf("%v %v: cells of %.1f px cannot hold labels of %.1f", w, z, l.Cell, l.Label)
			}
		}
	}
}

// viewOn lays out a view on a board after moves, in a window of w x h.
func viewOn(t *testing.T, z kaskade.Size, w, h float64, moves ...string) *KaskadeView {
	t.Helper()
	set := view.DefaultSettings()
	set.Mode = view.Instant
	env := view.ViewEnv{Settings: &set, Name: func(game.Player) string { return "" }}
	g, err := kaskade.NewGame(z)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		mv, err := g.ParseMove(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		g.Apply(mv)
	}
	v := newKaskadeView(env).(*KaskadeView)
	v.Reset(g)
	tl := ui.LayoutTable(w, h)
	v.Layout(tl.View, tl.U)
	return v
}

// draw renders the view into a fresh image of the window's size.
func draw(v *KaskadeView, w, h int) *ebiten.Image {
	dst := ebiten.NewImage(w, h)
	dst.Fill(color.RGBA{0x1b, 0x1f, 0x27, 0xff})
	v.Draw(dst, nil)
	return dst
}

// inked reports whether r holds pixels near clr.
func inked(img *ebiten.Image, r ui.Rect, clr color.RGBA) bool {
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			c := img.At(x, y).(color.RGBA)
			if near(c, clr, 40) {
				return true
			}
		}
	}
	return false
}

func near(a, b color.RGBA, d int) bool {
	abs := func(x int) int { return max(x, -x) }
	return abs(int(a.R)-int(b.R)) <= d && abs(int(a.G)-int(b.G)) <= d && abs(int(a.B)-int(b.B)) <= d
}

// Each column's letter is drawn over it and each row's number left of it.
func TestCoordinatesAreDrawnAtTheEdge(t *testing.T) {
	v := viewOn(t, six, 900, 760)
	img := draw(v, 900, 760)
	l := v.Lay
	for i := range 6 {
		col := ui.Rect{X: l.Cells.X + float64(i)*l.Cell, Y: l.Board.Y - l.Gutter, W: l.Cell, H: l.Gutter}
		row := ui.Rect{X: l.Board.X - l.Gutter, Y: l.Cells.Y + float64(i)*l.Cell, W: l.Gutter, H: l.Cell}
		if !inked(img, col, sprites.TextDim) || !inked(img, row, sprites.TextDim) {
			t.Errorf("no label over column %d or left of row %d", i+1, i+1)
		}
	}
}

// The keyboard cursor on a full cell is told apart from the cell's glow:
// its corners are light, where the glow alone leaves them orange or dark.
func TestCursorDiffersFromFullCellGlow(t *testing.T) {
	v := viewOn(t, six, 900, 760, "a1", "f6") // a1 holds one of two: full
	a1, _ := v.size().ParseCell("a1")
	if count, _ := v.shown.At(a1); !v.isFull(a1, count) {
		t.Fatal("a1 is not full in the fixture")
	}
	r := v.Lay.CellRect(a1).Inset(v.Lay.Cell * 0.02)
	corner := ui.Rect{X: r.X + 1, Y: r.Y + 1, W: v.Lay.Cell * 0.15, H: 2}
	if inked(draw(v, 900, 760), corner, sprites.Text) {
		t.Fatal("the full cell's corner is light without a cursor")
	}
	v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyArrowRight}}, nil)
	v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyArrowLeft}}, nil)
	if !v.showCursor || v.cursor != a1 {
		t.Fatal("the cursor is not on a1")
	}
	if !inked(draw(v, 900, 760), corner, sprites.Text) {
		t.Error("the cursor on a full cell does not show in light ink")
	}
}
