package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/coder/websocket"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/online/proto"
)

// maxUnwelcome is how many messages before hello a connection may send:
// the first is answered (an older client learns to update); a client that
// goes on does not speak this protocol and is closed.
const maxUnwelcome = 3

// handle answers one message of c. Every refusal is an error frame and
// changes nothing.
func (s *Server) handle(c *conn, m proto.Msg) {
	if !c.ok && m.T != proto.THello {
		c.unwelcome()
		return
	}
	switch m.T {
	case proto.THello:
		s.hello(c, m)
	case proto.TCreate:
		s.create(c, m)
	case proto.TJoin:
		s.join(c, m)
	case proto.TResume:
		s.resume(c, m)
	case proto.TGames:
		s.games(c, m)
	default:
		s.inRoom(c, m)
	}
}

func (s *Server) hello(c *conn, m proto.Msg) {
	if m.V != proto.Version {
		c.unwelcome()
		return
	}
	c.ok = true
	c.send(proto.Msg{T: proto.TWelcome, V: proto.Version, Servers: s.Servers()})
}

// unwelcome answers a message before a welcome with the server's version,
// and closes a connection that goes on: it does not speak this protocol.
func (c *conn) unwelcome() {
	c.refuse(proto.CodeVersion, strconv.Itoa(proto.Version))
	if c.unwelcomed++; c.unwelcomed >= maxUnwelcome {
		c.close(websocket.StatusPolicyViolation, "say hello first")
	}
}

// create opens a room with the game and seats asked for; the creator
// holds the seat of kind "me", or watches when there is none.
func (s *Server) create(c *conn, m proto.Msg) {
	if c.room != nil {
		s.detach(c)
		c.room = nil
	}
	if !s.allow(s.creates, c.addr, s.cfg.Creates) {
		c.refuse(proto.CodeTooMany)
		return
	}
	rec, token, err := s.newRecord(m)
	if err != nil {
		c.refuse(proto.CodeBadGame, err.Error())
		return
	}
	r, err := s.store(rec)
	if err != nil {
		s.storeFailed("create", "", err)
		c.refuse(proto.CodeBusy)
		return
	}
	s.log.Info("room created", "room", r.code, "game", rec.Game, "options", rec.Options, "seats", len(rec.Seats), "addr", c.addr)
	s.attach(c, r, rec.Creator, token, rec.CreatorKey)
}

// newRecord checks a create request against the game and makes the room's
// record and the creator's token.
func (s *Server) newRecord(m proto.Msg) (record, string, error) {
	g, err := s.cfg.Lookup(m.Game)
	if err != nil {
		return record{}, "", err
	}
	rec := record{Game: g.Name, Options: m.Options, Seed: newSeed(), Creator: proto.Watch, UndoBy: proto.Watch}
	rec.At = s.cfg.Now().Unix()
	if rec.Clock, rec.Expire, err = checkClock(m.Clock, m.Expire); err != nil {
		return record{}, "", err
	}
	if rec.Options == "" {
		rec.Options = g.DefaultOptions
	}
	mt, err := rebuild(rec, s.cfg.Lookup)
	if err != nil {
		return record{}, "", err
	}
	if n := mt.State().NumPlayers(); len(m.Seats) != n {
		return record{}, "", errors.New("want " + strconv.Itoa(n) + " seats for these options")
	}
	token, key := newToken()
	rec.CreatorKey = key
	for i, seat := range m.Seats {
		sr := seatRec{Kind: seat.Kind}
		switch seat.Kind {
		case proto.KindMe:
			if rec.Creator != proto.Watch {
				return record{}, "", errors.New("more than one seat is the creator's")
			}
			rec.Creator, sr = i, seatRec{Kind: proto.KindPerson, Name: m.Name, Key: key}
		case proto.KindComputer:
			if _, err := ai.New(seat.Level); err != nil {
				return record{}, "", err
			}
			sr.Level = seat.Level
		case proto.KindOpen:
		default:
			return record{}, "", errors.New("unknown seat kind " + strconv.Quote(seat.Kind))
		}
		rec.Seats = append(rec.Seats, sr)
	}
	return rec, token, nil
}

