package server

import (
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

// kick queues r when a computer is to move (r.mu held).
func (s *Server) kick(r *room) {
	if r.busy || !r.rec.Started || s.computerToMove(r) == "" {
		return
	}
	select {
	case s.work <- r:
		r.busy = true
	default: // the queue is full: the next change of the room tries again
		s.cfg.Log.Printf("room %s: the computers' queue is full", r.code)
	}
}

// computerToMove is the level of the computer to move in r, "" when none.
func (s *Server) computerToMove(r *room) string {
	st := r.match.State()
	p := st.CurrentPlayer()
	if st.IsOver() || p < 0 || int(p) >= len(r.rec.Seats) || r.rec.Seats[p].Kind != "computer" {
		return ""
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

// think plays one computer move in r.
func (s *Server) think(r *room) {
	r.mu.Lock()
	level, st, ply, seed := s.computerToMove(r), r.match.State(), r.match.Played(), r.rec.Seed
	r.mu.Unlock()
	var mv game.Move = game.NoMove
	if p, err := ai.New(level); err == nil {
		deadline := time.Now().Add(min(p.MoveTime, s.cfg.MoveTime))
		if p.MoveTime == 0 {
			deadline = time.Now().Add(s.cfg.MoveTime)
		}
		stop := func() bool { return time.Now().After(deadline) || s.ctx.Err() != nil }
		mv = ai.Think(p, st, ai.Mix(seed, uint64(ply)), stop).Move
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.busy = false
	if mv != game.NoMove && s.computerToMove(r) == level && r.match.Played() == ply {
		if code, args := s.move(r, int(st.CurrentPlayer()), ply, st.FormatMove(mv)); code != "" {
			s.cfg.Log.Printf("room %s: the computer's move %s was refused: %s %v", r.code, st.FormatMove(mv), code, args)
		}
	}
	s.kick(r)
}

// validLevel reports whether level is a computer level.
func validLevel(level string) bool {
	_, err := ai.New(level)
	return err == nil
}
