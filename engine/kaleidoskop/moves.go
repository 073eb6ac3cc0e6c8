package kaleidoskop

import (
	"math/bits"

	"kaskade/engine/game"
)

// A game.Move is kind<<12 | payload; the constructors below build them.
type kind int32

const (
	kPlace    kind = 1 + iota // hollow*8 + colour: place, or exchange when occupied
	kHolder                   // the holder under this turn's crystal
	kMirror                   // hollow*4 + slot
	kGlass                    // hollow*4 + slot
	kBuy                      // Mirror, Glass or buyCard
	kComplete                 // card*2 + mission (0 or 1)
	kDraw                     // Deck
	kEnd                      // end the turn
	kCrystal                  // chance: the colour of the next centre crystal
	kStart                    // chance: the start player
	kDeal                     // chance: the card dealt
	numKinds
)

const buyCard = 3 // kBuy's payload for the fourth hand card

func mv(k kind, payload int) game.Move { return game.Move(int32(k)<<12 | int32(payload)) }

func decode(m game.Move) (kind, int) {
	k, x := kind(m>>12), int(m&0xfff)
	if m < 0 || k <= 0 || k >= numKinds || x >= payloads[k] {
		return 0, 0
	}
	return k, x
}

// payloads bounds each kind's payload, so that no number outside them
// decodes as a move.
var payloads = [numKinds]int{
	kPlace: MaxHollows * 8, kHolder: 1, kMirror: MaxHollows * 4, kGlass: MaxHollows * 4, kBuy: buyCard + 1,
	kComplete: NumCards * 2, kDraw: 2, kEnd: 1, kCrystal: NumColours + 1, kStart: MaxPlayers, kDeal: NumCards,
}

func (k kind) chance() bool { return k >= kCrystal }

// PlaceMove places (or exchanges for) a crystal of colour c in hollow k.
func PlaceMove(k Hollow, c Colour) game.Move { return mv(kPlace, int(k)*8+int(c)) }

// ToolMove uses tool t: the holder ignores k and h (it goes under this
// turn's crystal); the mirror and the glass are aimed at hollow k's crystal
// and hex h.
func ToolMove(t Tool, k Hollow, h Hex) game.Move {
	if t == Holder {
		return mv(kHolder, 0)
	}
	slot := 3 // no slot: refused by Check
	if k >= 0 && k < MaxHollows {
		for i, spot := range geo.hollowSpot[k] {
			if spot == h {
				slot = i
			}
		}
	}
	kd := kMirror
	if t == Glass {
		kd = kGlass
	}
	return mv(kd, int(k)*4+slot)
}

// BuyMove buys the mirror or the glass.
func BuyMove(t Tool) game.Move { return mv(kBuy, int(t)) }

// BuyCardMove buys the fourth hand card.
func BuyCardMove() game.Move { return mv(kBuy, buyCard) }

// CompleteMove completes mission i (0 or 1) of card c.
func CompleteMove(c Card, i int) game.Move { return mv(kComplete, int(c)*2+i) }

// DrawMove chooses the deck for the card drawn.
func DrawMove(d Deck) game.Move { return mv(kDraw, int(d)) }

// EndMove ends the turn.
func EndMove() game.Move { return mv(kEnd, 0) }

// Costs.
const (
	ToolPrice   = 3 // buying the mirror or the glass
	FourthPrice = 2 // the fourth hand card
)

var toolUseCost = [NumTools + 1]int{0, 2, 3, 0}

// ExchangeCost is what an exchange costs now: 1 while a hollow is empty,
// then nothing.
func (s *State) ExchangeCost() int {
	for _, k := range s.lay.hollowIDs {
		if s.crystal[k] == None {
			return 1
		}
	}
	return 0
}

// ToolCost is what the next tool used in this turn costs: 0, 2, then 3.
func (s *State) ToolCost() int { return toolUseCost[popcount(uint32(s.seats[s.cur].used))] }

// Check reports whether m is legal here, with a *game.Refusal saying why
// not.
func (s *State) Check(m game.Move) error {
	if r := s.refusal(m); r != nil {
		return r
	}
	return nil
}

