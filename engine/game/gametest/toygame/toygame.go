// Package toygame is a tiny game for three players with chance steps and a
// hidden card, made to exercise everything the contract in engine/game
// allows: the conformance suite, the computer players and the match layer
// run on it. It is not in the catalogue.
//
// The rules. A deck holds the cards 1 to 6. Chance deals one card to each
// seat in turn (0, 1, 2); a seat sees only its own card until the end.
// Then come two rounds in which each seat in turn (0, 1, 2) makes one of:
//
//   - pass: nothing;
//   - bid: put one chip into the pot;
//   - raise: put one chip in and move again, bid or pass (a turn of two
//     moves, written "raise+bid");
//   - swap (once per game): put the card face up on the discards, and
//     chance deals a new one from the deck.
//
// After the second round the highest card among the seats that put chips in
// takes the others' chips: a seat's score is what it won or lost, and its
// result is the score divided by 8 (the most anyone can win), so the results
// add up to zero. If nobody bid, everybody draws.
package toygame

import (
	"kaskade/engine/game"
)

// Sizes of the game.
const (
	Players  = 3
	Cards    = 6 // the deck holds the cards 1..Cards
	Rounds   = 2
	MaxStake = 2 * Rounds // raise+bid in every round
)

// Moves: a chance outcome is the card dealt (1..Cards); the seats' moves follow.
const (
	Pass game.Move = Cards + 1 + iota
	Bid
	Raise
	Swap
	// MoveBound is above every move of the game.
	MoveBound
)

// Hidden is the card value ViewFor shows for a card the viewer cannot see.
const Hidden = -1

// State is a position. Its zero value is not a game: use New.
type State struct {
	hand    [Players]int8 // 0 not dealt yet, Hidden in a view
	discard [Players]int8 // the card a seat swapped away, 0 if none
	stake   [Players]int8 // chips in the pot
	toMove  int8          // the seat whose turn it is (or whose deal is pending)
	round   int8          // 0..Rounds; Rounds means over
	dealTo  int8          // the seat chance deals to next, -1 if none
	raised  bool          // the seat to move raised and moves again
}

var (
	_ game.State       = (*State)(nil)
	_ game.Typer       = (*State)(nil)
	_ game.Checker     = (*State)(nil)
	_ game.ChanceState = (*State)(nil)
	_ game.Imperfect   = (*State)(nil)
	_ game.Turner      = (*State)(nil)
	_ game.Scorer      = (*State)(nil)
	_ game.Hasher      = (*State)(nil)
	_ game.Copier      = (*State)(nil)
)

// New is the start: chance deals to seat 0 first.
func New() *State { return &State{dealTo: 0} }

// Type: three players, chance, hidden cards, zero-sum.
func (s *State) Type() game.Type {
	return game.Type{MinPlayers: Players, MaxPlayers: Players, Chance: true, Hidden: true, ZeroSum: true}
}

func (s *State) NumPlayers() int { return Players }
func (s *State) IsOver() bool    { return s.round >= Rounds }

// CurrentPlayer is Chance while a card is due, else the seat to move.
func (s *State) CurrentPlayer() game.Player {
	switch {
	case s.IsOver():
		return game.Terminal
	case s.dealTo >= 0:
		return game.Chance
	}
	return game.Player(s.toMove)
}

// inDeck reports whether card c is neither in a hand nor discarded.
func (s *State) inDeck(c int8) bool {
	for p := range Players {
		if s.hand[p] == c || s.discard[p] == c {
			return false
		}
	}
	return true
}

// LegalMoves: the cards in the deck at a chance step, else the seat's options.
func (s *State) LegalMoves(buf []game.Move) []game.Move {
	switch s.CurrentPlayer() {
	case game.Terminal:
		return buf
	case game.Chance:
		for c := int8(1); c <= Cards; c++ {
			if s.inDeck(c) {
				buf = append(buf, game.Move(c))
			}
		}
		return buf
	}
	for m := Pass; m < MoveBound; m++ {
		if s.playable(m) == "" {
			buf = append(buf, m)
		}
	}
	return buf
}

// playable is the refusal code of seat move m for the seat to move, "" if legal.
func (s *State) playable(m game.Move) string {
	switch {
	case m < Pass || m >= MoveBound:
		return game.CodeNoMove
	case s.raised && (m == Raise || m == Swap):
		return CodeAfterRaise
	case m == Swap && s.discard[s.toMove] != 0:
		return CodeSwapped
	}
	return ""
}

// Refusal codes of the toy game (besides game.Code*).
const (
	CodeAfterRaise = "toy.after-raise" // a raise is followed by bid or pass
	CodeSwapped    = "toy.swapped"     // a seat swaps once
	CodeCardGone   = "toy.card-gone"   // the card is not in the deck
)

