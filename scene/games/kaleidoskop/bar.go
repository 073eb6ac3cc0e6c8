package kaleidoskop

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"image/color"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

func itoa(n int) string { return strconv.Itoa(n) }

// drawBar draws the supply (or the decks) and the row of tools and turn
// buttons, with what the next step costs.
func (v *View) drawBar(dst *ebiten.Image, in *ui.Input) {
	if v.st.IsOver() {
		return
	}
	hand := v.handUp()
	for _, c := range v.controls() {
		if c.kind == ctlMission || c.kind == ctlReveal {
			continue
		}
		if !hand {
			c.allowed = false // nothing to do before the mover is at the screen
		}
		switch c.kind {
		case ctlColour:
			v.drawColourCell(dst, in, c)
		default:
			v.drawButton(dst, in, c)
		}
	}
	v.drawBarInfo(dst)
}

// drawColourCell draws one colour of the supply: its crystal and how many
// are left; the chosen one stands in the accent.
func (v *View) drawColourCell(dst *ebiten.Image, in *ui.Input, c control) {
	u := v.lay.U
	r := c.R
	ui.NoteControl(r, colourName(c.colour))
	bg := sprites.Button
	if in != nil && in.HasCursor && r.Contains(in.Cursor) && c.allowed {
		bg = sprites.ButtonHover
	}
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, r.H*0.25, bg)
	if lw := ui.Outline(u); lw > 0 && !c.on {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, r.H*0.25, lw, sprites.Outline)
	}
	if c.on {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, r.H*0.25, math.Max(2, 3*u), sprites.Accent)
	}
	alpha := 1.0
	if !c.allowed {
		alpha = 0.4
	}
	d := math.Min(r.H*0.78, r.W*0.55)
	drawGem(dst, c.colour, r.X+r.W*0.36, r.Y+r.H/2, d, alpha)
	face := sprites.Face(math.Min(13*u, r.H*0.34), true)
	n := v.st.SupplyLeft(c.colour)
	sprites.DrawText(dst, itoa(n), face, r.X+r.W-5*u, r.Y+r.H-5*u, sprites.AlignEnd, sprites.AlignEnd, sprites.WithAlpha(sprites.Text, 0.4+0.6*alpha))
	v.drawMarks(dst, c)
}

// drawButton draws a labelled control in the house's button style with
// a label sized to fit; one the engine would refuse now is dimmed (it
// still says why when clicked).
func (v *View) drawButton(dst *ebiten.Image, in *ui.Input, c control) {
	u := v.lay.U
	r := c.R
	ui.NoteControl(r, c.Label)
	hover := in != nil && in.HasCursor && r.Contains(in.Cursor)
	// Without input nobody at this screen moves (the computer, another
	// seat online): nothing stands lit as if it were theirs to press.
	live := c.allowed && in != nil
	bg, fg := sprites.Button, sprites.Text
	switch {
	case c.on || c.Move == kal.EndMove() && live:
		bg, fg = sprites.Accent, sprites.OnAccent
	case hover && live:
		bg = sprites.ButtonHover
	}
	if !live && !c.on {
		fg = sprites.TextDim
	}
	rad := r.H * 0.28
	sprites.FillRoundRect(dst, r.X, r.Y+2*u, r.W, r.H, rad, sprites.Current().Shadow)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, bg)
	if lw := ui.Outline(u); lw > 0 {
		edge := sprites.Outline
		if !live && !c.on { // dimmed, still a button (high contrast)
			edge, fg = ui.DisabledEdge(), ui.DisabledInk()
		}
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, rad, lw, edge)
	}
	v.drawLabel(dst, c.Label, r, c.on || c.Move == kal.EndMove(), fg)
	v.drawMarks(dst, c)
}

// drawLabel writes a button's label centred in r (labelLines).
func (v *View) drawLabel(dst *ebiten.Image, label string, r ui.Rect, bold bool, fg color.RGBA) {
	ctr := r.Center()
	for _, l := range v.labelLines(label, r, bold) {
		sprites.DrawText(dst, l.text, l.face, ctr.X, ctr.Y+l.dy, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(fg, l.alpha))
	}
}

