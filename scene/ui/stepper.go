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

// DrawStepper draws the stepper's buttons and its value box: the name at
// its start and the number at its end, or, where the box is too narrow
// for both on one line (a phone's finger-wide buttons), the name over
// the number, both centred. An empty name leaves the number alone.
func DrawStepper(dst *ebiten.Image, in *Input, dec Button, val Rect, inc Button, name string, v int, u float64) {
	DrawStepperAs(dst, in, dec, val, inc, name, v, u, StepperStacked(val, name, v, u))
}

// StepperStacked reports whether a stepper's value box val is too narrow
// for its name and number on one line. Steppers side by side ("Columns"
// and "Rows") ask it for each and stack both if either must, so that they
// read alike.
func StepperStacked(val Rect, name string, v int, u float64) bool {
	nameFace, numFace := sprites.Face(14*u, false), sprites.Face(20*u, true)
	return name != "" && 14*u+sprites.TextWidth(name, nameFace)+8*u+sprites.TextWidth(strconv.Itoa(v), numFace)+14*u > val.W
}

// DrawStepperAs is DrawStepper with the layout of its value box chosen:
// the name over the number (stacked) or both on one line.
func DrawStepperAs(dst *ebiten.Image, in *Input, dec Button, val Rect, inc Button, name string, v int, u float64, stacked bool) {
	dec.Draw(dst, in, u)
	inc.Draw(dst, in, u)
	sprites.FillRoundRect(dst, val.X, val.Y, val.W, val.H, val.H*0.22, sprites.Background)
	num := strconv.Itoa(v)
	nameFace, numFace := sprites.Face(14*u, false), sprites.Face(20*u, true)
	cy := val.Y + val.H/2
	switch {
	case name == "":
		sprites.DrawText(dst, num, numFace, val.X+val.W/2, cy, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	case !stacked:
		sprites.DrawText(dst, name, nameFace, val.X+14*u, cy, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
		sprites.DrawText(dst, num, numFace, val.X+val.W-14*u, cy, sprites.AlignEnd, sprites.AlignCenter, sprites.Text)
	default:
		nameFace = sprites.Face(FitSize(name, 12*u, 10*u, val.W-4*u, false), false)
		numFace = sprites.Face(16*u, true)
		nh, vh := LineHeight(nameFace)-4, LineHeight(numFace)-4 // without the gap between lines
		top := cy - (nh+vh)/2
		sprites.DrawText(dst, name, nameFace, val.X+val.W/2, top, sprites.AlignCenter, sprites.AlignStart, sprites.TextDim)
		sprites.DrawText(dst, num, numFace, val.X+val.W/2, top+nh, sprites.AlignCenter, sprites.AlignStart, sprites.Text)
	}
}
