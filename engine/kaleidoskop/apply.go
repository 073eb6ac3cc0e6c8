package kaleidoskop

import "kaskade/engine/game"

// Apply makes a legal move; an illegal one is ignored.
//
// Turn boundaries (TurnDone): a player's turn ends with "end"; besides, a
// boundary falls on each side of every chance step (a draw hands over to
// chance, the card dealt hands back), so that undo within a turn never
// takes back a card that has been seen.
func (s *State) Apply(m game.Move) {
	if s.refusal(m) != nil {
		return
	}
	k, x := decode(m)
	s.turnDone = k == kDraw || k.chance()

	me := &s.seats[s.cur]
	switch k {
	case kPlace:
		s.place(int8(x/8), Colour(x%8))
	case kHolder:
		s.useTool(Holder, aim{s.placed, -1})
		s.held[s.placed] = s.cur
	case kMirror, kGlass:
		t, v := Mirror, int8(toolMirror)
		if k == kGlass {
			t, v = Glass, toolGlass
		}
		a := aim{int8(x / 4), int8(x % 4)}
		s.useTool(t, a)
		s.tool[a.hollow][a.slot] = v
		s.refresh(geo.hollows[a.hollow][a.slot])
	case kBuy:
		if x == buyCard {
			// Decided (issue 28; docs/rules/kaleidoskop.md, step 5): the
			// fourth card belongs to the missions step, so buying it ends
			// the tools step as a completed mission does.
			me.crystals -= FourthPrice
			me.fourth = true
			s.phase = PhaseDraw
			return
		}
		me.crystals -= ToolPrice
		me.owns |= 1 << x
	case kComplete:
		s.complete(Card(x / 2))
	case kDraw:
		s.drawDeck = Deck(x)
		s.phase = PhaseDeal
	case kEnd:
		s.endTurn()
	default:
		s.applyChance(k, x)
	}
}

// place puts a crystal into hollow k; an exchange pays and returns the old
// crystal to the supply.
func (s *State) place(k int8, c Colour) {
	if old := s.crystal[k]; old != None {
		s.seats[s.cur].crystals -= int16(s.ExchangeCost())
		s.supply[old]++
	}
	s.crystal[k] = c
	s.supply[c]--
	s.placed = k
	s.phase = PhaseTools
	s.refreshHollow(k)
}

func (s *State) useTool(t Tool, a aim) {
	me := &s.seats[s.cur]
	me.crystals -= int16(s.ToolCost())
	me.used |= 1 << t
	me.tools[t] = a
}

// complete pays card c's reward and discards it; the first mission brings
// the holder. A card is drawn if a deck has one.
func (s *State) complete(c Card) {
	me := &s.seats[s.cur]
	if me.done == 0 {
		me.owns |= 1 << Holder
	}
	me.hand &^= 1 << c
	me.handN[c.Deck()]--
	me.done |= 1 << c
	me.crystals += int16(c.Reward())
	s.phase = PhaseMissions
	if s.deckN[0]+s.deckN[1] > 0 {
		s.phase = PhaseDraw
	}
}

// give moves card c from its deck into p's hand.
func (s *State) give(p int, c Card) {
	d := c.Deck()
	s.deck[d] &^= 1 << c
	s.deckN[d]--
	s.seats[p].hand |= 1 << c
	s.seats[p].handN[d]++
}

// Qualified reports whether p meets the three victory conditions now: all
// three tools, an orange mission, and the target's scoring crystals. A
// player's belongings change only in their own turn, so this is also the
// state at the end of their last turn.
func (s *State) Qualified(p int) bool {
	me := s.seat(p)
	_, orange := s.DoneCounts(p)
	return me.owns == 1<<NumTools-1 && orange > 0 && int(me.crystals) >= s.Target()
}

// cardsGone reports whether no mission card is left in any hand or deck.
func (s *State) cardsGone() bool {
	n := int(s.deckN[0]) + int(s.deckN[1])
	for p := range s.opt.Players {
		n += int(s.seats[p].handN[0]) + int(s.seats[p].handN[1])
	}
	return n == 0
}

// endTurn ends the mover's turn and starts the next one, running the end
// procedure: once someone qualifies (or no card is left, a decision of
// this project) the round is played up to the start player, then one last
// round without the first to qualify.
//
// Decided (issue 28; docs/rules/kaleidoskop.md, "Decided by this
// project"): only a player who qualifies before any end procedure began is
// the first to qualify. One who qualifies in an end procedure that the
// empty decks began plays the last round like everyone else, since that
// procedure is there to give everyone a last chance.
func (s *State) endTurn() {
	s.turnDone = true
	n := int8(s.opt.Players)
	if s.first < 0 && s.stage == stagePlay && s.Qualified(int(s.cur)) {
		s.first = s.cur
	}
	if s.stage == stagePlay && (s.first >= 0 || s.cardsGone()) {
		s.stage = stageFinish
	}
	for {
		s.cur = (s.cur + 1) % n
		if s.cur == s.start {
			if s.newRound() {
				s.phase = PhaseOver
				return
			}
		}
		if s.stage != stageLast || s.cur != s.first {
			break
		}
	}
	s.beginTurn()
}

// newRound counts a round at the start player and reports whether the game
// is over instead.
//
// Decided (issue 28; docs/rules/kaleidoskop.md): the round limit ends only
// a game in which no end procedure has begun; one begun in the limit's
// round still plays its last round, one past the limit.
func (s *State) newRound() (over bool) {
	switch {
	case s.stage == stageFinish:
		s.stage = stageLast
	case s.stage == stageLast:
		return true
	case s.round >= s.opt.roundLimit():
		return true
	}
	s.round++
	return false
}

// beginTurn clears the tools the player to move used in their last turn.
func (s *State) beginTurn() {
	me := &s.seats[s.cur]
	for t, a := range me.tools {
		switch {
		case a.hollow < 0:
		case Tool(t) == Holder:
			s.held[a.hollow] = -1
		default:
			s.tool[a.hollow][a.slot] = toolNone
			s.refresh(geo.hollows[a.hollow][a.slot])
		}
		me.tools[t] = offBoard
	}
	me.used = 0
	s.placed = -1
	s.phase = PhasePlace
}
