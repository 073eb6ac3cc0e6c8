package kaleidoskop

import (
	"math/bits"
	"sort"
)

// Standing is one player's place in the ranking.
type Standing struct {
	Seat      int
	Qualified bool // meets the three victory conditions
	Crystals  int
	Orange    int  // orange missions completed
	Rank      int  // 1 for the best; players tied share a rank
	Winner    bool // only once the game is over
}

// Ranking orders the players as the game's end does: the qualified first,
// then by scoring crystals, then by orange missions; the rest ties. Once
// the game is over the qualified players ranked first win (shared when
// tied).
func (s *State) Ranking() []Standing {
	st := make([]Standing, s.opt.Players)
	for p := range st {
		_, orange := s.DoneCounts(p)
		st[p] = Standing{Seat: p, Qualified: s.Qualified(p), Crystals: s.Crystals(p), Orange: orange}
	}
	sort.SliceStable(st, func(i, j int) bool { return ahead(st[i], st[j]) })
	for i := range st {
		st[i].Rank = i + 1
		if i > 0 && !ahead(st[i-1], st[i]) {
			st[i].Rank = st[i-1].Rank
		}
		st[i].Winner = s.phase == PhaseOver && st[i].Qualified && st[i].Rank == 1
	}
	return st
}

// ahead reports whether a ranks before b.
func ahead(a, b Standing) bool {
	switch {
	case a.Qualified != b.Qualified:
		return a.Qualified
	case a.Crystals != b.Crystals:
		return a.Crystals > b.Crystals
	}
	return a.Orange > b.Orange
}

// Needs is how far p is from the three victory conditions.
type Needs struct {
	Tools    int  // tools still to get
	Orange   bool // an orange mission is still needed
	Crystals int  // scoring crystals short of the target
}

// Needs says what p still lacks to qualify.
func (s *State) Needs(p int) Needs {
	_, orange := s.DoneCounts(p)
	return Needs{
		Tools:    int(NumTools) - bits.OnesCount8(s.seat(p).owns),
		Orange:   orange == 0,
		Crystals: max(0, s.Target()-s.Crystals(p)),
	}
}

// EndStage reports the end procedure: 0 while nobody has qualified, 1
// while the round is played up to the start player, 2 in the last round.
// First is the first to qualify, -1 if none (the procedure may also start
// because no card is left).
func (s *State) EndStage() (stage, first int) { return int(s.stage), int(s.first) }