// buttonLine is one line of a button's label as drawn: its text (cut to
// the button's width, ending in "…" then), face, offset from the
// button's middle and opacity.
type buttonLine struct {
	text  string
	face  text.Face
	dy    float64
	alpha float64
}

// labelLines are the lines of a button's label in r (labelLinesAt).
func (v *View) labelLines(label string, r ui.Rect, bold bool) []buttonLine {
	return labelLinesAt(label, r, bold, v.lay.U)
}

// labelLinesAt are the lines of a button's label in r at layout unit u:
// one; or two where a phone's narrow button cuts it ("Mirror" over
// "used"); or a label of two lines ("Buy\nMirror · 3") set smaller, the
// first line dim, whose price moves up ("Kaufen · 3" over "Milchglas")
// where the second line is too wide even at the text size's floor.
func labelLinesAt(label string, r ui.Rect, bold bool, u float64) []buttonLine {
	w := r.W - 8*u
	first, second, two := strings.Cut(label, "\n")
	if !two {
		face := sprites.Face(math.Min(r.H*0.4, 14*u), bold)
		if a, b, ok := splitLabel(label, face, w); ok && r.H >= 2.4*sprites.MinTextSize() { // a phone's narrow button: two lines
			face = shrunkFace(a, shrunkSize(b, math.Min(r.H*0.4, 14*u), bold, w), bold, w) // both lines at one size
			return []buttonLine{{fitText(a, face, w), face, -r.H * 0.2, 1}, {fitText(b, face, w), face, r.H * 0.2, 1}}
		}
		face = shrunkFace(label, math.Min(r.H*0.4, 14*u), bold, w)
		return []buttonLine{{fitText(label, face, w), face, 0, 1}}
	}
	smallSize, size := math.Min(r.H*0.3, 11*u), math.Min(r.H*0.34, 14*u)
	if name, price, ok := strings.Cut(second, " · "); ok && sprites.TextWidth(second, shrunkFace(second, size, bold, w)) > w {
		first, second = first+" · "+price, name
	}
	small, face := shrunkFace(first, smallSize, false, w), shrunkFace(second, size, bold, w)
	return []buttonLine{{fitText(first, small, w), small, -r.H * 0.2, 0.75}, {fitText(second, face, w), face, r.H * 0.14, 1}}
}

// labelCut reports whether a label in r is cut to fit (a line ends in
// "…").
func labelCut(label string, r ui.Rect, bold bool, u float64) bool {
	for _, l := range labelLinesAt(label, r, bold, u) {
		if strings.HasSuffix(l.text, "…") {
			return true
		}
	}
	return false
}

// shrunkFace is the face of size for s, smaller where s is wider than w,
// down to the text size's floor ("Milchglas · 3", "Halterung" in the
// largest text).
func shrunkFace(s string, size float64, bold bool, w float64) text.Face {
	return sprites.Face(shrunkSize(s, size, bold, w), bold)
}

// shrunkSize is the size shrunkFace makes its face at.
func shrunkSize(s string, size float64, bold bool, w float64) float64 {
	floor := sprites.MinTextSize() / sprites.TextScale() // as Face takes it
	return ui.FitSize(s, size, math.Min(floor, size), w, bold)
}

// splitLabel cuts a label too wide for w in two: at " · " ("Mirror ·
// used") or else at its first space ("Zug beenden"); ok is false when it
// fits or has nowhere to cut.
func splitLabel(s string, face text.Face, w float64) (a, b string, ok bool) {
	if sprites.TextWidth(s, face) <= w {
		return "", "", false
	}
	if a, b, ok = strings.Cut(s, " · "); ok {
		return a, b, true
	}
	return strings.Cut(s, " ")
}

// fitLabel shortens a label to the button's width.
func fitLabel(s string, r ui.Rect, u float64) string {
	return fitText(s, sprites.Face(r.H*0.42, true), r.W-10*u)
}

