package decktet

import (
	"errors"
	"fmt"

	"kaskade/engine/game"
)

// What the player sees. The game counts as one of perfect information for
// search (Game's doc: the solver and the computer know the stock), but a
// screen holds only what lies face up: ViewFor turns the cards of the
// stock, of the closed reserve piles and under an open pile's top into
// FaceDown, keeping their counts. An online room sends every device this
// view (game.Viewer), so neither a watcher's nor the player's device holds
// the order of the face-down cards; the deal number, public by the rules,
// stays in the options.

var _ game.Viewer = (*Game)(nil)

// ViewFor is the position as anyone at the table sees it (the one seat
// and every onlooker alike): the face-down cards' faces are dropped.
func (g *Game) ViewFor(game.Player) game.State {
	v := *g
	s := &v.st
	for i := s.ptr; i < s.talonLen; i++ {
		s.talon[i] = FaceDown
	}
	for p := range 3 {
		up := s.pileLen[p] // cards from here on lie face up: none, or an open pile's top
		if s.PileOpen(p) {
			up--
		}
		for i := range up {
			s.pile[p][i] = FaceDown
		}
	}
	return &v
}

// faceDown is how many cards of s are FaceDown: 0 but in a view.
func (s *State) faceDown() int {
	n := 0
	for _, c := range s.talon[:s.talonLen] {
		if c == FaceDown {
			n++
		}
	}
	for p := range 3 {
		for _, c := range s.pile[p][:s.pileLen[p]] {
			if c == FaceDown {
				n++
			}
		}
	}
	return n
}

// checkFaceDown checks that a view's face-down cards are where the player
// may not see (Parse): the whole stock, the closed piles and what lies under
// an open pile's top; what lies face up is a card.
func (s *State) checkFaceDown() error {
	if s.faceDown() == 0 {
		return nil
	}
	for i, c := range s.talon[:s.talonLen] {
		if (c == FaceDown) != (i >= int(s.ptr)) {
			return errors.New("a view's stock is face down and its waste face up")
		}
	}
	for p := range 3 {
		for i, c := range s.pile[p][:s.pileLen[p]] {
			up := s.PileOpen(p) && i == int(s.pileLen[p])-1
			if (c == FaceDown) == up {
				return fmt.Errorf("pile %d: a view shows an open pile's top card only", p+1)
			}
		}
	}
	return nil
}

// IsView reports whether s is a view: some cards lie face down, so the
// solver cannot know what follows.
func (s *State) IsView() bool { return s.faceDown() > 0 }
