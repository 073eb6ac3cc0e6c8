package cascades

import (
	"math/rand/v2"
	"slices"
	"testing"

	"kaskade/engine/game"
)

// perft counts the move sequences of exactly depth moves (drops and end)
// from s; a sequence that ends the game counts only at its own length.
func perft(s *State, depth int) int64 {
	if s.Over() {
		return 0
	}
	var buf [MaxCells + 1]game.Move
	moves := s.LegalMoves(buf[:0])
	if depth == 1 {
		return int64(len(moves))
	}
	var n int64
	for _, m := range moves {
		c := *s
		c.Apply(m)
		n += perft(&c, depth-1)
	}
	return n
}

// startPerft are the counts from the start, computed by this
// implementation and checked against the plain generator below.
var startPerft = map[string][]int64{
	"4x2":      {4, 17, 59, 157, 313},
	"4x3":      {4, 17, 93, 457, 2052},
	"8x8":      {8, 65, 601, 5225, 47376},
	"6x5,free": {34, 1156, 38184},
}

// TestPerftByHand checks the counts' first plies by hand: Black has the
// eight cells b2..b9 below its four top stones; White then has b1..b8
// less Black's stone, and end (so 7+1 after b2..b8, 8+1 after b9).
func TestPerftByHand(t *testing.T) {
	if got := startPerft["8x8"][:2]; got[0] != 8 || got[1] != 7*8+9 {
		t.Fatalf("8x8 counts %v", got)
	}
}

// refPerft is perft over legalByRule.
func refPerft(s *State, depth int) int64 {
	if s.Over() {
		return 0
	}
	moves := legalByRule(s)
	if depth == 1 {
		return int64(len(moves))
	}
	var n int64
	for _, m := range moves {
		c := *s
		c.Apply(m)
		n += refPerft(&c, depth-1)
	}
	return n
}

func TestPerft(t *testing.T) {
	for opts, want := range startPerft {
		s, _ := NewGame(opts)
		for d := 1; d <= len(want); d++ {
			if got := perft(s, d); got != want[d-1] {
				t.Errorf("%s: perft %d = %d, want %d", opts, d, got, want[d-1])
			}
		}
		if got := refPerft(s, len(want)); got != want[len(want)-1] {
			t.Errorf("%s: reference perft %d = %d", opts, len(want), got)
		}
	}
}

// legalByRule lists the legal moves cell by cell, straight from the rules
// page's sentences: the reference for LegalMoves.
func legalByRule(s *State) []game.Move {
	if s.Over() {
		return nil
	}
	z := s.Size()
	var out []game.Move
	for c := Cell(0); int(c) < z.Cells(); c++ {
		if s.At(c) != NoSide {
			continue
		}
		ok := s.Options().Free
		for _, a := range z.Above(c) {
			ok = ok || s.At(a) == s.ToMove()
		}
		if ok {
			out = append(out, game.Move(c))
		}
	}
	if !(s.Turns() == 0 && len(out) > 0) {
		out = append(out, End)
	}
	return out
}

func TestLegalMovesByRule(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for g := range 300 {
		s := randomGame(rng, allOptions[g%len(allOptions)], rng.IntN(200))
		got, want := s.LegalMoves(nil), legalByRule(s)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: moves %v, by the rules %v", s, got, want)
		}
		for _, m := range []game.Move{-1, End + 1, game.Move(s.Size().Cells())} {
			if s.Check(m) == nil {
				t.Fatalf("%s: move %d accepted", s, m)
			}
		}
		for m := game.Move(0); m < game.Move(s.Size().Cells()); m++ {
			if (s.Check(m) == nil) != slices.Contains(want, m) {
				t.Fatalf("%s: Check(%s) = %v", s, s.FormatMove(m), s.Check(m))
			}
		}
	}
}

func BenchmarkPerft8x8(b *testing.B) {
	s, _ := NewGame("8x8")
	var n int64
	for b.Loop() {
		n = perft(s, 4)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
}
