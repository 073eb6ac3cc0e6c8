package decktet

import (
	"strings"
	"testing"
)

// setup builds a hand-made position: lists are card lists as in the
// position line ("-" or "" for none). Only the cards named are in play; the
// rest of the deck is simply absent, which the rules do not look at.
func setup(t *testing.T, options string, tiers [3]string, waste, stock string, piles [3]string, pass int) *State {
	t.Helper()
	o, err := ParseOptions(options)
	if err != nil {
		t.Fatal(err)
	}
	s := &State{opt: o}
	var seen uint64
	list := func(text string) []Card {
		if text == "" {
			text = "-"
		}
		cs, err := parseList("x:"+text, "x", &seen, o)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	lists := [][]Card{list(tiers[0]), list(tiers[1]), list(tiers[2]), list(waste), list(stock), list(piles[0]), list(piles[1]), list(piles[2])}
	if err := s.setTiers(lists); err != nil {
		t.Fatal(err)
	}
	s.setTalon(lists)
	if err := s.setPiles(lists); err != nil {
		t.Fatal(err)
	}
	s.left = s.talonLen + s.pileLen[0] + s.pileLen[1] + s.pileLen[2]
	s.recycles = uint8(pass - 1)
	return s
}

func card(t *testing.T, s string) Card {
	t.Helper()
	c, err := ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// play makes m and checks the tier the card joined.
func play(t *testing.T, s *State, m Move, wantTier int) {
	t.Helper()
	st, err := s.Play(m)
	if err != nil {
		t.Fatalf("%s: %v", m, err)
	}
	if st.Tier != wantTier {
		t.Fatalf("%s: %s went to tier %d, want %d", m, st.Card, st.Tier, wantTier)
	}
}

func refused(t *testing.T, s *State, m Move, want string) {
	t.Helper()
	before := *s
	_, err := s.Play(m)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("%s: error %v, want one containing %q", m, err, want)
	}
	if *s != before {
		t.Fatalf("%s: a refused move changed the position", m)
	}
}

func TestOpeningTurnsThreeAndPlaysTheTopCard(t *testing.T) {
	s := mustNew(t, "deal=1")
	if got := s.LegalMoves(nil); len(got) != 1 || got[0] != Turn {
		t.Fatalf("first moves %v, want only turn", got)
	}
	play(t, s, Turn, -1)
	if got := cardList(s.Waste()); got != "A-Knots,A-Moons,K-Windfall" {
		t.Fatalf("waste %s after the first turn", got)
	}
	refused(t, s, Turn, "starts by playing the waste's top card")
	play(t, s, Waste, Top)
	if got := cardList(s.Tier(Top)); got != "K-Windfall" {
		t.Fatalf("top tier %s", got)
	}
	// A-Moons is now in play; it shares no suit with K-Windfall (Knots)
	// and is the first Ace, so it must go to the top tier: refused.
	refused(t, s, Waste, "shares no suit with K-Windfall")
}

func TestNumeralsGoTopMiddleBottomOnce(t *testing.T) {
	s := setup(t, "", [3]string{"2-Author"}, "2-Origin,2-Desert", "", [3]string{}, 1)
	if err := s.CheckTier(card(t, "2-Desert"), Top); err == nil || !strings.Contains(err.Error(), "goes to the middle tier") {
		t.Fatalf("second 2 on the top tier: %v", err)
	}
	play(t, s, Waste, Middle) // any card starts the empty middle tier
	play(t, s, Waste, Bottom)
	// a 3 can never start the middle tier before the top has one
	s = setup(t, "", [3]string{"2-Author"}, "3-Journey", "", [3]string{}, 1)
	if err := s.CheckTier(card(t, "3-Journey"), Middle); err == nil || !strings.Contains(err.Error(), "goes to the top tier") {
		t.Fatalf("3 on the middle tier: %v", err)
	}
	play(t, s, Waste, Top) // Journey shares Moons with Author
}

func TestSuitsMustMatchTheTierEnd(t *testing.T) {
	s := setup(t, "", [3]string{"2-Author"}, "3-Savage", "", [3]string{}, 1)
	refused(t, s, Waste, "3-Savage shares no suit with 2-Author at the end of the top tier")
}

// Aces and Crowns cycle top, middle, bottom, top, middle, bottom.
func TestAcesAndCrownsCycle(t *testing.T) {
	for _, r := range []Rank{Ace, Crown} {
		s := setup(t, "", [3]string{}, "", "", [3]string{}, 1)
		for i, want := range []int{Top, Middle, Bottom, Top, Middle, Bottom} {
			if got := s.nextTier(r); got != want {
				t.Fatalf("%s number %d goes to tier %d, want %d", r, i+1, got, want)
			}
			s.count[r]++
		}
	}
	// Played for real: Moons-sharing ends take the Crown of Moons where
	// the cycle sends it; a second top Crown waits for the bottom's.
	s := setup(t, "", [3]string{"K-Sea", "K-Bard", "-"}, "K-Huntress", "", [3]string{}, 1)
	if err := s.CheckTier(card(t, "K-Huntress"), Top); err == nil || !strings.Contains(err.Error(), "goes to the bottom tier") {
		t.Fatalf("second Crown on top before the bottom has one: %v", err)
	}
	play(t, s, Waste, Bottom)
}

// Pawns and Courts: top, middle, bottom, then the second top.
func TestPawnsAndCourtsTakeTwoTopOneElsewhere(t *testing.T) {
	for _, r := range []Rank{Pawn, Court} {
		s := setup(t, "extended", [3]string{}, "", "", [3]string{}, 1)
		for i, want := range []int{Top, Middle, Bottom, Top} {
			if got := s.nextTier(r); got != want {
				t.Fatalf("%s number %d goes to tier %d, want %d", r, i+1, got, want)
			}
			s.count[r]++
		}
	}
	s := setup(t, "extended", [3]string{"P-Watchman", "P-Harvest"}, "P-Borderland,P-LightKeeper", "", [3]string{}, 1)
	if err := s.CheckTier(card(t, "P-LightKeeper"), Top); err == nil || !strings.Contains(err.Error(), "goes to the bottom tier") {
		t.Fatalf("second Pawn on top before the bottom has one: %v", err)
	}
	play(t, s, Waste, Bottom)
	play(t, s, Waste, Top) // Borderland shares Wyrms with Watchman
}

// Three passes: each recycle opens the next pile; the third leaves the
// waste in play and no stock; then the game ends when nothing fits.
func TestThreePassesOpenThePiles(t *testing.T) {
	s := setup(t, "", [3]string{"2-Author"}, "9-Darkness", "", [3]string{"3-Journey", "4-Sailor", "5-Forest"}, 1)
	refused(t, s, R1, "reserve pile 1 opens after pass 1")
	refused(t, s, Turn, "the stock is empty")
	play(t, s, Recycle, -1)
	if !s.PileOpen(0) || s.PileOpen(1) || len(s.Stock()) != 1 || len(s.Waste()) != 0 {
		t.Fatalf("after pass 1: %s", s)
	}
	refused(t, s, Recycle, "the stock is not empty")
	play(t, s, R1, Top) // Journey on Author (Moons)
	play(t, s, Turn, -1)
	play(t, s, Recycle, -1)
	if !s.PileOpen(1) || s.PileOpen(2) {
		t.Fatalf("after pass 2: %s", s)
	}
	play(t, s, Turn, -1)
	st, err := s.Play(Recycle)
	if err != nil || st.Opened != Bottom || st.TurnOver {
		t.Fatalf("third recycle: %+v, %v", st, err)
	}
	if got := cardList(s.Waste()); got != "9-Darkness" || len(s.Stock()) != 0 {
		t.Fatalf("after the third pass the waste is %s", got)
	}
	refused(t, s, Recycle, "no pass is left")
	play(t, s, Waste, Top) // Darkness on Journey (Waves)
	play(t, s, R2, Top)    // Sailor on Darkness (Waves)
	play(t, s, R3, Top)    // Forest on Sailor (Leaves)
	if !s.Won() || !s.Over() {
		t.Fatalf("every card placed but not won: %s", s)
	}
}

func TestLostWhenNothingFitsAndNoPassIsLeft(t *testing.T) {
	s := setup(t, "", [3]string{"2-Author"}, "3-Savage", "", [3]string{"-", "-", "-"}, 4)
	if !s.Over() || s.Won() || s.resultText() != "lost" {
		t.Fatalf("stuck position not lost: %s", s)
	}
	refused(t, s, Waste, "the game is over")
}

// Unlimited passes: a pass that placed no card cannot be followed by
// another once every pile is open.
func TestUnlimitedPassesEndWhenAPassPlacesNothing(t *testing.T) {
	s := setup(t, "passes=unlimited", [3]string{"2-Author"}, "3-Savage", "", [3]string{"5-Forest", "-", "-"}, 4)
	play(t, s, Recycle, -1)
	play(t, s, Turn, -1)
	if !s.idle {
		t.Fatal("no card placed, but not idle")
	}
	// Forest (Moons, Leaves) still fits after Author (Moons)
	refused(t, s, Recycle, "no card was placed during this pass")
	play(t, s, R1, Top)
	play(t, s, Recycle, -1) // a card was placed: the next pass may come
	play(t, s, Turn, -1)
	// Savage (Leaves, Wyrms) fits Forest, so play on; then stuck
	s = setup(t, "passes=unlimited", [3]string{"2-Author"}, "3-Savage", "", [3]string{"-", "-", "-"}, 9)
	s.idle = true
	if !s.Over() || s.Won() {
		t.Fatalf("idle pass and nothing fits: not lost: %s", s)
	}
}

func TestAceVariant(t *testing.T) {
	s := mustNew(t, "deal=5,ace")
	if s.Options().Unlimited != true || len(s.Stock()) != 30 {
		t.Fatalf("ace variant: %s", s)
	}
	refused(t, s, R1, "no reserve piles")
	play(t, s, Turn, -1) // no forced opening: K-Windfall, K-Bard, 7-Castle
	// Castle (Suns, Knots) is the first 7: top tier, Aces Wyrms and Moons.
	refused(t, s, Waste, "7-Castle shares no suit with the Aces of the top tier (A-Wyrms, A-Moons)")
	h := setup(t, "ace", [3]string{"A-Wyrms,A-Moons,2-Author", "A-Knots,A-Suns", "A-Waves,A-Leaves"}, "2-Origin,3-Savage", "", [3]string{}, 1)
	// Savage (Leaves, Wyrms) follows Author (Moons, Knots): no shared suit
	// with the end, but Wyrms matches the top tier's Ace.
	play(t, h, Waste, Top)
	refused(t, h, Waste, "2-Origin shares no suit with the Aces of the middle tier")
	if _, err := ParseOptions("ace,passes=3"); err == nil {
		t.Error("ace with passes=3 accepted")
	}
}