func (s *State) refusal(m game.Move) *game.Refusal {
	k, x := decode(m)
	switch {
	case s.phase == PhaseOver:
		return game.Refuse(game.CodeOver, "the game is over")
	case k == 0:
		return game.Refuse(game.CodeNoMove, "not a move of Kaleidoskop")
	case s.chanceToMove() && !k.chance():
		return game.Refuse(game.CodeChance, "chance is to move (a card or the setup is being dealt)")
	case !s.chanceToMove() && k.chance():
		return game.Refuse(game.CodeNoMove, "a chance outcome is not a player's move")
	}
	switch k {
	case kPlace:
		return s.checkPlace(Hollow(x/8), Colour(x%8))
	case kHolder:
		return s.checkTool(Holder, s.placed, 0)
	case kMirror:
		return s.checkTool(Mirror, int8(x/4), int8(x%4))
	case kGlass:
		return s.checkTool(Glass, int8(x/4), int8(x%4))
	case kBuy:
		return s.checkBuy(x)
	case kComplete:
		return s.checkComplete(Card(x/2), x%2)
	case kDraw:
		return s.checkDraw(Deck(x))
	case kEnd:
		return s.checkPhase(false)
	}
	return s.checkChance(k, x)
}

func (s *State) chanceToMove() bool { return s.phase == PhaseSetup || s.phase == PhaseDeal }

// checkPhase refuses a step of the tools or missions part of the turn in
// the wrong phase; tools reports whether the step uses a tool.
//
// Decided (issue 28; docs/rules/kaleidoskop.md, step 5): a card drawn for
// a completed mission or the fourth card is part of that step and comes at
// once: while it is due nothing else may be done, buying a tool ("at any
// point of your turn") included (checkBuy refuses that too).
func (s *State) checkPhase(tools bool) *game.Refusal {
	switch {
	case s.phase == PhaseDraw:
		return game.Refuse("kaleidoskop.draw-first", "first choose the deck to draw from")
	case s.phase == PhasePlace:
		return game.Refuse("kaleidoskop.place-first", "first place or exchange a crystal")
	case tools && s.phase == PhaseMissions:
		return game.Refuse("kaleidoskop.tools-over", "tools come before missions: this turn's missions have begun")
	}
	return nil
}

func (s *State) checkPlace(k Hollow, c Colour) *game.Refusal {
	me := &s.seats[s.cur]
	switch {
	case c < Red || c > Purple || !s.hollowOK(k):
		return game.Refuse(game.CodeNoMove, "no such hollow or colour on this board")
	case s.phase == PhaseDraw:
		return game.Refuse("kaleidoskop.draw-first", "first choose the deck to draw from")
	case s.phase != PhasePlace:
		return game.Refuse("kaleidoskop.placed", "a crystal has been placed in this turn already")
	case s.supply[c] == 0:
		return game.Refuse("kaleidoskop.supply-empty", "no %s crystal is left in the supply", c)
	case s.crystal[k] == None:
		return nil
	case s.crystal[k] == c:
		return game.Refuse("kaleidoskop.same-colour", "the hollow holds a %s crystal already", c)
	case s.held[k] >= 0:
		return game.Refuse("kaleidoskop.held", "the crystal stands on player %d's holder", int(s.held[k])+1)
	case int(me.crystals) < s.ExchangeCost():
		return game.Refuse("kaleidoskop.cannot-afford", "an exchange costs %d scoring crystal while a hollow is empty", s.ExchangeCost())
	}
	return nil
}

func (s *State) checkTool(t Tool, k, slot int8) *game.Refusal {
	if r := s.checkPhase(true); r != nil {
		return r
	}
	me := &s.seats[s.cur]
	if t != Holder {
		if r := s.checkAim(k, slot); r != nil {
			return r
		}
	}
	switch {
	case me.owns>>t&1 == 0:
		return game.Refuse("kaleidoskop.no-tool", "you do not own the %s", t)
	case me.used>>t&1 != 0:
		return game.Refuse("kaleidoskop.tool-used", "the %s has been used in this turn already", t)
	case int(me.crystals) < s.ToolCost():
		return game.Refuse("kaleidoskop.cannot-afford", "the next tool costs %d scoring crystals", s.ToolCost())
	}
	return nil
}

// checkAim refuses a mirror or glass aimed anywhere but at a crystal and a
// free spot on one of its playable hexes.
func (s *State) checkAim(k, slot int8) *game.Refusal {
	switch {
	case !s.hollowOK(Hollow(k)) || slot < 0 || slot > 2:
		return game.Refuse("kaleidoskop.aim", "aim at a crystal and one of its hexes")
	case geo.hollows[k][slot] == noHex || !s.lay.hexOn[geo.hollows[k][slot]]:
		return game.Refuse("kaleidoskop.aim", "aim at a crystal and one of its hexes")
	case s.crystal[k] == None:
		return game.Refuse("kaleidoskop.no-crystal", "the hollow is empty")
	case s.tool[k][slot] != toolNone:
		return game.Refuse("kaleidoskop.spot-taken", "another tool is aimed at this crystal and hex")
	}
	return nil
}

