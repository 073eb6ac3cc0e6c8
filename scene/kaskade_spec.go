package scene

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

func init() {
	registerGame(GameSpec{
		Name:         "kaskade",
		Seats:        2,
		SeatKeys:     []string{"white", "black"},
		TaglineKey:   "kaskade tagline",
		RulesKey:     "rules kaskade",
		DefaultSeats: []PlayerConfig{{Type: Human}, {Type: Human}},
		NewView:      newKaskadeView,
		NewOptions:   newKaskadeOptions,
		DrawSeat: func(dst *ebiten.Image, p game.Player, cx, cy, d float64) {
			sprites.DrawBall(dst, kaskade.SideOf(p), int(d), cx, cy, 1, 1)
		},
		Describe: func(options string) string {
			if z, err := kaskade.ParseSize(options); err == nil {
				return sizeLabel(z)
			}
			return options
		},
	})
}

// kaskadeSpec is the flagship's spec, the menu's fallback.
func kaskadeSpec() GameSpec {
	s, _ := specFor("kaskade")
	return s
}

// kaskadeOptions is Kaskade's part of the menu: three preset sizes and a
// stepper each for columns and rows.
type kaskadeOptions struct{ size kaskade.Size }

func newKaskadeOptions(options string) OptionsPanel {
	z, err := kaskade.ParseSize(options)
	if err != nil {
		z = kaskade.DefaultSize
	}
	return &kaskadeOptions{size: z}
}

func (o *kaskadeOptions) Options() string { return o.size.String() }

func (o *kaskadeOptions) Height(u float64) float64 { return 22*u + 40*u + 14*u + 40*u }

// kaskadeOptionsLayout holds the panel's widgets for one rectangle.
type kaskadeOptionsLayout struct {
	labelY           float64
	presets          []button
	colsDec, colsInc button
	rowsDec, rowsInc button
	colsVal, rowsVal Rect
}

func (o *kaskadeOptions) layout(r Rect, u float64) kaskadeOptionsLayout {
	var l kaskadeOptionsLayout
	bh, gap := 40*u, 10*u
	l.labelY = r.Y + 6*u
	y := r.Y + 22*u
	pw := (r.W - 2*gap) / 3
	for i, z := range kaskade.Presets {
		l.presets = append(l.presets, button{R: Rect{r.X + float64(i)*(pw+gap), y, pw, bh}, Label: sizeLabel(z), Selected: z == o.size})
	}
	y += bh + 14*u
	half := (r.W - gap) / 2
	l.colsDec, l.colsVal, l.colsInc = stepper(Rect{r.X, y, half, bh}, u)
	l.rowsDec, l.rowsVal, l.rowsInc = stepper(Rect{r.X + half + gap, y, half, bh}, u)
	return l
}

func (o *kaskadeOptions) Update(in *Input, r Rect, u float64) {
	l := o.layout(r, u)
	for i, b := range l.presets {
		if b.hit(in) {
			o.size = kaskade.Presets[i]
		}
	}
	z := &o.size
	step := func(v *int, b button, d int) {
		if b.hit(in) {
			*v = min(max(*v+d, kaskade.MinSide), kaskade.MaxSide)
		}
	}
	step(&z.Cols, l.colsDec, -1)
	step(&z.Cols, l.colsInc, +1)
	step(&z.Rows, l.rowsDec, -1)
	step(&z.Rows, l.rowsInc, +1)
}

func (o *kaskadeOptions) Draw(dst *ebiten.Image, in *Input, r Rect, u float64) {
	l := o.layout(r, u)
	sprites.DrawText(dst, tr("board"), sprites.Face(15*u, false), r.X, l.labelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	for _, p := range l.presets {
		p.draw(dst, in, u)
	}
	drawStepper(dst, in, l.colsDec, l.colsVal, l.colsInc, tr("columns"), o.size.Cols, u)
	drawStepper(dst, in, l.rowsDec, l.rowsVal, l.rowsInc, tr("rows"), o.size.Rows, u)
}

// stepper splits r into a "-" button, a value box and a "+" button; the
// label ("Columns") goes inside the value box.
func stepper(r Rect, u float64) (dec button, val Rect, inc button) {
	w := r.H
	dec = button{R: Rect{r.X, r.Y, w, r.H}, Label: "−"}
	inc = button{R: Rect{r.X + r.W - w, r.Y, w, r.H}, Label: "+"}
	return dec, Rect{r.X + w + 6*u, r.Y, r.W - 2*w - 12*u, r.H}, inc
}

func drawStepper(dst *ebiten.Image, in *Input, dec button, val Rect, inc button, name string, v int, u float64) {
	dec.draw(dst, in, u)
	inc.draw(dst, in, u)
	sprites.FillRoundRect(dst, val.X, val.Y, val.W, val.H, val.H*0.22, sprites.Background)
	sprites.DrawText(dst, name, sprites.Face(14*u, false), val.X+14*u, val.Y+val.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	sprites.DrawText(dst, strconv.Itoa(v), sprites.Face(20*u, true), val.X+val.W-14*u, val.Y+val.H/2, sprites.AlignEnd, sprites.AlignCenter, sprites.Text)
}

func sizeLabel(z kaskade.Size) string {
	return strconv.Itoa(z.Cols) + " × " + strconv.Itoa(z.Rows)
}
