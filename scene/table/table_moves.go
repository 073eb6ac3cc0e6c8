package table

import (
	"math"

	"kaskade/scene/movelist"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/scene/ui"
)

// The moves so far beside the board (issue 31): the game's moves in its
// notation, numbered by turn with each seat's token, as the replay lists
// them (replay_list.go's moveList), the current move lit. On a wide screen
// they stand in a panel right of the board (hidden on request, kept in the
// settings); on an upright phone the header's Moves button opens them as a
// sheet over the board, whose controls keep their finger's size under it.
//
// A click on a move looks back: the board shows the position after it
// (what this screen's viewer may see of it), the game takes no input and
// the footer says so; Esc, Back to game, the banner, a click on the board
// or on the current move return. A phone's sheet closes on the choice, so
// that the whole board shows the position; Moves opens it again. Nothing of the game changes meanwhile: a
// computer to move goes on thinking but its move waits until the player
// returns, so that it is seen, and so that looking back never plays a move
// unseen. Online (and against a program on the network) the others' moves
// cannot wait: one arriving returns to the game, and is shown.

// movesPanel is the panel's state between ticks.
type movesPanel struct {
	list    movelist.List
	lay     movelist.Layout // the panel's place this tick, when shown
	shown   bool            // the panel is on the screen this tick
	open    bool            // a phone's sheet is open (a wide screen follows Settings.HideMoves)
	looking bool            // the board shows an earlier position
	look    int             // the entry looked at
	at      int             // the history's cursor when the look began
	log     roomLog         // online: the moves this screen saw (table_moves_online.go)
}

// movesWanted reports whether the player wants the moves on the screen.
func (t *table) movesWanted() bool {
	if t.guide != nil {
		return false
	}
	if t.lay.Tall {
		return t.moves.open
	}
	return !t.m.Settings.HideMoves
}

// toggleMoves shows or hides the moves: the header's Moves button.
func (t *table) toggleMoves() {
	if t.lay.Tall {
		t.moves.open = !t.moves.open
	} else {
		t.m.Settings.HideMoves = !t.m.Settings.HideMoves // saved with the settings (Manager.Persist)
	}
	t.layoutTable(t.m.W(), t.m.H()) // the rest of the tick sees the new layout
}

// layoutTable lays the table out on a screen of w x h: the header and
// footer, and between them the board and, when wanted, the moves.
func (t *table) layoutTable(w, h float64) {
	t.lay = ui.LayoutTable(w, h)
	t.lay.View = t.cardView(t.lay.View) // a guided game's card (guide_card.go)
	t.lay.View = t.handOverRoom(t.lay.View)
	t.moves.shown = t.movesWanted()
	if t.moves.shown {
		t.moves.lay = layoutMoves(&t.lay)
		t.moves.list.Follow(t.lit(), t.moves.lay.Visible())
	}
	t.view.Layout(t.lay.View, t.lay.U)
}

// layoutMoves places the moves: on a wide screen a column on the right,
// taken out of l.View, which keeps the board's (as the replay's list); on
// an upright one a sheet over the whole board. The top button is Hide (Back to game
// while looking back); a phone's rows are a finger high at least. The
// rows' texts grow with the text size within them (moveList.draw).
func layoutMoves(l *ui.TableLayout) movelist.Layout {
	v, c := l.View, l.C
	r := movelist.Layout{U: c}
	pad := 8 * c
	if l.Tall {
		r.List = ui.Rect{X: v.X + pad, Y: v.Y + pad, W: v.W - 2*pad, H: v.H - 2*pad}
		bh := math.Max(ui.ScreenFinger(), 40*c)
		r.Play = ui.Button{R: ui.Rect{X: r.List.X + pad, Y: r.List.Y + pad, W: r.List.W - 2*pad, H: bh}}
		r.RowH = math.Max(ui.ScreenFinger(), 34*c)
	} else {
		w := math.Round(math.Min(math.Max(v.W*0.24, 180*c), 300*c))
		l.View = ui.Rect{X: v.X, Y: v.Y, W: v.W - w, H: v.H}
		r.List = ui.Rect{X: v.X + v.W - w, Y: v.Y + pad, W: w - pad, H: v.H - 2*pad}
		r.Play = ui.Button{R: ui.Rect{X: r.List.X + pad, Y: r.List.Y + pad, W: r.List.W - 2*pad, H: 36 * c}}
		r.RowH = 28 * c
	}
	top := r.Play.R.Y + r.Play.R.H + pad
	r.Rows = ui.Rect{X: r.List.X + pad, Y: top, W: r.List.W - 2*pad, H: r.List.Y + r.List.H - pad - top}
	r.Board = l.View
	return r
}

