package table

import (
	"errors"
	"strings"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
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
	back    scene.Scene // where leaving goes: the rules screen's way back
	step    int         // the next step to play
	rule    string      // the i18n key of the rule the last move applied, or ""
	wait    int         // ticks before the guide plays another seat's move
	pointed bool        // the learner's move is lit
	said    *cardWords  // what the card said before the move being shown
}

// guidePause is the wait before another seat's scripted move: time to
// read what the card says it will do.
const guidePause = 75

// errNoGuide is newGuideTable's answer for a game without a guide.
var errNoGuide = errors.New("no guided game")

// newGuideTable sets the table up for spec's guided game; leaving it goes
// to back.
func newGuideTable(m *scene.Manager, spec view.GameSpec, back scene.Scene) (*table, error) {
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
	m.NoteGuided(spec.Name)
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
		t.say(tryWords(st.FormatMove(want)), false)
	}
}

// tryWords answers a move that is not the step's: the lit move, named
// where its notation is a word a player reads ("b2", "e8-e5"), not a
// record's line ("place R @ 0,-2|-1,-1").
func tryWords(move string) string {
	if len(move) > 6 || strings.ContainsAny(move, " @|") {
		return i18n.Tr("guide try lit")
	}
	return i18n.Trf("guide try", move)
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

// point lights the learner's move again, the message gone: the guide's
// Hint (the card says the step).
func (r *guideRun) point(t *table) {
	if r.done() || t.toMove() != r.g.Learner {
		return
	}
	r.pointed = false
	t.msgTick = 0
}

// updateEnd takes the closing card's buttons: again, or back.
func (r *guideRun) updateEnd(t *table, in *ui.Input) {
	c := t.cardLayout()
	switch {
	case c.left.Hit(in):
		if nt, err := newGuideTable(t.m, t.spec, r.back); err == nil {
			t.m.Goto(nt)
		}
	case c.right.Hit(in) || in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter):
		t.m.Goto(r.back)
	}
}
