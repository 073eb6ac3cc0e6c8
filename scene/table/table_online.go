package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// The table online: the same table plays a room on a game server
// (roomMatch) as it plays a match here. What differs is said here: the
// updates the server sends are followed each tick, a person moves only
// their own seat, undo is asked of the others, and the names and who is
// connected come from the room.

// newOnlineTable opens the table of a started room at seat.
func newOnlineTable(m *scene.Manager, r *roomMatch) (*table, error) {
	cfg := namesFromRoom(m.SetupFor(r.info.Game, m.Config), r.info)
	return newTableOf(m, cfg, r)
}

// namesFromRoom puts the room's seats into cfg: the people's names, the
// computers' levels.
func namesFromRoom(cfg view.GameConfig, info proto.Info) view.GameConfig {
	cfg.FitTo(len(info.Seats))
	players := append([]view.PlayerConfig(nil), cfg.Players...)
	for i, s := range info.Seats {
		if i >= len(players) {
			break
		}
		p := view.PlayerConfig{Name: s.Name, Type: view.Human}
		if s.Kind == proto.KindComputer {
			p.Type, p.Level = view.Computer, s.Level
		}
		players[i] = p
	}
	cfg.Players = players
	return cfg
}

// room is the table's room, nil for a game on this device.
func (t *table) room() *roomMatch {
	r, _ := t.match.(*roomMatch)
	return r
}

// mine reports whether p is a seat this screen plays.
func (t *table) mine(p game.Player) bool {
	if rs := t.remote(); rs != nil {
		return rs.mine(p)
	}
	r := t.room()
	return r == nil || p >= 0 && int(p) == r.seat
}

// viewer is whose view the room sends: the seat, or everyone's.
func (r *roomMatch) viewer() game.Player {
	if r.seat < 0 {
		return game.Terminal
	}
	return game.Player(r.seat)
}

// record is the finished game as a match: the table's own, or the full
// record the server sends once a room's game is over.
func (t *table) record() *match.Match {
	switch mt := t.match.(type) {
	case *match.Match:
		return mt
	case *roomMatch:
		return mt.record()
	}
	if rs := t.remote(); rs != nil {
		return rs.record()
	}
	return nil
}

// follow takes what the server sent since the last tick; it reports true
// when the room's next game began and its own table took over.
func (t *table) follow() bool {
	if rs := t.remote(); rs != nil {
		rs.follow(t)
		return false
	}
	r := t.room()
	if r == nil {
		return false
	}
	next := false
	for _, e := range r.c.Poll() {
		t.m.Wake(scene.NewsFrames) // a resting screen shows the news
		switch {
		case e.IsStatus:
			t.onlineStatus(e)
		case e.Msg.T == proto.TJoined && e.Msg.Room == r.info.Code:
			t.seated(r, e.Msg)
		case e.Msg.T == proto.TState && e.Msg.Round > r.round:
			next = r.setState(e.Msg) == nil // the room's next game: a new table (below), on the latest position
		case e.Msg.T == proto.TState:
			t.arrive(r, e.Msg)
		case e.Msg.T == proto.TRoom && e.Msg.Info != nil:
			t.roomChanged(r, *e.Msg.Info)
		case e.Msg.T == proto.TRecText && (e.Msg.Round == 0 || e.Msg.Round == r.round): // not an earlier game's
			if mt, err := match.Decode([]byte(e.Msg.Text), games.Lookup); err == nil {
				r.full = mt
				t.m.Play.Last = mt
			}
		case e.Msg.T == proto.TError && e.Msg.Code == proto.CodeIllegal && r.sent >= 0:
			r.sent = -1 // the engine on the server refused the move sent: the view shows why
			t.say(t.view.Refuse(r.sentMove, refusalOf(e.Msg)), true)
		case e.Msg.T == proto.TError:
			r.sent = -1
			t.say(scene.OnlineError(e.Msg), true)
		}
	}
	if r.view.IsOver() && r.full == nil && !r.asked {
		r.asked = r.c.Send(proto.Msg{T: proto.TRecord})
	}
	if next {
		return t.nextGame(r)
	}
	t.followUndoAnswer(false)
	return false
}

