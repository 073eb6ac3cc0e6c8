package kaleidoskop

import (
	"math/rand/v2"
	"slices"
	"testing"

	"kaskade/engine/game"
)

// CanComplete is exactly the complete moves among the legal moves, in
// every step of random games; and it leaves out a mission that is on the
// board while the step forbids completing it (before the crystal is
// placed), which Completable lists.
func TestCanCompleteAgreesWithLegalMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	onBoardTooEarly, some := 0, 0
	for g := range 12 {
		s, err := New(Options{Players: 3 + g%4, Length: Short, Deal: uint64(g + 1)})
		if err != nil {
			t.Fatal(err)
		}
		var buf []game.Move
		for n := 0; !s.IsOver() && n < 4000; n++ {
			buf = s.LegalMoves(buf[:0])
			var want []game.Move
			for _, m := range buf {
				if k, _ := decode(m); k == kComplete {
					want = append(want, m)
				}
			}
			var got []game.Move
			for _, cm := range s.CanComplete() {
				got = append(got, CompleteMove(cm.Card, cm.Mission))
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("CanComplete %v, the legal complete moves %v in %s", got, want, s)
			}
			some += len(got)
			if s.Phase() == PhasePlace && len(s.Completable(s.Current())) > 0 {
				onBoardTooEarly++
			}
			s.Apply(buf[rng.IntN(len(buf))])
		}
	}
	if some == 0 || onBoardTooEarly == 0 {
		t.Fatalf("the games met %d completable missions and %d on the board before the place: the test means both", some, onBoardTooEarly)
	}
}
