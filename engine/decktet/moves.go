package decktet

import (
	"errors"

	"kaskade/engine/game"
)

// Move is one of the six moves of the rules page. A card move names where
// the card comes from; the rank rules decide its tier.
type Move uint8

const (
	Turn    Move = iota // turn three from the stock onto the waste
	Waste               // play the waste's top card
	R1                  // play the top card of reserve pile 1 (top)
	R2                  // … pile 2 (middle)
	R3                  // … pile 3 (bottom)
	Recycle             // end the pass: open the next pile, turn the waste over
	numMoves
)

var moveNames = [numMoves]string{"turn", "waste", "r1", "r2", "r3", "recycle"}

// turnSize is how many cards a turn moves from the stock to the waste.
const turnSize = 3

// ErrGameOver refuses every move once the game has ended (inside a
// *game.Refusal with game.CodeOver).
var ErrGameOver = errors.New("the game is over")

// Refusal codes of Cascades (besides game.CodeOver and game.CodeNoMove).
// Args are given where the reason names a number or a card.
const (
	CodeOpening       = "decktet.opening"         // the first move plays the waste
	CodeStockEmpty    = "decktet.stock-empty"     // turn with an empty stock
	CodeStockLeft     = "decktet.stock-left"      // recycle before the stock is empty
	CodeNoPassLeft    = "decktet.no-pass-left"    // three passes played
	CodeNothingToTurn = "decktet.nothing-to-turn" // recycle with an empty waste
	CodeIdlePass      = "decktet.idle-pass"       // recycle after a pass that placed no card
	CodeWasteEmpty    = "decktet.waste-empty"     // play from an empty waste
	CodeNoReserve     = "decktet.no-reserve"      // the Ace variant has no piles
	CodePileEmpty     = "decktet.pile-empty"      // Args: the pile (1..3)
	CodePileClosed    = "decktet.pile-closed"     // Args: the pile, the pass that opens it
	CodeNoSuit        = "decktet.no-suit"         // Args: the card, its tier (Top, Middle, Bottom)
)

// opening reports whether the first card must be played now: the game
// starts by turning three and playing the top one to the top tier. The Ace
// variant's tiers start with their Aces, so it has no such opening.
func (s *State) opening() bool {
	return !s.opt.Ace && s.ptr > 0 && s.tierLen[Top]+s.tierLen[Middle]+s.tierLen[Bottom] == 0
}

// card is the card a card move would play, or NoCard.
func (s *State) card(m Move) Card {
	switch {
	case m == Waste && s.ptr > 0:
		return s.talon[s.ptr-1]
	case m >= R1 && m <= R3 && s.PileOpen(int(m-R1)):
		p := m - R1
		return s.pile[p][s.pileLen[p]-1]
	}
	return NoCard
}

// ---- The pass rules, all in one place. ----

// finalRecycle reports whether the next recycle is the three-pass game's
// third: it only opens the bottom pile, and the waste stays where it is, its
// top card still in play (the rules page: "the game goes on with the open
// reserve cards and the waste's top card"). Unlimited passes have none.
func (s *State) finalRecycle() bool { return !s.opt.Unlimited && s.recycles == 2 }

// canRecycle reports whether the pass may end now. The stock must be empty.
// Three passes: three recycles in all. Unlimited passes: a recycle that
// opens no pile needs a waste to turn over and a card placed during the
// pass; otherwise the next pass would repeat this one, so the rules page's
// "a whole pass places no card" ends the game once no card can be played.
func (s *State) canRecycle() bool {
	if s.ptr < s.talonLen {
		return false
	}
	opensPile := int(s.recycles) < 3 && s.opt.pileSize() > 0
	if !s.opt.Unlimited {
		return s.recycles < 3
	}
	return opensPile || (s.ptr > 0 && !s.idle)
}

// Check says why m is illegal now, as a *game.Refusal, or nil if it is
// legal.
func (s *State) Check(m Move) error {
	switch {
	case s.left == 0 || !s.canMove():
		return game.Because(game.CodeOver, ErrGameOver)
	case m >= numMoves:
		return game.Refuse(game.CodeNoMove, "no such move")
	case s.opening() && m != Waste:
		return game.Refuse(CodeOpening, "the game starts by playing the waste's top card to the top tier")
	}
	switch m {
	case Turn:
		if s.ptr == s.talonLen {
			return game.Refuse(CodeStockEmpty, "the stock is empty: recycle ends the pass")
		}
		return nil
	case Recycle:
		return s.recycleError()
	}
	return s.cardError(m)
}