// store writes a new room under a fresh code.
func (s *Server) store(rec record) (*room, error) {
	lookup := s.cfg.Lookup
	for range 8 {
		code := newCode()
		ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
		rev, err := s.cfg.Store.Create(ctx, code, rec.encode())
		cancel()
		if errors.Is(err, ErrExists) {
			continue
		}
		if err != nil {
			return nil, err
		}
		r := &room{code: code, conns: map[*conn]bool{}}
		if err := r.reset(rec.encode(), rev, lookup); err != nil {
			return nil, err
		}
		s.mu.Lock()
		s.rooms[code] = r
		s.mu.Unlock()
		return r, nil
	}
	return nil, errors.New("no free room code")
}

// attach puts c in r at seat, answers joined (with the token, if one was
// made) and sends everyone the room, as the store has it now.
func (s *Server) attach(c *conn, r *room, seat int, token, key string) {
	s.log.Info("in room", "room", r.code, "seat", seat, "addr", c.addr) // seat -1: watching
	r.mu.Lock()
	for r.gone { // dropped from memory since it was found: read it again
		r.mu.Unlock()
		code := r.code
		var err error
		if r, err = s.load(code); err != nil {
			s.storeFailed("find again", code, err)
			c.refuse(proto.CodeBusy)
			return
		}
		r.mu.Lock()
	}
	defer r.mu.Unlock()
	s.catchUp(r) // another server may have changed it since this one last heard
	c.room, c.seat, c.key = r, seat, key
	r.conns[c] = true
	s.present(r.code)
	c.send(proto.Msg{T: proto.TJoined, Room: r.code, Seat: seat, Token: token})
	s.push(r, false, false)
	if r.rec.Started { // someone new, or back: the moves list from the start
		st := s.stateFor(r, seat, false)
		st.History = r.history()
		c.send(st)
	}
}

// findRoom reads a room code and finds the room. Only unknown codes
// count against the address (Config.Guesses a minute): a room that
// exists is always found, so that a guesser behind the same address
// (a household, a school, a proxy) cannot lock its people out. Past the
// limit an unknown code is refused (too-many) and the socket closed: a
// guesser gets one more try per socket, and the sockets an address may
// open a minute are bounded too (enter).
func (s *Server) findRoom(c *conn, code string) *room {
	norm, ok := proto.NormCode(code)
	if ok {
		r, err := s.load(norm)
		if err == nil {
			return r
		}
		if !errors.Is(err, ErrNotFound) {
			s.storeFailed("find", norm, err)
			c.refuse(proto.CodeBusy)
			return nil
		}
	}
	s.missed(c, proto.CodeNoRoom, code)
	return nil
}

// missed answers a try that found nothing (an unknown code, a token not
// the room's): code and args while the address has tries left, else
// too-many, and the socket is closed.
func (s *Server) missed(c *conn, code string, args ...string) {
	if s.allow(s.guesses, c.addr, s.cfg.Guesses) {
		c.refuse(code, args...)
		return
	}
	c.refuse(proto.CodeTooMany)
	c.closeSoon(websocket.StatusPolicyViolation, "too many unknown rooms")
}

// join takes an open seat before the start, or watches.
func (s *Server) join(c *conn, m proto.Msg) {
	r := s.findRoom(c, m.Room)
	if r == nil {
		return
	}
	if c.room != nil {
		s.detach(c)
		c.room = nil
	}
	if m.Seat == proto.Watch {
		s.attach(c, r, proto.Watch, "", "")
		return
	}
	token, err := s.takeSeat(r, m.Seat, m.Name)
	if err != nil {
		c.refuse(err.Error(), strconv.Itoa(m.Seat))
		return
	}
	s.attach(c, r, m.Seat, token, hashToken(token))
}

