package server

import (
	"errors"

	"github.com/coder/websocket"

	"kaskade/online/proto"
)

// games answers a device's "Your games" (docs/online.md): for each
// (room, token) pair it keeps, the room as that seat may see it, or Gone
// when the room is no more or the token is not its. A gone pair is a miss
// against the address as a wrong resume is: once the address has none
// left the answer stops before that pair (so a guesser learns nothing of
// it), is sent with what was checked, and the socket is refused too-many
// and closed. A pair the store cannot answer now is left out: the device
// keeps it and asks again later.
func (s *Server) games(c *conn, m proto.Msg) {
	out := make([]proto.Summary, 0, len(m.Held))
	for _, h := range m.Held {
		sum, err := s.summary(h)
		switch {
		case errors.Is(err, ErrNotFound):
			if !s.allow(s.guesses, c.addr, s.cfg.Guesses) {
				c.send(proto.Msg{T: proto.TGames, Games: out})
				c.refuse(proto.CodeTooMany)
				c.closeSoon(websocket.StatusPolicyViolation, "too many unknown rooms")
				return
			}
			out = append(out, proto.Summary{Room: h.Room, Gone: true})
		case err != nil:
			s.storeFailed("games", h.Room, err)
		default:
			out = append(out, sum)
		}
	}
	c.send(proto.Msg{T: proto.TGames, Games: out})
}

// summary is the room of h as its seat sees it; ErrNotFound when the
// code is no room's or the token not one of its seats'.
func (s *Server) summary(h proto.Held) (proto.Summary, error) {
	code, ok := proto.NormCode(h.Room)
	if !ok {
		return proto.Summary{}, ErrNotFound
	}
	r, err := s.load(code)
	if err != nil {
		return proto.Summary{}, err
	}
	key := hashToken(h.Token)
	r.mu.Lock()
	defer r.mu.Unlock()
	seat, ok := r.rec.seatOf(key)
	if !ok && s.reread(r) { // a seat taken through another server just now
		seat, ok = r.rec.seatOf(key)
	}
	if !ok {
		return proto.Summary{}, ErrNotFound
	}
	return s.summaryOf(r, seat), nil
}

// summaryOf is r as seat sees it in the games list (r.mu held): the
// room's public facts (as its lobby shows them), who is to move and how
// long the position has waited.
func (s *Server) summaryOf(r *room, seat int) proto.Summary {
	in := r.info()
	s.connectedIn(in, r.code)
	sum := proto.Summary{Room: r.code, Game: in.Game, Seats: in.Seats, Seat: seat,
		Started: in.Started, Over: in.Over, Since: -1}
	if p := r.state().CurrentPlayer(); in.Started && p >= 0 {
		sum.ToMove = []int{int(p)}
	}
	if r.rec.At > 0 {
		sum.Since = max(0, s.cfg.Now().Unix()-r.rec.At)
	}
	return sum
}
