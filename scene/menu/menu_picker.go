package menu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/games"
	"kaskade/scene/ui"
)

// gamePicker is the game tabs folded into one row, ‹ game ›, for a screen
// too narrow for two tabs side by side: the arrows go to the game before
// and after, and so does a tap on the game's name (to the next). Zero
// where the tabs show.
type gamePicker struct {
	prev, cur, next ui.Button
}

// layoutPicker lays the picker out in r: square arrows, the game's name
// between them.
func (s *menuScene) layoutPicker(r ui.Rect, u float64, d menuDims) gamePicker {
	aw := math.Max(r.H, 56*u)
	gap := 10 * u
	g, _ := games.Lookup(s.spec.Name) // a game in the menu is in the catalogue
	label := g.Title
	if s.paused[s.spec.Name] != nil {
		label += pausedMark
	}
	lh := d.label(menuTabFontH, u)
	return gamePicker{
		prev: ui.Button{R: ui.Rect{X: r.X, Y: r.Y, W: aw, H: r.H}, Label: "‹", LabelH: lh},
		cur:  ui.Button{R: ui.Rect{X: r.X + aw + gap, Y: r.Y, W: r.W - 2*(aw+gap), H: r.H}, Label: label, Selected: true, LabelH: lh},
		next: ui.Button{R: ui.Rect{X: r.X + r.W - aw, Y: r.Y, W: aw, H: r.H}, Label: "›", LabelH: lh},
	}
}

// step is -1 or +1 for a hit on the picker, 0 for none.
func (p gamePicker) step(in *ui.Input) int {
	switch {
	case p.prev.R.W == 0:
		return 0
	case p.prev.Hit(in):
		return -1
	case p.next.Hit(in), p.cur.Hit(in):
		return 1
	}
	return 0
}

func (p gamePicker) draw(dst *ebiten.Image, in *ui.Input, u float64) {
	if p.prev.R.W == 0 {
		return
	}
	p.prev.Draw(dst, in, u)
	p.cur.Draw(dst, in, u)
	p.next.Draw(dst, in, u)
}
