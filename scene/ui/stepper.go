package ui

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/sprites"
)

// stepper splits r into a "-" button, a value box and a "+" button; the
// label ("Columns") goes inside the value box.
func Stepper(r Rect, u float64) (dec Button, val Rect, inc Button) {
	w := r.H
	dec = Button{R: Rect{X: r.X, Y: r.Y, W: w, H: r.H}, Label: "−"}
	inc = Button{R: Rect{X: r.X + r.W - w, Y: r.Y, W: w, H: r.H}, Label: "+"}
	return dec, Rect{X: r.X + w + 6*u, Y: r.Y, W: r.W - 2*w - 12*u, H: r.H}, inc
}

func DrawStepper(dst *ebiten.Image, in *Input, dec Button, val Rect, inc Button, name string, v int, u float64) {
	dec.Draw(dst, in, u)
	inc.Draw(dst, in, u)
	sprites.FillRoundRect(dst, val.X, val.Y, val.W, val.H, val.H*0.22, sprites.Background)
	sprites.DrawText(dst, name, sprites.Face(14*u, false), val.X+14*u, val.Y+val.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	sprites.DrawText(dst, strconv.Itoa(v), sprites.Face(20*u, true), val.X+val.W-14*u, val.Y+val.H/2, sprites.AlignEnd, sprites.AlignCenter, sprites.Text)
}