func (s *State) checkBuy(x int) *game.Refusal {
	me := &s.seats[s.cur]
	if x == buyCard {
		if r := s.checkPhase(false); r != nil {
			return r
		}
		switch {
		case me.fourth:
			return game.Refuse("kaleidoskop.fourth-bought", "the fourth hand card can be bought once")
		case s.deckN[0]+s.deckN[1] == 0:
			return game.Refuse("kaleidoskop.decks-empty", "both decks are empty")
		case me.crystals < FourthPrice:
			return game.Refuse("kaleidoskop.cannot-afford", "the fourth hand card costs %d scoring crystals", FourthPrice)
		}
		return nil
	}
	switch {
	case x != int(Mirror) && x != int(Glass):
		return game.Refuse("kaleidoskop.not-for-sale", "only the mirror and the glass can be bought (the holder comes with the first mission)")
	case s.phase == PhaseDraw:
		return game.Refuse("kaleidoskop.draw-first", "first choose the deck to draw from")
	case me.owns>>x&1 != 0:
		return game.Refuse("kaleidoskop.owned", "you own the %s already", Tool(x))
	case me.crystals < ToolPrice:
		return game.Refuse("kaleidoskop.cannot-afford", "the %s costs %d scoring crystals", Tool(x), ToolPrice)
	}
	return nil
}

func (s *State) checkComplete(c Card, i int) *game.Refusal {
	if r := s.checkPhase(false); r != nil {
		return r
	}
	switch {
	case !c.Valid() || s.seats[s.cur].hand>>c&1 == 0:
		return game.Refuse("kaleidoskop.not-in-hand", "the card is not in your hand")
	case !s.Matches(c, i):
		return game.Refuse("kaleidoskop.no-pattern", "mission %d of %s is not on the board", i+1, c)
	}
	return nil
}

func (s *State) checkDraw(d Deck) *game.Refusal {
	switch {
	case s.phase != PhaseDraw:
		return game.Refuse("kaleidoskop.no-draw", "no card is to be drawn now")
	case d != BlueDeck && d != OrangeDeck:
		return game.Refuse(game.CodeNoMove, "no such deck")
	case s.deckN[d] == 0:
		return game.Refuse("kaleidoskop.deck-empty", "the %s deck is empty", d)
	}
	return nil
}

// LegalMoves appends the legal moves: the outcomes while chance is to move.
// The many place and aim moves are generated directly (the rules are in
// checkPlace and checkAim; a test holds the two together), the few others
// through Check.
func (s *State) LegalMoves(buf []game.Move) []game.Move {
	add := func(m game.Move) {
		if s.refusal(m) == nil {
			buf = append(buf, m)
		}
	}
	switch s.phase {
	case PhaseOver:
		return buf
	case PhaseSetup, PhaseDeal:
		return s.outcomeMoves(buf)
	case PhaseDraw:
		add(DrawMove(BlueDeck))
		add(DrawMove(OrangeDeck))
		return buf
	case PhasePlace:
		buf = s.placeMoves(buf)
	case PhaseTools:
		add(mv(kHolder, 0))
		buf = s.aimMoves(buf, Mirror, kMirror)
		buf = s.aimMoves(buf, Glass, kGlass)
	}
	add(BuyMove(Mirror))
	add(BuyMove(Glass))
	if s.phase != PhasePlace {
		for m := s.seats[s.cur].hand; m != 0; m &= m - 1 {
			c := Card(bits.TrailingZeros32(m))
			for i := range 2 {
				if s.Matches(c, i) {
					buf = append(buf, CompleteMove(c, i))
				}
			}
		}
		add(BuyCardMove())
		add(EndMove())
	}
	return buf
}

// placeMoves appends the legal places and exchanges.
func (s *State) placeMoves(buf []game.Move) []game.Move {
	canExchange := int(s.seats[s.cur].crystals) >= s.ExchangeCost()
	for _, k := range s.lay.hollowIDs {
		old := s.crystal[k]
		if old != None && (!canExchange || s.held[k] >= 0) {
			continue
		}
		for c := Red; c <= Purple; c++ {
			if c != old && s.supply[c] > 0 {
				buf = append(buf, PlaceMove(Hollow(k), c))
			}
		}
	}
	return buf
}

// aimMoves appends the legal aims of the mirror or the glass.
func (s *State) aimMoves(buf []game.Move, t Tool, kd kind) []game.Move {
	me := &s.seats[s.cur]
	if me.owns>>t&1 == 0 || me.used>>t&1 != 0 || int(me.crystals) < s.ToolCost() {
		return buf
	}
	for _, k := range s.lay.hollowIDs {
		if s.crystal[k] == None {
			continue
		}
		for slot, id := range geo.hollows[k] {
			if id != noHex && s.lay.hexOn[id] && s.tool[k][slot] == toolNone {
				buf = append(buf, mv(kd, int(k)*4+slot))
			}
		}
	}
	return buf
}
