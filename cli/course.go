package cli

import (
	"fmt"
	"os"
	"path/filepath"

	"kaskade/engine/ai"
	"kaskade/engine/files"
	"kaskade/engine/game"
	"kaskade/engine/match"
)

// A match's game is played on a course: a bare state (the usual: ai.PlayOut
// draws the chance steps), or, with -records DIR, a match.Match, whose
// chance steps come from its seed as when a record is read, so that the
// record written of the game replays (`replay -record`). Without chance
// both give the same games; with chance (Kaleidoskop) -records plays the
// match's deals instead of PlayOut's.
type course interface {
	State() game.State // the position; a match's at a player's turn
	Apply(mv game.Move) error
}

// bare is a course on a state.
type bare struct{ st game.State }

func (b *bare) State() game.State        { return b.st }
func (b *bare) Apply(mv game.Move) error { b.st.Apply(mv); return nil }

// recorded is a course through a match.
type recorded struct{ *match.Match }

func (r recorded) Apply(mv game.Move) error { return r.PlayMove(mv) }

// newCourse starts a game of the match's options on the course -records
// asks for.
func (m matchSpec) newCourse() (course, error) {
	if m.records == "" {
		st, err := m.game.New(m.options)
		return &bare{st}, err
	}
	mt, err := match.New(m.game, m.options)
	return recorded{mt}, err
}

// playOut plays the game on c to its end with players by seat, as
// ai.PlayOut does, and returns the plies played.
func playOut(c course, players []*ai.Player, seed uint64) (int, error) {
	r, ok := c.(recorded)
	if !ok {
		return ai.PlayOut(c.State(), players, seed, deadline), nil
	}
	from := r.Cursor()
	for st := r.State(); !st.IsOver(); st = r.State() {
		cur := st.CurrentPlayer()
		if cur < 0 || int(cur) >= len(players) {
			break
		}
		p := players[cur]
		t := ai.Think(p, st, ai.Mix(seed, uint64(r.Cursor()-from)), deadline(p))
		if t.Move == game.NoMove {
			break
		}
		if err := r.PlayMove(t.Move); err != nil {
			return 0, err
		}
	}
	return r.Cursor() - from, nil
}

// writeRecord writes game i (from 0) of a match played on c, with the
// seats' keys, into dir as game-NNNN.txt, if c is a recorded course.
func writeRecord(dir string, i int, c course, seats []string) error {
	r, ok := c.(recorded)
	if !ok {
		return nil
	}
	r.Players = seats
	path := filepath.Join(dir, fmt.Sprintf("game-%04d.txt", i+1))
	if err := files.WriteFile(path, match.Encode(r.Match), 0o644); err != nil {
		return fmt.Errorf("-records: %w", err)
	}
	return nil
}

// recordsDir checks that -records names a folder, making it if it is not
// there.
func recordsDir(dir string) error {
	if dir == "" {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("-records: %w", err)
	}
	return nil
}
