package party_test

import (
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/engine/kaskade/party"
)

// BenchmarkRandomGame plays whole random games of four on 8x8: the
// playouts of the tree search.
func BenchmarkRandomGame(b *testing.B) {
	start, _ := party.New(kaskade.Size{Cols: 8, Rows: 8}, 4)
	r := game.SplitMix64{State: 1}
	var buf []game.Move
	moves := 0
	for b.Loop() {
		s := *start
		for !s.IsOver() {
			buf = s.LegalMoves(buf[:0])
			s.Apply(buf[r.Next()%uint64(len(buf))])
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkEvaluateSeats scores every seat of a middle game of four.
func BenchmarkEvaluateSeats(b *testing.B) {
	s, _ := party.New(kaskade.Size{Cols: 8, Rows: 8}, 4)
	r := game.SplitMix64{State: 3}
	for range 60 {
		l := s.LegalMoves(nil)
		s.Apply(l[r.Next()%uint64(len(l))])
	}
	out := make([]int, 4)
	for b.Loop() {
		s.EvaluateSeats(out)
	}
}
