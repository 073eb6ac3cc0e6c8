package main

import (
	"bytes"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"kaskade/scene/i18n"
	"kaskade/sprites"
)

// allTexts are the texts of every table in every language.
func allTexts() []string {
	var out []string
	for _, l := range i18n.Langs {
		for _, k := range i18n.Keys(l) {
			s, _ := i18n.Text(l, k)
			out = append(out, s)
		}
	}
	return out
}

// TestFacesMeasureAsGoTextFace: sprites.Face draws the Go fonts through
// opentype and GoXFace instead of text/v2's GoTextFace and its shaper
// (docs/browser.md: 2.6 MB of the WebAssembly build). Every text of the
// game, in both languages and at whole and fractional sizes, takes the
// same width as GoTextFace gave it (its shaper places glyphs at the size
// rounded up), and the line metrics are the same to the 1/64 pixel, so
// the layouts are unchanged.
func TestFacesMeasureAsGoTextFace(t *testing.T) {
	texts := allTexts()
	if len(texts) < 500 {
		t.Fatalf("only %d texts in the tables", len(texts))
	}
	for _, bold := range []bool{false, true} {
		ttf := goregular.TTF
		if bold {
			ttf = gobold.TTF
		}
		src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range []float64{12, 13.7, 17.5, 24, 31.25} {
			old := &text.GoTextFace{Source: src, Size: sprites.DrawnSize(size)}
			face := sprites.Face(size, bold)
			mo, mn := old.Metrics(), face.Metrics()
			if math.Abs(mo.HAscent-mn.HAscent) > 1.0/64 || math.Abs(mo.HDescent-mn.HDescent) > 1.0/64 || math.Abs(mo.HLineGap-mn.HLineGap) > 1.0/64 {
				t.Errorf("size %v bold %v: metrics %+v, GoTextFace %+v", size, bold, mn, mo)
			}
			bad := 0
			for _, s := range texts {
				a, b := text.AdvanceAt(s, len(s), old), text.AdvanceAt(s, len(s), face)
				if math.Abs(a-b) > 1.0/32 {
					if bad++; bad <= 5 {
						t.Errorf("size %v bold %v: %q is %.3f wide, with GoTextFace %.3f", size, bold, s, b, a)
					}
				}
			}
			if bad > 5 {
				t.Errorf("size %v bold %v: %d texts in all measure otherwise", size, bold, bad)
			}
		}
	}
}

// TestFontsHaveEveryRune: each character the texts use has a glyph in
// both Go fonts.
func TestFontsHaveEveryRune(t *testing.T) {
	runes := map[rune]bool{}
	for _, s := range allTexts() {
		for _, r := range s {
			runes[r] = true
		}
	}
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		var b sfnt.Buffer
		for r := range runes {
			if r < ' ' {
				continue
			}
			if i, err := f.GlyphIndex(&b, r); err != nil || i == 0 {
				t.Errorf("no glyph for %q (U+%04X)", r, r)
			}
		}
	}
}
