package sprites

import (
	_ "embed"
	"image"
	"image/color"
	"math"
	"sync"
	"weak"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The Go fonts are drawn through golang.org/x/image/font/opentype and
// text/v2's GoXFace, not text/v2's GoTextFace: GoTextFace shapes with
// go-text/typesetting (a HarfBuzz port with bidi, scripts, CFF and colour
// glyphs), about 2.6 MB of the WebAssembly build and 0.4 MB of it as
// served (docs/browser.md), none of which the game's Latin texts need.
// The faces lay text out as GoTextFace did: its shaper places glyphs at
// the size rounded up to a whole pixel (go-text's shaping scales by
// Size.Ceil()) and draws their outlines and metrics at the exact size, so
// an xFace does the same (TestFacesMeasureAsGoTextFace).
var (
	fontOnce              sync.Once
	regularFont, boldFont *opentype.Font
	faceMu                sync.Mutex
	faces                 = map[faceKey]*text.GoXFace{}
	faceSizes             = map[weak.Pointer[text.GoXFace]]float64{} // every face made, for faceSize
)

type faceKey struct {
	size float64
	bold bool
}

// maxFaces bounds the faces kept: a window resized by dragging asks for
// many sizes; past the bound the cache starts again.
const maxFaces = 256

// The Go fonts without their hinting instructions, which unhinted drawing
// never runs (sprites/fonts/README): 160 KB less in the build.
var (
	//go:embed fonts/Go-Regular.ttf
	regularTTF []byte
	//go:embed fonts/Go-Bold.ttf
	boldTTF []byte
)

func loadFonts() {
	// The fonts are compiled in; a parse error would be a build defect, and
	// text then simply is not drawn rather than crashing the game.
	regularFont, _ = opentype.Parse(regularTTF)
	boldFont, _ = opentype.Parse(boldTTF)
}

// xFace is a font.Face whose advances and kerning come from the font at
// the size rounded up (placed) and whose glyphs and metrics come from the
// exact size (drawn), as GoTextFace lays text out.
type xFace struct {
	drawn, placed font.Face
}

func (f *xFace) Close() error { return nil }

func (f *xFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	dr, mask, mp, _, ok := f.drawn.Glyph(dot, r)
	adv, _ := f.placed.GlyphAdvance(r)
	return dr, mask, mp, adv, ok
}

func (f *xFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	b, _, ok := f.drawn.GlyphBounds(r)
	adv, _ := f.placed.GlyphAdvance(r)
	return b, adv, ok
}

func (f *xFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) { return f.placed.GlyphAdvance(r) }
func (f *xFace) Kern(r0, r1 rune) fixed.Int26_6            { return f.placed.Kern(r0, r1) }
func (f *xFace) Metrics() font.Metrics                     { return f.drawn.Metrics() }

func newXFace(fnt *opentype.Font, size float64) *text.GoXFace {
	face := func(size float64) font.Face {
		f, err := opentype.NewFace(fnt, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			return nil
		}
		return f
	}
	drawn := face(size)
	if drawn == nil {
		return nil
	}
	placed := drawn
	if c := math.Ceil(size); c != size {
		if placed = face(c); placed == nil {
			return nil
		}
	}
	return text.NewGoXFace(&xFace{drawn: drawn, placed: placed})
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
// only if the embedded font failed to load. Faces are kept per size: a
// GoXFace keeps its glyphs' images, so the same face is handed out again.
func Face(size float64, bold bool) text.Face {
	fontOnce.Do(loadFonts)
	fnt := regularFont
	if bold {
		fnt = boldFont
	}
	if fnt == nil {
		return nil
	}
	key := faceKey{DrawnSize(size), bold}
	faceMu.Lock()
	defer faceMu.Unlock()
	if f, ok := faces[key]; ok {
		return f
	}
	f := newXFace(fnt, key.size)
	if f == nil {
		return nil
	}
	if len(faces) >= maxFaces {
		clear(faces)
	}
	faces[key] = f
	faceSizes[weak.Make(f)] = key.size
	return f
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
	if f, ok := face.(*text.GoXFace); ok {
		faceMu.Lock()
		defer faceMu.Unlock()
		return faceSizes[weak.Make(f)]
	}
	return 0
}
