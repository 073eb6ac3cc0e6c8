package kaleidoskop

import (
	"fmt"
	"math"
	"math/bits"
	"sync"

	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// Study is what the balance study (docs/kaleidoskop-balance.md) counts
// over self-play games of one player count: length, winners by place in
// the turn order, the victory condition met last, the cards, the flow of
// scoring crystals and the tools. Add merges another Study of the same
// player count; StudyGame plays and counts one game.
type Study struct {
	Players, Games int
	Rounds, Turns  []int     // per game
	WinsByOrder    []float64 // wins by place in the turn order (0: the start player); a shared win counts 1/k
	NoWinner       int
	CardsGone      int    // games whose end began because no card was left
	LimitHit       int    // games stopped at the round limit
	LastMet        [3]int // the condition met last by the first to qualify: crystals, tools, orange
	Dealt          [NumCards]int
	Completed      [NumCards]int
	HeldTurns      [NumCards]int // turns (of all seats) from deal to completion, summed over completions
	LeftInHand     [NumCards]int
	Earned         int // scoring crystals earned by missions
	SpentExchange  int
	SpentBuy       int // buying the mirror and the glass
	SpentUse       int // the second and third tool of a turn
	SpentCard      int // the fourth hand card
	Places         int
	Exchanges      int
	Uses           [NumTools]int
	Buys           [NumTools]int
	Fourth         int
	WinnerCrystals int
	Qualified      int // qualified players, summed over games
}

// NewStudy is an empty Study of the player count.
func NewStudy(players int) *Study {
	return &Study{Players: players, WinsByOrder: make([]float64, players)}
}

// Add counts o's games into t.
func (t *Study) Add(o *Study) {
	t.Games += o.Games
	t.Rounds = append(t.Rounds, o.Rounds...)
	t.Turns = append(t.Turns, o.Turns...)
	for i := range t.WinsByOrder {
		t.WinsByOrder[i] += o.WinsByOrder[i]
	}
	t.NoWinner += o.NoWinner
	t.CardsGone += o.CardsGone
	t.LimitHit += o.LimitHit
	for i := range t.LastMet {
		t.LastMet[i] += o.LastMet[i]
	}
	for c := range NumCards {
		t.Dealt[c] += o.Dealt[c]
		t.Completed[c] += o.Completed[c]
		t.HeldTurns[c] += o.HeldTurns[c]
		t.LeftInHand[c] += o.LeftInHand[c]
	}
	t.Earned += o.Earned
	t.SpentExchange += o.SpentExchange
	t.SpentBuy += o.SpentBuy
	t.SpentUse += o.SpentUse
	t.SpentCard += o.SpentCard
	t.Places += o.Places
	t.Exchanges += o.Exchanges
	for i := range NumTools {
		t.Uses[i] += o.Uses[i]
		t.Buys[i] += o.Buys[i]
	}
	t.Fourth += o.Fourth
	t.WinnerCrystals += o.WinnerCrystals
	t.Qualified += o.Qualified
}

// StudyGame plays one game of opt with every seat at the level p, choosing
// with seeds drawn from seed, and counts it into a new Study.
func StudyGame(opt Options, p *ai.Player, seed uint64) (*Study, error) {
	s, err := New(opt)
	if err != nil {
		return nil, err
	}
	t := NewStudy(opt.Players)
	var dealtAt [NumCards]int
	var met [MaxPlayers][3]bool // the conditions as they stood at the end of each seat's last turn
	turns := 0
	for ply := uint64(0); !s.IsOver(); ply++ {
		var m game.Move
		if s.CurrentPlayer() == game.Chance {
			m = s.SeededOutcome()
		} else {
			m = ai.Think(p, s, ai.Mix(seed, ply), nil).Move
		}
		cur := int(s.cur)
		end := t.count(s, m, turns, &dealtAt)
		if end {
			turns++
			if s.first < 0 && s.Qualified(cur) {
				for i := range 3 {
					if !met[cur][i] {
						t.LastMet[i]++
					}
				}
			}
		}
		if m == game.NoMove {
			return nil, fmt.Errorf("game %s: no move at ply %d", opt, ply)
		}
		s.Apply(m)
		if q := &s.seats[cur]; end {
			met[cur] = [3]bool{int(q.crystals) >= s.Target(), q.owns == 1<<NumTools-1, q.done&OrangeDeck.mask() != 0}
		}
	}
	t.finish(s, turns)
	return t, nil
}

// count tallies move m before it is applied; it reports whether m ends a
// turn.
func (t *Study) count(s *State, m game.Move, turns int, dealtAt *[NumCards]int) bool {
	k, x := decode(m)
	switch k {
	case kPlace:
		if s.crystal[x/8] == None {
			t.Places++
		} else {
			t.Exchanges++
			t.SpentExchange += s.ExchangeCost()
		}
	case kHolder, kMirror, kGlass:
		t.Uses[map[kind]Tool{kHolder: Holder, kMirror: Mirror, kGlass: Glass}[k]]++
		t.SpentUse += s.ToolCost()
	case kBuy:
		if x == buyCard {
			t.Fourth++
			t.SpentCard += FourthPrice
		} else {
			t.Buys[x]++
			t.SpentBuy += ToolPrice
		}
	case kComplete:
		c := Card(x / 2)
		t.Completed[c]++
		t.HeldTurns[c] += turns - dealtAt[c]
		t.Earned += c.Reward()
	case kDeal:
		t.Dealt[Card(x)]++
		dealtAt[Card(x)] = turns
	case kEnd:
		return true
	}
	return false
}

// finish counts the end of the game.
func (t *Study) finish(s *State, turns int) {
	t.Games++
	t.Rounds = append(t.Rounds, s.Round())
	t.Turns = append(t.Turns, turns)
	n := s.opt.Players
	won := false
	for q := range n {
		if r := s.Result(game.Player(q)); r > 0 {
			t.WinsByOrder[(q-int(s.start)+n)%n] += r
			t.WinnerCrystals += s.Crystals(q)
			won = true
		}
		if s.Qualified(q) {
			t.Qualified++
		}
		for m := s.seats[q].hand; m != 0; m &= m - 1 {
			t.LeftInHand[bits.TrailingZeros32(m)]++
		}
	}
	if !won {
		t.NoWinner++
	}
	switch {
	case s.first >= 0:
	case s.round >= s.opt.roundLimit():
		t.LimitHit++
	default:
		t.CardsGone++ // nobody qualified, yet the end began: no card was left
	}
}

// Wilson is the 95% Wilson score interval of a share p observed over n
// trials.
func Wilson(p float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	nf := float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	w := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(0, c-w), min(1, c+w)
}

// MeanSD gives the mean, standard deviation, least and greatest of xs.
func MeanSD(xs []int) (mean, sd float64, lo, hi int) {
	if len(xs) == 0 {
		return 0, 0, 0, 0
	}
	sum := 0.0
	lo, hi = xs[0], xs[0]
	for _, x := range xs {
		sum += float64(x)
		lo, hi = min(lo, x), max(hi, x)
	}
	mean = sum / float64(len(xs))
	for _, x := range xs {
		sd += (float64(x) - mean) * (float64(x) - mean)
	}
	return mean, math.Sqrt(sd / float64(len(xs))), lo, hi
}

// SetReward changes card c's reward for this process: the balance
// study's trial runs of a changed design (kaskade balance -reward). It
// must not be called while games are played.
func SetReward(c Card, reward int) error {
	if !c.Valid() || reward < 0 || reward > 20 {
		return fmt.Errorf("reward %d for card %s: want a card B01..O12 and 0..20 crystals", reward, c)
	}
	allCards()[c].Reward = reward
	meanReward = sync.OnceValue(deckMeans)
	return nil
}
