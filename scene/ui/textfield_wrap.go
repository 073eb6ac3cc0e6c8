package ui

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/sprites"
)

// WrapText breaks s into lines no wider than w, at spaces where it can and
// inside a word too long for a line, in time linear in len(s): each rune is
// measured once, by its advance, which is what makes a pasted 100 KB word
// wrap in milliseconds (WrapLines measures growing prefixes). Kerning
// between two runes is left out, a fraction of a pixel per pair. Line
// breaks in s are kept; the space at a break is dropped.
func WrapText(s string, face text.Face, w float64) []string {
	adv := map[rune]float64{}
	advance := func(r rune) float64 {
		a, ok := adv[r]
		if !ok {
			s := string(r)
			a = text.AdvanceAt(s, len(s), face)
			adv[r] = a
		}
		return a
	}
	var lines []string
	for para := range strings.SplitSeq(s, "\n") {
		lines = wrapPara(lines, para, w, advance)
	}
	return lines
}

// wrapPara appends the lines of one paragraph.
func wrapPara(lines []string, p string, w float64, advance func(rune) float64) []string {
	start, width := 0, 0.0
	space, spaceWidth := -1, 0.0 // the last space on the line, and the width after it
	for i, r := range p {
		a := advance(r)
		if width+a > w && i > start {
			if space >= start {
				lines = append(lines, p[start:space])
				start, width = space+1, width-spaceWidth
			} else {
				lines = append(lines, p[start:i])
				start, width = i, 0
			}
			space = -1
		}
		if r == ' ' {
			space, spaceWidth = i, width+a
		}
		width += a
	}
	return append(lines, p[start:])
}

// DrawLines draws lines left-aligned from r's top, as many as fit in r's
// height: the first ones, or with fromEnd the last ones (where a caret at
// the end of the text is).
func DrawLines(dst *ebiten.Image, lines []string, face text.Face, r Rect, clr color.Color, fromEnd bool) {
	lh := LineHeight(face)
	n := max(int((r.H+lh/2)/lh), 1)
	if fromEnd && len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	for i, line := range lines {
		if i >= n {
			return
		}
		sprites.DrawText(dst, line, face, r.X, r.Y+float64(i)*lh, sprites.AlignStart, sprites.AlignStart, clr)
	}
}

// LineHeight is the distance between two lines of face in DrawLines.
func LineHeight(face text.Face) float64 {
	return face.Metrics().HAscent + face.Metrics().HDescent + 4
}
