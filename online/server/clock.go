package server

import (
	"errors"
	"slices"
	"strconv"

	"kaskade/online/proto"
)

// A room may have a move clock (chosen at its opening): each seat has
// Clock seconds for a move, counted from the last change of the position
// (record.At, the server's clock), so that the deadline follows from the
// record alone and outlives a restart of the server. When a person's time
// has run out, by the room's Expire, either the computer plays that turn
// at proto.ExpireLevel, the seat staying the person's (computerToMove
// sees the turn as a computer's, and the workers play it as any computer
// move: the sweep, every second, finds it), or the creator may hand the
// seat to the computer though its person is connected (handOver).

// checkClock reads a create request's clock: a clock of proto.Clocks (0:
// none) and what its running out does (ExpireComputer when not said).
func checkClock(clock int, expire string) (int, string, error) {
	switch {
	case clock == 0 && expire == "":
		return 0, "", nil
	case clock == 0:
		return 0, "", errors.New("no clock to run out")
	case !slices.Contains(proto.Clocks, clock):
		return 0, "", errors.New("no move clock of " + strconv.Itoa(clock) + " s")
	case expire == "":
		expire = proto.ExpireComputer
	case expire != proto.ExpireComputer && expire != proto.ExpireHandOver:
		return 0, "", errors.New("unknown end of a clock " + strconv.Quote(expire))
	}
	return clock, expire, nil
}

// timeLeft is the seconds the seat to move has left (r.mu held); ok is
// false when no clock runs: none is set, the game has not started or is
// over, a computer or chance is to move.
func (s *Server) timeLeft(r *room) (left int64, ok bool) {
	st := r.state()
	p := st.CurrentPlayer()
	if r.rec.Clock <= 0 || !r.rec.Started || st.IsOver() || p < 0 || int(p) >= len(r.rec.Seats) ||
		r.rec.Seats[p].Kind != proto.KindPerson {
		return 0, false
	}
	return r.rec.At + int64(r.rec.Clock) - s.cfg.Now().Unix(), true
}

// overdue reports whether seat is to move and its clock has run out
// (r.mu held).
func (s *Server) overdue(r *room, seat int) bool {
	left, ok := s.timeLeft(r)
	return ok && left <= 0 && int(r.state().CurrentPlayer()) == seat
}

// clockLevel is the level at which the computer plays seat's turn when
// its clock has run out and the room says so, else "" (r.mu held).
func (s *Server) clockLevel(r *room, seat int) string {
	if r.rec.Expire == proto.ExpireComputer && s.overdue(r, seat) {
		return proto.ExpireLevel
	}
	return ""
}

// mayHandOver reports whether the creator may hand seat to the computer
// though its person is connected: its clock has run out, and the room
// says so (r.mu held).
func (s *Server) mayHandOver(r *room, seat int) bool {
	return r.rec.Expire == proto.ExpireHandOver && s.overdue(r, seat)
}

// stateFor is r.stateFor with the seconds left on the clock of the seat
// to move, as the server's clock has them now: -1 once they have run out,
// 0 when no clock runs (r.mu held).
func (s *Server) stateFor(r *room, seat int, back bool) proto.Msg {
	m := r.stateFor(seat, back)
	if left, ok := s.timeLeft(r); ok {
		m.Left = int(left)
		if left <= 0 {
			m.Left = -1
		}
	}
	return m
}

func init() { roomTypes[proto.TClock] = true }

// setClock sets the room's move clock before the start, for its creator
// (r.mu held): the lobby's choice, as create's.
func (s *Server) setClock(r *room, c *conn, clock int, expire string) string {
	switch {
	case !isCreator(r, c):
		return proto.CodeNoSeat
	case r.rec.Started:
		return proto.CodeStarted
	}
	clock, expire, err := checkClock(clock, expire)
	if err != nil {
		return proto.CodeBadGame
	}
	rec := r.rec.clone()
	rec.Clock, rec.Expire = clock, expire
	return busy(s.commit(r, change{rec: rec}))
}
