package sprites

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// luminance is WCAG 2's relative luminance of an opaque colour.
func luminance(c color.RGBA) float64 {
	ch := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
}

// contrast is WCAG 2's contrast ratio of two colours (1 to 21).
func contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

func TestContrastFormula(t *testing.T) {
	black, white := color.RGBA{0, 0, 0, 0xff}, color.RGBA{0xff, 0xff, 0xff, 0xff}
	if r := contrast(black, white); math.Abs(r-21) > 1e-9 {
		t.Errorf("black on white: %.3f, want 21", r)
	}
	if r := contrast(white, white); r != 1 {
		t.Errorf("white on white: %.3f, want 1", r)
	}
}

// textPairs are where each palette's text stands: ink and the grounds it
// is drawn on. Disabled labels (TextDim on a button) are left out, as WCAG
// leaves out inactive controls.
func textPairs(p Palette) map[string][2]color.RGBA {
	return map[string][2]color.RGBA{
		"Text on Background":       {p.Text, p.Background},
		"Text on Panel":            {p.Text, p.Panel},
		"Text on PanelLight":       {p.Text, p.PanelLight},
		"Text on Button":           {p.Text, p.Button},
		"Text on ButtonHover":      {p.Text, p.ButtonHover},
		"TextDim on Background":    {p.TextDim, p.Background},
		"TextDim on Panel":         {p.TextDim, p.Panel},
		"OnAccent on Accent":       {p.OnAccent, p.Accent},
		"OnAccent on AccentHover":  {p.OnAccent, p.AccentHover},
		"AccentText on Panel":      {p.AccentText, p.Panel},
		"AccentText on Background": {p.AccentText, p.Background},
	}
}

// TestHighContrastText: the high-contrast theme meets WCAG AAA (7:1) for
// all its text; the light theme meets AA (4.5:1), as does the dark one.
func TestPaletteContrast(t *testing.T) {
	for _, c := range []struct {
		p    Palette
		want float64
	}{{ContrastPalette, 7}, {LightPalette, 4.5}, {DarkPalette, 4.5}} {
		for name, pair := range textPairs(c.p) {
			if r := contrast(pair[0], pair[1]); r < c.want {
				t.Errorf("%s: %s is %.2f:1, want at least %g:1", c.p.Name, name, r, c.want)
			}
		}
	}
}

// TestHighContrastOutlines: outlines stand out strongly from the ground
// and the buttons, and the accent from the ground.
func TestHighContrastOutlines(t *testing.T) {
	p := ContrastPalette
	if p.OutlineWidth < 2 {
		t.Errorf("outline width %g, want at least 2", p.OutlineWidth)
	}
	for name, pair := range map[string][2]color.RGBA{
		"Outline on Background": {p.Outline, p.Background},
		"Outline on Button":     {p.Outline, p.Button},
		"Accent on Background":  {p.Accent, p.Background},
	} {
		if r := contrast(pair[0], pair[1]); r < 7 {
			t.Errorf("%s: %.2f:1, want at least 7:1", name, r)
		}
	}
}

func TestUsePalette(t *testing.T) {
	defer UsePalette(DarkPalette)
	UsePalette(LightPalette)
	if Text != LightPalette.Text || Background != LightPalette.Background || Current().Name != "light" {
		t.Fatalf("after UsePalette(light): Text %v Background %v current %q", Text, Background, Current().Name)
	}
	UsePalette(DarkPalette)
	if Text != DarkPalette.Text || Button != DarkPalette.Button {
		t.Fatalf("after UsePalette(dark): Text %v Button %v", Text, Button)
	}
	names := map[string]bool{}
	for _, p := range Palettes {
		names[p.Name] = true
	}
	if len(names) != 3 {
		t.Errorf("palette names %v, want three different", names)
	}
}

// TestCachesFollowThePalette: an image cached under one palette is made
// again under another (it may hold the theme's colours), and kept while
// the palette stays.
func TestCachesFollowThePalette(t *testing.T) {
	defer UsePalette(DarkPalette)
	UsePalette(DarkPalette)
	made := 0
	mk := func() *ebiten.Image { made++; return ebiten.NewImage(1, 1) }
	c := NewImageCache[int](4)
	var last LastImage[int]
	c.Get(1, mk)
	last.Get(1, mk)
	c.Get(1, mk)
	last.Get(1, mk)
	if made != 2 {
		t.Fatalf("same palette: %d images made, want 2", made)
	}
	UsePalette(LightPalette)
	c.Get(1, mk)
	last.Get(1, mk)
	if made != 4 {
		t.Fatalf("after a change of palette: %d images made, want 4", made)
	}
}
