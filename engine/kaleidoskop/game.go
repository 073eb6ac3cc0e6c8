package kaleidoskop

import "kaskade/engine/game"

var (
	_ game.State       = (*State)(nil)
	_ game.Typer       = (*State)(nil)
	_ game.Checker     = (*State)(nil)
	_ game.ChanceState = (*State)(nil)
	_ game.Imperfect   = (*State)(nil)
	_ game.Turner      = (*State)(nil)
	_ game.Scorer      = (*State)(nil)
	_ game.Evaluator   = (*State)(nil)
	_ game.Hasher      = (*State)(nil)
	_ game.Copier      = (*State)(nil)
)

// Type: 3 to 6 players, chance, hidden hands, not zero-sum.
func (s *State) Type() game.Type {
	return game.Type{MinPlayers: MinPlayers, MaxPlayers: MaxPlayers, Chance: true, Hidden: true}
}

func (s *State) NumPlayers() int { return s.opt.Players }

// CurrentPlayer is the seat to move, game.Chance during the setup and while
// a card is dealt, game.Terminal once over.
func (s *State) CurrentPlayer() game.Player {
	switch {
	case s.phase == PhaseOver:
		return game.Terminal
	case s.chanceToMove():
		return game.Chance
	}
	return game.Player(s.cur)
}

func (s *State) IsOver() bool { return s.phase == PhaseOver }

// TurnDone reports whether the last move ended a turn: a player's end, a
// draw (chance deals next) or a chance step (see Apply).
func (s *State) TurnDone() bool { return s.turnDone }

func (s *State) Clone() game.State { c := *s; return &c }

// CopyFrom copies src, which must be a *State, into s.
func (s *State) CopyFrom(src game.State) { *s = *src.(*State) }

// Score is p's scoring crystals.
func (s *State) Score(p game.Player) float64 { return float64(s.Crystals(int(p))) }

// Result is p's return once the game is over: the k winners get 1/k each,
// everyone else -1; a game without a winner (nobody qualified) is 0 for
// all. While the game goes on it is 0.
func (s *State) Result(p game.Player) float64 {
	if s.phase != PhaseOver {
		return 0
	}
	k := 0
	for _, st := range s.Ranking() {
		if st.Winner {
			k++
		}
	}
	switch {
	case k == 0:
		return 0
	case s.isWinner(int(p)):
		return 1 / float64(k)
	}
	return -1
}

func (s *State) isWinner(p int) bool {
	for _, st := range s.Ranking() {
		if st.Seat == p {
			return st.Winner
		}
	}
	return false
}

// Hash mixes every part of the position, the player to move included.
func (s *State) Hash() uint64 {
	h := uint64(s.phase)<<56 ^ uint64(uint8(s.cur))<<48 ^ uint64(uint8(s.start))<<40 ^ uint64(s.round)<<24 ^
		uint64(s.stage)<<16 ^ uint64(uint8(s.first))<<8 ^ uint64(uint8(s.placed))
	mix := func(x uint64) { h = game.Mix64(h ^ x) }
	mix(uint64(s.setup)<<32 | uint64(s.drawDeck))
	for i := 0; i < MaxHollows; i += 8 {
		var w uint64
		for j := range 8 {
			w |= uint64(s.crystal[i+j])<<(8*j) | uint64(s.tool[i+j][0]|s.tool[i+j][1]<<2|s.tool[i+j][2]<<4)<<(8*j+3)
		}
		mix(w)
	}
	for p := range s.opt.Players {
		st := &s.seats[p]
		mix(uint64(st.hand) | uint64(st.done)<<32)
		mix(uint64(uint16(st.crystals)) | uint64(st.owns)<<16 | uint64(st.used)<<24 | boolBit(st.fourth)<<32 |
			uint64(uint8(st.tools[0].hollow))<<40 | uint64(uint8(st.tools[1].hollow))<<48 | uint64(uint8(st.tools[2].hollow))<<56)
		mix(uint64(uint8(st.tools[1].slot)) | uint64(uint8(st.tools[2].slot))<<8 | uint64(st.handN[0])<<16 | uint64(st.handN[1])<<24)
	}
	mix(uint64(s.deck[0]) | uint64(s.deck[1])<<32)
	return h
}

func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
