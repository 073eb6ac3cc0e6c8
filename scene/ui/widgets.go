package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

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
	// LabelH is the height the label is written for (its font is 0.42 of
	// it); 0: the button's. A button made taller for a finger keeps its
	// label's size.
	LabelH float64
}

// Hit reports a click on b when it is enabled.
func (b Button) Hit(in *Input) bool { return !b.Disabled && b.Clicked(in) }

// Clicked reports a click on b, disabled or not: a disabled button that
// says why it is (the replay's Review).
func (b Button) Clicked(in *Input) bool {
	for _, c := range in.Clicks {
		if b.R.Contains(c) {
			return true
		}
	}
	return false
}

func (b Button) Draw(dst *ebiten.Image, in *Input, u float64) {
	if b.R.W <= 0 || b.R.H <= 0 {
		return // a button of no size is not there (view.Touch.SeedStepper on a phone)
	}
	noteButton(b) // for the browser test hook (hook_js.go)
	hover := in != nil && in.HasCursor && b.R.Contains(in.Cursor) && !b.Disabled
	bg, fg := sprites.Button, sprites.Text
	switch {
	case b.Selected || b.Primary:
		bg, fg = sprites.Accent, sprites.OnAccent
		if hover {
			bg = sprites.AccentHover
		}
	case hover:
		bg = sprites.ButtonHover
	}
	if b.Disabled {
		fg = sprites.TextDim
	}
	r := b.R.H * 0.28
	p := sprites.Current()
	sprites.FillRoundRect(dst, b.R.X, b.R.Y+2*u, b.R.W, b.R.H, r, p.Shadow)
	sprites.FillRoundRect(dst, b.R.X, b.R.Y, b.R.W, b.R.H, r, bg)
	if lw := Outline(u); lw > 0 {
		edge := sprites.Outline
		switch {
		case b.Disabled:
			edge, fg = DisabledEdge(), DisabledInk() // still a button, not a label
		case (b.Selected || b.Primary) && !p.Light:
			edge = sprites.Accent
		}
		sprites.StrokeRoundRect(dst, b.R.X, b.R.Y, b.R.W, b.R.H, r, lw, edge)
	}
	c := b.R.Center()
	lh := b.R.H
	if b.LabelH > 0 {
		lh = min(b.LabelH, lh)
	}
	bold := b.Primary || b.Selected
	floor := sprites.MinTextSize() / sprites.TextScale()          // as Face takes it: Face scales it
	size := FitSize(b.Label, lh*0.42, floor, b.R.W-0.25*lh, bold) // a long word on a narrow button
	sprites.DrawText(dst, b.Label, sprites.Face(size, bold), c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, fg)
}

// drawDialog draws the panel of a full-screen dialog (settings, rules,
// records, a text box) with its title, the same on each.
func DrawDialog(dst *ebiten.Image, r Rect, u float64, title string) {
	DrawPanel(dst, r, u)
	sprites.DrawText(dst, title, DialogTitleFace(title, r.W, u), r.X+r.W/2, r.Y+44*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
}

// DialogTitleFace is the face of a dialog's title in a panel w wide: the
// design's, or smaller, down to the text size's floor, where a long title
// in a large text size would run past the panel (a phone). Its height
// (LineHeight) tells a layout where the title ends.
func DialogTitleFace(title string, w, u float64) text.Face {
	floor := sprites.MinTextSize() / sprites.TextScale() // as Face takes it
	return sprites.Face(FitSize(title, 28*u, floor, w-32*u, true), true)
}

// drawPanel draws a raised rounded panel, outlined in themes with
// outlines.
func DrawPanel(dst *ebiten.Image, r Rect, u float64) {
	p := sprites.Current()
	sprites.FillRoundRect(dst, r.X, r.Y+4*u, r.W, r.H, 18*u, p.Shadow)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 18*u, sprites.Panel)
	if lw := Outline(u); lw > 0 {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 18*u, lw, sprites.Outline)
	}
}

// DisabledEdge is the outline of a disabled control in a theme with
// outlines: dimmed, not dropped, since without its edge a disabled button
// on high contrast's black reads as a label.
func DisabledEdge() color.RGBA { return sprites.WithAlpha(sprites.Outline, 0.5) }

// DisabledInk is a disabled control's label in a theme with outlines: a
// step below the dim text, which there is nearly white.
func DisabledInk() color.RGBA { return sprites.WithAlpha(sprites.TextDim, 0.7) }

// Outline is the width of the current theme's outlines at unit u, in
// device pixels (0: the theme draws none); at least one pixel.
func Outline(u float64) float64 {
	w := sprites.Current().OutlineWidth
	if w <= 0 {
		return 0
	}
	return math.Max(1, w*u)
}

// dimScreen darkens everything drawn so far.
func DimScreen(dst *ebiten.Image, alpha float64) {
	b := dst.Bounds()
	sprites.FillRect(dst, 0, 0, float64(b.Dx()), float64(b.Dy()), sprites.WithAlpha(sprites.Current().Scrim, alpha))
}

// DrawCard fills a rounded card (a seat's score card, a status box) in bg
// and, in a theme with outlines, edges it: in the accent when hot (the
// seat to move), since the theme's panels differ too little in shade.
func DrawCard(dst *ebiten.Image, r Rect, rad, u float64, bg color.Color, hot bool) {
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, bg)
	if lw := Outline(u); lw > 0 {
		edge := sprites.Outline
		if hot {
			edge, lw = sprites.Accent, lw*1.5
		}
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, rad, lw, edge)
	}
}

// NoteControl notes a control that a view draws in its own style (not a
// Button), so that the layout tests and the browser's hook see it as one.
func NoteControl(r Rect, label string) { noteButton(Button{R: r, Label: label}) }

// LabelFits reports whether label (bold: a chosen or primary button's) is
// written whole on a button w wide at the size lh asks for (Button.LabelH),
// as Button.Draw writes it, without shrinking it. A layout that cannot give
// it the room wraps its buttons into more rows.
func LabelFits(label string, w, lh float64, bold bool) bool {
	return ButtonLabelWidth(label, lh, bold) <= w-0.25*lh
}

// LabelCanFit reports whether Button.Draw can write label whole on a
// button w wide whose label is written for lh, shrinking it as far as the
// text size's floor if need be; a panel that finds it cannot gives its
// choices more room (a row of their own, or two rows).
func LabelCanFit(label string, w, lh float64, bold bool) bool {
	return ButtonLabelWidth(label, 0, bold) <= w-0.25*lh
}
