package server

import (
	"slices"
	"strconv"

	"kaskade/engine/match"
	"kaskade/online/proto"
)

// A rematch is asked, as an undo is: after the end a person asks for a
// new game in the same room, and every other person must agree (a
// rematch asked by a second person is that person's yes); computers are
// not asked, and one no ends the request. Once every seat is a person who
// agreed or a computer, the room plays its next game: the finished one is
// kept in the record (Past, for the record request), the seats turn as a
// rematch at one screen turns them (match.RematchOrder), each with its
// token, and the chance steps come of a new secret seed. A person who
// leaves after the end frees the seat: the rematch waits for someone to
// take it, or for the creator to hand it to a computer. The creator's own
// seat stays the creator's.

func init() { roomTypes[proto.TRematch] = true }

// pastRec is one of a room's finished games, as the record request needs
// it: the seats as they were (without their keys), the seed and the moves.
type pastRec struct {
	Seed  uint64    `json:"seed"`
	Seats []seatRec `json:"seats"`
	Moves []string  `json:"moves"`
}

// round is the number of the game the room plays now, 1 for the first.
func (r record) round() int { return len(r.Past) + 1 }

// afterEnd handles what a finished game changes (r.mu held): a rematch
// asked or answered, a seat left or handed to a computer after the end,
// an earlier game's record. It reports false for a request it leaves to
// the others.
func (s *Server) afterEnd(r *room, c *conn, m proto.Msg) (string, []string, bool) {
	over := r.rec.Started && r.state().IsOver()
	switch {
	case m.T == proto.TRematch:
		code := s.askRematch(r, c)
		if code == proto.CodeBusy { // another server stored a change first (the other's Rematch): read, once more
			code = s.askRematch(r, c)
		}
		return code, nil, true
	case m.T == proto.TAnswer && len(r.rec.Rematch) > 0:
		return s.answerRematch(r, c, m.Yes), nil, true
	case m.T == proto.TRecord && m.Round != 0 && m.Round != r.rec.round():
		code, args := s.pastRecord(r, c, m.Round)
		return code, args, true
	case !over:
		return "", nil, false
	case m.T == proto.TLeave && holdsSeat(r, c) && !isCreator(r, c):
		return s.freeSeat(r, c), nil, true
	case m.T == proto.TComputer:
		return s.seatComputer(r, c, m.Seat, m.Level), nil, true
	}
	return "", nil, false
}

// holdsSeat reports whether c is the person of its seat: a watcher, or a
// connection whose seat was given to a computer, is not.
func holdsSeat(r *room, c *conn) bool {
	seat := c.seat
	return seat >= 0 && seat < len(r.rec.Seats) && r.rec.Seats[seat].Kind == proto.KindPerson &&
		c.key != "" && r.rec.Seats[seat].Key == c.key
}

// askRematch asks for a new game, or agrees to the one asked.
func (s *Server) askRematch(r *room, c *conn) string {
	switch {
	case !holdsSeat(r, c):
		return proto.CodeNoSeat
	case !r.rec.Started || !r.state().IsOver():
		return proto.CodePlaying
	case r.rec.round() >= proto.MaxGames:
		return proto.CodeLastGame
	}
	rec := r.rec.clone()
	if slices.Contains(rec.Rematch, c.seat) && !agreed(rec) {
		return "" // asked again: nothing new
	}
	if !slices.Contains(rec.Rematch, c.seat) {
		rec.Rematch = append(rec.Rematch, c.seat)
	}
	return s.rematchIfAgreed(r, rec)
}

// answerRematch is a person's answer to the rematch asked: a yes is an
// agreement, one no ends the request and the room stays over.
func (s *Server) answerRematch(r *room, c *conn, yes bool) string {
	switch {
	case !holdsSeat(r, c):
		return proto.CodeNoSeat
	case yes:
		return s.askRematch(r, c)
	}
	rec := r.rec.clone()
	rec.Rematch = nil
	return busy(s.commit(r, change{rec: rec}))
}

// agreed reports whether rec's rematch may begin: asked, no seat open,
// and every person in it.
func agreed(rec record) bool {
	for i, st := range rec.Seats {
		if st.Kind == proto.KindOpen || st.Kind == proto.KindPerson && !slices.Contains(rec.Rematch, i) {
			return false
		}
	}
	return len(rec.Rematch) > 0
}

// rematchIfAgreed stores rec, as the next game once everyone agreed.
func (s *Server) rematchIfAgreed(r *room, rec record) string {
	if !agreed(rec) {
		return busy(s.commit(r, change{rec: rec}))
	}
	next := nextGame(rec)
	mt, err := rebuild(next, s.cfg.Lookup)
	if err != nil {
		return proto.CodeBusy
	}
	s.log.Info("rematch", "room", r.code, "game", next.round())
	return busy(s.commit(r, change{rec: next, match: mt, state: true}))
}

