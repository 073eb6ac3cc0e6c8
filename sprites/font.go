package sprites

import (
	"bytes"
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

var (
	fontOnce            sync.Once
	regularSrc, boldSrc *text.GoTextFaceSource
)

func loadFonts() {
	// The fonts are compiled in; a parse error would be a build defect, and
	// text then simply is not drawn rather than crashing the game.
	regularSrc, _ = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	boldSrc, _ = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
}

// minFontSize keeps small windows readable: text stops shrinking here,
// in device pixels. SetMinTextSize sets it from the screen's pixel ratio.
var minFontSize = 10.0

// MinTextCSS is the least text size on any screen, in CSS pixels: on a
// phone nothing smaller can be read at arm's length.
const MinTextCSS = 12

// SetMinTextSize makes MinTextCSS the floor of every face on a screen of
// ratio device pixels per CSS pixel.
func SetMinTextSize(ratio float64) { minFontSize = MinTextCSS * max(ratio, 1) }

// MinTextSize is the floor of every face now, in device pixels.
func MinTextSize() float64 { return minFontSize * textScale }

// textScale is the player's text size (the settings' normal, large,
// larger): every face is made this much larger.
var textScale = 1.0

// SetTextScale makes every face f times its size (and its floor).
func SetTextScale(f float64) { textScale = max(f, 1) }

// TextScale is the factor SetTextScale set.
func TextScale() float64 { return textScale }

// Face returns the Go font at size pixels, bold or regular. It returns nil
// only if the embedded font failed to load.
func Face(size float64, bold bool) text.Face {
	fontOnce.Do(loadFonts)
	src := regularSrc
	if bold {
		src = boldSrc
	}
	if src == nil {
		return nil
	}
	return &text.GoTextFace{Source: src, Size: DrawnSize(size)}
}

// DrawnSize is the size a face asked for at size is drawn at: floored at
// the readable minimum, times the player's text size.
func DrawnSize(size float64) float64 { return max(size, minFontSize) * textScale }

// Align says where a text's anchor point is: start, centre or end.
type Align = text.Align

const (
	AlignStart  = text.AlignStart
	AlignCenter = text.AlignCenter
	AlignEnd    = text.AlignEnd
)

// DrawText draws s with its anchor (h horizontally, v vertically) at x, y.
// TextHook, when set, sees every string DrawText draws: the browser test
// hook collects each frame's texts with it.
var TextHook func(s string)

// TextBoxHook, when set, sees every string DrawText draws with the box it
// takes on dst: its advance wide, its lines' height high (ascent and
// descent), placed by the anchor, and the face's size. Layout tests check
// with it that no text runs out of its place or over another, and that none
// is too small to read.
var TextBoxHook func(dst *ebiten.Image, s string, x, y, w, h, size float64)

func DrawText(dst *ebiten.Image, s string, face text.Face, x, y float64, h, v Align, clr color.Color) {
	if face == nil || s == "" {
		return
	}
	if TextHook != nil {
		TextHook(s)
	}
	if TextBoxHook != nil {
		w, hh := text.Measure(s, face, lineHeight(face))
		TextBoxHook(dst, s, x-w*alignShare(h), y-hh*alignShare(v), w, hh, faceSize(face))
	}
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = h
	op.SecondaryAlign = v
	text.Draw(dst, s, face, op)
}

// TextWidth is the advance of s in face.
func TextWidth(s string, face text.Face) float64 {
	if face == nil {
		return 0
	}
	return text.AdvanceAt(s, len(s), face)
}

// lineHeight is the face's height of one line, ascent and descent.
func lineHeight(face text.Face) float64 {
	m := face.Metrics()
	return m.HAscent + m.HDescent
}

// alignShare is the share of a text's extent that lies before its anchor.
func alignShare(a Align) float64 {
	switch a {
	case AlignCenter:
		return 0.5
	case AlignEnd:
		return 1
	}
	return 0
}

// faceSize is face's size in pixels (0 for a face not made by Face).
func faceSize(face text.Face) float64 {
	if f, ok := face.(*text.GoTextFace); ok {
		return f.Size
	}
	return 0
}
