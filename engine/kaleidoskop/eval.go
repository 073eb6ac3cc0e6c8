package kaleidoskop

import (
	"math/bits"
	"sync"

	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// The evaluation for the computer players' search (game.Evaluator): each
// seat's progress towards the three victory conditions of
// docs/rules/kaleidoskop.md (scoring crystals, all three tools, an orange
// mission), plus what its hand promises: a mission that is on the board
// or a few hexes short of it is worth part of its reward. The values are
// in hundredths of a scoring crystal.
const (
	crystalValue   = 100 // a scoring crystal still needed (the target plus the price of missing tools)
	spareValue     = 40  // a crystal beyond that: breaks ties among the qualified
	toolValue      = 330 // a bought tool: a little more than its price, so buying one pays
	holderValue    = 150 // the holder, which the first mission brings
	orangeValue    = 450 // the first orange mission, beyond its reward
	orangeHeld     = 120 // an orange card in hand while no orange mission is done
	qualifiedValue = 600 // meeting all three conditions

	maxDistance = 3 // hexes short of a mission that still count
)

// nearness is the share (percent) of a card's worth that a mission so many
// hexes short of the board counts for. On the board now it is not yet
// safe: others move before the owner's next turn; in the owner's own turn
// it is (nowNearness).
var nearness = [maxDistance + 1]int{0: 60, 1: 30, 2: 12, 3: 4}

// nowNearness: on the board in the owner's own turn. blindShare: the
// share of a card's mean reward (by its deck, which every seat sees) that
// a card counts for in a hand the searching seat cannot see.
const (
	nowNearness = 92
	blindShare  = 15
)

var _ ai.SeatsEvaluator = (*State)(nil)

var _ game.Heuristics = (*State)(nil)

// Heuristic gives the weaker evaluations of the lower levels (ai.go):
// "mean" weighs p's progress against the others' mean instead of the
// leader's (it plays its own game and lets a leader run) and counts the
// others' hands by the cards the re-deal guessed for them (a card of
// theirs on the board counts; the guess changes from playout to playout);
// "onboard" does so too and counts only the missions already on the board
// (it does not build towards the cards in its hand).
func (s *State) Heuristic(name string) game.EvalFunc {
	var far bool
	switch name {
	case "mean":
		far = true
	case "onboard":
	default:
		return nil
	}
	return func(st game.State, p game.Player) int {
		k := st.(*State)
		sum := 0
		for q := range k.opt.Players {
			if q != int(p) {
				sum += k.progress(q, false, false, true)
			}
		}
		return k.progress(int(p), far && int(p) == int(k.cur), false, true) - sum/(k.opt.Players-1)
	}
}

// Evaluate scores p's progress against the best of the others, for a
// search that stops before the end.
func (s *State) Evaluate(p game.Player) int {
	var v [MaxPlayers]int
	s.EvaluateSeats(v[:s.opt.Players])
	return v[p]
}

// EvaluateSeats gives every seat's Evaluate at once: each seat's progress
// is worked out only once.
func (s *State) EvaluateSeats(out []int) {
	var prog [MaxPlayers]int
	n := min(len(out), s.opt.Players)
	for q := range n {
		prog[q] = s.progress(q, q == int(s.cur), true, false)
	}
	for p := range n {
		best := -1 << 20
		for q := range n {
			if q != p {
				best = max(best, prog[q])
			}
		}
		out[p] = prog[p] - best
	}
}

// progress is a seat's worth: its belongings towards qualifying and its
// hand's promise, measured hex by hex for the seat to move (mover: whose
// search this is, the hand it holds), and for the others (whose hands the
// search has only guessed) blind, by the decks of their cards, or with
// guess only as on the board or not; qualify adds the bonus for meeting
// all three conditions.
func (s *State) progress(p int, mover, qualify, guess bool) int {
	me := &s.seats[p]
	bought := bits.OnesCount8(me.owns &^ 1) // mirror and glass
	need := s.Target() + ToolPrice*(2-bought)
	c := int(me.crystals)
	v := crystalValue*min(c, need) + spareValue*max(0, c-need) + toolValue*bought
	if me.owns&1 != 0 {
		v += holderValue
	}
	orangeDone := me.done&OrangeDeck.mask() != 0
	if orangeDone {
		v += orangeValue
	}
	if qualify && s.Qualified(p) {
		v += qualifiedValue
	}
	if !mover && !guess {
		return v + s.blindWorth(p, orangeDone)
	}
	return v + s.handWorth(p, orangeDone, mover)
}

// blindWorth is a hand's promise seen from outside: blindShare of each
// card's mean reward by its deck (and of the orange bonus), whatever the
// cards are. It does not vary with the re-deal, so it adds no noise.
func (s *State) blindWorth(p int, orangeDone bool) int {
	me := &s.seats[p]
	blue := bits.OnesCount32(me.hand & BlueDeck.mask())
	orange := bits.OnesCount32(me.hand & OrangeDeck.mask())
	v := blue*meanReward()[BlueDeck] + orange*meanReward()[OrangeDeck]
	if !orangeDone {
		v += orange * orangeValue
	}
	return v * blindShare / 100
}

// meanReward is each deck's mean reward, in hundredths of a crystal, by
// the cards' rewards, worked out on first use and again after SetReward
// (a balance trial's players know the changed deck).
var meanReward = sync.OnceValue(deckMeans)

func deckMeans() (m [2]int) {
	var n [2]int
	for c, info := range allCards() {
		m[Card(c).Deck()] += crystalValue * info.Reward
		n[Card(c).Deck()]++
	}
	return [2]int{m[0] / n[0], m[1] / n[1]}
}

// handWorth is what p's hand promises: each card's reward (and, while p
// has no orange mission, the orange bonus) by how near its closer mission
// is to the board (exact: by distance; else only on the board or not).
func (s *State) handWorth(p int, orangeDone, exact bool) int {
	me := &s.seats[p]
	hand := me.hand
	if s.phase == PhaseDeal && int(s.cur) == p && s.drawDeck == OrangeDeck && !orangeDone {
		return orangeHeld // the orange card on its way counts as held
	}
	near := nearness
	if int(s.cur) == p && (s.phase == PhaseTools || s.phase == PhaseMissions) {
		near[0] = nowNearness
	}
	v, held := 0, false
	for m := hand; m != 0; m &= m - 1 {
		c := Card(bits.TrailingZeros32(m))
		worth := crystalValue * c.Reward()
		if c.Deck() == OrangeDeck && !orangeDone {
			worth += orangeValue
			held = true
		}
		d := maxDistance
		switch {
		case exact:
			d = s.cardDistance(c)
		case s.Matches(c, 0) || s.Matches(c, 1):
			d = 0
		}
		v += worth * near[d] / 100
	}
	if held {
		v += orangeHeld
	}
	return v
}

// cardDistance is the fewer hexes either mission of c is short of the
// board, at most maxDistance.
func (s *State) cardDistance(c Card) int {
	best := maxDistance
	for i := range 2 {
		best = s.distance(c, i, best)
		if best == 0 {
			break
		}
	}
	return best
}

// distance is the fewest cells of mission i of card c that do not fit the board
// under any placement, rotation or reflection (variables bound greedily,
// a failed crystal condition counting one), if fewer than limit; else
// limit.
func (s *State) distance(c Card, i, limit int) int {
	m := &allCards()[c].Missions[i]
	spots := spots(s.opt.Players, m)
	k := len(m.Wishes)
	best := limit
	for i := 0; i+k <= len(spots); i += k {
		if d := s.misses(m, spots[i:i+k], best); d < best {
			if best = d; best == 0 {
				return 0
			}
		}
	}
	return best
}

// misses counts the cells of m on the hexes ids that do not fit, giving up
// at limit.
func (s *State) misses(m *Mission, ids []int8, limit int) int {
	var b binding
	miss := 0
	for j, id := range ids {
		if !b.fits(m.Wishes[j], s.colour[id]) {
			if miss++; miss >= limit {
				return limit
			}
		}
	}
	if miss == 0 && m.Crystal != 0 && !s.crystalFits(m, ids, b) {
		return 1 // the cells fit, the crystal is missing
	}
	return miss
}

// crystalFits reports whether the corner shared by m's crystal cells holds
// the crystal m asks for (on any corner the cells share).
func (s *State) crystalFits(m *Mission, ids []int8, b binding) bool {
	for _, k := range geo.corners[ids[m.CrystalCells[0]]] {
		if k >= 0 && s.crystal[k] != None && sharedBy(k, m.CrystalCells, ids) {
			if c := b; c.fits(m.Crystal, s.crystal[k]) {
				return true
			}
		}
	}
	return false
}

// spots lists, for a board of players, every way mission m lies wholly on
// it: the hexes of its cells in order, placement after placement (the same
// hexes in the same order only once), in the order find tries them
// (variant by variant, hex by hex). A board's lists are made on first use,
// not at start-up (the browser build starts faster).
func spots(players int, m *Mission) []int8 {
	placementsOnce[players].Do(func() {
		l := layouts()[players]
		for c := range allCards() {
			for i := range 2 {
				placements[players][c*2+i] = l.placements(&allCards()[c].Missions[i])
			}
		}
	})
	return placements[players][m.index]
}

var (
	placements     [MaxPlayers + 1][NumCards * 2][]int8 // [players][card*2+mission]
	placementsOnce [MaxPlayers + 1]sync.Once
)

func (l *layout) placements(m *Mission) []int8 {
	var out []int8
	seen := map[[7]int8]bool{}
	for _, v := range m.variants {
	base:
		for _, base := range l.bases {
			ids := make([]int8, len(v))
			for j, step := range v {
				if ids[j] = l.grid[base+step]; ids[j] == noHex {
					continue base
				}
			}
			var key [7]int8
			if copy(key[:], ids); !seen[key] {
				seen[key] = true
				out = append(out, ids...)
			}
		}
	}
	return out
}
