package scene

import (
	"errors"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// A guided first game (view.Guide) runs on the ordinary table: the board,
// the header and the animations are the game's own. The guide takes the
// turn's place (updateGuide): it plays the other seats' scripted moves,
// takes from the learner only the step's move (another is answered with
// the lit move and a word, never played), and writes on a card under the
// board what to do and which rule just applied. Nothing of it is kept: no
// autosave, no statistics, no undo; leaving goes back where it came from.

// guideRun is a guided game under way.
type guideRun struct {
	g       *view.Guide
	back    Scene // where leaving goes: the rules screen's way back
	step    int   // the next step to play
	rule    string
	wait    int  // ticks before the guide plays another seat's move
	pointed bool // the learner's move is lit
}

// guidePause is the wait before another seat's scripted move: time to
// read what the card says it will do.
const guidePause = 75

// errNoGuide is newGuideTable's answer for a game without a guide.
var errNoGuide = errors.New("no guided game")

// newGuideTable sets the table up for spec's guided game; leaving it goes
// to back.
func newGuideTable(m *Manager, spec view.GameSpec, back Scene) (*table, error) {
	gd := spec.Guide
	if gd == nil {
		return nil, errNoGuide
	}
	g, err := games.Lookup(spec.Name)
	if err != nil {
		return nil, err
	}
	mt, err := match.New(g, gd.Options)
	if err != nil {
		return nil, err
	}
	cfg := view.GameConfig{}.ForGame(spec.Name)
	cfg.SetOptionText(gd.Options)
	cfg.FitTo(mt.State().NumPlayers())
	for i := range cfg.Players {
		cfg.Players[i] = view.PlayerConfig{Type: view.Computer, Level: "easy"}
	}
	cfg.Players[gd.Learner] = view.PlayerConfig{Type: view.Human}
	t, err := newTableOf(m, cfg, mt)
	if err != nil {
		return nil, err
	}
	t.guide = &guideRun{g: gd, back: back, wait: guidePause}
	return t, nil
}

// done reports whether every step has been played.
func (r *guideRun) done() bool { return r.step >= len(r.g.Steps) }

// guideOver reports whether a guided game has played its last step: no
// seat thinks any more.
func (t *table) guideOver() bool { return t.guide != nil && t.guide.done() }

// updateGuide runs the guided game on between shown moves.
func (t *table) updateGuide(in *ui.Input) {
	r := t.guide
	if r.done() {
		r.updateEnd(t, in)
		return
	}
	st := t.state()
	want, err := st.ParseMove(r.g.Steps[r.step].Move)
	if err != nil { // a script the replay test would have caught
		t.say(err.Error(), true)
		r.step = len(r.g.Steps)
		return
	}
	if st.CurrentPlayer() != r.g.Learner {
		if r.wait > 0 {
			r.wait--
			return
		}
		r.play(t, want)
		return
	}
	if !r.pointed {
		t.view.SetHint(want)
		r.pointed = true
	}
	mv := t.view.Input(in, t.seen(st))
	switch {
	case mv == game.NoMove:
	case mv == want:
		r.play(t, want)
	default: // not refused: the move is lit again and named
		t.view.Reset(t.seen(st))
		t.view.SetHint(want)
		t.say(i18n.Trf("guide try", st.FormatMove(want)), false)
	}
}

// play plays the step's move and moves on to the next step.
func (r *guideRun) play(t *table, mv game.Move) {
	from := t.match.Cursor()
	t.play(mv)
	if t.match.Cursor() == from { // cannot happen: the script's moves are legal
		r.step = len(r.g.Steps)
		return
	}
	r.rule = r.g.Steps[r.step].Rule
	r.step++
	r.wait, r.pointed = guidePause, false
}

// point lights the learner's move again and says the step once more: the
// guide's Hint.
func (r *guideRun) point(t *table) {
	if r.done() || t.toMove() != r.g.Learner {
		return
	}
	r.pointed = false
	t.msgTick = 0
}

// card is what the guide's card says: the rule the last move applied and
// what to do now.
func (r *guideRun) card() (rule, say string) {
	if r.rule != "" {
		rule = i18n.Tr(r.rule)
	}
	if r.done() {
		return rule, i18n.Tr(r.g.DoneKey)
	}
	return rule, i18n.Tr(r.g.Steps[r.step].Say)
}

// guideCard is the card's place, its face and lines, and at the end its
// buttons.
type guideCard struct {
	r           ui.Rect
	head        string // "Guided game · step 3 of 9"
	face, bold  text.Face
	lineH       float64
	rule, say   []string
	again, done ui.Button
}

// guideCardLayout lays the card out at the bottom of the view's room v and
// returns it; the board keeps the rest. The card grows with its text, up
// to half of v.
func (t *table) guideCardLayout(v ui.Rect) guideCard {
	r := t.guide
	c := t.lay.C
	pad := 12 * c
	w := math.Min(v.W-16*c, 760*c)
	rule, say := r.card()
	c0 := guideCard{head: i18n.Trf("guide step", min(r.step+1, len(r.g.Steps)), len(r.g.Steps))}
	if r.done() {
		c0.head = i18n.Tr("guide title")
	}
	bh := max(44*c, ui.Finger(t.m.w, t.m.h))
	fixed := pad + sprites.DrawnSize(12*c)*1.4 + pad // the head and the margins
	if r.done() {
		fixed += bh + 8*c
	}
	var h float64
	for size := 16.0; ; size-- { // the largest size whose lines take at most half the room
		c0.face, c0.bold = sprites.Face(size*c, false), sprites.Face(size*c, true)
		c0.lineH = sprites.DrawnSize(size*c) * 1.3
		c0.rule, c0.say = ui.WrapLines(rule, c0.bold, w-2*pad), ui.WrapLines(say, c0.face, w-2*pad)
		if rule == "" {
			c0.rule = nil
		}
		h = fixed + float64(len(c0.rule)+len(c0.say))*c0.lineH
		if h <= v.H/2 || size <= 12 {
			break
		}
	}
	c0.r = ui.Rect{X: v.X + (v.W-w)/2, Y: v.Y + v.H - h - 6*c, W: w, H: h}
	if r.done() {
		bw := math.Min((w-3*pad)/2, 220*c)
		y := c0.r.Y + h - pad - bh
		c0.again = ui.Button{R: ui.Rect{X: c0.r.X + w/2 - pad/2 - bw, Y: y, W: bw, H: bh}, Label: i18n.Tr("guide again"), LabelH: 44 * c}
		c0.done = ui.Button{R: ui.Rect{X: c0.r.X + w/2 + pad/2, Y: y, W: bw, H: bh}, Label: i18n.Tr("guide done"), Primary: true, LabelH: 44 * c}
	}
	return c0
}

// guideView is the view's room beside the guide's card.
func (t *table) guideView(v ui.Rect) ui.Rect {
	if t.guide == nil {
		return v
	}
	c := t.guideCardLayout(v)
	v.H = c.r.Y - v.Y - 4*t.lay.C
	return v
}

// drawGuide draws the card.
func (t *table) drawGuide(dst *ebiten.Image) {
	if t.guide == nil {
		return
	}
	full := t.lay.View
	full.H = t.lay.Footer.Y - full.Y
	c := t.guideCardLayout(full)
	u := t.lay.C
	sprites.FillRoundRect(dst, c.r.X, c.r.Y, c.r.W, c.r.H, 12*u, sprites.Panel)
	sprites.StrokeRoundRect(dst, c.r.X, c.r.Y, c.r.W, c.r.H, 12*u, max(2*u, ui.Outline(u)), sprites.Accent)
	pad := 12 * u
	x, y := c.r.X+pad, c.r.Y+pad
	small := sprites.Face(12*u, true)
	sprites.DrawText(dst, c.head, small, x, y, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
	y += sprites.DrawnSize(12*u) * 1.4
	for _, line := range c.rule {
		sprites.DrawText(dst, line, c.bold, x, y, sprites.AlignStart, sprites.AlignStart, sprites.Accent)
		y += c.lineH
	}
	for _, line := range c.say {
		sprites.DrawText(dst, line, c.face, x, y, sprites.AlignStart, sprites.AlignStart, sprites.Text)
		y += c.lineH
	}
	if t.guide.done() {
		c.again.Draw(dst, t.in, u)
		c.done.Draw(dst, t.in, u)
	}
}

// updateEnd takes the closing card's buttons: again, or back.
func (r *guideRun) updateEnd(t *table, in *ui.Input) {
	full := t.lay.View
	full.H = t.lay.Footer.Y - full.Y
	c := t.guideCardLayout(full)
	switch {
	case c.again.Hit(in):
		if nt, err := newGuideTable(t.m, t.spec, r.back); err == nil {
			t.m.Goto(nt)
		}
	case c.done.Hit(in) || in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter):
		t.m.Goto(r.back)
	}
}
