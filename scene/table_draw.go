package scene

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// Draw lays the table out from the screen size and draws the view, the
// header, the footer, the message and, if open, the confirm dialog.
func (t *table) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	t.lay = ui.LayoutTable(float64(b.Dx()), float64(b.Dy()))
	t.view.Layout(t.lay.View, t.lay.U)
	in := t.in
	if !t.humanTurn() {
		in = nil // nothing lights up under the pointer while no person moves
	}
	t.view.Draw(dst, in)
	if t.needCurtain() {
		t.drawCurtain(dst)
	}
	t.drawHeader(dst)
	t.drawFooter(dst)
	t.drawMessage(dst)
	if t.confirm {
		t.drawConfirm(dst)
	}
}

// headerButtonSet are the header's buttons, right to left: Menu,
// Settings, Hint, Redo, Undo.
type headerButtonSet struct{ undo, redo, hint, settings, menu ui.Button }

func (t *table) headerButtons() headerButtonSet {
	next := t.lay.HeaderRow()
	var s headerButtonSet
	s.menu = next(i18n.Tr("menu"), 84)
	s.settings = next(i18n.Tr("settings"), 112)
	s.hint = next(i18n.Tr("hint"), 64)
	s.redo = next(i18n.Tr("redo"), 64)
	s.undo = next(i18n.Tr("undo"), 72)
	s.undo.Disabled = !t.match.CanUndo()
	s.redo.Disabled = !t.match.CanRedo()
	s.hint.Disabled = t.over() || t.computer(t.toMove()) != nil
	return s
}

// turn is the seat the header shows and what it does: the mover while
// their move is shown, the winner once the game is over.
func (t *table) turn() (game.Player, string) {
	st := t.state()
	switch {
	case t.view.Busy(): // the result waits until the move has been seen
		if last, ok := t.match.Last(); ok {
			return last.By, i18n.Tr("moving…")
		}
	case st.IsOver():
		if e, ok := t.view.(view.EndTeller); ok {
			title, _ := e.EndTitle(st)
			return game.Terminal, title
		}
		if w := winnerOf(st); w >= 0 {
			return w, i18n.Tr("wins!")
		}
		return game.Terminal, i18n.Tr("draw")
	case t.computer(st.CurrentPlayer()) != nil:
		return st.CurrentPlayer(), i18n.Tr("thinking") + ui.Dots(t.tick)
	}
	return st.CurrentPlayer(), i18n.Tr("to move")
}

// winnerOf is the seat with a win in a finished game, or game.Terminal.
func winnerOf(st game.State) game.Player {
	for p := range st.NumPlayers() {
		if st.Result(game.Player(p)) > 0 {
			return game.Player(p)
		}
	}
	return game.Terminal
}

