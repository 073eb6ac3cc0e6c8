package kaskade

import "math/bits"

// The tuned evaluation (issue 19): the write-up's rules (brilliant.go) taken
// apart into features, each side's counted separately, and weighted by a
// logistic regression of who went on to win over positions from self-play
// (tools/evaltune). The mover's and the opponent's features get their own
// weights because the same full cell is worth more to the side that fires
// first.

// Feature is one count of a side's position that the tuned evaluation weighs.
type Feature int

const (
	FeatBalls      Feature = iota // balls
	FeatCells                     // cells owned
	FeatHitCorner                 // full enemy neighbours of own corner cells (one per neighbour)
	FeatHitEdge                   // … of own edge cells
	FeatHitInner                  // … of own inner cells
	FeatSafeCorner                // own corner cells no full enemy cell touches
	FeatSafeEdge                  // … edge cells
	FeatSafeInner                 // … inner cells
	FeatSafeFull                  // own full cells no full enemy cell touches
	FeatChained                   // own full cells touching another own full cell
	FeatFull                      // own full cells
	FeatContact                   // own full cells touching a full enemy cell
	NumFeatures
)

// ClassicWeights are the write-up's rules (State.Classic) as weights of the
// features: the baseline a fit of the tuned weights must beat.
var ClassicWeights = [NumFeatures]int{
	FeatBalls: 1, FeatHitCorner: -3, FeatHitEdge: -2, FeatHitInner: -1,
	FeatSafeCorner: 3, FeatSafeEdge: 2, FeatSafeFull: 2, FeatChained: 2,
}

// Features counts every Feature for the side to move (mover) and its
// opponent. A finished game has no features (the search scores it itself).
func (s *State) Features() (mover, opp [NumFeatures]int) {
	g, me, them := s.geo, s.toMove, s.toMove.Opponent()
	// Every move adds one ball and an overflow only moves balls, so the
	// opponent has the balls the mover has not.
	mover[FeatBalls] = s.Balls(me)
	opp[FeatBalls] = s.moves - mover[FeatBalls]
	if g.words == 1 { // most boards played: one word, kept in registers
		full := s.fullWord()
		mine, theirs := s.owns[me][0], s.owns[them][0]
		dm, dt := g.touchWord(full&mine), g.touchWord(full&theirs)
		caps := [3]uint64{g.capSet[2][0], g.capSet[3][0], g.capSet[4][0]}
		countWord(&mover, mine, full&mine, or4(dm), &dt, caps)
		countWord(&opp, theirs, full&theirs, or4(dt), &dm, caps)
		return mover, opp
	}
	s.featuresSets(&mover, &opp)
	return mover, opp
}

// featuresSets is Features on a board of more than 64 cells, word by word.
func (s *State) featuresSets(mover, opp *[NumFeatures]int) {
	g, me, them := s.geo, s.toMove, s.toMove.Opponent()
	full := s.fullSet()
	var fullMe, fullThem cellSet
	for w := range g.words {
		fullMe[w], fullThem[w] = full[w]&s.owns[me][w], full[w]&s.owns[them][w]
	}
	touchMe, dirsMe := g.touching(&fullMe)
	touchThem, dirsThem := g.touching(&fullThem)
	for w := range g.words {
		caps := [3]uint64{g.capSet[2][w], g.capSet[3][w], g.capSet[4][w]}
		dm := [4]uint64{dirsMe[0][w], dirsMe[1][w], dirsMe[2][w], dirsMe[3][w]}
		dt := [4]uint64{dirsThem[0][w], dirsThem[1][w], dirsThem[2][w], dirsThem[3][w]}
		countWord(mover, s.owns[me][w], fullMe[w], touchMe[w], &dt, caps)
		countWord(opp, s.owns[them][w], fullThem[w], touchThem[w], &dm, caps)
	}
}

func or4(d [4]uint64) uint64 { return d[0] | d[1] | d[2] | d[3] }

// countWord adds one word of a side's cells to its features f: the side's
// cells, its full cells, the cells its full cells touch, the cells the
// enemy's full cells touch per direction, and the cells of capacity 2, 3, 4.
func countWord(f *[NumFeatures]int, mine, mineFull, touchMine uint64, threatDirs *[4]uint64, caps [3]uint64) {
	for _, d := range threatDirs {
		hit := d & mine
		f[FeatHitCorner] += bits.OnesCount64(hit & caps[0])
		f[FeatHitEdge] += bits.OnesCount64(hit & caps[1])
		f[FeatHitInner] += bits.OnesCount64(hit & caps[2])
	}
	threat := or4(*threatDirs)
	safe := mine &^ threat
	f[FeatCells] += bits.OnesCount64(mine)
	f[FeatSafeCorner] += bits.OnesCount64(safe & caps[0])
	f[FeatSafeEdge] += bits.OnesCount64(safe & caps[1])
	f[FeatSafeInner] += bits.OnesCount64(safe & caps[2])
	f[FeatSafeFull] += bits.OnesCount64(safe & mineFull)
	f[FeatChained] += bits.OnesCount64(touchMine & mineFull)
	f[FeatFull] += bits.OnesCount64(mineFull)
	f[FeatContact] += bits.OnesCount64(threat & mineFull)
}

// Tuned is the tuned evaluation from the mover's view (the search asks only
// for the side to move; p is that side): tunedTempo plus each feature of the
// mover and of the opponent times its weight. ±TunedWin once decided.
func (s *State) Tuned(p Player) int {
	if s.winner != NoPlayer {
		if s.winner == p {
			return TunedWin
		}
		return -TunedWin
	}
	mover, opp := s.Features()
	v := tunedTempo
	for i := range NumFeatures {
		v += tunedMover[i]*mover[i] + tunedOpp[i]*opp[i]
	}
	if p != s.toMove {
		return -v
	}
	return v
}

// TunedWin is the tuned evaluation of a won game: above any other position's.
const TunedWin = 1 << 20

// The weights, in thousandths of a logit of the mover's chance to win, as
// `evaltune fit` printed them for 94,110 positions of 900 self-play games
// (`evaltune gen -size 6x9 -games 500 -nodes 20000 -seed 1` and `-size 8x8
// -games 400 -seed 2`: Expert with the write-up's evaluation at 20,000
// nodes a move). Their values only mean something together: some features
// add up to others (full = safe full + contact).
var (
	tunedTempo = 142
	tunedMover = [NumFeatures]int{6, 14, -26, -54, -28, 95, 30, 22, 45, -25, 14, -31}
	tunedOpp   = [NumFeatures]int{34, -55, 12, 32, -15, -103, -21, -26, -85, 17, -19, 66}
)
