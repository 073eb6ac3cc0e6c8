// Package table is the table a game is played at: seats and turns,
// undo/redo, hints, autosave, the curtain for hidden hands, the moves
// beside the board, game over, the guided first game, and the matches it
// plays besides one on this device: a seat of an online room and a game
// against a program on the network (with its form).
package table

import (
	"fmt"
	"time"

	"kaskade/scene/movelist"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// table is the game screen every game shares (see view.go): it runs the
// match, the seats and the header, and lends the middle of the screen to
// the game's View. It never applies a rule itself: moves go through the
// match, and the view animates what the engine did.
type table struct {
	cfg    view.GameConfig
	spec   view.GameSpec
	match  tableMatch // a match here, or a room on a server (online_match.go)
	view   view.View
	env    view.ViewEnv
	seats  []*ai.Player // per seat: the computer player, nil for a human
	viewer game.Player  // whose view of a hidden game the screen shows (table_hidden.go)

	think   *search      // the computer's search under way, or nil
	hint    *search      // the hint's search under way, or nil
	pause   int          // ticks to wait before the computer starts thinking
	queue   []view.Shown // moves still to hand to the view (an undo of two)
	moves   movesPanel   // the moves so far beside the board (table_moves.go)
	seed    uint64       // the computer players' seed for this game
	endWait int          // ticks since the game ended and its last move was shown
	msg     string       // the message pill (a refusal, a hint, an error)
	msgTick int          // counts down while msg shows
	msgBad  bool         // msg is an error (red), not a note

	confirm    bool // "Leave this game?" is open
	undoAnswer int  // ticks left to wait for the position this seat's undo request took back (table_online.go)
	tick       int
	lay        ui.TableLayout
	in         *ui.Input // this tick's input, for hover effects when drawing
	m          *scene.Manager
	bench      *benchLoop // non-nil under BenchRender: replay instead of ending
	guide      *guideRun  // non-nil in a guided first game (guide.go)
	handOverR  ui.Rect    // the creator's hand-over button, its row under the view (table_online.go)
	handed     bool       // the viewer's person took the device from the curtain, or the screen is one person's (table_hidden.go)
}

const (
	msgTicks    = 100
	endingTicks = 50
)

// newTable starts a new game of cfg.
func newTable(m *scene.Manager, cfg view.GameConfig) (*table, error) {
	g, err := games.Lookup(cfg.GameName())
	if err != nil {
		return nil, err
	}
	mt, err := match.New(g, cfg.OptionText())
	if err != nil {
		return nil, err
	}
	return newTableFrom(m, cfg, mt)
}

// newTableFrom continues the match mt (new, resumed or imported) with the
// seats of cfg; the match's own seats, if it has any, win.
func newTableFrom(m *scene.Manager, cfg view.GameConfig, mt *match.Match) (*table, error) {
	t, err := newTableOf(m, cfg, mt)
	if err != nil {
		return nil, err
	}
	mt.Players = seatKeys(t.cfg, len(t.cfg.Players))
	mt.KeepDraws = game.TypeOf(mt.State()).Hidden // a card seen is never taken back
	m.Play.Last = mt
	return t, nil
}

// newTableOf sets the table up for mt: a match on this device, or a room
// (newOnlineTable).
func newTableOf(m *scene.Manager, cfg view.GameConfig, mt tableMatch) (*table, error) {
	keys := []string(nil)
	if lm, ok := mt.(*match.Match); ok {
		keys = lm.Players
	}
	spec, ok := view.SpecFor(mt.Game().Name)
	if !ok {
		return nil, fmt.Errorf("%s: %s", mt.Game().Title, i18n.Tr("no game view"))
	}
	if cfg.Game != mt.Game().Name {
		cfg = cfg.ForGame(mt.Game().Name)
	}
	cfg.SetOptionText(mt.Options())
	cfg.FitTo(mt.State().NumPlayers())
	cfg = view.SeatsFromMatch(cfg, keys)
	t := &table{cfg: cfg, spec: spec, match: mt, m: m, seed: uint64(time.Now().UnixNano())}
	t.env = view.ViewEnv{Settings: &m.Settings, Sounds: m.Sounds}
	t.env.Name = func(p game.Player) string { return t.cfg.SeatName(p) } // online, names follow the room
	t.env.Say = func(msg string, bad bool) { t.say(msg, bad) }
	t.env.Touch = func() bool { return m.Touch() }
	t.env.Computer = func(p game.Player) bool { return t.computer(p) != nil }
	t.env.AtScreen = t.atScreen
	t.view = spec.NewView(t.env)
	t.seats = make([]*ai.Player, len(cfg.Players))
	if t.room() == nil { // online, the server plays the computers
		for i := range t.seats {
			t.seats[i] = computerFor(cfg.Seat(game.Player(i)))
		}
	}
	t.viewer = t.firstViewer()
	t.handed = t.room() != nil || len(t.humans()) <= 1 // several people: the curtain asks for the first too
	t.view.Reset(t.seen(mt.State()))
	t.pause = t.computerPause()
	t.moves.list = movelist.New(nil)
	t.syncMoves()
	return t, nil
}

// state is a copy of the current position.
func (t *table) state() game.State { return t.match.State() }

// over reports whether the game has ended.
func (t *table) over() bool { return t.state().IsOver() }

// running reports whether leaving would abandon a game in progress.
func (t *table) running() bool { return t.match.Played() > 0 && !t.over() }

// toMove is the seat to move, or game.Terminal.
func (t *table) toMove() game.Player { return t.state().CurrentPlayer() }

// computer is the computer player of seat p, nil for a human.
func (t *table) computer(p game.Player) *ai.Player {
	if p < 0 || int(p) >= len(t.seats) {
		return nil
	}
	return t.seats[p]
}

// humans are the seats people play at this screen.
func (t *table) humans() []game.Player {
	if rs := t.remote(); rs != nil {
		return []game.Player{rs.own()}
	}
	if r := t.room(); r != nil {
		if r.seat < 0 {
			return nil
		}
		return []game.Player{game.Player(r.seat)}
	}
	var hs []game.Player
	for i, s := range t.seats {
		if s == nil {
			hs = append(hs, game.Player(i))
		}
	}
	return hs
}

func (t *table) Update(m *scene.Manager, in *ui.Input) error {
	t.tick++
	if m.TakeSoundNote() {
		t.say(i18n.Tr("sound lost"), false)
	}
	t.msgTick = max(t.msgTick-1, 0)
	t.in, t.m = in, m
	if t.follow() {
		return nil // the room's next game has its own table
	}
	t.syncMoves()
	t.layoutTable(m.W(), m.H())
	if t.confirm {
		t.updateConfirm(m, in)
		return nil
	}
	if t.updateUndoAsked(in) || !t.sheet() && t.updateHandOver(in) {
		return nil
	}
	if t.updateMoves(in) || t.updateHeader(m, in) {
		return nil
	}
	if t.moves.looking { // the game rests while the board shows the past
		t.thinkWhileLooking()
		return nil
	}
	if t.sheet() {
		in = &ui.Input{} // the game goes on, but the board under the sheet takes no input
	}
	showing := t.view.Busy() || len(t.queue) > 0
	t.view.Update(in) // a view may take the input to step its animation
	if showing && scene.Acts(in) {
		t.finishShowing() // the player acts: what is shown ends, and the input counts
	}
	if t.view.Busy() {
		return nil
	}
	if len(t.queue) > 0 {
		t.view.Show(t.seenShown(t.queue[0]))
		t.queue = t.queue[1:]
		return nil
	}
	t.updateTurn(m, in)
	return nil
}

// finishShowing ends the moves being shown at once: the view shows the
// current position at rest.
func (t *table) finishShowing() {
	if t.view.Busy() || len(t.queue) > 0 {
		t.view.Reset(t.seen(t.state()))
		t.queue = nil
	}
}

// updateTurn runs the game on between shown moves: the end, the
// computer's move, or the human's input.
func (t *table) updateTurn(m *scene.Manager, in *ui.Input) {
	if t.bench != nil {
		t.bench.restart(m, t)
		return
	}
	if t.guide != nil {
		t.updateGuide(in)
		return
	}
	if t.over() {
		t.updateEnding(m)
		return
	}
	if c := t.computer(t.toMove()); c != nil {
		t.updateComputer(c)
		return
	}
	if !t.mine(t.toMove()) {
		return // online: another screen's seat is to move
	}
	if t.updateCurtain(in) {
		return
	}
	t.updateHint()
	if mv := t.view.Input(in, t.seen(t.state())); mv != game.NoMove {
		t.play(mv)
	}
}

// updateEnding waits a moment on the final position, then shows the
// game-over scene.
func (t *table) updateEnding(m *scene.Manager) {
	t.endWait++
	if t.endWait == 1 {
		m.Sounds.Win()
		countResult(m, t) // the statistics (scene/stats_store.go)
	}
	if t.endWait >= endingTicks {
		m.Goto(newGameOverScene(t))
	}
}

// updateHeader handles the header's keys and buttons; it reports whether
// the input was used.
func (t *table) updateHeader(m *scene.Manager, in *ui.Input) bool {
	b := t.headerButtons()
	keys := !t.needCurtain() // behind the curtain the history's keys rest as its buttons do
	switch {
	case b.moves.Hit(in):
		t.toggleMoves()
	case b.undo.Hit(in) || keys && in.Ctrl && !in.Shift && in.Pressed(ebiten.KeyZ):
		t.undo()
	case b.redo.Hit(in) || keys && in.Ctrl && (in.Pressed(ebiten.KeyY) || in.Shift && in.Pressed(ebiten.KeyZ)):
		t.redo()
	case b.hint.Hit(in) || keys && !in.Ctrl && in.Pressed(ebiten.KeyH):
		t.endLook() // the hint is for the game's position, not the one looked at
		t.startHint()
	case b.settings.Hit(in):
		m.Goto(scene.Open.Settings(m, t))
	case in.Pressed(ebiten.KeyF1):
		m.Goto(scene.Open.Rules(t, t.spec))
	case b.menu.Hit(in) || in.Pressed(ebiten.KeyEscape):
		t.leave(m)
	default:
		return false
	}
	return true
}

// leave goes to the menu, asking first if a game is running.
func (t *table) leave(m *scene.Manager) {
	if t.guide != nil { // nothing of a guided game is kept
		t.stop()
		m.Goto(t.guide.back)
		return
	}
	if t.running() && t.bench == nil {
		t.confirm = true
		return
	}
	t.stop()
	t.hangUp()
	m.Goto(scene.Open.Menu(m))
}

func (t *table) updateConfirm(m *scene.Manager, in *ui.Input) {
	yes, no := t.confirmButtons()
	switch {
	case yes.Hit(in) || in.Pressed(ebiten.KeyY, ebiten.KeyJ):
		t.confirm = false
		t.stop()
		t.hangUp()
		m.Goto(scene.Open.Menu(m))
	case no.Hit(in) || in.Pressed(ebiten.KeyN, ebiten.KeyEscape):
		t.confirm = false
	}
}

// say shows a message in the pill over the board.
func (t *table) say(msg string, bad bool) { t.msg, t.msgTick, t.msgBad = msg, msgTicks, bad }

// played is the match up to the position on the table, for the
// game-over note.
func (t *table) played() view.Played {
	mt := t.record()
	if mt == nil { // an online game whose record has not come
		return view.Played{Start: t.state()}
	}
	start, err := mt.StateAt(0)
	if err != nil { // cannot happen: every match has its start
		start = t.state()
	}
	plies := mt.Moves()
	moves := make([]game.Move, len(plies))
	for i, p := range plies {
		moves[i] = p.Move
	}
	return view.Played{Start: start, Moves: moves}
}

// humanTurn reports whether a person is to move and may point at the
// view: the game is on, no computer holds the move, no dialog is open.
func (t *table) humanTurn() bool {
	return !t.confirm && !t.over() && t.computer(t.toMove()) == nil && t.mine(t.toMove())
}

// ready reports whether the table takes a human's input now: for the
// browser's test hook.
func (t *table) ready() bool {
	return !t.moves.looking && !t.view.Busy() && len(t.queue) == 0 && !t.confirm && !t.over() && t.computer(t.toMove()) == nil && t.mine(t.toMove())
}

// Animating: a move shown, a computer thinking, a view at work, a message fading.
func (t *table) Animating() bool {
	waiting := t.computer(t.toMove()) != nil || (t.over() && t.endWait < endingTicks)
	if t.guide != nil { // a guided game waits only for its other seats' steps
		waiting = !t.guide.done() && t.computer(t.toMove()) != nil
	}
	w, _ := t.view.(view.Worker)
	working := w != nil && w.Working()
	return t.view.Busy() || working || len(t.queue) > 0 || t.thinking() || t.msgTick > 0 || waiting || t.undoAnswer > 0
}

// Record is the game so far (scene.Recorded).
func (t *table) Record() *match.Match { return t.record() }