func (t *table) drawHeader(dst *ebiten.Image) {
	l, u := t.lay, t.lay.U
	sprites.FillRect(dst, 0, 0, l.Header.W, l.Header.H, sprites.Panel)
	p, verb := t.turn()
	mid := l.Header.H / 2
	d := 34 * u
	if p >= 0 {
		sprites.FillRect(dst, 0, l.Header.H-2*u, l.Header.W, 2*u, sprites.WithAlpha(sprites.Accent, 0.5))
		t.spec.DrawSeat(dst, p, 18*u+d/2, mid, d)
	}
	if t.thinking() {
		drawSpinner(dst, 18*u+d/2, mid, d*0.72, t.tick, u)
	}
	x := 18*u + d + 12*u
	name := t.cfg.SeatName(p)
	big := sprites.Face(21*u, true)
	sprites.DrawText(dst, name, big, x, mid-2*u, sprites.AlignStart, sprites.AlignEnd, sprites.Text)
	sprites.DrawText(dst, " "+verb, sprites.Face(17*u, false), x+sprites.TextWidth(name, big), mid-3*u, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	sprites.DrawText(dst, t.subtitle(p), sprites.Face(13*u, false), x, mid+4*u, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
	b := t.headerButtons()
	for _, bt := range []ui.Button{b.undo, b.redo, b.hint, b.settings, b.menu} {
		bt.Draw(dst, t.in, u)
	}
}

// subtitle is the header's second line: colour, level, move, options.
func (t *table) subtitle(p game.Player) string {
	var parts []string
	if side := t.spec.SeatName(p); side != "" { // none once a solitaire has ended
		parts = append(parts, side)
	}
	if c := t.cfg.Seat(p); c.Type == view.Computer && p >= 0 {
		parts = append(parts, i18n.Tr(c.LevelOrDefault()))
	}
	parts = append(parts, i18n.Trf("move n", t.match.Cursor()), t.spec.DescribeOptions(t.match.Options()))
	return strings.Join(parts, "  ·  ")
}

// drawSpinner draws an arc of dots going round the seat's token.
func drawSpinner(dst *ebiten.Image, cx, cy, r float64, tick int, u float64) {
	for i := range 8 {
		a := float64(tick)*0.12 + float64(i)*math.Pi/4
		alpha := float64(i+1) / 8
		x, y := cx+r*math.Cos(a), cy+r*math.Sin(a)
		s := math.Max(2.5*u, 2)
		sprites.FillRoundRect(dst, x-s, y-s, 2*s, 2*s, s, sprites.WithAlpha(sprites.Accent, alpha))
	}
}

func (t *table) drawFooter(dst *ebiten.Image) {
	l := t.lay
	c := l.Footer.Center()
	sprites.DrawText(dst, t.view.Status(), sprites.Face(13*l.U, false), c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
}

// drawMessage shows the message as a pill over the top of the view: red
// for a refusal or an error, dark for a note such as the hint.
func (t *table) drawMessage(dst *ebiten.Image) {
	if t.msgTick == 0 || t.msg == "" {
		return
	}
	l, u := t.lay, t.lay.U
	a := math.Min(1, float64(t.msgTick)/20)
	face := sprites.Face(16*u, true)
	w := sprites.TextWidth(t.msg, face) + 36*u
	h := 36 * u
	x, y := (l.Header.W-w)/2, l.Header.H+10*u
	bg := sprites.PanelLight
	if t.msgBad {
		bg = sprites.Danger
	}
	sprites.FillRoundRect(dst, x, y, w, h, h/2, sprites.WithAlpha(bg, a))
	sprites.DrawText(dst, t.msg, face, x+w/2, y+h/2, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(sprites.Text, a))
}

func (t *table) confirmRect() ui.Rect {
	l, u := t.lay, t.lay.U
	w, h := 440*u, 200*u
	return ui.Rect{X: (l.Header.W - w) / 2, Y: (l.Footer.Y + l.Footer.H - h) / 2, W: w, H: h}
}

func (t *table) confirmButtons() (yes, no ui.Button) {
	r, u := t.confirmRect(), t.lay.U
	w, h := 150*u, 44*u
	y := r.Y + r.H - h - 24*u
	yes = ui.Button{R: ui.Rect{X: r.X + r.W/2 - w - 10*u, Y: y, W: w, H: h}, Label: i18n.Tr("yes"), Primary: true}
	no = ui.Button{R: ui.Rect{X: r.X + r.W/2 + 10*u, Y: y, W: w, H: h}, Label: i18n.Tr("no")}
	return yes, no
}

func (t *table) drawConfirm(dst *ebiten.Image) {
	ui.DimScreen(dst, 0.6)
	r, u := t.confirmRect(), t.lay.U
	ui.DrawPanel(dst, r, u)
	note := i18n.Tr("leave lost")
	if t.m != nil && t.m.play.slot != nil && !t.m.play.readOnly {
		note = i18n.Tr("leave note")
	}
	sprites.DrawText(dst, i18n.Tr("leave?"), sprites.Face(26*u, true), r.X+r.W/2, r.Y+42*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	sprites.DrawText(dst, note, sprites.Face(15*u, false), r.X+r.W/2, r.Y+80*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	yes, no := t.confirmButtons()
	yes.Draw(dst, t.in, u)
	no.Draw(dst, t.in, u)
}