// takeSeat gives seat to a person named name; the error's text is the
// refusal's code.
func (s *Server) takeSeat(r *room, seat int, name string) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !seatOpen(r, seat) && !(s.reread(r) && seatOpen(r, seat)) {
		if r.rec.Started && !r.state().IsOver() { // after the end a freed seat may be taken: lost to another
			return "", errors.New(proto.CodeStarted)
		}
		return "", errors.New(proto.CodeSeatTaken)
	}
	token, key := newToken()
	rec := r.rec.clone()
	rec.Seats[seat] = seatRec{Kind: proto.KindPerson, Name: name, Key: key}
	if err := s.commit(r, change{rec: rec}); err != nil {
		return "", errors.New(proto.CodeBusy)
	}
	return token, nil
}

// seatOpen reports whether seat of r may be taken (r.mu held).
func seatOpen(r *room, seat int) bool {
	return (!r.rec.Started || r.state().IsOver()) && seat >= 0 && seat < len(r.rec.Seats) && r.rec.Seats[seat].Kind == proto.KindOpen
}

// resume brings a person back to their seat (or the watching creator back
// to the room) by the token the seat was given.
func (s *Server) resume(c *conn, m proto.Msg) {
	r := s.findRoom(c, m.Room)
	if r == nil {
		return
	}
	key := hashToken(m.Token)
	r.mu.Lock()
	seat, ok := r.rec.seatOf(key)
	if !ok && s.reread(r) { // a seat taken through another server just now
		seat, ok = r.rec.seatOf(key)
	}
	r.mu.Unlock()
	if !ok {
		s.missed(c, proto.CodeBadToken)
		return
	}
	if c.room != nil {
		s.detach(c)
	}
	s.attach(c, r, seat, "", key)
}

// record sends the full record of a finished game (r.mu held).
func (s *Server) record(r *room, c *conn) string {
	if !r.state().IsOver() {
		return proto.CodeNotOver
	}
	r.match.Players = seatNames(r.rec)
	// the full record names the room's secret seed, so that it replays the same deals
	c.send(proto.Msg{T: proto.TRecText, Text: string(match.Encode(r.match)), Round: r.rec.round()})
	return ""
}

// seatNames are the record's player keys: "human:NAME" or "LEVEL:NAME",
// as the game's own saves write them.
func seatNames(rec record) []string {
	out := make([]string, len(rec.Seats))
	for i, st := range rec.Seats {
		kind := "human"
		if st.Kind == proto.KindComputer {
			kind = st.Level
		}
		out[i] = kind + ":" + st.Name
	}
	return out
}

// inRoom handles the requests of a connection in a room, under its lock.
// A refusal may come of this server not having heard yet of a change made
// through another (a seat taken, a move): the room is read again from the
// store and, if it changed, the request tried once more.
func (s *Server) inRoom(c *conn, m proto.Msg) {
	if !roomTypes[m.T] {
		c.refuse(proto.CodeBadFrame, "unknown type "+m.T)
		return
	}
	r := c.room
	if r == nil {
		c.refuse(proto.CodeNoSeat)
		return
	}
	start := time.Now()
	r.mu.Lock()
	defer r.mu.Unlock()
	code, args := s.request(r, c, m)
	if code != "" && code != proto.CodeBusy && s.reread(r) {
		code, args = s.request(r, c, m)
	}
	switch {
	case code != "":
		c.refuse(code, args...)
	case m.T == proto.TMove:
		s.stats.moved(time.Since(start))
	}
}

// request does what m asks in r (r.mu held): "" or a refusal's code.
func (s *Server) request(r *room, c *conn, m proto.Msg) (string, []string) {
	if code, args, ok := s.afterEnd(r, c, m); ok { // a rematch, and what the end changes (rematch.go)
		return code, args
	}
	seat := c.seat
	if !holdsSeat(r, c) { // a watcher, or a seat the computer took over (the clock): plays nothing
		seat = proto.Watch
	}
	switch m.T {
	case proto.TStart:
		return s.start(r, c), nil
	case proto.TMove:
		return s.move(r, seat, m.Ply, m.Move)
	case proto.TUndo:
		return s.askUndo(r, seat), nil
	case proto.TAnswer:
		return s.answerUndo(r, seat, m.Yes), nil
	case proto.TComputer:
		return s.handOver(r, c, m.Seat, m.Level), nil
	case proto.TLeave:
		return s.leaveSeat(r, c), nil
	case proto.TRecord:
		return s.record(r, c), nil
	case proto.TClock:
		return s.setClock(r, c, m.Clock, m.Expire), nil
	}
	return proto.CodeBadFrame, []string{"unknown type " + m.T}
}

