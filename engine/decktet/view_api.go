package decktet

// Read-only accessors for the screen (scene/decktet_*.go): what the
// player may see and the rule facts a view needs to explain itself,
// answered by the rules in state.go and moves.go, never re-derived.

// AllRanks lists the ranks in the order a rank tracker shows them.
func AllRanks() []Rank {
	return []Rank{Ace, 2, 3, 4, 5, 6, 7, 8, 9, Pawn, Court, Crown}
}

// HasRank reports whether this game's deck has cards of rank r.
func (o Options) HasRank(r Rank) bool { return r >= Ace && r < numRanks && o.hasRank(r) }

// Letter is the rank in notation: A, 2-9, P, C, K (Crown).
func (r Rank) Letter() string { return string(r.letter()) }

// RankPlaced is how many cards of rank r the tiers hold.
func (s *State) RankPlaced(r Rank) int { return int(s.count[r]) }

// RankTotal is how many cards of rank r this game has in all.
func (s *State) RankTotal(r Rank) int {
	if !s.opt.HasRank(r) {
		return 0
	}
	return len(tierOrder(r))
}

// NextTier is the tier the next card of rank r goes to; ok is false once
// every card of the rank is placed (or the deck has none).
func (s *State) NextTier(r Rank) (tier int, ok bool) {
	if int(s.count[r]) >= s.RankTotal(r) {
		return -1, false
	}
	return s.nextTier(r), true
}

// TierOf is the tier card c goes to now (the rank rules leave one).
func (s *State) TierOf(c Card) int { return s.nextTier(c.Rank()) }

// CardOf is the card move m would play (the waste's top card or an open
// pile's top card), or NoCard.
func (s *State) CardOf(m Move) Card {
	if m >= numMoves {
		return NoCard
	}
	return s.card(m)
}

// PassesLeft is how many recycles are left in the three-pass game: the
// passes after this one, plus the recycle that ends the third pass and
// opens the bottom pile. With unlimited passes it reports unlimited.
func (s *State) PassesLeft() (left int, unlimited bool) {
	if s.opt.Unlimited {
		return 0, true
	}
	return max(3-int(s.recycles), 0), false
}

// Recycles is how many times the pass has ended so far.
func (s *State) Recycles() int { return int(s.recycles) }

// StockLen is the number of cards in the stock.
func (s *State) StockLen() int { return int(s.talonLen - s.ptr) }

// Total is the number of cards of the deal (tiers, talon and piles).
func (s *State) Total() int { return len(s.opt.deck()) }

// Opening reports whether the game is at its start: the waste's top card
// must start the top tier before anything else.
func (s *State) Opening() bool { return s.opening() }

// TierName is "top", "middle" or "bottom".
func TierName(t int) string { return tierNames[t] }
