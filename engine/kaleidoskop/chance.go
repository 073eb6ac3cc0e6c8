package kaleidoskop

import (
	"math/bits"

	"kaskade/engine/game"
)

// The setup is a sequence of chance steps: the six centre crystals one by
// one (setupCrystals steps), the start player, then the hands dealt one
// card at a time, seat by seat, the blue cards then the orange ones
// (handBlue). A card drawn during play is one more chance step. Each
// step's outcomes are equally likely, so a step has at most 20 outcomes.
const (
	setupCrystals = 6
	setupStart    = setupCrystals     // the step that draws the start player
	setupHands    = setupCrystals + 1 // the first card dealt
	handSize      = 3
)

// handBlue is how many cards of a starting hand are blue, by player
// count; the rest are orange. With 6 players each hand holds two orange
// cards, so that the whole orange deck is dealt: the six orange cards
// left to draw went to whoever drew first, and the seat order decided
// the game (docs/kaleidoskop-balance.md, proposal D).
var handBlue = [MaxPlayers + 1]int{3: 2, 4: 2, 5: 2, 6: 1}

// startBonus is the scoring crystals the start player gets on top of
// everyone's one, by player count: with 3 and 5 players the start player,
// who moves first onto the emptiest board, won 28.8% and 15.6% of the
// games against a fair 33.3% and 20%; with 4 the bonus overshot
// (docs/kaleidoskop-balance.md, proposal G).
var startBonus = [MaxPlayers + 1]int16{3: 1, 5: 1}

// setupDeal is the seat and deck of the card the setup deals next.
func (s *State) setupDeal() (p int, d Deck, ok bool) {
	i := int(s.setup) - setupHands
	if s.phase != PhaseSetup || i < 0 || i/handSize >= s.opt.Players {
		return -1, BlueDeck, false
	}
	if i%handSize >= handBlue[s.opt.Players] {
		d = OrangeDeck
	}
	return i / handSize, d, true
}

// outcomeMoves appends the chance step's outcomes.
func (s *State) outcomeMoves(buf []game.Move) []game.Move {
	switch {
	case s.phase == PhaseDeal:
		return appendCards(buf, s.deck[s.drawDeck])
	case s.phase != PhaseSetup:
		return buf
	case s.setup < setupCrystals:
		for c := Red; c <= Purple; c++ {
			if s.supply[c] == Supply {
				buf = append(buf, mv(kCrystal, int(c)))
			}
		}
	case s.setup == setupStart:
		for p := range s.opt.Players {
			buf = append(buf, mv(kStart, p))
		}
	default:
		_, d, _ := s.setupDeal()
		return appendCards(buf, s.deck[d])
	}
	return buf
}

func appendCards(buf []game.Move, m uint32) []game.Move {
	for ; m != 0; m &= m - 1 {
		buf = append(buf, mv(kDeal, bits.TrailingZeros32(m)))
	}
	return buf
}

// checkChance refuses anything but one of the step's outcomes.
func (s *State) checkChance(k kind, x int) *game.Refusal {
	var buf [NumCards]game.Move
	want := mv(k, x)
	for _, m := range s.outcomeMoves(buf[:0]) {
		if m == want {
			return nil
		}
	}
	return game.Refuse(game.CodeNoMove, "not an outcome of this chance step")
}

// ChanceOutcomes appends the chance step's outcomes, all equally likely.
func (s *State) ChanceOutcomes(buf []game.Outcome) []game.Outcome {
	var mb [NumCards]game.Move
	ms := s.outcomeMoves(mb[:0])
	for _, m := range ms {
		buf = append(buf, game.Outcome{Move: m, Prob: 1 / float64(len(ms))})
	}
	return buf
}

func (s *State) applyChance(k kind, x int) {
	s.chanceN++
	switch k {
	case kCrystal:
		h := geo.centre[s.setup]
		s.crystal[h] = Colour(x)
		s.supply[x]--
		s.refreshHollow(h)
	case kStart:
		s.start = int8(x)
		s.seats[x].crystals += startBonus[s.opt.Players]
	case kDeal:
		if s.phase == PhaseDeal {
			s.give(int(s.cur), Card(x))
			s.phase = PhaseMissions
			return
		}
		p, _, _ := s.setupDeal()
		s.give(p, Card(x))
	}
	s.setup++
	if _, _, ok := s.setupDeal(); !ok && s.setup > setupStart {
		s.cur, s.round = s.start, 1
		s.beginTurn()
	}
}

// SeededOutcome is the outcome the deal number decides for this chance
// step: the same options and moves give the same game everywhere. It is
// game.NoMove when chance is not to move.
func (s *State) SeededOutcome() game.Move {
	var mb [NumCards]game.Move
	ms := s.outcomeMoves(mb[:0])
	if !s.chanceToMove() || len(ms) == 0 {
		return game.NoMove
	}
	r := game.SplitMix64{State: s.opt.Deal ^ game.Mix64(uint64(s.chanceN)+1)}
	return ms[below(&r, uint64(len(ms)))]
}

// below is a uniform number in [0, n) (Lemire's multiply-and-reject).
func below(r *game.SplitMix64, n uint64) uint64 {
	hi, lo := bits.Mul64(r.Next(), n)
	for lo < -n%n {
		hi, lo = bits.Mul64(r.Next(), n)
	}
	return hi
}

// Settle plays the chance steps from the deal number (SeededOutcome) until
// a player is to move or the game is over.
func (s *State) Settle() {
	for s.chanceToMove() {
		m := s.SeededOutcome()
		if m == game.NoMove {
			return
		}
		s.Apply(m)
	}
}