// nextGame is rec's next game: the finished one kept, the seats turned
// with their tokens, a new seed, no moves.
func nextGame(rec record) record {
	next := rec.clone()
	past := pastRec{Seed: rec.Seed, Moves: rec.Moves}
	for _, st := range rec.Seats {
		st.Key = ""
		past.Seats = append(past.Seats, st)
	}
	next.Past = append(slices.Clip(rec.Past), past)
	order := match.RematchOrder(len(rec.Seats))
	for i, from := range order {
		next.Seats[i] = rec.Seats[from]
		if from == rec.Creator {
			next.Creator = i
		}
	}
	next.Seed, next.Moves = newSeed(), nil
	next.UndoBy, next.UndoYes, next.Rematch = proto.Watch, nil, nil
	return next
}

// reseat follows a new game's turned seats (r.mu held): each person's
// connection moves to the seat its token holds now and is told so
// (joined, without a token: the device keeps its own), before the room
// and the new position are sent.
func (r *room) reseat() {
	for c := range r.conns {
		if c.key != "" {
			seat, ok := r.rec.seatOf(c.key)
			if !ok {
				seat = proto.Watch
			}
			c.seat = seat
		}
		c.send(proto.Msg{T: proto.TJoined, Room: r.code, Seat: c.seat})
	}
}

// freeSeat gives a person's seat up after the end: it is open again, for
// someone else to take, and the person watches no more. Another page of
// the same person (the same token) watches on.
func (s *Server) freeSeat(r *room, c *conn) string {
	seat := c.seat
	rec := r.rec.clone()
	rec.Seats[seat] = seatRec{Kind: proto.KindOpen}
	rec.Rematch = slices.DeleteFunc(rec.Rematch, func(p int) bool { return p == seat })
	delete(r.conns, c) // before the news: the seat is open, not connected
	others := r.holding(c.key)
	for _, o := range others {
		o.seat, o.key = proto.Watch, ""
	}
	if err := s.commit(r, change{rec: rec}); err != nil {
		r.conns[c] = true
		for _, o := range others {
			o.seat, o.key = seat, c.key
		}
		s.push(r, false, false) // the room as it stays, after what commit's refresh sent
		return proto.CodeBusy
	}
	for _, o := range others {
		o.send(proto.Msg{T: proto.TJoined, Room: r.code, Seat: proto.Watch})
	}
	c.room = nil
	s.present(r.code)
	s.log.Info("seat freed", "room", r.code, "seat", seat)
	return ""
}

// holding is r's connections with the seat's key key (r.mu held).
func (r *room) holding(key string) []*conn {
	var out []*conn
	for o := range r.conns {
		if o.key == key {
			out = append(out, o)
		}
	}
	return out
}

// seatComputer hands a seat to the computer after the end: an open one,
// or an away person's; only the creator may. A rematch everyone else
// agreed to then begins.
func (s *Server) seatComputer(r *room, c *conn, seat int, level string) string {
	switch {
	case !isCreator(r, c) || seat < 0 || seat >= len(r.rec.Seats):
		return proto.CodeNoSeat
	case r.rec.Seats[seat].Kind == proto.KindComputer:
		return proto.CodeSeatTaken
	case r.rec.Seats[seat].Kind == proto.KindPerson && connected(r, seat):
		return proto.CodeNotAway
	case !validLevel(level):
		return proto.CodeBadGame
	}
	rec := r.rec.clone()
	rec.Seats[seat] = seatRec{Kind: proto.KindComputer, Name: rec.Seats[seat].Name, Level: level}
	rec.Rematch = slices.DeleteFunc(rec.Rematch, func(p int) bool { return p == seat })
	code := ""
	if len(rec.Rematch) > 0 {
		code = s.rematchIfAgreed(r, rec)
	} else {
		code = busy(s.commit(r, change{rec: rec}))
	}
	if code == "" {
		s.log.Info("computer takes the seat", "room", r.code, "seat", seat, "level", level)
	}
	return code
}

// pastRecord sends the full record of the room's earlier game number n;
// a game it has not played is refused with the games it has.
func (s *Server) pastRecord(r *room, c *conn, n int) (string, []string) {
	if n < 1 || n > len(r.rec.Past) {
		return proto.CodeNoGame, []string{strconv.Itoa(r.rec.round())}
	}
	p := r.rec.Past[n-1]
	mt, err := rebuild(record{Game: r.rec.Game, Options: r.rec.Options, Seed: p.Seed, Moves: p.Moves}, s.cfg.Lookup)
	if err != nil {
		return proto.CodeBusy, nil
	}
	mt.Players = seatNames(record{Seats: p.Seats})
	c.send(proto.Msg{T: proto.TRecText, Text: string(match.Encode(mt)), Round: n})
	return "", nil
}
