package cascades

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/ai"
)

// Cascades' Hard is the shared Hard without quiescence; Easy and Medium
// are the shared table's.
func TestLevels(t *testing.T) {
	s, _ := NewGame("8x8")
	hard, _ := ai.New("hard")
	c, ok := s.Level("hard")
	want := hard.Config
	want.Quiesce = false
	if !ok || c != want || !hard.Quiesce {
		t.Fatalf("hard: %+v %v, want %+v", c, ok, want)
	}
	for _, name := range []string{"easy", "medium", "random"} {
		if _, ok := s.Level(name); ok {
			t.Errorf("%s: a level of Cascades' own", name)
		}
	}
}

// Expert is the shared Expert without quiescence and with a depth whose
// horizon is a turn's end: the drops left in the turn under way, then
// whole turns of two.
func TestExpertEndsAtATurnsEnd(t *testing.T) {
	expert, _ := ai.New("expert")
	rng := rand.New(rand.NewPCG(15, 15))
	mid, start := 0, 0
	for range 300 {
		s := randomGame(rng, "8x8", rng.IntN(30))
		if s.Over() {
			continue
		}
		c, ok := s.Level("expert")
		if !ok {
			t.Fatal("expert: not a level of Cascades' own")
		}
		left := 2 - s.Drops()
		if s.FirstTurn() {
			left = 1
		}
		if left == 1 {
			mid++
		} else {
			start++
		}
		if c.Depth < 8 || c.Depth > expertDepth || (c.Depth-left)%2 != 0 {
			t.Fatalf("%s: depth %d with %d drops left in the turn", s, c.Depth, left)
		}
		want := expert.Config
		want.Quiesce, want.Depth = false, c.Depth
		if c != want {
			t.Fatalf("%s: %+v, want %+v", s, c, want)
		}
	}
	if mid == 0 || start == 0 {
		t.Fatalf("%d positions with one drop left, %d with two: want both", mid, start)
	}
}
