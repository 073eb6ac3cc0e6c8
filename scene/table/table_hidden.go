package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// Hidden information at one screen. For a game in which players may not
// see everything (game.Imperfect), the view is only ever given what the
// viewer may see: the one person at the table, or, when several people
// share the screen, the one whose turn it is. Between two people's turns a
// curtain covers the screen until the next person is there ("Pass the
// device to Anna"). With no person at the table there is nothing to hide.

// hidden reports whether the game hides anything from anyone.
func (t *table) hidden() bool { return game.TypeOf(t.match.State()).Hidden }

// firstViewer is whom the screen shows the game to at the start: the only
// person, the person to move, the first person, or nobody in particular
// (game.Terminal: everything is shown) when only computers play.
func (t *table) firstViewer() game.Player {
	hs := t.humans()
	switch {
	case t.room() != nil: // a room sends only this seat's view
		return t.room().viewer()
	case len(hs) == 0 || !t.hidden():
		return game.Terminal
	case len(hs) > 1 && t.computer(t.toMove()) == nil && t.toMove() >= 0:
		return t.toMove()
	}
	return hs[0]
}

// seen is st as the screen may show it.
func (t *table) seen(st game.State) game.State {
	if im, ok := st.(game.Imperfect); ok && t.viewer >= 0 {
		return im.ViewFor(t.viewer)
	}
	return st
}

// needCurtain reports whether a person other than the viewer is to move
// in a game that hides something, or the first person of several has not
// taken the device yet: the screen must change hands first. The curtain
// is the one way between people: it stood before every turn but the
// first, whose hand lay face down behind a button of the view's own.
func (t *table) needCurtain() bool {
	p := t.toMove()
	return t.room() == nil && t.viewer >= 0 && p >= 0 && (p != t.viewer || !t.handed) && t.computer(p) == nil
}

// atScreen reports whether seat p's person has the device (ViewEnv.AtScreen):
// a room's seat or a course's, or the viewer once they took the device
// from the curtain (at once where they are the only person here).
func (t *table) atScreen(p game.Player) bool {
	if t.room() != nil || t.remote() != nil {
		return t.mine(p)
	}
	return t.handed && p == t.viewer && t.computer(p) == nil
}

// updateCurtain waits for the next person to take the device; it reports
// whether the curtain is (still) down.
func (t *table) updateCurtain(in *ui.Input) bool {
	if !t.needCurtain() {
		return false
	}
	if t.curtainButton().Hit(in) || in.Pressed(ebiten.KeyEnter, ebiten.KeySpace) {
		t.viewer, t.handed = t.toMove(), true
		t.view.Reset(t.seen(t.state()))
		return false
	}
	return true
}

func (t *table) curtainButton() ui.Button {
	v, u := t.lay.View, t.lay.U
	label := i18n.Trf("curtain ready", t.cfg.SeatName(t.toMove()))
	h := max(52*u, ui.ScreenFinger())
	// As wide as its label at the text size's floor needs (a larger text
	// size), never wider than the view.
	need := ui.ButtonLabelWidth(label, 0, true) + 0.25*h + 16*u
	w := min(v.W-32*u, max(360*u, need))
	return ui.Button{R: ui.Rect{X: v.X + (v.W-w)/2, Y: v.Y + v.H/2 + 20*u, W: w, H: h}, Label: label, Primary: true}
}

// drawCurtain covers the view while the device changes hands.
func (t *table) drawCurtain(dst *ebiten.Image) {
	v, u := t.lay.View, t.lay.U
	sprites.FillRect(dst, v.X, v.Y, v.W, v.H, sprites.Background)
	p := t.toMove()
	t.spec.DrawSeat(dst, p, v.X+v.W/2, v.Y+v.H/2-70*u, 56*u)
	sprites.DrawText(dst, i18n.Trf("curtain pass", t.cfg.SeatName(p)), sprites.Face(24*u, true),
		v.X+v.W/2, v.Y+v.H/2-16*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	t.curtainButton().Draw(dst, t.in, u)
}

// seenShown is a move to show as the viewer may see it.
func (t *table) seenShown(s view.Shown) view.Shown {
	s.Before, s.After = t.seen(s.Before), t.seen(s.After)
	return s
}
