package kaleidoskop

import (
	"strings"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
)

// moveWords says a move of the notation ("place R @ 0,2|1,1", "draw
// blue", "end") for the move lists in the player's language: what was
// done, without the hollows' coordinates, which nobody reads (a click on
// the row shows the board). "" for a text it cannot read.
func moveWords(text string) string {
	f := strings.Fields(text)
	if len(f) == 0 {
		return ""
	}
	switch {
	case (f[0] == "place" || f[0] == "exchange") && len(f) >= 2 && len(f[1]) == 1:
		c, ok := kal.ColourOfLetter(f[1][0])
		if !ok {
			return ""
		}
		return i18n.Trf("kaleidoskop.says "+f[0], colourName(c))
	case f[0] == "buy" && len(f) == 2 && f[1] == "card":
		return i18n.Tr("kaleidoskop.says buy card")
	case f[0] == "buy" && len(f) == 2:
		if t, ok := toolNamed(f[1]); ok {
			return i18n.Trf("kaleidoskop.says buy", i18n.Tr(toolKeys[t]))
		}
	case f[0] == "complete" && len(f) == 2:
		card, mission, ok := strings.Cut(f[1], "/")
		if ok {
			return i18n.Trf("kaleidoskop.says complete", card, mission)
		}
	case f[0] == "draw" && len(f) == 2 && (f[1] == "blue" || f[1] == "orange"):
		return i18n.Tr("kaleidoskop.says draw " + f[1])
	case f[0] == "end" && len(f) == 1:
		return i18n.Tr("kaleidoskop.says end")
	default:
		if t, ok := toolNamed(f[0]); ok {
			return i18n.Trf("kaleidoskop.says tool", i18n.Tr(toolKeys[t]))
		}
	}
	return ""
}

// toolNamed is the tool the notation names so ("mirror").
func toolNamed(name string) (kal.Tool, bool) {
	for t := range kal.Tool(kal.NumTools) {
		if t.String() == name {
			return t, true
		}
	}
	return 0, false
}
