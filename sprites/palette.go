package sprites

import (
	"image/color"
)

// Palette is the shell's colours for one theme (a dark table, a light one,
// a high-contrast one). The package's colour variables below hold the
// current palette's colours, so code that reads sprites.Text follows the
// theme; UsePalette changes them. The pieces' own colours (WhiteBall,
// BlackBall, a game's stones and cards) are not part of it: they stay
// recognisable in every theme.
type Palette struct {
	Name string // "dark", "light", "contrast": as the settings store it

	Background, Panel, PanelLight              color.RGBA
	BoardFrame, BoardFace, CellWell, CellShade color.RGBA
	Text, TextDim                              color.RGBA
	Accent, AccentDark, AccentHover, OnAccent  color.RGBA // OnAccent: text on Accent
	AccentText                                 color.RGBA // the accent as ink on panels and the ground
	Danger, FullGlow, Selected                 color.RGBA
	Button, ButtonHover                        color.RGBA

	// Outline edges panels, buttons and boards, OutlineWidth layout units
	// wide (0: no outline, the shadows part them).
	Outline      color.RGBA
	OutlineWidth float64
	Shadow       color.RGBA // drop shadows under panels and buttons
	Scrim        color.RGBA // darkens the screen under a dialog
	Light        bool       // light backgrounds: ink is dark
}

// DarkPalette is the default: a deep slate background, a mid-tone
// blue-grey board on which both ivory and charcoal balls stand out, and a
// warm accent.
var DarkPalette = Palette{
	Name:        "dark",
	Background:  color.RGBA{0x1a, 0x1f, 0x29, 0xff},
	Panel:       color.RGBA{0x26, 0x2d, 0x3a, 0xff},
	PanelLight:  color.RGBA{0x33, 0x3c, 0x4c, 0xff},
	BoardFrame:  color.RGBA{0x44, 0x53, 0x66, 0xff},
	BoardFace:   color.RGBA{0x5f, 0x73, 0x8a, 0xff},
	CellWell:    color.RGBA{0x6e, 0x83, 0x9b, 0xff},
	CellShade:   color.RGBA{0x50, 0x62, 0x77, 0xff},
	Text:        color.RGBA{0xee, 0xea, 0xe0, 0xff},
	TextDim:     color.RGBA{0x9a, 0xa5, 0xb5, 0xff},
	Accent:      color.RGBA{0xf0, 0xb4, 0x4c, 0xff},
	AccentDark:  color.RGBA{0xc2, 0x85, 0x2a, 0xff},
	AccentHover: color.RGBA{0xf7, 0xc7, 0x6c, 0xff},
	OnAccent:    color.RGBA{0x1a, 0x1f, 0x29, 0xff},
	AccentText:  color.RGBA{0xf0, 0xb4, 0x4c, 0xff},
	Danger:      color.RGBA{0xe5, 0x48, 0x4d, 0xff},
	FullGlow:    color.RGBA{0xff, 0xb0, 0x40, 0xff},
	Selected:    color.RGBA{0xf0, 0xb4, 0x4c, 0xff},
	Button:      color.RGBA{0x3a, 0x45, 0x57, 0xff},
	ButtonHover: color.RGBA{0x48, 0x55, 0x6a, 0xff},
	Outline:     color.RGBA{0x10, 0x14, 0x1c, 0xff},
	Shadow:      color.RGBA{0, 0, 0, 0x50},
	Scrim:       color.RGBA{0x0c, 0x0f, 0x15, 0xff},
}

// LightPalette is a light table: pale grey-blue paper, white panels, dark
// ink. The board stays mid-tone so that light and dark pieces both show.
var LightPalette = Palette{
	Name:         "light",
	Background:   color.RGBA{0xe4, 0xe8, 0xee, 0xff},
	Panel:        color.RGBA{0xfa, 0xfb, 0xfc, 0xff},
	PanelLight:   color.RGBA{0xe6, 0xea, 0xf0, 0xff},
	BoardFrame:   color.RGBA{0x6e, 0x7f, 0x94, 0xff},
	BoardFace:    color.RGBA{0x86, 0x98, 0xae, 0xff},
	CellWell:     color.RGBA{0x96, 0xa7, 0xbb, 0xff},
	CellShade:    color.RGBA{0x74, 0x86, 0x9c, 0xff},
	Text:         color.RGBA{0x1b, 0x21, 0x2b, 0xff},
	TextDim:      color.RGBA{0x4a, 0x55, 0x64, 0xff},
	Accent:       color.RGBA{0xe8, 0xa0, 0x32, 0xff},
	AccentDark:   color.RGBA{0xa8, 0x66, 0x10, 0xff},
	AccentHover:  color.RGBA{0xf2, 0xb6, 0x58, 0xff},
	OnAccent:     color.RGBA{0x1b, 0x21, 0x2b, 0xff},
	AccentText:   color.RGBA{0x94, 0x55, 0x00, 0xff},
	Danger:       color.RGBA{0xc8, 0x2a, 0x30, 0xff},
	FullGlow:     color.RGBA{0xff, 0x9c, 0x20, 0xff},
	Selected:     color.RGBA{0xe8, 0xa0, 0x32, 0xff},
	Button:       color.RGBA{0xd6, 0xdd, 0xe7, 0xff},
	ButtonHover:  color.RGBA{0xc6, 0xd0, 0xdd, 0xff},
	Outline:      color.RGBA{0x9a, 0xa6, 0xb6, 0xff},
	OutlineWidth: 1,
	Shadow:       color.RGBA{0x20, 0x28, 0x38, 0x30},
	Scrim:        color.RGBA{0x1a, 0x20, 0x2a, 0xff},
	Light:        true,
}

