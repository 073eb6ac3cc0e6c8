package kaleidoskop

import (
	"math"
	"testing"
)

// A study's tallies agree with each other: the crystals earned are the
// completed cards' rewards, no card is completed more often than dealt,
// and the wins and the games without a winner add up to the games.
func TestStudyGameCounts(t *testing.T) {
	total := NewStudy(4)
	for g := range 3 {
		opt := DefaultOptions
		opt.Players, opt.Deal = 4, uint64(40+g)
		one, err := StudyGame(opt, aiPlayer(t, "greedy"), uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		total.Add(one)
	}
	earned, completed := 0, 0
	for c := range Card(NumCards) {
		earned += total.Completed[c] * c.Reward()
		completed += total.Completed[c]
		if total.Completed[c] > total.Dealt[c] {
			t.Errorf("%s completed %d times, dealt %d", c, total.Completed[c], total.Dealt[c])
		}
	}
	if earned != total.Earned || completed == 0 {
		t.Errorf("earned %d, the completed cards' rewards %d (%d cards)", total.Earned, earned, completed)
	}
	wins := 0.0
	for _, w := range total.WinsByOrder {
		wins += w
	}
	if total.Games != 3 || len(total.Rounds) != 3 || math.Abs(wins+float64(total.NoWinner)-3) > 1e-9 {
		t.Errorf("games %d, rounds %v, wins %.2f + %d without a winner", total.Games, total.Rounds, wins, total.NoWinner)
	}
	if total.Places+total.Exchanges < sum(total.Turns) {
		t.Errorf("%d crystals placed or exchanged in %d turns", total.Places+total.Exchanges, sum(total.Turns))
	}
}

func TestWilson(t *testing.T) {
	lo, hi := Wilson(0.5, 100)
	if math.Abs(lo-0.4038) > 1e-3 || math.Abs(hi-0.5962) > 1e-3 {
		t.Errorf("Wilson(0.5, 100) = %.4f–%.4f, want 0.4038–0.5962", lo, hi)
	}
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

// A trial of changed rewards changes what the blind evaluation expects of
// a hidden card, and a bad reward changes nothing.
func TestSetRewardMovesTheDeckMean(t *testing.T) {
	c, err := ParseCard("B01")
	if err != nil {
		t.Fatal(err)
	}
	old := c.Reward()
	before := meanReward()[BlueDeck]
	defer SetReward(c, old)
	const raise = 10 // crystals: the mean of the blue deck's 20 rises by half a crystal
	if err := SetReward(c, old+raise); err != nil {
		t.Fatal(err)
	}
	if got, want := meanReward()[BlueDeck], before+crystalValue*raise/BlueCards; got != want {
		t.Errorf("blue mean %d after raising B01 by %d crystals, want %d", got, raise, want)
	}
	if err := SetReward(c, 99); err == nil {
		t.Error("a reward of 99 was taken")
	}
	if got := c.Reward(); got != old+raise {
		t.Errorf("B01's reward %d after a refused change, want %d", got, old+raise)
	}
}