func (s *State) recycleError() error {
	switch {
	case s.canRecycle():
		return nil
	case s.ptr < s.talonLen:
		return game.Refuse(CodeStockLeft, "the stock is not empty: the pass goes on")
	case !s.opt.Unlimited:
		return game.Refuse(CodeNoPassLeft, "no pass is left")
	case s.ptr == 0:
		return game.Refuse(CodeNothingToTurn, "the waste is empty: nothing to turn over")
	}
	return game.Refuse(CodeIdlePass, "no card was placed during this pass, so the game ends when no card can be played")
}

func (s *State) cardError(m Move) error {
	c := s.card(m)
	if c == NoCard {
		return s.noCardError(m)
	}
	t, _ := s.fits(c)
	if err := s.CheckTier(c, t); err != nil {
		return game.Because(CodeNoSuit, err, c, t)
	}
	return nil
}

func (s *State) noCardError(m Move) error {
	if m == Waste {
		return game.Refuse(CodeWasteEmpty, "the waste is empty")
	}
	p := int(m-R1) + 1
	switch {
	case s.opt.Ace:
		return game.Refuse(CodeNoReserve, "the Ace variant has no reserve piles")
	case s.pileLen[p-1] == 0:
		return game.Refuse(CodePileEmpty, "reserve pile %d is empty", p)
	}
	return game.Refuse(CodePileClosed, "reserve pile %d opens after pass %d", p, p)
}

// legal is Check without the reasons: the fast path for search.
func (s *State) legal(m Move) bool {
	if s.opening() {
		return m == Waste
	}
	switch m {
	case Turn:
		return s.ptr < s.talonLen
	case Recycle:
		return s.canRecycle()
	}
	c := s.card(m)
	if c == NoCard {
		return false
	}
	_, ok := s.fits(c)
	return ok
}

// canMove reports whether any move is legal (ignoring a won game).
func (s *State) canMove() bool {
	for m := Move(0); m < numMoves; m++ {
		if s.legal(m) {
			return true
		}
	}
	return false
}

// LegalMoves appends the legal moves to buf: none once the game is over.
func (s *State) LegalMoves(buf []Move) []Move {
	if s.left == 0 {
		return buf
	}
	for m := Move(0); m < numMoves; m++ {
		if s.legal(m) {
			buf = append(buf, m)
		}
	}
	return buf
}

// Step is what a move did, for the screen to animate.
type Step struct {
	Move     Move
	Card     Card   // the card placed, or NoCard
	Tier     int    // the tier it joined, or -1
	Turned   []Card // cards turned onto the waste, in order (the last on top)
	Opened   int    // the reserve pile a recycle opened, or -1
	TurnOver bool   // the recycle turned the waste over into the stock
}

// Play makes move m and says what happened; an illegal move returns the
// reason and changes nothing.
func (s *State) Play(m Move) (*Step, error) {
	if err := s.Check(m); err != nil {
		return nil, err
	}
	st := &Step{Move: m, Card: s.card(m), Tier: -1, Opened: -1}
	if st.Card != NoCard {
		st.Tier, _ = s.fits(st.Card)
	}
	if m == Turn {
		st.Turned = append(st.Turned, s.talon[s.ptr:min(s.ptr+turnSize, s.talonLen)]...)
	}
	if m == Recycle {
		if int(s.recycles) < 3 && s.pileLen[s.recycles] > 0 {
			st.Opened = int(s.recycles)
		}
		st.TurnOver = !s.finalRecycle()
	}
	s.apply(m)
	return st, nil
}

// Apply makes move m if it is legal and ignores it otherwise.
func (s *State) Apply(m Move) {
	if m < numMoves && s.left > 0 && s.legal(m) {
		s.apply(m)
	}
}

// apply makes a legal move without checking it.
func (s *State) apply(m Move) {
	switch m {
	case Turn:
		s.ptr = min(s.ptr+turnSize, s.talonLen)
	case Waste:
		c := s.talon[s.ptr-1]
		copy(s.talon[s.ptr-1:], s.talon[s.ptr:s.talonLen])
		s.ptr--
		s.talonLen--
		s.talon[s.talonLen] = 0 // keep states comparable with ==
		s.place(c)
	case R1, R2, R3:
		p := m - R1
		s.pileLen[p]--
		c := s.pile[p][s.pileLen[p]]
		s.pile[p][s.pileLen[p]] = 0 // keep states comparable with ==
		s.place(c)
	case Recycle:
		if !s.finalRecycle() {
			s.ptr = 0
		}
		s.recycles++
		s.idle = true
	}
}

// place puts c on its tier.
func (s *State) place(c Card) {
	t, _ := s.fits(c)
	s.addToTier(t, c)
	s.idle = false
}
