package server

import (
	"context"
	"time"

	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// Computer seats are played by a fixed pool of workers (Config.Workers),
// never on a connection's goroutine: a room whose computer is to move is
// queued once (room.busy), a worker thinks on a copy of the position and
// then plays the move like any seat, checked and stored with
// compare-and-set at the ply it thought about, so that a move made stale
// meanwhile (an undo, a seat handed over) is dropped harmlessly.
//
// With several servers on one NATS, the one holding the room's lease
// (store_live.go) plays its computers: it takes the lease before thinking,
// renews it while it thinks and gives it up when a person is to move. A
// room whose lease holder went away is taken over by the next server's
// sweep (kickAll, every second) once the lease has expired.

// kick queues r when a computer is to move (r.mu held).
func (s *Server) kick(r *room) {
	if r.busy || !r.rec.Started || s.computerToMove(r) == "" {
		return
	}
	select {
	case s.work <- r:
		r.busy = true
	default: // the queue is full: the next change of the room tries again
		s.log.Warn("the computers' queue is full", "room", r.code)
	}
}

// computerToMove is the level of the computer to move in r, "" when none.
func (s *Server) computerToMove(r *room) string {
	st := r.state()
	p := st.CurrentPlayer()
	if st.IsOver() || p < 0 || int(p) >= len(r.rec.Seats) {
		return ""
	}
	if r.rec.Seats[p].Kind != "computer" {
		return s.clockLevel(r, int(p)) // a person's turn the clock gives the computer (clock.go)
	}
	return r.rec.Seats[p].Level
}

func (s *Server) worker() {
	defer s.wg.Done()
	for {
		select {
		case <-s.ctx.Done():
			return
		case r := <-s.work:
			s.think(r)
		}
	}
}

// think plays one computer move in r, if this server holds its lease.
func (s *Server) think(r *room) {
	if !s.takeLease(r.code) {
		r.mu.Lock()
		r.busy = false // another server plays it; the sweep tries again
		r.mu.Unlock()
		return
	}
	hold, release := context.WithCancel(s.ctx)
	go s.renewLease(hold, r.code)
	defer release()
	r.mu.Lock()
	level, st, ply, seed := s.computerToMove(r), r.match.State(), r.match.Played(), r.rec.Seed
	r.mu.Unlock()
	mv := s.choose(level, st, ply, seed)
	r.mu.Lock()
	r.busy = false
	if mv != game.NoMove && s.computerToMove(r) == level && r.match.Played() == ply {
		if code, _ := s.move(r, int(st.CurrentPlayer()), ply, st.FormatMove(mv)); code != "" {
			s.log.Warn("the computer's move was refused", "room", r.code, "code", code)
		}
	}
	s.kick(r)
	done := s.computerToMove(r) == ""
	r.mu.Unlock()
	if done { // a person is to move, or the game is over
		release()
		s.dropLease(r.code)
	}
}

// choose thinks for the computer of level at st.
func (s *Server) choose(level string, st game.State, ply int, seed uint64) game.Move {
	var mv game.Move = game.NoMove
	if p, err := ai.New(level); err == nil {
		deadline := time.Now().Add(min(p.MoveTime, s.cfg.MoveTime))
		if p.MoveTime == 0 {
			deadline = time.Now().Add(s.cfg.MoveTime)
		}
		stop := func() bool { return time.Now().After(deadline) || s.ctx.Err() != nil }
		mv = ai.Think(p, st, ai.Mix(seed, uint64(ply)), stop).Move
	}
	return mv
}

// takeLease takes or renews the lease of room code's computers.
func (s *Server) takeLease(code string) bool {
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	ok, err := s.cfg.Store.TakeLease(ctx, code, s.id)
	if err != nil && s.ctx.Err() == nil {
		s.storeFailed("take the computers' lease", code, err)
	}
	return ok
}

// renewLease renews the lease of room code every LeaseTTL/3 until ctx
// ends: a long thought keeps it.
func (s *Server) renewLease(ctx context.Context, code string) {
	t := time.NewTicker(LeaseTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			s.takeLease(code)
		}
	}
}

func (s *Server) dropLease(code string) {
	ctx, cancel := context.WithTimeout(s.ctx, storeTimeout)
	defer cancel()
	if err := s.cfg.Store.DropLease(ctx, code, s.id); err != nil && s.ctx.Err() == nil {
		s.storeFailed("give up the computers' lease", code, err)
	}
}

// kickAll queues every room held here whose computer is to move and is
// not queued: the rooms whose lease another server held and dropped (or
// lost by going away), and those a full queue turned away.
func (s *Server) kickAll() {
	now := time.Now()
	for _, r := range s.held() {
		r.mu.Lock()
		s.kick(r)
		s.forget(r, now)
		r.mu.Unlock()
	}
}

// forget drops r from memory when nobody here is in it, no computer of
// it is thinking, and it has been quiet for ForgetAfter (r.mu held): the
// store keeps it, and the next lookup reads it again. Else every room
// ever played here would stay in memory. A request that found r before
// it was dropped finds r.gone and looks it up again.
func (s *Server) forget(r *room, now time.Time) {
	if len(r.conns) > 0 || r.busy || now.Sub(r.heard) < s.cfg.ForgetAfter {
		return
	}
	r.gone = true
	s.mu.Lock()
	if s.rooms[r.code] == r {
		delete(s.rooms, r.code)
	}
	s.mu.Unlock()
}

// validLevel reports whether level is a computer level.
func validLevel(level string) bool {
	_, err := ai.New(level)
	return err == nil
}
