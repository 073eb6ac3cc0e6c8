package decktet

import "fmt"

// Tiers, top to bottom.
const (
	Top    = 0
	Middle = 1
	Bottom = 2
)

var tierNames = [3]string{"top", "middle", "bottom"}

// maxTier is the most cards a tier can hold: one of each numeral, two Aces,
// two Crowns, two Pawns and two Courts.
const maxTier = 8 + 2*4

// State is a position of Cascades: the whole deal, hidden cards included
// (see the package doc for what a player may see). The zero value is not a
// game; call New or Parse. Copying a State gives an independent position.
type State struct {
	opt     Options
	tier    [3][maxTier]Card
	tierLen [3]uint8
	// The talon is the stock and the waste together: the cards not yet
	// played from them, always in the order they were dealt, because a
	// turn moves cards from the stock's top to the waste's top and a
	// recycle turns the whole waste back over. talon[:ptr] is the waste
	// (its top is talon[ptr-1]), talon[ptr:] the stock (its top talon[ptr]).
	talon    [maxCards]Card
	talonLen uint8
	ptr      uint8
	pile     [3][3]Card // reserve piles, bottom card first
	pileLen  [3]uint8
	recycles uint8 // recycles done; pile p is open once recycles > p
	idle     bool  // no card placed since the pass began (unlimited passes)
	count    [numRanks]uint8
	left     uint8  // cards not yet in the tiers
	placed   uint64 // 1<<card for each card in the tiers
}

// Options are the game's options.
func (s *State) Options() Options { return s.opt }

// Tier lists tier t's cards, left to right.
func (s *State) Tier(t int) []Card { return append([]Card(nil), s.tier[t][:s.tierLen[t]]...) }

// Waste lists the waste, bottom first: its last card is the one in play.
func (s *State) Waste() []Card { return append([]Card(nil), s.talon[:s.ptr]...) }

// Stock lists the stock, top first (hidden from the player).
func (s *State) Stock() []Card { return append([]Card(nil), s.talon[s.ptr:s.talonLen]...) }

// Pile lists reserve pile p (0 top, 1 middle, 2 bottom), bottom first;
// only the top card of an open pile is face up.
func (s *State) Pile(p int) []Card { return append([]Card(nil), s.pile[p][:s.pileLen[p]]...) }

// PileOpen reports whether reserve pile p has been opened.
func (s *State) PileOpen(p int) bool { return s.pileLen[p] > 0 && int(s.recycles) > p }

// Pass is the pass through the deck, from 1. In the three-pass game, pass
// 4 is the end after the third pass: no stock, the bottom pile open.
func (s *State) Pass() int { return int(s.recycles) + 1 }

// Left is the number of cards not yet in the tiers.
func (s *State) Left() int { return int(s.left) }

// Won reports whether every card is in the tiers.
func (s *State) Won() bool { return s.left == 0 }

// Over reports whether the game has ended, won or lost.
func (s *State) Over() bool { return s.left == 0 || !s.canMove() }

// ---- The rank rules, all in one place. ----
//
// The rules page gives, for each rank, which tier its next card may join.
// They leave exactly one tier for the next card of a rank, decided by how
// many cards of that rank the tiers already hold:
//   - 2 to 9 (three of each): top, middle, bottom.
//   - Aces and Crowns (six of each, at most two per tier, a lower tier only
//     when the tier above has more, a second in the top tier only after
//     every tier has one): top, middle, bottom, top, middle, bottom.
//   - Pawns and Courts (four of each: two in the top tier, one in each
//     other, the second in the top tier only after the bottom has one; and,
//     as for every rank, a lower tier only when the tier above has it):
//     top, middle, bottom, top.
var (
	numeralOrder = []int8{Top, Middle, Bottom}
	sixOrder     = []int8{Top, Middle, Bottom, Top, Middle, Bottom}
	fourOrder    = []int8{Top, Middle, Bottom, Top}
)

// tierOrder lists the tiers that the cards of rank r join, in turn.
func tierOrder(r Rank) []int8 {
	switch r {
	case Ace, Crown:
		return sixOrder
	case Pawn, Court:
		return fourOrder
	}
	return numeralOrder
}

// nextTier is the tier the next card of rank r goes to.
func (s *State) nextTier(r Rank) int { return int(tierOrder(r)[s.count[r]]) }

// anySuit is the mask an empty tier matches: every card.
const anySuit Suit = 0x3f

// tierSuits is the mask of suits a card must share to join tier t: the
// suits of the card at its right end (any card for an empty tier), or in
// the Ace variant those of the tier's two Aces.
func (s *State) tierSuits(t int) Suit {
	n := s.tierLen[t]
	switch {
	case s.opt.Ace:
		return s.tier[t][0].Suits() | s.tier[t][1].Suits()
	case n == 0:
		return anySuit
	}
	return s.tier[t][n-1].Suits()
}

// fits reports the tier card c goes to and whether it may join it now.
func (s *State) fits(c Card) (int, bool) {
	t := s.nextTier(c.Rank())
	return t, s.tierSuits(t)&c.Suits() != 0
}

// CheckTier says whether card c may join tier t now, and why not: the
// answer for a card dragged onto a tier.
func (s *State) CheckTier(c Card, t int) error {
	want := s.nextTier(c.Rank())
	if t != want {
		return fmt.Errorf("%s goes to the %s tier, not the %s tier: %s", c, tierNames[want], tierNames[t], s.rankReason(c.Rank()))
	}
	if s.tierSuits(t)&c.Suits() == 0 {
		return s.suitError(c, t)
	}
	return nil
}

// rankReason explains why the next card of rank r goes where it goes.
func (s *State) rankReason(r Rank) string {
	n := s.count[r]
	if n == 0 {
		return fmt.Sprintf("no %s is in the tiers yet", r)
	}
	return fmt.Sprintf("the tiers hold %d of rank %s", n, r)
}

func (s *State) suitError(c Card, t int) error {
	if s.opt.Ace {
		return fmt.Errorf("%s shares no suit with the Aces of the %s tier (%s, %s)", c, tierNames[t], s.tier[t][0], s.tier[t][1])
	}
	return fmt.Errorf("%s shares no suit with %s at the end of the %s tier", c, s.tier[t][s.tierLen[t]-1], tierNames[t])
}

// addToTier puts c at the right end of tier t.
func (s *State) addToTier(t int, c Card) {
	s.tier[t][s.tierLen[t]] = c
	s.tierLen[t]++
	s.count[c.Rank()]++
	s.placed |= 1 << c
	s.left--
}
