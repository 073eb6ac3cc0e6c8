package toygame

import (
	"testing"

	"kaskade/engine/game"
)

// play applies the moves written in the notation, failing on a refusal.
func play(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for _, w := range moves {
		m, err := s.ParseMove(w)
		if err != nil {
			t.Fatalf("%s: move %s: %v", s, w, err)
		}
		s.Apply(m)
	}
}

func TestAGame(t *testing.T) {
	s := New()
	if s.CurrentPlayer() != game.Chance {
		t.Fatalf("start: %v to move, want chance", s.CurrentPlayer())
	}
	play(t, s, "3", "5", "1")
	if got := s.String(); got != "h=3,5,1 d=-,-,- s=0,0,0 to=0 round=0" {
		t.Fatalf("after the deal: %s", got)
	}
	play(t, s, "raise")
	if s.TurnDone() || s.CurrentPlayer() != 0 {
		t.Fatalf("after a raise seat 0 moves again: %s", s)
	}
	if _, err := s.ParseMove("swap"); err == nil {
		t.Fatal("swap after a raise accepted")
	}
	play(t, s, "bid", "swap")
	if s.CurrentPlayer() != game.Chance {
		t.Fatalf("after a swap chance deals: %s", s)
	}
	if r, _ := game.RefusalOf(s.Check(5)); r == nil || r.Code != CodeCardGone {
		t.Fatalf("dealing a card in a hand: %v", s.Check(5))
	}
	play(t, s, "6", "pass", "bid", "bid", "pass")
	if !s.IsOver() {
		t.Fatalf("two rounds played, not over: %s", s)
	}
	// Seat 1 swapped 5 for 6 and takes seat 0's three chips; seat 2 never bid.
	want := [Players]float64{-3, 3, 0}
	for p, w := range want {
		if got := s.Score(game.Player(p)); got != w {
			t.Errorf("score of seat %d = %v, want %v", p, got, w)
		}
	}
	if r := s.Result(1); r != 3.0/8 {
		t.Errorf("result of the winner = %v, want 3/8", r)
	}
}

func TestViewHidesOthers(t *testing.T) {
	s := New()
	play(t, s, "3", "5", "1")
	if got := s.ViewFor(1).String(); got != "h=?,5,? d=-,-,- s=0,0,0 to=0 round=0" {
		t.Errorf("seat 1's view: %s", got)
	}
	r := &game.SplitMix64{State: 7}
	for range 20 {
		x := s.Resample(1, r).(*State)
		if x.hand[1] != 5 || x.hand[0] == x.hand[2] || x.hand[0] == 5 || x.hand[2] == 5 {
			t.Fatalf("resampled for seat 1: %s", x)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, line := range []string{
		"",
		"h=3,3,1 d=-,-,- s=0,0,0 to=0 round=0",
		"h=3,5,1 d=-,-,- s=0,9,0 to=0 round=0",
		"h=-,5,1 d=-,-,- s=0,0,0 to=0 round=0",
		"h=3,5,1 d=-,-,- s=0,0,0 to=0 round=0 deal=1",
		"h=3,5,1 d=-,-,- s=0,0,0 to=0 round=0 x=1",
	} {
		if _, err := Parse(line); err == nil {
			t.Errorf("Parse(%q) accepted", line)
		}
	}
}
