package table

import (
	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/online/proto"
)

// roomLog is what an online screen knows of the history: the server sends
// the seat its view after every move, with that move (proto.Last); the log
// keeps them from the first update this screen saw, so that the moves can
// be listed and looked back at, each as this seat saw it.
type roomLog struct {
	from  int          // the ply of views[0]
	plies []match.Ply  // the moves after it
	views []game.State // views[k]: the seat's view after from+k plies
}

// at is the view after n plies, if this screen saw it.
func (l *roomLog) at(n int) (game.State, bool) {
	k := n - l.from
	if k < 0 || k >= len(l.views) {
		return nil, false
	}
	return l.views[k].Clone(), true
}

// note takes the server's update: the seat's view st after ply moves,
// reached by last, or back to it by an undo. An update that does not
// follow what the log holds (the first, or one after a gap) starts it
// again there.
func (l *roomLog) note(ply int, last *proto.Last, back bool, st game.State) {
	k := ply - l.from
	switch {
	case !back && last != nil && k >= 1 && k <= len(l.views): // the next move (or one sent again)
		l.views, l.plies = l.views[:k], l.plies[:k-1]
		l.plies = append(l.plies, match.Ply{By: game.Player(last.By), Move: game.Move(last.Move), Text: last.Text, TurnEnd: game.TurnDone(st)})
		l.views = append(l.views, st)
	case back && k >= 0 && k < len(l.views): // taken back: the earlier views stay
		l.views, l.plies = l.views[:k+1], l.plies[:k]
	default:
		l.from, l.plies, l.views = ply, nil, []game.State{st}
	}
}

// noteRoom notes the room's position in the log when the log is empty:
// the table's first tick, before any update arrived.
func (t *table) noteRoom() {
	if r := t.room(); r != nil && len(t.moves.log.views) == 0 {
		t.moves.log.note(r.ply, r.last, false, r.State())
	}
}