// arrive shows a position the server sent: the move that led there, if it
// follows the one shown, else the position at once.
func (t *table) arrive(r *roomMatch, m proto.Msg) {
	before, ply := r.view, r.ply
	if err := r.setState(m); err != nil {
		t.say(err.Error(), true)
		return
	}
	t.moves.log.note(m.Ply, m.Last, m.Back, r.State()) // the moves beside the board (table_moves_online.go)
	if m.Back {
		t.followUndoAnswer(true)
	}
	t.stopHint()
	t.view.SetHint(game.NoMove)
	if m.Ply == ply+1 && !m.Back && m.Last != nil {
		t.queue = append(t.queue, view.Shown{Before: t.seen(before), Move: game.Move(m.Last.Move), After: t.seen(r.State())})
	} else {
		t.queue = nil
		t.view.Reset(t.seen(r.State()))
	}
	t.endWait = 0
}

// roomChanged follows the room: names, who went away or came back, and an
// undo request to answer.
func (t *table) roomChanged(r *roomMatch, info proto.Info) {
	t.rematchNews(r, info)
	for i, s := range info.Seats {
		away := s.Kind == proto.KindPerson && !s.Connected
		if away != r.away[i] && i != r.seat && info.Round == r.info.Round { // a rematch turned the seats: no news
			t.say(seatNews(s, away, t.cfg.SeatName(game.Player(i))), false)
		}
		r.away[i] = away
	}
	if info.UndoBy == proto.Watch && r.info.UndoBy >= 0 && r.info.UndoBy == r.seat && r.ply > 0 {
		t.undoAnswer = undoWait // the position taken back follows the room's news, or nothing does
	}
	r.info = info
	t.cfg = namesFromRoom(t.cfg, info)
}

// seatNews is what the others see when a person's seat goes away or
// comes back, or the computer takes it over: the person's name, else the
// seat's.
func seatNews(s proto.Seat, away bool, seat string) string {
	name := s.Name
	if name == "" {
		name = seat
	}
	switch {
	case away:
		return i18n.Trf("online away", name)
	case s.Kind == proto.KindComputer:
		return i18n.Trf("online computer plays", seat)
	}
	return i18n.Trf("online back", name)
}

// undoWait is how long, in ticks, the answer to this seat's undo request
// waits for the position taken back before it is worded as a no: the
// server sends the room's news before the position.
const undoWait = 30

// followUndoAnswer words the answer to this seat's undo request: taken
// back when the position went back (arrive), else refused once undoWait
// has passed.
func (t *table) followUndoAnswer(back bool) {
	if t.undoAnswer == 0 {
		return
	}
	if back {
		t.undoAnswer = 0
		t.say(i18n.Tr("online undo taken"), false)
		return
	}
	if t.undoAnswer--; t.undoAnswer == 0 {
		t.say(i18n.Tr("online undo refused"), false)
	}
}

// onlineStatus says when the connection is lost and when it is back.
func (t *table) onlineStatus(e client.Event) {
	switch e.Status {
	case client.Offline:
		t.say(i18n.Tr("online reconnecting"), true)
	case client.Online:
		t.say(i18n.Tr("online reconnected"), false)
	case client.Closed:
		if e.Err != nil {
			t.say(e.Err.Error(), true)
		}
	}
}

// askUndo asks the other people to let this seat take its turn back.
func (t *table) askUndo() {
	r := t.room()
	if !r.CanUndo() {
		t.say(i18n.Tr("no undo"), false)
		return
	}
	r.UndoTurn()
	t.say(i18n.Tr("online undo asked"), false)
}

// undoAsked reports whether another person asks this seat to agree to an
// undo.
func (t *table) undoAsked() bool {
	r := t.room()
	if r == nil || r.seat < 0 || r.info.UndoBy < 0 || r.info.UndoBy == r.seat {
		return false
	}
	for _, p := range r.info.UndoYes {
		if p == r.seat {
			return false
		}
	}
	return true
}