// history is the moves so far on this screen, and the ply the first of
// them was played at: 0, but online where the server's history has a gap
// (then the moves this screen saw).
func (t *table) history() (plies []match.Ply, from int) {
	if r := t.room(); r != nil {
		if ms := r.Moves(); len(ms) == r.ply { // the server's history: the game from its start
			return ms, 0
		}
		return t.moves.log.plies, t.moves.log.from
	}
	return t.match.Moves(), 0
}

// positionAt is the position after the first n plies of the game, as this
// screen's viewer may see it (table_hidden.go); false if it is not known.
func (t *table) positionAt(n int) (game.State, bool) {
	if t.room() != nil {
		st, ok := t.moves.log.at(n)
		if !ok {
			return nil, false
		}
		return t.seen(st), true
	}
	st, err := t.match.StateAt(n)
	if err != nil {
		return nil, false
	}
	return t.seen(st), true
}

// syncMoves follows the history into the list each tick (a move, an undo,
// a redo) and ends a look back that the game moved on from (online, a
// program on the network).
func (t *table) syncMoves() {
	t.noteRoom()
	plies, from := t.history()
	t.moves.list.Entries = numberedEntries(plies, from, t.state())
	if t.moves.looking && (t.match.Cursor() != t.moves.at || len(t.queue) > 0 || t.moves.look >= len(t.moves.list.Entries)) {
		t.endLook()
	}
}

// numberedEntries are the rows of plies played from ply from on. A whole
// history is numbered by turn as the replay numbers it; one that starts
// later (online, joined under way) counts on from the plies before when
// each move is a turn, and leaves the numbers out when turns have several
// moves and their count is unknown.
func numberedEntries(plies []match.Ply, from int, st game.State) []movelist.Entry {
	es := movelist.Entries(plies)
	if from == 0 {
		return es
	}
	_, turns := st.(game.Turner)
	for i := range es {
		es[i].Turn += from
		es[i].First = es[i].First && !turns
	}
	return es
}

// lit is the entry the list lights: the one looked at, else the last.
func (t *table) lit() int {
	if t.moves.looking {
		return t.moves.look
	}
	return len(t.moves.list.Entries) - 1
}

// lookAt shows the position after entry i; the last entry, the current
// move, returns to the game.
func (t *table) lookAt(i int) {
	es := t.moves.list.Entries
	if i < 0 || i >= len(es) {
		return
	}
	if t.lay.Tall {
		t.moves.open = false // the whole board shows the position
	}
	if i == len(es)-1 {
		t.endLook()
		return
	}
	plies, from := t.history()
	st, ok := t.positionAt(from + movelist.RestAfter(plies, es[i].Ply))
	if !ok {
		return
	}
	t.finishShowing()
	t.stopHint()
	t.view.SetHint(game.NoMove)
	t.moves.looking, t.moves.look, t.moves.at = true, i, t.match.Cursor()
	t.view.Reset(st)
}

// endLook returns from looking back: the board shows the game again (or
// goes on with a move already being shown from it).
func (t *table) endLook() {
	if !t.moves.looking {
		return
	}
	t.moves.looking = false
	switch {
	case t.view.Busy(): // a move of the game is being shown from its own position
	case len(t.queue) > 0:
		t.view.Reset(t.seen(t.queue[0].Before))
	default:
		t.view.Reset(t.seen(t.state()))
	}
}

// updateMoves handles the moves' input: the way back from a look, the
// top button, the rows (a click looks, the wheel and a drag scroll). It
// reports whether the input was used.
func (t *table) updateMoves(in *ui.Input) bool {
	if t.moves.looking && t.returnHit(in) {
		t.endLook()
		return true
	}
	if !t.moves.shown {
		return false
	}
	if t.movesTopButton().Hit(in) {
		if t.moves.looking {
			t.endLook()
		} else {
			t.toggleMoves()
		}
		return true
	}
	chosen, used := t.moves.list.Update(in, t.moves.lay)
	if chosen >= 0 && !t.needCurtain() { // behind the curtain no hand may show
		t.lookAt(chosen)
	}
	if used {
		t.m.Wake(scene.NewsFrames) // a scroll by the wheel is no activity to the idle loop
	}
	return used
}

// returnHit reports whether the input returns from a look back: Esc, or a
// click or tap on the board or the banner.
func (t *table) returnHit(in *ui.Input) bool {
	if in.Pressed(ebiten.KeyEscape) {
		return true
	}
	for _, c := range in.Clicks {
		if t.lay.View.Contains(c) && !t.sheet() || t.lay.Footer.Contains(c) {
			return true
		}
	}
	return false
}

// sheet reports whether a phone's sheet of moves covers the board: the
// board is not drawn and takes no input under it.
func (t *table) sheet() bool { return t.lay.Tall && t.moves.open }

// thinkWhileLooking lets a computer to move think on while the player
// looks back; its move waits for the return (updateComputer plays it).
func (t *table) thinkWhileLooking() {
	p := t.computer(t.toMove())
	if p == nil || t.over() || t.bench != nil {
		return
	}
	t.thinkSlice(p)
}
