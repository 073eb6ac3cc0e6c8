package decktet

import (
	"math/bits"

	"kaskade/engine/game"
)

// The shuffle is written here, not taken from math/rand, so that a deal
// number gives the same cards on every platform and every Go version:
// splitmix64 (Steele, Lea and Flood 2014) as the generator, Lemire's
// multiply-and-reject for unbiased bounds, and Fisher–Yates. Changing any
// of the three changes every deal; the pinned deals in deal_test.go guard
// against that.

// rng is the shared splitmix64 generator with unbiased bounds.
type rng struct{ game.SplitMix64 }

func (r *rng) next() uint64 { return r.Next() }

// below returns a uniform number in [0, n), n > 0, without modulo bias.
func (r *rng) below(n uint64) uint64 {
	hi, lo := bits.Mul64(r.next(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(r.next(), n)
		}
	}
	return hi
}

// shuffle puts cards in the order that deal number decides.
func shuffle(cards []Card, deal uint64) {
	r := rng{game.SplitMix64{State: deal}}
	for i := len(cards) - 1; i > 0; i-- {
		j := r.below(uint64(i + 1))
		cards[i], cards[j] = cards[j], cards[i]
	}
}

// New deals a game: the deck of the options shuffled by the deal number.
// The deal is the game's only chance step; it is decided by the seed, so a
// new state starts already dealt (nothing is turned yet).
//
// The shuffled deck is dealt from its first card: reserve pile 1 (top) gets
// the first three, the first at its bottom, pile 2 the next three, pile 3
// the next; the rest is the stock, its first card on top (turned first). In
// the Ace variant the Aces are taken out in shuffled order, two to each
// tier from the top, and every other card is the stock in shuffled order.
func New(o Options) (*State, error) {
	if err := o.validate(); err != nil {
		return nil, err
	}
	if o.Ace {
		o.Unlimited = true
	}
	deck := o.deck()
	shuffle(deck, o.Deal)
	s := &State{opt: o, idle: true, left: uint8(len(deck))}
	if o.Ace {
		deck = s.dealAces(deck)
	} else {
		k := o.pileSize()
		for p := 0; p < 3; p++ {
			s.pileLen[p] = uint8(copy(s.pile[p][:], deck[p*k:(p+1)*k]))
		}
		deck = deck[3*k:]
	}
	s.talonLen = uint8(copy(s.talon[:], deck))
	return s, nil
}

// dealAces lays the Aces two by two on the tiers and returns the others.
func (s *State) dealAces(deck []Card) []Card {
	rest := make([]Card, 0, len(deck))
	n := 0
	for _, c := range deck {
		if c.Rank() != Ace {
			rest = append(rest, c)
			continue
		}
		s.addToTier(n/2, c)
		n++
	}
	return rest
}
