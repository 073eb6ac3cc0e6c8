package ui

import (
	"image/color"
	"unicode/utf8"

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

// textField is an editable one-line text, such as a player's name.
type TextField struct {
	R     Rect
	Text  string
	Focus bool
	Max   int
}

// update focuses the field on a click inside it, drops the focus on a click
// elsewhere or on Enter, Tab or Esc, and edits the text while focused.
func (f *TextField) Update(in *Input) {
	for _, c := range in.Clicks {
		f.Focus = f.R.Contains(c)
	}
	if !f.Focus {
		return
	}
	for _, r := range in.Chars {
		if r >= ' ' && r != 0x7f && utf8.RuneCountInString(f.Text) < f.Max {
			f.Text += string(r)
		}
	}
	if in.Pressed(ebiten.KeyBackspace) && f.Text != "" {
		_, n := utf8.DecodeLastRuneInString(f.Text)
		f.Text = f.Text[:len(f.Text)-n]
	}
	if in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeyTab, ebiten.KeyEscape) {
		f.Focus = false
	}
}

func (f *TextField) Draw(dst *ebiten.Image, tick int, u float64) {
	r := f.R.H * 0.22
	border := sprites.PanelLight
	if f.Focus {
		border = sprites.Accent
	}
	sprites.FillRoundRect(dst, f.R.X, f.R.Y, f.R.W, f.R.H, r, border)
	sprites.FillRoundRect(dst, f.R.X+2*u, f.R.Y+2*u, f.R.W-4*u, f.R.H-4*u, r*0.8, sprites.Background)
	face := sprites.Face(f.R.H*0.45, false)
	x, y := f.R.X+f.R.H*0.35, f.R.Y+f.R.H/2
	sprites.DrawText(dst, f.Text, face, x, y, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	if f.Focus && tick/30%2 == 0 {
		cx := x + sprites.TextWidth(f.Text, face) + 2*u
		sprites.FillRect(dst, cx, f.R.Y+f.R.H*0.22, 2*u, f.R.H*0.56, sprites.Accent)
	}
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
