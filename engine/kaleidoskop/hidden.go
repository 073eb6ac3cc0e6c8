package kaleidoskop

import (
	"math/bits"

	"kaskade/engine/game"
)

// What is public and what is secret: the board, the tools, everyone's
// scoring crystals and completed cards, and how many blue and orange cards
// each hand and deck holds are public (a card's back shows its deck). The
// cards in a hand are seen by their owner only; the order of the decks
// does not exist in this model (a card drawn is a chance step among the
// cards left), but which cards are left is secret while other hands are.

// ViewFor is what seat p may see: other hands and the decks' contents are
// emptied (their counts stay), and the deal number is dropped so that no
// future draw can be derived. It is for drawing only.
func (s *State) ViewFor(p game.Player) game.State {
	v := *s
	v.view = int8(p)
	if p < 0 || int(p) >= s.opt.Players {
		v.view = onlookerView // game.Onlooker, or any other non-seat: no hand shows
	}
	v.opt.Deal = 0
	v.deck = [2]uint32{}
	for q := range v.seats {
		if q != int(p) {
			v.seats[q].hand = 0
		}
	}
	return &v
}

// What State.view holds besides a seat.
const (
	refereeView  = -1 // the whole state, hidden cards included
	onlookerView = -3 // game.Onlooker's view: every hand hidden
)

// Viewer is the seat a view was made for, -1 for the referee's state, -3
// (game.Onlooker) for an onlooker's.
func (s *State) Viewer() int { return int(s.view) }

// Resample returns a position p cannot tell from this one: p's hand, every
// completed card and every count stay; the cards p has not seen (the other
// hands and the decks) are dealt anew from r, each deck's cards among that
// deck's unseen places. The deal number is replaced too, so that the seeded
// draws of the result reveal nothing.
func (s *State) Resample(p game.Player, r *game.SplitMix64) game.State {
	c := *s
	c.view = -1
	c.opt.Deal = r.Next()
	for _, d := range []Deck{BlueDeck, OrangeDeck} {
		c.redeal(int(p), d, r)
	}
	return &c
}

// redeal shuffles deck d's unseen cards into the other hands' places of
// that deck and the deck.
func (s *State) redeal(p int, d Deck, r *game.SplitMix64) {
	seen := s.seat(p).hand
	for q := range s.opt.Players {
		seen |= s.seats[q].done
	}
	pool := d.mask() &^ seen
	var cards [NumCards]Card
	n := 0
	for m := pool; m != 0; m &= m - 1 {
		cards[n] = Card(bits.TrailingZeros32(m))
		n++
	}
	for i := n - 1; i > 0; i-- {
		j := below(r, uint64(i+1))
		cards[i], cards[j] = cards[j], cards[i]
	}
	next := 0
	for q := range s.opt.Players {
		if q == p {
			continue
		}
		st := &s.seats[q]
		st.hand &^= d.mask()
		for range st.handN[d] {
			st.hand |= 1 << cards[next]
			next++
		}
	}
	s.deck[d] = 0
	for _, c := range cards[next:n] {
		s.deck[d] |= 1 << c
	}
}
