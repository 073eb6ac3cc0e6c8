package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/sprites"
)

// Point is a position on the screen in device pixels.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether p lies inside r.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.X && p.X < r.X+r.W && p.Y >= r.Y && p.Y < r.Y+r.H
}

// Center is the middle of r.
func (r Rect) Center() Point { return Point{r.X + r.W/2, r.Y + r.H/2} }

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// unit is the board screen's layout scale: about 1 on the default window, larger on a
// high-DPI screen or a bigger window, so fonts and margins follow the size.
func unit(w, h float64) float64 { return FitUnit(w, h, 760, 640) }

// fitUnit is the scale at which a screen designed for needW x needH
// fits into w x h.
func FitUnit(w, h, needW, needH float64) float64 {
	return math.Max(0.4, math.Min(w/needW, h/needH))
}

// Portrait reports whether a screen of w x h is laid out for a phone held
// upright: the header's buttons get a bar of their own, as large as a
// finger needs.
func Portrait(w, h float64) bool { return w < 0.8*h }

// pixelRatio is the screen's device pixels per CSS pixel (SetPixelRatio).
var pixelRatio = 1.0

// SetPixelRatio tells the layouts how many device pixels make a CSS pixel
// (the monitor's scale, the browser's devicePixelRatio), and with it the
// fonts' floor (sprites.MinTextCSS).
func SetPixelRatio(r float64) {
	pixelRatio = max(r, 1)
	sprites.SetMinTextSize(pixelRatio)
}

// PixelRatio is the screen's device pixels per CSS pixel.
func PixelRatio() float64 { return pixelRatio }

// Finger is the least width and height of a control on a screen of w x h
// device pixels: on a phone held upright 44 CSS pixels, 40 on a small one
// (under 380 CSS pixels wide, where a row of six header buttons does not
// fit larger); 0 elsewhere, where a mouse points.
func Finger(w, h float64) float64 {
	switch {
	case !Portrait(w, h):
		return 0
	case w/pixelRatio < 380:
		return 40 * pixelRatio
	}
	return 44 * pixelRatio
}

// screenW and screenH are the screen's size in device pixels (SetScreen).
var screenW, screenH float64

// SetScreen notes the screen's size in device pixels: a game's view, given
// only its own rectangle, asks ScreenFinger how large a control must be.
func SetScreen(w, h float64) { screenW, screenH = w, h }

// ScreenSize is the screen's size SetScreen noted, in device pixels (0,
// 0 before it was noted, as in a test that lays a view out alone).
func ScreenSize() (w, h float64) { return screenW, screenH }

// ScreenFinger is Finger on the screen SetScreen noted.
func ScreenFinger() float64 { return Finger(screenW, screenH) }

// PhoneUnit is the layout unit of what a finger touches on an upright
// screen: a screen 400 units wide, so that 50 units are about 44 CSS
// pixels on a phone whatever its pixel ratio.
func PhoneUnit(w, h float64) float64 { return FitUnit(w, h, 400, 700) }

// TableLayout places the table's header and footer on a screen of w x h
// device pixels; the view gets the rest.
type TableLayout struct {
	U    float64 // the view's layout unit
	C    float64 // the header's and footer's unit: larger on an upright phone
	Tall bool    // upright: the header's buttons have a bar of their own

	Header, Footer, View Rect
	Info                 Rect // the header's texts: left of the buttons, or above them
	Bar                  Rect // the header's buttons
}

// Header and footer sizes in units of TableLayout.C.
const (
	headerH     = 64 // a wide screen's header: texts and buttons in one row
	headerBtnH  = 36 // its buttons
	tallInfoH   = 58 // an upright screen's header: a row of texts and the way out...
	tallBarH    = 52 // ... over a bar of the other buttons
	footerH     = 34 // one line of status
	tallFooterH = 46 // two lines on an upright screen
	FooterFont  = 13 // the status line's size
)