// roomTypes are the requests of a connection in a room.
var roomTypes = map[string]bool{proto.TStart: true, proto.TMove: true, proto.TUndo: true, proto.TAnswer: true,
	proto.TComputer: true, proto.TLeave: true, proto.TRecord: true}

// reread reads r again from the store (r.mu held) and reports whether it
// had changed.
func (s *Server) reread(r *room) bool {
	rev := r.rev
	s.catchUp(r)
	return r.rev != rev
}

// isCreator reports whether c holds the creator's seat or is the watching
// creator.
func isCreator(r *room, c *conn) bool { return c.key != "" && c.key == r.rec.CreatorKey }

func (s *Server) start(r *room, c *conn) string {
	switch {
	case !isCreator(r, c):
		return proto.CodeNoSeat
	case r.rec.Started:
		return proto.CodeStarted
	case slices.ContainsFunc(r.rec.Seats, func(st seatRec) bool { return st.Kind == proto.KindOpen }):
		return proto.CodeNotReady
	}
	rec := r.rec.clone()
	rec.Started = true
	if err := s.commit(r, change{rec: rec, state: true}); err != nil {
		return proto.CodeBusy
	}
	s.log.Info("started", "room", r.code, "game", rec.Game)
	return ""
}

func busy(err error) string {
	if err != nil {
		return proto.CodeBusy
	}
	return ""
}

// move plays one move of seat, made when ply moves had been played: the
// engine checks it; a refusal names the game's own reason.
func (s *Server) move(r *room, seat, ply int, text string) (string, []string) {
	st := r.state()
	switch {
	case !r.rec.Started:
		return proto.CodeNotReady, nil
	case st.IsOver():
		return proto.CodeIllegal, []string{string(game.CodeOver)}
	case seat < 0:
		return proto.CodeNoSeat, nil // a watcher
	case game.Player(seat) != st.CurrentPlayer():
		return proto.CodeNotYours, nil
	case ply != r.match.Played():
		return proto.CodeStale, []string{strconv.Itoa(r.match.Played())}
	case strings.Contains(text, "+"):
		return proto.CodeBadFrame, []string{"one move at a time"}
	}
	if err := r.match.Play(text); err != nil { // a refused move changes nothing
		return proto.CodeIllegal, refusalArgs(err)
	}
	rec := r.rec.clone()
	rec.Moves = append(rec.Moves, text)
	same := rec.UndoBy == proto.Watch && !r.state().IsOver()
	rec.UndoBy, rec.UndoYes = proto.Watch, nil // a move answers an open undo request: no
	if err := s.commit(r, change{rec: rec, state: true, same: same}); err != nil {
		// commit has read the room again: the move is gone from r.match
		return proto.CodeBusy, nil
	}
	s.stats.moves.Add(1)
	if r.state().IsOver() {
		s.log.Info("game over", "room", r.code, "moves", len(rec.Moves))
	}
	return "", nil
}

// refusalArgs are the game's refusal code and arguments. A text that is
// no move of the game's notation has no code of the game's own (the
// engine's parsers say only why, in words): it is game.no-move, the
// engine's code for "not a move of this game".
func refusalArgs(err error) []string {
	rf, ok := game.RefusalOf(err)
	if !ok {
		return []string{game.CodeNoMove, err.Error()}
	}
	code := rf.Code
	if code == "" {
		code = game.CodeNoMove
	}
	args := []string{code}
	for _, a := range rf.Args {
		args = append(args, fmt.Sprint(a))
	}
	return append(args, rf.Text)
}