// Check says why m is not legal here, as a *game.Refusal, or nil.
func (s *State) Check(m game.Move) error {
	switch s.CurrentPlayer() {
	case game.Terminal:
		return game.Refuse(game.CodeOver, "the game is over")
	case game.Chance:
		if m >= Pass && m < MoveBound {
			return game.Refuse(game.CodeChance, "a card is being dealt")
		}
		if m < 1 || m > Cards {
			return game.Refuse(game.CodeNoMove, "not a move of this game")
		}
		if !s.inDeck(int8(m)) {
			return game.Refuse(CodeCardGone, "card %d is not in the deck", int(m))
		}
		return nil
	}
	switch s.playable(m) {
	case CodeAfterRaise:
		return game.Refuse(CodeAfterRaise, "after a raise only bid or pass")
	case CodeSwapped:
		return game.Refuse(CodeSwapped, "seat %d has swapped already", int(s.toMove))
	case game.CodeNoMove:
		return game.Refuse(game.CodeNoMove, "not a move here (a card is dealt only by chance)")
	}
	return nil
}

// ChanceOutcomes: every card left in the deck, equally likely.
func (s *State) ChanceOutcomes(buf []game.Outcome) []game.Outcome {
	if s.CurrentPlayer() != game.Chance {
		return buf
	}
	var mb [Cards]game.Move
	ms := s.LegalMoves(mb[:0])
	for _, m := range ms {
		buf = append(buf, game.Outcome{Move: m, Prob: 1 / float64(len(ms))})
	}
	return buf
}

// Apply makes a legal move; an illegal one is ignored.
func (s *State) Apply(m game.Move) {
	if s.Check(m) != nil {
		return
	}
	if d := s.dealTo; d >= 0 {
		s.hand[d], s.dealTo = int8(m), -1
		switch {
		case s.discard[d] != 0: // the new card after a swap ends the turn
			s.endTurn()
		case d < Players-1: // the first deal goes round the table
			s.dealTo = d + 1
		}
		return
	}
	p := s.toMove
	switch m {
	case Bid:
		s.stake[p]++
		s.endTurn()
	case Raise:
		s.stake[p]++
		s.raised = true
	case Swap:
		s.discard[p], s.hand[p], s.dealTo = s.hand[p], 0, p
	default: // Pass
		s.endTurn()
	}
}

func (s *State) endTurn() {
	s.raised = false
	if s.toMove++; s.toMove == Players {
		s.toMove, s.round = 0, s.round+1
	}
}

// TurnDone is false only between a raise and its second move.
func (s *State) TurnDone() bool { return !s.raised }

// winner is the seat with the highest card among those with chips in, or -1.
func (s *State) winner() int {
	w := -1
	for p := range Players {
		if s.stake[p] > 0 && (w < 0 || s.hand[p] > s.hand[w]) {
			w = p
		}
	}
	return w
}

// Score is the chips p won (positive) or lost, once the game is over.
func (s *State) Score(p game.Player) float64 {
	w := s.winner()
	if !s.IsOver() || w < 0 || p < 0 || int(p) >= Players {
		return 0
	}
	if int(p) != w {
		return float64(-int(s.stake[p]))
	}
	won := 0
	for q := range Players {
		if q != w {
			won += int(s.stake[q])
		}
	}
	return float64(won)
}

// Result is the score over the most a seat can win.
func (s *State) Result(p game.Player) float64 {
	return s.Score(p) / float64((Players-1)*MaxStake)
}

func (s *State) Clone() game.State { c := *s; return &c }

// CopyFrom copies src, which must be a *State, into s.
func (s *State) CopyFrom(src game.State) { *s = *src.(*State) }

// Hash mixes every field; equal positions hash equal.
func (s *State) Hash() uint64 {
	var h uint64
	for p := range Players {
		h = game.Mix64(h ^ uint64(uint8(s.hand[p])) ^ uint64(uint8(s.discard[p]))<<8 ^ uint64(uint8(s.stake[p]))<<16)
	}
	b := uint64(0)
	if s.raised {
		b = 1
	}
	return game.Mix64(h ^ uint64(uint8(s.toMove))<<24 ^ uint64(uint8(s.round))<<32 ^ uint64(uint8(s.dealTo))<<40 ^ b<<48)
}

// ViewFor hides the other seats' cards until the game is over. A seat
// outside 0..2 (an onlooker) sees no hand.
func (s *State) ViewFor(p game.Player) game.State {
	v := *s
	if s.IsOver() {
		return &v
	}
	for q := range Players {
		if game.Player(q) != p && v.hand[q] != 0 {
			v.hand[q] = Hidden
		}
	}
	return &v
}

// Resample deals the cards hidden from p anew from those p has not seen
// (neither p's own card nor a discard), uniformly.
func (s *State) Resample(p game.Player, r *game.SplitMix64) game.State {
	c := *s
	if s.IsOver() {
		return &c
	}
	var pool []int8
	for card := int8(1); card <= Cards; card++ {
		seen := game.Player(0) <= p && p < Players && s.hand[p] == card
		for q := range Players {
			seen = seen || s.discard[q] == card
		}
		if !seen {
			pool = append(pool, card)
		}
	}
	for q := range Players {
		if game.Player(q) == p || c.hand[q] == 0 {
			continue
		}
		i := int(r.Next() % uint64(len(pool)))
		c.hand[q] = pool[i]
		pool = append(pool[:i], pool[i+1:]...)
	}
	return &c
}
