package cascades

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
)

// mustParse reads a position line or fails the test.
func mustParse(t *testing.T, line string) *State {
	t.Helper()
	s, err := Parse(line)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return s
}

// play makes the moves, written in the notation, failing on a refusal.
func play(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: move %s: %v", s, text, err)
		}
		s.Apply(m)
	}
}

// randomGame plays random moves from the options' start, at most max.
func randomGame(rng *rand.Rand, options string, max int) *State {
	s, err := NewGame(options)
	if err != nil {
		panic(err)
	}
	var buf []game.Move
	for i := 0; i < max && !s.Over(); i++ {
		buf = s.LegalMoves(buf[:0])
		s.Apply(buf[rng.IntN(len(buf))])
	}
	return s
}

// refusal is the code of err's refusal, or "" without one.
func refusal(err error) string {
	if r, ok := game.RefusalOf(err); ok {
		return r.Code
	}
	return ""
}
