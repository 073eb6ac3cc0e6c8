package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/sprites"
)

// button is a clickable label. Scenes rebuild their buttons from the layout
// every tick, so a button is only a rectangle and how to draw it.
type Button struct {
	R        Rect
	Label    string
	Selected bool // part of a choice and currently chosen
	Primary  bool // the main action of a screen
	Disabled bool
}

func (b Button) Hit(in *Input) bool {
	if b.Disabled {
		return false
	}
	for _, c := range in.Clicks {
		if b.R.Contains(c) {
			return true
		}
	}
	return false
}

func (b Button) Draw(dst *ebiten.Image, in *Input, u float64) {
	noteButton(b) // for the browser test hook (hook_js.go)
	hover := in != nil && in.HasCursor && b.R.Contains(in.Cursor) && !b.Disabled
	bg, fg := sprites.Button, sprites.Text
	switch {
	case b.Selected || b.Primary:
		bg, fg = sprites.Accent, sprites.Background
		if hover {
			bg = color.RGBA{0xf7, 0xc7, 0x6c, 0xff}
		}
	case hover:
		bg = sprites.ButtonHover
	}
	if b.Disabled {
		fg = sprites.TextDim
	}
	r := b.R.H * 0.28
	sprites.FillRoundRect(dst, b.R.X, b.R.Y+2*u, b.R.W, b.R.H, r, color.RGBA{0, 0, 0, 0x50})
	sprites.FillRoundRect(dst, b.R.X, b.R.Y, b.R.W, b.R.H, r, bg)
	c := b.R.Center()
	sprites.DrawText(dst, b.Label, sprites.Face(b.R.H*0.42, b.Primary || b.Selected), c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, fg)
}

// drawDialog draws the panel of a full-screen dialog (settings, rules,
// records, a text box) with its title, the same on each.
func DrawDialog(dst *ebiten.Image, r Rect, u float64, title string) {
	DrawPanel(dst, r, u)
	sprites.DrawText(dst, title, sprites.Face(28*u, true), r.X+r.W/2, r.Y+44*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
}

// drawPanel draws a raised rounded panel.
func DrawPanel(dst *ebiten.Image, r Rect, u float64) {
	sprites.FillRoundRect(dst, r.X, r.Y+4*u, r.W, r.H, 18*u, color.RGBA{0, 0, 0, 0x60})
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 18*u, sprites.Panel)
}

// dimScreen darkens everything drawn so far.
func DimScreen(dst *ebiten.Image, alpha float64) {
	b := dst.Bounds()
	sprites.FillRect(dst, 0, 0, float64(b.Dx()), float64(b.Dy()), sprites.WithAlpha(color.RGBA{0x0c, 0x0f, 0x15, 0xff}, alpha))
}
