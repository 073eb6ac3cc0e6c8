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

// minFontSize keeps small windows readable: text stops shrinking here.
const minFontSize = 10

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
	return &text.GoTextFace{Source: src, Size: max(size, minFontSize)}
}

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
// descent), placed by the anchor. Layout tests check with it that no text
// runs out of its place or over another.
var TextBoxHook func(dst *ebiten.Image, s string, x, y, w, h float64)

func DrawText(dst *ebiten.Image, s string, face text.Face, x, y float64, h, v Align, clr color.Color) {
	if face == nil || s == "" {
		return
	}
	if TextHook != nil {
		TextHook(s)
	}
	if TextBoxHook != nil {
		w, hh := text.Measure(s, face, lineHeight(face))
		TextBoxHook(dst, s, x-w*alignShare(h), y-hh*alignShare(v), w, hh)
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
	return text.Advance(s, face)
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
