package kaskade

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

func init() {
	view.RegisterGame(view.GameSpec{
		Name:         "kaskade",
		SeatKeys:     []string{"white", "black"},
		TaglineKey:   "kaskade tagline",
		RulesKey:     "rules kaskade",
		DefaultSeats: []view.PlayerConfig{{Type: view.Human}, {Type: view.Human}},
		NewView:      newKaskadeView,
		NewOptions:   newKaskadeOptions,
		DrawSeat: func(dst *ebiten.Image, p game.Player, cx, cy, d float64) {
			DrawBall(dst, kaskade.SideOf(p), int(d), cx, cy, 1, 1)
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
func KaskadeSpec() view.GameSpec {
	s, _ := view.SpecFor("kaskade")
	return s
}

// kaskadeOptions is Kaskade's part of the menu: three preset sizes and a
// stepper each for columns and rows.
type KaskadeOptions struct{ size kaskade.Size }

func newKaskadeOptions(options string) view.OptionsPanel {
	z, err := kaskade.ParseSize(options)
	if err != nil {
		z = kaskade.DefaultSize
	}
	return &KaskadeOptions{size: z}
}

func (o *KaskadeOptions) Options() string { return o.size.String() }

func (o *KaskadeOptions) Height(u float64) float64 { return 22*u + 40*u + 14*u + 40*u }

// kaskadeOptionsLayout holds the panel's widgets for one rectangle.
type kaskadeOptionsLayout struct {
	labelY           float64
	Presets          []ui.Button
	colsDec, ColsInc ui.Button
	RowsDec, rowsInc ui.Button
	colsVal, rowsVal ui.Rect
}

func (o *KaskadeOptions) Layout(r ui.Rect, u float64) kaskadeOptionsLayout {
	var l kaskadeOptionsLayout
	bh, gap := 40*u, 10*u
	l.labelY = r.Y + 6*u
	y := r.Y + 22*u
	pw := (r.W - 2*gap) / 3
	for i, z := range kaskade.Presets {
		l.Presets = append(l.Presets, ui.Button{R: ui.Rect{X: r.X + float64(i)*(pw+gap), Y: y, W: pw, H: bh}, Label: sizeLabel(z), Selected: z == o.size})
	}
	y += bh + 14*u
	half := (r.W - gap) / 2
	l.colsDec, l.colsVal, l.ColsInc = ui.Stepper(ui.Rect{X: r.X, Y: y, W: half, H: bh}, u)
	l.RowsDec, l.rowsVal, l.rowsInc = ui.Stepper(ui.Rect{X: r.X + half + gap, Y: y, W: half, H: bh}, u)
	return l
}

func (o *KaskadeOptions) Update(in *ui.Input, r ui.Rect, u float64) {
	l := o.Layout(r, u)
	for i, b := range l.Presets {
		if b.Hit(in) {
			o.size = kaskade.Presets[i]
		}
	}
	z := &o.size
	step := func(v *int, b ui.Button, d int) {
		if b.Hit(in) {
			*v = min(max(*v+d, kaskade.MinSide), kaskade.MaxSide)
		}
	}
	step(&z.Cols, l.colsDec, -1)
	step(&z.Cols, l.ColsInc, +1)
	step(&z.Rows, l.RowsDec, -1)
	step(&z.Rows, l.rowsInc, +1)
}

func (o *KaskadeOptions) Draw(dst *ebiten.Image, in *ui.Input, r ui.Rect, u float64) {
	l := o.Layout(r, u)
	sprites.DrawText(dst, i18n.Tr("board"), sprites.Face(15*u, false), r.X, l.labelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	drawSolvedNote(dst, o.size, r, l.labelY, u) // solved.go
	for _, p := range l.Presets {
		p.Draw(dst, in, u)
	}
	ui.DrawStepper(dst, in, l.colsDec, l.colsVal, l.ColsInc, i18n.Tr("columns"), o.size.Cols, u)
	ui.DrawStepper(dst, in, l.RowsDec, l.rowsVal, l.rowsInc, i18n.Tr("rows"), o.size.Rows, u)
}

func sizeLabel(z kaskade.Size) string {
	return strconv.Itoa(z.Cols) + " × " + strconv.Itoa(z.Rows)
}
