package sprites

import (
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// TestEmbeddedFontsAreTheGoFonts: the fonts the game embeds are the Go
// fonts without hinting (sprites/fonts/README): every character maps to
// the same glyph, and every glyph has the same outline and advance, and
// every pair of the Latin-1 letters the same kerning, so text looks as it
// did with golang.org/x/image/font/gofont.
func TestEmbeddedFontsAreTheGoFonts(t *testing.T) {
	for _, c := range []struct {
		name           string
		embedded, orig []byte
	}{{"regular", regularTTF, goregular.TTF}, {"bold", boldTTF, gobold.TTF}} {
		e, err := sfnt.Parse(c.embedded)
		if err != nil {
			t.Fatal(err)
		}
		o, err := sfnt.Parse(c.orig)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.embedded) >= len(c.orig) {
			t.Errorf("%s: %d bytes embedded, the original has %d", c.name, len(c.embedded), len(c.orig))
		}
		var eb, ob sfnt.Buffer
		ppem := fixed.I(37)
		checked := 0
		for r := rune(0); r < 0x10000; r++ {
			oi, _ := o.GlyphIndex(&ob, r)
			ei, _ := e.GlyphIndex(&eb, r)
			if (oi == 0) != (ei == 0) {
				t.Errorf("%s: %q has glyph %d in the original, %d embedded", c.name, r, oi, ei)
				continue
			}
			if oi == 0 {
				continue
			}
			checked++
			os, err1 := o.LoadGlyph(&ob, oi, ppem, nil)
			es, err2 := e.LoadGlyph(&eb, ei, ppem, nil)
			if err1 != nil || err2 != nil || !slices.Equal(os, es) {
				t.Errorf("%s: %q's outline differs (%v, %v)", c.name, r, err1, err2)
			}
			oa, _ := o.GlyphAdvance(&ob, oi, ppem, font.HintingNone)
			ea, _ := e.GlyphAdvance(&eb, ei, ppem, font.HintingNone)
			if oa != ea {
				t.Errorf("%s: %q advances %v, the original %v", c.name, r, ea, oa)
			}
		}
		if checked < 600 {
			t.Errorf("%s: only %d characters have glyphs", c.name, checked)
		}
		for a := rune(0x20); a < 0x100; a++ {
			for b := rune(0x20); b < 0x100; b++ {
				oa, _ := o.GlyphIndex(&ob, a)
				obb, _ := o.GlyphIndex(&ob, b)
				ea, _ := e.GlyphIndex(&eb, a)
				ebb, _ := e.GlyphIndex(&eb, b)
				ko, _ := o.Kern(&ob, oa, obb, ppem, font.HintingNone)
				ke, _ := e.Kern(&eb, ea, ebb, ppem, font.HintingNone)
				if ko != ke {
					t.Errorf("%s: kerning %q%q %v, the original %v", c.name, a, b, ke, ko)
				}
			}
		}
	}
}
