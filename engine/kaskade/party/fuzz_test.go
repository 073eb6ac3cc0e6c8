package party_test

import (
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/engine/kaskade/party"
)

// Whatever the line, Parse never panics, and what it accepts it writes
// back unchanged and plays on without panicking.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"3x3 4p 1a1b./1c../..1d a 4 - *",
		"3x3 3p .2a./2a../... - 4 b4,c4 a",
		"6x6 8p ....../....../....../....../....../...... a 0 - *",
		"3x3 2p 1a.1b/.../... a 2 - *",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		s, err := party.Parse(line)
		if err != nil {
			return
		}
		if s.String() != line {
			t.Fatalf("Parse(%q).String() = %q", line, s.String())
		}
		if legal := s.LegalMoves(nil); len(legal) > 0 {
			s.Apply(legal[len(legal)/2])
			if _, err := party.Parse(s.String()); err != nil {
				t.Fatalf("after a move from %q: %q does not read back: %v", line, s, err)
			}
		}
	})
}

// Long random games of eight players on boards of every shape end with
// one player left, every other out, and the balls equal to the moves.
func TestRandomGamesEnd(t *testing.T) {
	for seed := range uint64(40) {
		r := game.SplitMix64{State: seed}
		z := kaskade.Size{Cols: 3 + int(r.Next()%8), Rows: 3 + int(r.Next()%8)}
		n := party.MinPlayers + int(r.Next()%7)
		s, _ := party.New(z, n)
		var buf []game.Move
		for moves := 0; !s.IsOver(); moves++ {
			if moves > 20*z.MaxMoves() {
				t.Fatalf("seed %d: %d players on %s: no end after %d moves: %s", seed, n, z, moves, s)
			}
			buf = s.LegalMoves(buf[:0])
			s.Apply(buf[r.Next()%uint64(len(buf))])
		}
		w, out := s.Winner(), 0
		for p := range game.Player(n) {
			if !s.In(p) {
				out++
			}
		}
		if w < 0 || out != n-1 || s.Cells(w) == 0 {
			t.Errorf("seed %d: winner %d, %d of %d out: %s", seed, w, out, n, s)
		}
	}
}