// The rows of text (the header's texts, the footer) grow with the text
// size (sprites.TextScale); the buttons' bar keeps its height.
func LayoutTable(w, h float64) TableLayout {
	u := unit(w, h)
	s := sprites.TextScale()
	t := TableLayout{U: u, C: u, Tall: Portrait(w, h)}
	fh := footerH * u * s
	if t.Tall {
		c := PhoneUnit(w, h)
		t.C = c
		t.Info = Rect{0, 0, w, math.Round(tallInfoH * c * s)}
		t.Bar = Rect{8 * c, t.Info.H, w - 16*c, math.Round(tallBarH * c)}
		t.Header = Rect{0, 0, w, t.Info.H + t.Bar.H + math.Round(8*c)}
		fh = tallFooterH * c * s
	} else {
		t.Header = Rect{0, 0, w, math.Round(headerH * u * s)}
		bh := math.Round(headerBtnH * u)
		t.Bar = Rect{16 * u, math.Round((t.Header.H - bh) / 2), w - 32*u, bh}
		t.Info = t.Header
	}
	t.Footer = Rect{0, h - math.Round(fh), w, math.Round(fh)}
	t.View = Rect{0, t.Header.H, w, t.Footer.Y - t.Header.H}
	return t
}

// HeaderButtons places the header's buttons, labels given left to right.
// On a wide screen they stand at the right end of the header, each as
// wide as its label needs, and the texts' room (Info) ends left of them.
// Upright, the last (the way out: Menu, Back) stands right of the texts
// and the others share the bar under them, filling it. Buttons that do
// not fit get smaller labels, down to three fifths, and keep the bar's
// height (a finger's on a phone).
func (l *TableLayout) HeaderButtons(labels ...string) []Button {
	if len(labels) == 0 {
		return nil
	}
	c := l.C
	out := make([]Button, len(labels))
	if !l.Tall {
		bar := l.Bar
		bar.W -= math.Min(260*c, bar.W/2) // the texts keep at least this
		bar.X = l.Bar.X + l.Bar.W - bar.W
		placeRow(out, labels, bar, 8*c, false)
		l.Info.W = out[0].R.X - 4*c
		return out
	}
	last := len(labels) - 1
	h := l.Bar.H
	w := math.Max(ButtonLabelWidth(labels[last], h, false)+0.6*h, 1.6*h)
	out[last] = Button{R: Rect{l.Bar.X + l.Bar.W - w, math.Round(l.Info.Y + (l.Info.H-h)/2), w, h}, Label: labels[last]}
	l.Info.W = out[last].R.X - 4*c
	placeRow(out[:last], labels[:last], l.Bar, 5*c, true)
	return out
}

// placeRow sets out to buttons for labels in a row in r, gap apart, each
// as wide as its label needs, right-aligned or, with fill, filling r.
func placeRow(out []Button, labels []string, r Rect, gap float64, fill bool) {
	widths := make([]float64, len(labels))
	h := r.H
	for ; ; h *= 0.95 {
		total := gap * float64(len(labels)-1)
		for i, s := range labels {
			widths[i] = math.Max(ButtonLabelWidth(s, h, false)+0.4*h, min(h, r.W/float64(len(labels))-gap))
			total += widths[i]
		}
		if total <= r.W || h < r.H*0.6 {
			if fill && total < r.W { // spread the rest over the row
				for i := range widths {
					widths[i] += (r.W - total) / float64(len(widths))
				}
			}
			break
		}
	}
	x := r.X + r.W
	for i := len(labels) - 1; i >= 0; i-- {
		x -= widths[i]
		out[i] = Button{R: Rect{x, r.Y, widths[i], r.H}, Label: labels[i], LabelH: h}
		x -= gap
	}
}

// ButtonLabelWidth is how wide label is written on a button h high, in
// the bold face of a primary or selected button or the regular one.
func ButtonLabelWidth(label string, h float64, bold bool) float64 {
	return sprites.TextWidth(label, sprites.Face(h*0.42, bold))
}

// Ellipsize shortens s with "…" until it fits in w.
func Ellipsize(s string, face text.Face, w float64) string {
	if sprites.TextWidth(s, face) <= w {
		return s
	}
	r := []rune(s)
	room := w - sprites.TextWidth("…", face)
	if room <= 0 {
		return ""
	}
	return string(r[:FitRunes(s, face, room)]) + "…"
}

// FitSize is the largest size from size down to min pixels at which s
// fits in w, or min.
func FitSize(s string, size, min, w float64, bold bool) float64 {
	for size > min && sprites.TextWidth(s, sprites.Face(size, bold)) > w {
		size = math.Max(min, size*0.93)
	}
	return size
}
