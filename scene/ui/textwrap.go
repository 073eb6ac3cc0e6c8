package ui

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/sprites"
)

// wrapLines breaks s into lines no wider than w, at spaces, and inside
// words (such as long file paths) where a word alone is too wide.
func WrapLines(s string, face text.Face, w float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := strings.TrimLeft(line+" "+word, " ")
			if sprites.TextWidth(try, face) <= w || line == "" && len([]rune(word)) <= 1 {
				line = try
				continue
			}
			if line != "" {
				lines = append(lines, line)
			}
			line = word
			for sprites.TextWidth(line, face) > w && len([]rune(line)) > 1 {
				cut := FitRunes(line, face, w)
				lines = append(lines, string([]rune(line)[:cut]))
				line = string([]rune(line)[cut:])
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// fitRunes is how many leading runes of s fit in w (at least one).
func FitRunes(s string, face text.Face, w float64) int {
	r := []rune(s)
	n := 1
	for n < len(r) && sprites.TextWidth(string(r[:n+1]), face) <= w {
		n++
	}
	return n
}

// drawWrapped draws s wrapped into r's width, from r's top, as many lines
// as fit in r's height.
func DrawWrapped(dst *ebiten.Image, s string, face text.Face, r Rect, clr color.Color) {
	lh := face.Metrics().HAscent + face.Metrics().HDescent + 4
	y := r.Y
	for _, line := range WrapLines(s, face, r.W) {
		if y+lh > r.Y+r.H+lh/2 {
			return
		}
		sprites.DrawText(dst, line, face, r.X+r.W/2, y, sprites.AlignCenter, sprites.AlignStart, clr)
		y += lh
	}
}
