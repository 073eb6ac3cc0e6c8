package table

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/online/proto"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// A rematch online is asked of the other people, as an undo is: the
// result card's Rematch asks (or agrees, when another person asked
// first), the others answer the card's question, and once everyone has
// agreed the server starts the room's next game with the seats turned
// (online/server/rematch.go). The server then says each device's new
// seat (joined) and sends the new game's position, whose number is higher
// (proto.Msg.Round): the table starts afresh on it.

// askRematch is the result card's Rematch online.
func (t *table) askRematch() {
	r := t.room()
	switch {
	case r.seat < 0:
		t.say(i18n.Tr("rematch watching"), false)
		return
	case !slices.Contains(r.info.Rematch, r.seat):
		if !r.c.Send(proto.Msg{T: proto.TRematch}) {
			t.say(i18n.Tr("online offline"), true)
			return
		}
		r.info.Rematch = append(slices.Clone(r.info.Rematch), r.seat)
	}
	if slices.ContainsFunc(r.info.Seats, func(s proto.Seat) bool { return s.Kind == proto.KindOpen }) {
		t.say(i18n.Tr("rematch seat open"), false)
		return
	}
	t.say(i18n.Tr("rematch asked"), false)
}

// rematchAsked reports whether another person asks this seat to agree to
// a rematch.
func (t *table) rematchAsked() bool {
	r := t.room()
	return r != nil && r.seat >= 0 && r.seat < len(r.info.Seats) && r.info.Seats[r.seat].Kind == proto.KindPerson &&
		r.view.IsOver() && len(r.info.Rematch) > 0 && !slices.Contains(r.info.Rematch, r.seat)
}

// updateRematchAsked answers the rematch asked; it reports whether the
// question took the input.
func (t *table) updateRematchAsked(in *ui.Input) bool {
	if !t.rematchAsked() {
		return false
	}
	r := t.room()
	yes, no := t.confirmButtons()
	switch {
	case yes.Hit(in) || in.Pressed(ebiten.KeyY, ebiten.KeyJ, ebiten.KeyEnter):
		t.askRematch()
	case no.Hit(in) || in.Pressed(ebiten.KeyN, ebiten.KeyEscape):
		r.c.Send(proto.Msg{T: proto.TAnswer, Yes: false})
		r.info.Rematch = nil
	}
	return true
}

// drawRematchAsked draws the question, when there is one (its words:
// questionTexts).
func (t *table) drawRematchAsked(dst *ebiten.Image) {
	if t.rematchAsked() {
		t.drawQuestion(dst)
	}
}

// rematchNews words what the room's news says of this seat's rematch
// request: the others said no (info is the room now, r.info before it).
func (t *table) rematchNews(r *roomMatch, info proto.Info) {
	if r.seat >= 0 && info.Round == r.info.Round && len(info.Rematch) == 0 && slices.Contains(r.info.Rematch, r.seat) {
		t.say(i18n.Tr("rematch refused"), false)
	}
}

// nextGame opens the table of the room's next game, once its first
// position has arrived (follow): a new table, as at one screen, with the
// room's seats as turned; it says which game it is and the seat played.
func (t *table) nextGame(r *roomMatch) bool {
	t.stop()
	r.full, r.asked = nil, false
	for i, s := range r.info.Seats {
		r.away[i] = s.Kind == proto.KindPerson && !s.Connected && i != r.seat
	}
	nt, err := newOnlineTable(t.m, r)
	if err != nil {
		t.say(err.Error(), true)
		return false
	}
	if r.seat >= 0 {
		nt.say(i18n.Trf("online game start", r.round, nt.spec.SeatName(game.Player(r.seat))), false)
	}
	t.m.Goto(nt)
	return true
}

// seated follows a joined answer at the table: a rematch turned the seats
// (this device's person sits here now), or this screen took a free seat,
// whose token the device keeps.
func (t *table) seated(r *roomMatch, m proto.Msg) {
	r.seat = m.Seat
	if m.Token != "" && m.Seat >= 0 && scene.Open.KeepSeat != nil {
		scene.Open.KeepSeat(t.m, m.Room, m.Seat, m.Token)
	}
}

// freeSeat is the first seat open after the end (a person left it), or -1.
func (r *roomMatch) freeSeat() int {
	if !r.view.IsOver() {
		return -1
	}
	return slices.IndexFunc(r.info.Seats, func(s proto.Seat) bool { return s.Kind == proto.KindOpen })
}

// seatAction is what the result card offers for a free seat: a watcher
// takes it, the creator hands it to the computer; "" when nothing.
func (t *table) seatAction() string {
	r := t.room()
	switch {
	case r == nil || r.freeSeat() < 0:
		return ""
	case r.seat < 0:
		return i18n.Tr("take free seat")
	case r.info.Creator == r.seat:
		return i18n.Tr("computer free seat")
	}
	return ""
}

// takeFreeSeat does the card's seat action.
func (t *table) takeFreeSeat() {
	r := t.room()
	seat := r.freeSeat()
	if r.seat < 0 {
		r.c.Send(proto.Msg{T: proto.TJoin, Room: r.info.Code, Seat: seat, Name: view.PersonName(t.m.Config)})
		return
	}
	r.c.Send(proto.Msg{T: proto.TComputer, Seat: seat, Level: handOverLevel})
}