// ContrastPalette is high contrast: black ground, white ink, pure yellow
// for what is chosen, and strong white outlines around every panel,
// button and board, so that nothing relies on a slight change of shade.
var ContrastPalette = Palette{
	Name:         "contrast",
	Background:   color.RGBA{0x00, 0x00, 0x00, 0xff},
	Panel:        color.RGBA{0x00, 0x00, 0x00, 0xff},
	PanelLight:   color.RGBA{0x1e, 0x1e, 0x1e, 0xff},
	BoardFrame:   color.RGBA{0xff, 0xff, 0xff, 0xff},
	BoardFace:    color.RGBA{0x5a, 0x5a, 0x5a, 0xff},
	CellWell:     color.RGBA{0x78, 0x78, 0x78, 0xff},
	CellShade:    color.RGBA{0x3c, 0x3c, 0x3c, 0xff},
	Text:         color.RGBA{0xff, 0xff, 0xff, 0xff},
	TextDim:      color.RGBA{0xe0, 0xe0, 0xe0, 0xff},
	Accent:       color.RGBA{0xff, 0xe6, 0x00, 0xff},
	AccentDark:   color.RGBA{0xff, 0xc0, 0x00, 0xff},
	AccentHover:  color.RGBA{0xff, 0xf5, 0x80, 0xff},
	OnAccent:     color.RGBA{0x00, 0x00, 0x00, 0xff},
	AccentText:   color.RGBA{0xff, 0xe6, 0x00, 0xff},
	Danger:       color.RGBA{0xff, 0x30, 0x30, 0xff},
	FullGlow:     color.RGBA{0xff, 0xe6, 0x00, 0xff},
	Selected:     color.RGBA{0xff, 0xe6, 0x00, 0xff},
	Button:       color.RGBA{0x00, 0x00, 0x00, 0xff},
	ButtonHover:  color.RGBA{0x2a, 0x2a, 0x2a, 0xff},
	Outline:      color.RGBA{0xff, 0xff, 0xff, 0xff},
	OutlineWidth: 2,
	Shadow:       color.RGBA{0, 0, 0, 0},
	Scrim:        color.RGBA{0x00, 0x00, 0x00, 0xff},
}

// Palettes are the themes' palettes, in the order the settings offer them.
var Palettes = []Palette{DarkPalette, LightPalette, ContrastPalette}

// The current palette's colours (see Palette). Set by UsePalette; the dark
// palette's until then.
var (
	Background, Panel, PanelLight              color.RGBA
	BoardFrame, BoardFace, CellWell, CellShade color.RGBA
	Text, TextDim                              color.RGBA
	Accent, AccentDark, AccentHover, OnAccent  color.RGBA
	AccentText                                 color.RGBA
	Danger, FullGlow, Selected                 color.RGBA
	Button, ButtonHover                        color.RGBA
	Outline                                    color.RGBA
)

// The pieces' colours, the same in every theme.
var (
	WhiteBall = color.RGBA{0xf4, 0xf0, 0xe6, 0xff}
	BlackBall = color.RGBA{0x2a, 0x2d, 0x34, 0xff}
)

var current Palette

// paletteGen counts the changes of palette: the image caches (cache.go)
// drop what they made under another palette.
var paletteGen int

func init() { UsePalette(DarkPalette) }

// UsePalette makes p the current palette. The shell calls it with the
// player's theme before every tick; drawing code reads the colours when it
// draws, so a change shows at the next frame. The image caches of this
// package (NewImageCache, LastImage) empty themselves at a change; an
// image kept elsewhere with the palette's colours in it keys on
// Current().Name.
func UsePalette(p Palette) {
	if p == current {
		return
	}
	current = p
	paletteGen++
	Background, Panel, PanelLight = p.Background, p.Panel, p.PanelLight
	BoardFrame, BoardFace, CellWell, CellShade = p.BoardFrame, p.BoardFace, p.CellWell, p.CellShade
	Text, TextDim = p.Text, p.TextDim
	Accent, AccentDark, AccentHover, OnAccent = p.Accent, p.AccentDark, p.AccentHover, p.OnAccent
	AccentText = p.AccentText
	Danger, FullGlow, Selected = p.Danger, p.FullGlow, p.Selected
	Button, ButtonHover, Outline = p.Button, p.ButtonHover, p.Outline
}

// Current is the palette in use.
func Current() Palette { return current }

// WithAlpha returns c scaled to alpha a (0..1), premultiplied.
func WithAlpha(c color.RGBA, a float64) color.RGBA {
	if a < 0 {
		a = 0
	}
	if a > 1 {
		a = 1
	}
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}
