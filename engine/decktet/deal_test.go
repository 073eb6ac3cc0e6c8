package decktet

import (
	"slices"
	"testing"

	"kaskade/engine/game"
)

// The generator is splitmix64; its first outputs from state 0 are the
// published reference values.
func TestGeneratorIsSplitmix64(t *testing.T) {
	r := rng{}
	for _, want := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f} {
		if got := r.next(); got != want {
			t.Fatalf("next() = %#x, want %#x", got, want)
		}
	}
}

// Pinned deals: if these change, every shared deal number changes.
func TestDealsArePinned(t *testing.T) {
	for _, tc := range []struct{ options, first string }{
		{"deal=1", "A-Wyrms,9-Pact,9-Merchant,5-Soldier,A-Waves,3-Savage"},
		{"deal=2", "4-Battle,5-Soldier,4-Mountain,A-Suns,5-Discovery,3-Savage"},
		{"deal=17,extended", "K-Huntress,A-Knots,9-Merchant,7-ChanceMeeting,8-Betrayal,K-Windfall"},
		{"deal=5,ace", "A-Wyrms,K-Windfall,K-Bard,7-Castle,A-Moons,6-Lunatic"},
	} {
		o, err := ParseOptions(tc.options)
		if err != nil {
			t.Fatal(err)
		}
		d := o.deck()
		shuffle(d, o.Deal)
		if got := cardList(d[:6]); got != tc.first {
			t.Errorf("%s: first cards %s, want %s", tc.options, got, tc.first)
		}
	}
	s := mustNew(t, "deal=1")
	if got := cardList(s.Stock()[:4]); got != "A-Knots,A-Moons,K-Windfall,K-Bard" {
		t.Errorf("deal 1 stock starts %s", got)
	}
	if got := cardList(s.Pile(Top)); got != "A-Wyrms,9-Pact,9-Merchant" {
		t.Errorf("deal 1 pile 1 is %s", got)
	}
	a := mustNew(t, "deal=5,ace")
	if got := cardList(a.Tier(Top)) + "/" + cardList(a.Tier(Middle)) + "/" + cardList(a.Tier(Bottom)); got != "A-Wyrms,A-Moons/A-Knots,A-Suns/A-Waves,A-Leaves" {
		t.Errorf("deal 5 ace tiers %s", got)
	}
}

func TestDealHoldsEveryCardOnce(t *testing.T) {
	for _, text := range []string{"deal=3", "deal=3,extended", "deal=3,ace", "deal=3,extended,ace"} {
		s := mustNew(t, text)
		all := append(append(append(s.Stock(), s.Pile(0)...), s.Pile(1)...), s.Pile(2)...)
		for t := 0; t < 3; t++ {
			all = append(all, s.Tier(t)...)
		}
		want := s.Options().deck()
		slices.Sort(all)
		if !slices.Equal(all, want) {
			t.Errorf("%s: cards %v, want %v", text, all, want)
		}
	}
	if a, b := mustNew(t, "deal=9"), mustNew(t, "deal=9"); *a != *b {
		t.Error("the same deal number dealt twice differs")
	}
	if a, b := mustNew(t, "deal=9"), mustNew(t, "deal=10"); slices.Equal(a.Stock(), b.Stock()) {
		t.Error("deals 9 and 10 are the same")
	}
}

func TestBelowIsInRange(t *testing.T) {
	r := rng{game.SplitMix64{State: 42}}
	seen := [7]int{}
	for range 7000 {
		seen[r.below(7)]++
	}
	for v, n := range seen {
		if n < 800 || n > 1200 {
			t.Errorf("value %d drawn %d times of 7000", v, n)
		}
	}
}

func mustNew(t testing.TB, options string) *State {
	t.Helper()
	o, err := ParseOptions(options)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
