package kaleidoskop

import "kaskade/engine/game"

// Tool is one of a player's three special tools.
type Tool int8

const (
	Holder Tool = iota // under this turn's crystal: nobody may exchange it
	Mirror             // aimed at a crystal and one of its hexes: counts double there
	Glass              // frosted glass: the crystal does not count for that hex
	NumTools
)

var toolNames = [NumTools]string{"holder", "mirror", "glass"}

func (t Tool) String() string {
	if t >= 0 && t < NumTools {
		return toolNames[t]
	}
	return "?"
}

// Hollow is a crystal hollow, numbered 0..71 on the full board.
type Hollow int8

// NoHollow is no hollow.
const NoHollow Hollow = -1

// Phase is the step of the turn the game is in.
type Phase int8

const (
	PhaseSetup    Phase = iota // chance: centre crystals, start player, hands
	PhasePlace                 // the player must place or exchange a crystal
	PhaseTools                 // tools may be used; missions may begin
	PhaseMissions              // missions only (tools are done)
	PhaseDraw                  // the player chooses the deck to draw from
	PhaseDeal                  // chance: the card drawn
	PhaseOver
)

// aim is a tool on the board: its hollow and, for the mirror and the
// glass, the slot (0..2) of the hex it is aimed at.
type aim struct{ hollow, slot int8 }

var offBoard = aim{-1, -1}

// seat is one player's belongings.
type seat struct {
	crystals int16
	owns     uint8         // bit per Tool
	used     uint8         // tools used this turn, bit per Tool
	tools    [NumTools]aim // where the tools stand (offBoard when not)
	hand     uint32        // cards in hand (empty in another seat's view)
	handN    [2]int8       // blue and orange cards in hand (kept in views)
	done     uint32        // completed cards, public
	fourth   bool          // bought the fourth hand card
	_        [3]byte       //
}

// Supply is the crystals of each colour in the box.
const Supply = 18

// State is a position of Kaleidoskop: the referee's view unless made by
// ViewFor.
type State struct {
	opt     Options
	lay     *layout
	crystal [MaxHollows]Colour
	colour  [MaxHexes]Colour
	tool    [MaxHollows][3]int8 // the glass or mirror aimed at each hollow's slot: toolNone, toolMirror, toolGlass
	held    [MaxHollows]int8    // the seat whose holder is under the crystal, or -1
	supply  [NumColours + 1]int8
	seats   [MaxPlayers]seat
	deck    [2]uint32 // cards left in each deck (empty in a view)
	deckN   [2]int8

	phase    Phase
	cur      int8  // the player to move, or who receives the card being dealt
	start    int8  // the start player, -1 before it is drawn
	round    int16 // rounds begun, counted at the start player
	stage    int8  // the end procedure: stagePlay, stageFinish, stageLast
	first    int8  // who qualified first, -1
	placed   int8  // the hollow placed or exchanged this turn, -1
	drawDeck Deck  // the deck chosen for the card being dealt
	setup    int8  // setup chance steps done
	chanceN  int32 // chance steps so far (SeededOutcome's counter)
	turnDone bool  // the last move ended a turn
	view     int8  // -1: the referee's state; p: ViewFor(p)
}

const (
	toolNone   = 0
	toolMirror = 1
	toolGlass  = 2
)

// The stages of the end procedure.
const (
	stagePlay   = iota
	stageFinish // someone qualified: the round is played up to the start player
	stageLast   // the last round, without the first to qualify
)

// MaxRounds ends a game in which nobody qualifies: after this many rounds
// the game is over without a winner (a decision of this project; the rules
// page is silent). Options.Rounds may set a lower limit.
const MaxRounds = 40

// New starts a game with these options, before the setup's chance steps.
func New(o Options) (*State, error) {
	if !o.valid() {
		return nil, game.Refuse("kaleidoskop.options", "options %v: want players 3 to 6 and a length", o)
	}
	s := &State{opt: o, lay: layouts()[o.Players], start: -1, first: -1, placed: -1, view: -1, turnDone: true}
	for i := range s.held {
		s.held[i] = -1
	}
	for c := Red; c <= Purple; c++ {
		s.supply[c] = Supply
	}
	for p := range s.seats {
		s.seats[p].tools = [NumTools]aim{offBoard, offBoard, offBoard}
		if p < o.Players {
			s.seats[p].crystals = 1
		}
	}
	s.deck = [2]uint32{BlueDeck.mask(), OrangeDeck.mask()}
	s.deckN = [2]int8{BlueCards, OrangeCards}
	return s, nil
}