// drawMarks rings a control that is the hint, or flashes a refused one.
func (v *View) drawMarks(dst *ebiten.Image, c control) {
	u := v.lay.U
	r := c.R
	if v.hinted(c) && v.fade == nil {
		pulse := 0.6 + 0.4*math.Sin(float64(v.tick)*0.15)
		sprites.StrokeRoundRect(dst, r.X-3*u, r.Y-3*u, r.W+6*u, r.H+6*u, r.H*0.3, math.Max(2, 3*u), sprites.WithAlpha(sprites.Accent, pulse))
	}
	if v.refuseTicks > 0 && c.Move != game.NoMove && c.Move == v.refused {
		a := float64(v.refuseTicks) / refuseFlash
		sprites.StrokeRoundRect(dst, r.X-2*u, r.Y-2*u, r.W+4*u, r.H+4*u, r.H*0.3, math.Max(2, 3*u), sprites.WithAlpha(sprites.Danger, a))
	}
}

// hinted reports whether c plays the hint, or is the colour the hint
// places and not chosen yet.
func (v *View) hinted(c control) bool {
	if v.hint == game.NoMove {
		return false
	}
	if c.kind == ctlColour {
		_, col := placeOf(v.st, v.hint)
		return col == c.colour && v.colour != col
	}
	return c.Move != game.NoMove && c.Move == v.hint
}

// drawBarInfo writes beside the supply (or first in a narrow bar's third
// row) what the step costs: an exchange while hollows are empty, or the
// next tool; in shorter words where the box is too narrow for the long
// ones even at the text size's floor.
func (v *View) drawBarInfo(dst *ebiten.Image) {
	if v.st.Phase() == kal.PhaseDraw {
		return
	}
	box := v.infoRect()
	sprites.FillRoundRect(dst, box.X, box.Y, box.W, box.H, box.H*0.25, sprites.WithAlpha(sprites.Panel, 0.9))
	for _, l := range v.infoLines(box) {
		sprites.DrawText(dst, l.text, l.face, box.X+box.W/2, box.Y+box.H/2+l.dy, sprites.AlignCenter, sprites.AlignCenter, l.clr)
	}
}

// infoLine is one line of the info box as drawn.
type infoLine struct {
	text string
	face text.Face
	dy   float64 // from the box's middle
	clr  color.RGBA
}

// infoLines are the info box's lines in box: what the step is, dim, over
// what it costs.
func (v *View) infoLines(box ui.Rect) []infoLine {
	u := v.lay.U
	var top, bottom, shortTop, shortBottom string
	switch v.st.Phase() {
	case kal.PhasePlace:
		top, bottom = i18n.Tr("kaleidoskop.exchange"), v.exchangeText()
		shortTop, shortBottom = top, v.exchangeShort()
	case kal.PhaseTools:
		top, bottom = i18n.Tr("kaleidoskop.next tool"), strings0(v.st.ToolCost())
		shortTop, shortBottom = i18n.Tr("kaleidoskop.next tool short"), bottom
	default: // a mission or the fourth card has closed the tools step
		top, bottom = i18n.Tr("kaleidoskop.tools over"), i18n.Tr("kaleidoskop.tools over why")
		shortTop, shortBottom = i18n.Tr("kaleidoskop.tools over short"), i18n.Tr("kaleidoskop.tools over why short")
	}
	w := box.W - 10*u
	smallSize, boldSize := math.Min(12*u, box.H*0.3), math.Min(14*u, box.H*0.34)
	small, bold := shrunkFace(top, smallSize, false, w), shrunkFace(bottom, boldSize, true, w)
	if sprites.TextWidth(top, small) > w || sprites.TextWidth(bottom, bold) > w {
		top, bottom = shortTop, shortBottom
		small, bold = shrunkFace(top, smallSize, false, w), shrunkFace(bottom, boldSize, true, w)
	}
	if bottom == "" {
		return []infoLine{{fitText(top, small, w), small, 0, sprites.TextDim}}
	}
	return []infoLine{{fitText(top, small, w), small, -box.H * 0.2, sprites.TextDim},
		{fitText(bottom, bold, w), bold, box.H * 0.18, sprites.AccentText}}
}

// strings0 is a tool's cost in words: "free" or "2 crystals".
func strings0(n int) string {
	if n == 0 {
		return i18n.Tr("kaleidoskop.free")
	}
	return i18n.Trf("kaleidoskop.n crystals", n)
}

// fitText shortens s with an ellipsis until it fits in w.
func fitText(s string, face text.Face, w float64) string {
	if sprites.TextWidth(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && sprites.TextWidth(string(r)+"…", face) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
