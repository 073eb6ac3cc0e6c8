package kaskade

import (
	"image/color"
	"testing"

	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

func TestShadeBallIsARoundShadedBall(t *testing.T) {
	for _, p := range []kaskade.Player{kaskade.White, kaskade.Black} {
		img := sprites.ShadeBall(BallColor(p), 40)
		if img.Bounds().Dx() != 40 || img.Bounds().Dy() != 40 {
			t.Fatalf("size %v", img.Bounds())
		}
		if a := img.RGBAAt(0, 0).A; a != 0 {
			t.Errorf("%v: corner alpha %d, want transparent", p, a)
		}
		if a := img.RGBAAt(20, 20).A; a != 255 {
			t.Errorf("%v: centre alpha %d, want opaque", p, a)
		}
		hi, lo := lum(img.RGBAAt(13, 12)), lum(img.RGBAAt(28, 30))
		if hi <= lo {
			t.Errorf("%v: lit side %d not brighter than shaded side %d", p, hi, lo)
		}
	}
	w, b := sprites.ShadeBall(sprites.WhiteBall, 40).RGBAAt(20, 24), sprites.ShadeBall(sprites.BlackBall, 40).RGBAAt(20, 24)
	if lum(w) < lum(b)+100 {
		t.Errorf("white %v and black %v balls too alike", w, b)
	}
	if sprites.ShadeBall(sprites.WhiteBall, 0).Bounds().Dx() != 1 {
		t.Error("a zero diameter must still give an image")
	}
}

func TestBallsStandOutFromTheBoard(t *testing.T) {
	board := lum(sprites.CellWell)
	w, b := lum(sprites.ShadeBall(sprites.WhiteBall, 40).RGBAAt(20, 24)), lum(sprites.ShadeBall(sprites.BlackBall, 40).RGBAAt(20, 24))
	if w < board+50 || b > board-50 {
		t.Errorf("board %d, white ball %d, black ball %d: want both clearly apart", board, w, b)
	}
}

func TestBallSlotsReadAsCounts(t *testing.T) {
	for n, want := range map[int]int{0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 7: 4} {
		if got := len(BallSlots(n)); got != want {
			t.Errorf("BallSlots(%d) has %d slots, want %d", n, got, want)
		}
	}
}

func TestSoftDiscFades(t *testing.T) {
	img := sprites.SoftDisc(32, 1)
	if c, e := img.RGBAAt(16, 16).A, img.RGBAAt(30, 16).A; c <= e || img.RGBAAt(0, 0).A != 0 {
		t.Errorf("glow centre %d edge %d", c, e)
	}
}

func lum(c color.RGBA) int { return (int(c.R)*3 + int(c.G)*6 + int(c.B)) / 10 }