// NewGame starts a game from option text (see ParseOptions).
func NewGame(options string) (*State, error) {
	o, err := ParseOptions(options)
	if err != nil {
		return nil, err
	}
	return New(o)
}

// Options are the game's options.
func (s *State) Options() Options { return s.opt }

// Phase is the step of the turn.
func (s *State) Phase() Phase { return s.phase }

// Current is the seat to move (or, while a card is dealt, the seat that
// receives it); -1 before the setup has chosen anyone.
func (s *State) Current() int {
	if s.phase == PhaseSetup {
		if p, _, ok := s.setupDeal(); ok {
			return p
		}
		return -1
	}
	return int(s.cur)
}

// StartPlayer is the start player, -1 before it is drawn.
func (s *State) StartPlayer() int { return int(s.start) }

// Round is the number of rounds begun (1 in the first round).
func (s *State) Round() int { return int(s.round) }

// Target is the scoring crystals a player must hold to qualify.
func (s *State) Target() int { return s.opt.Length.Target() }

// Hexes lists the playable hexes.
func (s *State) Hexes() []Hex {
	hs := make([]Hex, len(s.lay.hexes))
	for i, id := range s.lay.hexes {
		hs[i] = geo.hexes[id]
	}
	return hs
}

// Hollows lists the playable hollows.
func (s *State) Hollows() []Hollow {
	hs := make([]Hollow, len(s.lay.hollowIDs))
	for i, k := range s.lay.hollowIDs {
		hs[i] = Hollow(k)
	}
	return hs
}

// HollowHexes lists the playable hexes round hollow k, in notation order.
func (s *State) HollowHexes(k Hollow) []Hex {
	var hs []Hex
	if !s.hollowOK(k) {
		return nil
	}
	for _, id := range geo.hollows[k] {
		if id != noHex && s.lay.hexOn[id] {
			hs = append(hs, geo.hexes[id])
		}
	}
	return hs
}

// HollowName writes hollow k as the rules page does, e.g. 0,0|1,0|1,-1.
func (s *State) HollowName(k Hollow) string {
	if !s.hollowOK(k) {
		return "?"
	}
	return s.lay.hollowText(int(k))
}

// ParseHollow reads a hollow of this board.
func (s *State) ParseHollow(text string) (Hollow, error) {
	k, err := s.lay.parseHollow(text)
	return Hollow(k), err
}

func (s *State) hollowOK(k Hollow) bool { return k >= 0 && k < MaxHollows && s.lay.hollowOn[k] }

// CentreHollows are the six hollows round the centre hex, in the order the
// setup fills them.
func CentreHollows() [6]Hollow {
	var hs [6]Hollow
	for i, k := range geo.centre {
		hs[i] = Hollow(k)
	}
	return hs
}

// CrystalAt is the crystal in hollow k, None if empty.
func (s *State) CrystalAt(k Hollow) Colour {
	if !s.hollowOK(k) {
		return None
	}
	return s.crystal[k]
}

// HeldBy is the seat whose holder is under hollow k's crystal, or -1.
func (s *State) HeldBy(k Hollow) int {
	if !s.hollowOK(k) {
		return -1
	}
	return int(s.held[k])
}

// HexColour is the colour of hex h; None when neutral or off the board.
func (s *State) HexColour(h Hex) Colour {
	id := s.lay.hexAt(h)
	if id == noHex {
		return None
	}
	return s.colour[id]
}

// SupplyLeft is the crystals of colour c still in the box.
func (s *State) SupplyLeft(c Colour) int {
	if c < Red || c > Purple {
		return 0
	}
	return int(s.supply[c])
}

// Crystals is p's scoring crystals.
func (s *State) Crystals(p int) int { return int(s.seat(p).crystals) }

// Owns reports whether p owns tool t.
func (s *State) Owns(p int, t Tool) bool { return t >= 0 && t < NumTools && s.seat(p).owns>>t&1 != 0 }

// UsedThisTurn reports whether p used tool t in this turn.
func (s *State) UsedThisTurn(p int, t Tool) bool {
	return t >= 0 && t < NumTools && s.seat(p).used>>t&1 != 0
}

