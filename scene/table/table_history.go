package table

import (
	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// play makes mv through the match and hands it to the view to show; a
// refused move changes nothing and the view shows why.
func (t *table) play(mv game.Move) {
	before := t.state()
	if err := t.match.PlayMove(mv); err == errSent {
		t.stopHint()
		t.view.SetHint(game.NoMove)
		return // the server's update shows it (table_online.go)
	} else if err != nil {
		t.say(t.view.Refuse(mv, err), true) // err carries the game's *game.Refusal
		return
	}
	t.stopHint()
	t.view.SetHint(game.NoMove)
	t.view.Show(t.seenShown(view.Shown{Before: before, Move: mv, After: t.state()}))
	t.afterHistory()
}

// undo takes back the last turn: against the computer its reply and the
// player's move together, between people one move; between computers one
// move. Each move taken back is shown backwards (or jumped, in Instant
// mode).
func (t *table) undo() {
	if t.guide != nil {
		return // a guided game goes one way
	}
	t.endLook() // the history moves from the game's position, not the one looked at
	if t.room() != nil {
		t.askUndo()
		return
	}
	t.settle()
	from := t.match.Cursor()
	if hs := t.humans(); len(hs) > 0 {
		t.match.UndoTurn(hs...)
	} else {
		t.match.Undo()
	}
	t.showRange(from, t.match.Cursor())
	if from == t.match.Cursor() {
		t.say(i18n.Tr("no undo"), false)
	}
}

// redo plays taken-back moves again, as many as undo took back.
func (t *table) redo() {
	if t.guide != nil {
		return
	}
	t.endLook() // the history moves from the game's position, not the one looked at
	t.settle()
	from := t.match.Cursor()
	if hs := t.humans(); len(hs) > 0 {
		t.match.RedoTurn(hs...)
	} else {
		t.match.Redo()
	}
	t.showRange(from, t.match.Cursor())
	if from == t.match.Cursor() {
		t.say(i18n.Tr("no redo"), false)
	}
}

// settle ends what is under way before the history moves: searches are
// cancelled and the view jumps to the current position.
func (t *table) settle() {
	t.stop()
	if t.view.Busy() || len(t.queue) > 0 {
		t.view.Reset(t.seen(t.state()))
		t.queue = nil
	}
	t.view.SetHint(game.NoMove)
}

// showRange queues the moves between cursor positions from and to for the
// view: forwards for a redo, backwards (last first) for an undo.
func (t *table) showRange(from, to int) {
	if from == to {
		return
	}
	plies := t.match.AllMoves()
	at := func(n int) game.State { s, _ := t.match.StateAt(n); return s }
	for k := from; k < to; k++ {
		t.queue = append(t.queue, view.Shown{Before: at(k), Move: plies[k].Move, After: at(k + 1)})
	}
	for k := from - 1; k >= to; k-- {
		t.queue = append(t.queue, view.Shown{Before: at(k), Move: plies[k].Move, After: at(k + 1), Back: true})
	}
	t.afterHistory()
}

// afterHistory follows every change of the history: the game is saved
// (or its save cleared once it is over), the end waits again, and a
// computer to move pauses before thinking.
func (t *table) afterHistory() {
	t.endWait = 0
	t.pause = t.computerPause()
	if t.guide != nil {
		return // a guided game is neither kept nor exported
	}
	if lm, ok := t.match.(*match.Match); ok {
		t.m.Play.Last = lm
	}
	if t.bench == nil {
		t.autosave()
	}
}

// autosave keeps the running game; a finished game's save is cleared so
// that the menu offers no finished game. A failure is said once on
// screen and the game goes on.
func (t *table) autosave() {
	p := &t.m.Play
	lm, ok := t.match.(*match.Match)
	if p.Slot == nil || p.ReadOnly || !ok {
		return // an online game is kept by its server
	}
	slot, err := p.Slot(t.match.Game().Name)
	switch {
	case err != nil:
	case t.over():
		err = slot.Clear()
	default:
		err = slot.Save(match.Encode(lm))
	}
	if err != nil {
		t.say(i18n.Trf("save failed", err), true)
	}
}
