package server

import (
	"slices"

	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/online/proto"
)

// Undo between people is asked, not taken: the seat that asks waits for
// every other person's yes; one no, or any move, ends the request.
// Computers are not asked. What is taken back is the asker's last turn
// and the moves after it (engine/match's UndoTurn), never a card seen.

func (s *Server) askUndo(r *room, seat int) string {
	switch {
	case seat < 0 || !r.rec.Started || r.state().IsOver():
		return proto.CodeNoSeat
	case !s.canUndo(r, seat):
		return proto.CodeNoUndo
	}
	rec := r.rec.clone()
	rec.UndoBy, rec.UndoYes = seat, nil
	if len(s.others(r, seat)) == 0 {
		return s.undo(r, rec)
	}
	return busy(s.commit(r, change{rec: rec}))
}

// others are the person seats that must agree to seat's undo.
func (s *Server) others(r *room, seat int) []int {
	var out []int
	for _, p := range r.rec.people() {
		if int(p) != seat {
			out = append(out, int(p))
		}
	}
	return out
}

// canUndo reports whether seat has a turn of its own to take back.
func (s *Server) canUndo(r *room, seat int) bool { return undoPoint(r.match, seat) >= 0 }

// undoPoint is how many of the seats' moves stay when seat takes back its
// last turn: that turn and every move after it go. It is -1 when seat has
// no turn to take back, or when a card was drawn since (in a game with
// hidden cards a card seen is never taken back: match.KeepDraws).
func undoPoint(m *match.Match, seat int) int {
	plies := m.Moves()
	i := len(plies) - 1
	for i >= 0 && plies[i].By != game.Player(seat) {
		if plies[i].By == game.Chance && m.KeepDraws {
			return -1
		}
		i--
	}
	for i > 0 && plies[i-1].By == game.Player(seat) && !plies[i-1].TurnEnd {
		i-- // the turn's first move
	}
	if i < 0 {
		return -1
	}
	kept := 0
	for _, p := range plies[:i] {
		if p.By != game.Chance {
			kept++
		}
	}
	return kept
}

func (s *Server) answerUndo(r *room, seat int, yes bool) string {
	switch {
	case seat < 0 || r.rec.UndoBy == proto.Watch || seat == r.rec.UndoBy:
		return proto.CodeNoUndo
	case !slices.Contains(s.others(r, r.rec.UndoBy), seat):
		return proto.CodeNoSeat
	}
	rec := r.rec.clone()
	if !yes {
		rec.UndoBy, rec.UndoYes = proto.Watch, nil
		return busy(s.commit(r, change{rec: rec}))
	}
	if !slices.Contains(rec.UndoYes, seat) {
		rec.UndoYes = append(rec.UndoYes, seat)
	}
	for _, p := range s.others(r, rec.UndoBy) {
		if !slices.Contains(rec.UndoYes, p) {
			return busy(s.commit(r, change{rec: rec}))
		}
	}
	return s.undo(r, rec)
}

// undo takes back the asker's last turn and what followed (everyone
// agreed).
func (s *Server) undo(r *room, rec record) string {
	k := undoPoint(r.match, rec.UndoBy)
	if k < 0 {
		return proto.CodeNoUndo
	}
	rec.Moves = rec.Moves[:k]
	rec.UndoBy, rec.UndoYes = proto.Watch, nil
	mt, err := rebuild(rec, s.cfg.Lookup)
	if err != nil {
		return proto.CodeBusy
	}
	s.log.Info("undo", "room", r.code, "moves", k)
	return busy(s.commit(r, change{rec: rec, match: mt, state: true, back: true}))
}

// handOver gives an away person's seat to the computer at level: only the
// creator may, and only while that person is not connected.
func (s *Server) handOver(r *room, c *conn, seat int, level string) string {
	switch {
	case !isCreator(r, c):
		return proto.CodeNoSeat
	case seat < 0 || seat >= len(r.rec.Seats) || r.rec.Seats[seat].Kind != proto.KindPerson:
		return proto.CodeNoSeat
	case connected(r, seat) && !s.mayHandOver(r, seat): // clock.go
		return proto.CodeNotAway
	case !validLevel(level):
		return proto.CodeBadGame
	}
	rec := r.rec.clone()
	rec.Seats[seat] = seatRec{Kind: proto.KindComputer, Name: rec.Seats[seat].Name, Level: level}
	if rec.UndoBy != proto.Watch {
		rec.UndoBy, rec.UndoYes = proto.Watch, nil
	}
	if err := s.commit(r, change{rec: rec}); err != nil {
		return busy(err)
	}
	s.log.Info("computer takes the seat", "room", r.code, "seat", seat, "level", level)
	return ""
}

// connected reports whether seat's person is connected to this server.
func connected(r *room, seat int) bool {
	for c := range r.conns {
		if c.seat == seat {
			return true
		}
	}
	return false
}

// leaveSeat gives a seat up before the start (it is open again); during
// the game the seat stays the person's, who is away (after the end
// freeSeat opens it: rematch.go).
func (s *Server) leaveSeat(r *room, c *conn) string {
	if c.seat < 0 || r.rec.Started || isCreator(r, c) {
		delete(r.conns, c)
		c.room = nil
		s.push(r, false, false)
		return ""
	}
	rec := r.rec.clone()
	rec.Seats[c.seat] = seatRec{Kind: proto.KindOpen}
	delete(r.conns, c)
	c.room = nil
	return busy(s.commit(r, change{rec: rec}))
}