// ToolAt says where p's tool t stands: its hollow and the hex it is aimed
// at (the holder's hex is the zero Hex); ok false when it is off the board.
func (s *State) ToolAt(p int, t Tool) (k Hollow, h Hex, ok bool) {
	if t < 0 || t >= NumTools {
		return NoHollow, Hex{}, false
	}
	a := s.seat(p).tools[t]
	if a.hollow < 0 {
		return NoHollow, Hex{}, false
	}
	if t != Holder {
		h = geo.hollowSpot[a.hollow][a.slot]
	}
	return Hollow(a.hollow), h, true
}

// Hand lists p's cards in card order; empty for a hand hidden in a view
// (HandCounts still counts it).
func (s *State) Hand(p int) []Card { return cardList(s.seat(p).hand) }

// HandCounts is the number of blue and orange cards in p's hand.
func (s *State) HandCounts(p int) (blue, orange int) {
	n := s.seat(p).handN
	return int(n[BlueDeck]), int(n[OrangeDeck])
}

// Done lists the cards p has completed, in card order.
func (s *State) Done(p int) []Card { return cardList(s.seat(p).done) }

// DoneCounts is the number of blue and orange missions p has completed.
func (s *State) DoneCounts(p int) (blue, orange int) {
	d := s.seat(p).done
	return popcount(d & BlueDeck.mask()), popcount(d & OrangeDeck.mask())
}

// BoughtFourth reports whether p has bought the fourth hand card.
func (s *State) BoughtFourth(p int) bool { return s.seat(p).fourth }

// DeckLeft is the number of cards left in deck d.
func (s *State) DeckLeft(d Deck) int {
	if d != BlueDeck && d != OrangeDeck {
		return 0
	}
	return int(s.deckN[d])
}

// seat gives p's belongings; an unknown seat reads as an empty one.
func (s *State) seat(p int) *seat {
	if p < 0 || p >= s.opt.Players {
		return &seat{}
	}
	return &s.seats[p]
}

func cardList(m uint32) []Card {
	var cs []Card
	for c := Card(0); c < NumCards; c++ {
		if m>>c&1 != 0 {
			cs = append(cs, c)
		}
	}
	return cs
}

func popcount(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// refresh recomputes the colour of hex id from the crystals on its corners.
func (s *State) refresh(id int8) {
	var count [NumColours + 1]int8
	for _, k := range geo.corners[id] {
		if k < 0 || s.crystal[k] == None {
			continue
		}
		count[s.crystal[k]] += s.weight(k, id)
	}
	s.colour[id] = majority(count)
}

// weight is what hollow k's crystal counts for hex id: 2 under a mirror
// aimed at the hex, 0 behind a glass, else 1.
func (s *State) weight(k, id int8) int8 {
	for slot, h := range geo.hollows[k] {
		if h == id {
			switch s.tool[k][slot] {
			case toolMirror:
				return 2
			case toolGlass:
				return 0
			}
		}
	}
	return 1
}

// majority is the rules page's colour rule: the colour strictly on top
// wins; colours tied on top cancel and the rest are looked at again; none
// left is neutral.
func majority(count [NumColours + 1]int8) Colour {
	for {
		top, n, win := int8(0), 0, None
		for c := Red; c <= Purple; c++ {
			switch {
			case count[c] > top:
				top, n, win = count[c], 1, c
			case count[c] == top && top > 0:
				n++
			}
		}
		if n <= 1 {
			return win
		}
		for c := Red; c <= Purple; c++ {
			if count[c] == top {
				count[c] = 0
			}
		}
	}
}

// refreshHollow recomputes the hexes round hollow k.
func (s *State) refreshHollow(k int8) {
	for _, id := range geo.hollows[k] {
		if id != noHex && s.lay.hexOn[id] {
			s.refresh(id)
		}
	}
}

// HexChange is a hex whose colour a move changes.
type HexChange struct {
	Hex      Hex
	From, To Colour
}

// Changes lists the hexes whose colour m changes, without playing it (for
// an end of turn: what taking the next player's tools off changes).
func (s *State) Changes(m game.Move) []HexChange {
	c := *s
	c.Apply(m)
	var out []HexChange
	for _, id := range s.lay.hexes {
		if s.colour[id] != c.colour[id] {
			out = append(out, HexChange{geo.hexes[id], s.colour[id], c.colour[id]})
		}
	}
	return out
}