// updateUndoAsked answers an undo request; it reports whether the dialog
// took the input.
func (t *table) updateUndoAsked(in *ui.Input) bool {
	if !t.undoAsked() {
		return false
	}
	yes, no := t.confirmButtons()
	switch {
	case yes.Hit(in) || in.Pressed(ebiten.KeyY, ebiten.KeyJ):
		t.room().c.Send(proto.Msg{T: proto.TAnswer, Yes: true})
		t.room().info.UndoYes = append(t.room().info.UndoYes, t.room().seat)
	case no.Hit(in) || in.Pressed(ebiten.KeyN, ebiten.KeyEscape):
		t.room().c.Send(proto.Msg{T: proto.TAnswer, Yes: false})
		t.room().info.UndoBy = proto.Watch
	}
	return true
}

// undoQuestion is the dialog's question.
func (t *table) undoQuestion() string {
	return i18n.Trf("online undo question", t.cfg.SeatName(game.Player(t.room().info.UndoBy)))
}

// hangUp closes the room's connection when the table is left: the seat
// stays this person's, away, until they come back by the room's link.
func (t *table) hangUp() {
	if r := t.room(); r != nil {
		r.c.Watch(nil)
		platform.TurnNotice("")
		if r.seat >= 0 && r.view.IsOver() {
			r.c.Leave() // after the end the seat is freed for someone else (the creator's stays)
		} else {
			r.c.Close()
		}
	}
	if rs := t.remote(); rs != nil {
		rs.hangUp()
	}
}

// handOverLevel is the computer that takes over an away person's seat.
const handOverLevel = "hard"

// handOverSeat is the seat the creator may let the computer play for:
// the person to move, who is away; false when there is none.
func (t *table) handOverSeat() (game.Player, bool) {
	r := t.room()
	if r == nil || r.seat < 0 || r.info.Creator != r.seat || t.over() {
		return game.Terminal, false
	}
	p := int(t.toMove())
	if p < 0 || p >= len(r.info.Seats) || (!r.away[p] && !t.clockHandsOver(p)) {
		return game.Terminal, false
	}
	return game.Player(p), true
}

// handOverRoom takes the hand-over button's row off the bottom of the
// view v while the offer stands, and places the button in it: laid over
// the view, it covered the board's bottom row and Kaleidoskop's tools.
func (t *table) handOverRoom(v ui.Rect) ui.Rect {
	t.handOverR = ui.Rect{}
	p, ok := t.handOverSeat()
	if !ok {
		return v
	}
	u := t.lay.U
	h, gap := math.Max(48*u, ui.ScreenFinger()), 8*u
	label := ui.ButtonLabelWidth(t.handOverLabel(p), h, true) + 0.8*h // as wide as its words need, the largest text's too
	w := min(v.W-24*u, max(420*u, label))
	t.handOverR = ui.Rect{X: v.X + (v.W-w)/2, Y: v.Y + v.H - h - gap, W: w, H: h}
	v.H -= h + 2*gap
	return v
}

// handOverButton is the creator's offer to let the computer play for the
// person to move, who is away, in its row (handOverRoom); false when
// there is none to make.
func (t *table) handOverButton() (ui.Button, bool) {
	p, ok := t.handOverSeat()
	if !ok || t.handOverR.W <= 0 {
		return ui.Button{}, false
	}
	return ui.Button{R: t.handOverR, Label: t.handOverLabel(p), Primary: true}, true
}

// handOverLabel is the hand-over button's words for seat p.
func (t *table) handOverLabel(p game.Player) string {
	return i18n.Trf("online hand over", t.cfg.SeatName(p))
}

// updateHandOver gives the away person's seat to the computer; it reports
// whether the input was used.
func (t *table) updateHandOver(in *ui.Input) bool {
	b, ok := t.handOverButton()
	if !ok || !b.Hit(in) {
		return false
	}
	t.room().c.Send(proto.Msg{T: proto.TComputer, Seat: int(t.toMove()), Level: handOverLevel})
	return true
}
