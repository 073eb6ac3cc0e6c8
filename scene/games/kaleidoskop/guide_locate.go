package kaleidoskop

import (
	"kaskade/engine/game"
	"kaskade/scene/ui"
)

// locateControl is where a control of the bar or the hand lies (for
// Locate): a supply colour by "supply R", any other by its move's
// notation ("end", "holder", "draw blue", "complete B14/1"). Only the
// controls shown now are found: a hand card behind its tab, or another
// seat's card, is not.
func (v *View) locateControl(name string) (ui.Point, bool) {
	for _, ct := range v.controls() {
		switch {
		case ct.kind == ctlColour && name == "supply "+string(ct.colour.Letter()):
		case ct.kind != ctlColour && ct.Move != game.NoMove && v.st.FormatMove(ct.Move) == name:
		default:
			continue
		}
		return ct.R.Center(), true
	}
	return ui.Point{}, false
}
