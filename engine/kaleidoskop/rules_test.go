package kaleidoskop

import (
	"testing"

	"kaskade/engine/game"
)

// started is a game after its seeded setup, the start player to move.
func started(t *testing.T, players int, deal uint64) *State {
	t.Helper()
	s, err := New(Options{Players: players, Length: Normal, Deal: deal})
	if err != nil {
		t.Fatal(err)
	}
	s.Settle()
	return s
}

// hollowAt finds the hollow written as text.
func hollowAt(t *testing.T, s *State, text string) Hollow {
	t.Helper()
	k, err := s.ParseHollow(text)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// put sets a crystal directly (a test's board) and refreshes the hexes.
func put(s *State, k Hollow, c Colour) {
	if old := s.crystal[k]; old != None {
		s.supply[old]++
	}
	s.crystal[k] = c
	s.supply[c]--
	s.refreshHollow(int8(k))
}

func play(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v\n%s", text, err, s)
		}
		s.Apply(m)
		s.Settle()
	}
}

func refusedWith(t *testing.T, s *State, text, code string) {
	t.Helper()
	_, err := s.ParseMove(text)
	r, ok := game.RefusalOf(err)
	if !ok || r.Code != code {
		t.Fatalf("%s: got %v, want a refusal %s", text, err, code)
	}
}

func counts(pairs ...any) (c [NumColours + 1]int8) {
	for i := 0; i < len(pairs); i += 2 {
		c[pairs[i].(Colour)] = int8(pairs[i+1].(int))
	}
	return c
}

// The colour rule and every example of the rules page and the seed.
func TestMajority(t *testing.T) {
	for _, tc := range []struct {
		name  string
		count [NumColours + 1]int8
		want  Colour
	}{
		{"no crystal", counts(), None},
		{"one of each colour is neutral", counts(Red, 1, Yellow, 1, Green, 1, Blue, 1, Pink, 1, Purple, 1), None},
		{"two of each is neutral", counts(Red, 2, Yellow, 2, Blue, 2), None},
		{"red 2 yellow 2 green 1 makes green", counts(Red, 2, Yellow, 2, Green, 1), Green},
		{"the mirror: red 3 yellow 2 green 1 is red", counts(Red, 3, Yellow, 2, Green, 1), Red},
		{"blue 2 pink 2 cancel", counts(Blue, 2, Pink, 2), None},
		{"the glass: blue 2 pink 1 is blue", counts(Blue, 2, Pink, 1), Blue},
		{"Beispiel 3: green and red tie, so pink", counts(Green, 2, Red, 2, Pink, 1), Pink},
		{"a single crystal", counts(Purple, 1), Purple},
		{"cancel twice", counts(Red, 3, Yellow, 3, Green, 2, Blue, 2, Pink, 1), Pink},
	} {
		if got := majority(tc.count); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// The mirror and the glass on the board: the seed's two examples.
func TestMirrorAndGlassOnTheBoard(t *testing.T) {
	s := started(t, 6, 1)
	for _, k := range s.Hollows() {
		s.crystal[k] = None
	}
	hex := Hex{0, 0}
	corners := geo.corners[geo.hexIndex(hex)]
	for i, c := range []Colour{Red, Red, Yellow, Yellow, Green} {
		put(s, Hollow(corners[i]), c)
	}
	if got := s.HexColour(hex); got != Green {
		t.Fatalf("red 2 yellow 2 green 1: %v", got)
	}
	s.seats[s.cur].owns = 1<<Mirror | 1<<Glass
	s.phase, s.placed = PhaseTools, corners[5] // as if a crystal had been placed
	k := Hollow(corners[0])
	ms := s.Changes(ToolMove(Mirror, k, hex))
	if len(ms) != 1 || ms[0].Hex != hex || ms[0].From != Green || ms[0].To != Red {
		t.Fatalf("the mirror on a red crystal: changes %v, want 0,0 green to red", ms)
	}
	// blue 2 pink 2 cancel; a glass on one pink leaves blue
	for i, c := range []Colour{Blue, Blue, Pink, Pink, Green, Green} {
		put(s, Hollow(corners[i]), c)
	}
	if got := s.HexColour(hex); got != None {
		t.Fatalf("blue 2 pink 2 green 2: %v", got)
	}
	s.crystal[corners[4]], s.crystal[corners[5]] = None, None
	s.refresh(geo.hexIndex(hex))
	ch := s.Changes(ToolMove(Glass, Hollow(corners[2]), hex))
	if len(ch) != 1 || ch[0].To != Blue {
		t.Fatalf("glass on pink: %v", ch)
	}
}

// Covers per player count: 19/36, 31/60, 37/72; covers A east and west.
func TestCovers(t *testing.T) {
	for players, want := range map[int][2]int{3: {19, 36}, 4: {19, 36}, 5: {31, 60}, 6: {37, 72}} {
		s, _ := New(Options{Players: players})
		if len(s.Hexes()) != want[0] || len(s.Hollows()) != want[1] {
			t.Errorf("%d players: %d hexes, %d hollows; want %v", players, len(s.Hexes()), len(s.Hollows()), want)
		}
	}
	cs := Covers()
	if cs[0].Kind != 'A' || cs[0].Hexes[0] != (Hex{3, 0}) || cs[3].Kind != 'A' || cs[3].Hexes[0] != (Hex{-3, 0}) {
		t.Errorf("covers A: %v %v", cs[0], cs[3])
	}
	five, _ := New(Options{Players: 5})
	if five.lay.hexAt(Hex{2, 1}) != noHex || five.lay.hexAt(Hex{1, 2}) == noHex {
		t.Errorf("5 players: 2,1 (under A) must be covered, 1,2 (under B) not")
	}
}

// Setup: one crystal of each colour round the centre, a start player,
// one scoring crystal each (the start player two with 3 or 5 players)
// and three cards: two blue and one orange, with 6 players one blue and
// two orange (the whole orange deck).
func TestSetup(t *testing.T) {
	hands := map[int][2]int{3: {2, 1}, 4: {2, 1}, 5: {2, 1}, 6: {1, 2}}
	startCrystals := map[int]int{3: 2, 4: 1, 5: 2, 6: 1}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		want := hands[players]
		s, _ := New(Options{Players: players, Deal: 7})
		if s.CurrentPlayer() != game.Chance {
			t.Fatal("a new game starts with chance")
		}
		s.Settle()
		seen := map[Colour]bool{}
		for _, k := range CentreHollows() {
			seen[s.CrystalAt(k)] = true
		}
		if len(seen) != 6 || seen[None] {
			t.Errorf("%d players: centre %v", players, seen)
		}
		if s.Phase() != PhasePlace || s.Current() != s.StartPlayer() || s.Round() != 1 {
			t.Errorf("%d players: phase %v, to move %d, start %d", players, s.Phase(), s.Current(), s.StartPlayer())
		}
		for p := range players {
			b, o := s.HandCounts(p)
			crystals := 1
			if p == s.StartPlayer() {
				crystals = startCrystals[players]
			}
			if b != want[0] || o != want[1] || s.Crystals(p) != crystals {
				t.Errorf("%d players, seat %d: %d blue, %d orange, %d crystals; want %v and %d", players, p, b, o, s.Crystals(p), want, crystals)
			}
		}
		if s.DeckLeft(BlueDeck) != BlueCards-want[0]*players || s.DeckLeft(OrangeDeck) != OrangeCards-want[1]*players {
			t.Errorf("%d players: decks %d/%d", players, s.DeckLeft(BlueDeck), s.DeckLeft(OrangeDeck))
		}
	}
}

// The same deal number deals the same game; another deals another.
func TestSeededDeal(t *testing.T) {
	a, b, c := started(t, 4, 5), started(t, 4, 5), started(t, 4, 6)
	if a.String() != b.String() || a.String() == c.String() {
		t.Fatal("deal 5 twice differs, or deal 6 equals deal 5")
	}
}

// Exchanges cost one scoring crystal while a hollow is empty, and are free
// once every hollow is full.
func TestExchangeCost(t *testing.T) {
	s := started(t, 3, 1)
	centre := s.HollowName(CentreHollows()[0])
	old := s.CrystalAt(CentreHollows()[0])
	other := Red
	if old == Red {
		other = Blue
	}
	if s.ExchangeCost() != 1 {
		t.Fatal("exchange costs 1 while hollows are empty")
	}
	me := s.Current()
	s.seats[me].crystals = 0
	refusedWith(t, s, "exchange "+string(other.Letter())+" @ "+centre, "kaleidoskop.cannot-afford")
	refusedWith(t, s, "place "+string(other.Letter())+" @ "+centre, "kaleidoskop.hollow-full")
	refusedWith(t, s, "exchange "+string(old.Letter())+" @ "+centre, "kaleidoskop.same-colour")
	s.seats[me].crystals = 1
	play(t, s, "exchange "+string(other.Letter())+" @ "+centre)
	if s.Crystals(me) != 0 || s.SupplyLeft(old) != Supply {
		t.Fatalf("after an exchange: %d crystals, %d %v in the supply", s.Crystals(me), s.SupplyLeft(old), old)
	}
	refusedWith(t, s, "place R @ "+s.HollowName(s.Hollows()[0]), "kaleidoskop.placed")
	for i, k := range s.Hollows() {
		if s.crystal[k] == None {
			put(s, k, Colour(1+i%6))
		}
	}
	if s.ExchangeCost() != 0 {
		t.Fatal("exchange is free once the hollows are full")
	}
}

// The holder: only under this turn's crystal, and nobody may exchange it
// until its owner's next turn.
func TestHolder(t *testing.T) {
	s := started(t, 3, 2)
	me := s.Current()
	k := s.Hollows()[0]
	refusedWith(t, s, "holder", "kaleidoskop.place-first")
	play(t, s, "place R @ "+s.HollowName(k))
	refusedWith(t, s, "holder", "kaleidoskop.no-tool")
	s.seats[me].owns |= 1 << Holder
	play(t, s, "holder", "end")
	if s.HeldBy(k) != me {
		t.Fatal("the holder is not under the crystal")
	}
	s.seats[s.Current()].crystals = 5
	refusedWith(t, s, "exchange B @ "+s.HollowName(k), "kaleidoskop.held")
	play(t, s, "place B @ "+s.HollowName(s.Hollows()[1]), "end", "place B @ "+s.HollowName(s.Hollows()[2]), "end")
	if s.Current() != me || s.HeldBy(k) != -1 {
		t.Fatal("the holder comes off at the start of its owner's turn")
	}
}

// Tool costs: the first tool in a turn is free, the second 2, the third 3;
// a mirror stays aimed when its crystal is exchanged.
func TestToolCostsAndAims(t *testing.T) {
	s := started(t, 3, 3)
	me := s.Current()
	s.seats[me].owns = 1<<NumTools - 1
	s.seats[me].crystals = 5
	centre := CentreHollows()
	play(t, s, "place R @ "+s.HollowName(s.Hollows()[0]))
	if s.ToolCost() != 0 {
		t.Fatal("first tool not free")
	}
	hexes := s.HollowHexes(centre[0])
	play(t, s, "mirror "+s.HollowName(centre[0])+" > "+hexes[0].String())
	if s.ToolCost() != 2 || s.Crystals(me) != 5 {
		t.Fatalf("after one tool: next costs %d, %d crystals", s.ToolCost(), s.Crystals(me))
	}
	refusedWith(t, s, "glass "+s.HollowName(centre[0])+" > "+hexes[0].String(), "kaleidoskop.spot-taken")
	refusedWith(t, s, "mirror "+s.HollowName(centre[1])+" > "+s.HollowHexes(centre[1])[0].String(), "kaleidoskop.tool-used")
	play(t, s, "glass "+s.HollowName(centre[0])+" > "+hexes[1].String())
	if s.ToolCost() != 3 || s.Crystals(me) != 3 {
		t.Fatalf("after two tools: next costs %d, %d crystals", s.ToolCost(), s.Crystals(me))
	}
	play(t, s, "holder")
	if s.Crystals(me) != 0 {
		t.Fatalf("the third tool costs 3: %d crystals left", s.Crystals(me))
	}
	play(t, s, "end")
	// the next player exchanges the mirrored crystal: the mirror stays
	s.seats[s.Current()].crystals = 1
	old := s.CrystalAt(centre[0])
	nc := Red
	if old == Red {
		nc = Blue
	}
	play(t, s, "exchange "+string(nc.Letter())+" @ "+s.HollowName(centre[0]))
	if k, h, ok := s.ToolAt(me, Mirror); !ok || k != centre[0] || h != hexes[0] {
		t.Fatal("the mirror left its hollow when the crystal was exchanged")
	}
}

// Buying: the mirror and glass for 3, the holder not at all; the fourth
// card for 2, once.
func TestBuying(t *testing.T) {
	s := started(t, 4, 4)
	me := s.Current()
	s.seats[me].crystals = 2
	refusedWith(t, s, "buy mirror", "kaleidoskop.cannot-afford")
	if _, err := s.ParseMove("buy holder"); err == nil {
		t.Fatal("the holder was bought")
	}
	s.seats[me].crystals = 8
	play(t, s, "buy mirror", "place R @ "+s.HollowName(s.Hollows()[0]), "buy card")
	if s.Phase() != PhaseDraw {
		t.Fatal("buying the fourth card draws at once")
	}
	play(t, s, "draw orange")
	b, o := s.HandCounts(me)
	if b+o != 4 || o != 2 || s.Crystals(me) != 3 || !s.Owns(me, Mirror) {
		t.Fatalf("after buying: %d+%d cards, %d crystals", b, o, s.Crystals(me))
	}
	refusedWith(t, s, "buy card", "kaleidoskop.fourth-bought")
	refusedWith(t, s, "buy mirror", "kaleidoskop.owned")
}

// Drawing from an empty deck is refused; with both empty nothing is drawn.
func TestDrawEmptyDeck(t *testing.T) {
	s := started(t, 3, 5)
	me := s.Current()
	s.deck[OrangeDeck], s.deckN[OrangeDeck] = 0, 0 // the test moves them nowhere: only the draw matters
	s.seats[me].crystals = 5
	play(t, s, "place R @ "+s.HollowName(s.Hollows()[0]), "buy card")
	refusedWith(t, s, "draw orange", "kaleidoskop.deck-empty")
	var buf []game.Move
	if ms := s.LegalMoves(buf); len(ms) != 1 || s.FormatMove(ms[0]) != "draw blue" {
		t.Fatalf("legal draws: %v", ms)
	}
	play(t, s, "draw blue")
	s.deck[BlueDeck], s.deckN[BlueDeck] = 0, 0
	// completing a mission with both decks empty draws nothing
	c := s.Hand(me)[0]
	s.forceMatch(c)
	play(t, s, "complete "+c.String()+"/1")
	if s.Phase() != PhaseMissions {
		t.Fatalf("with both decks empty: phase %v", s.Phase())
	}
}

// forceMatch paints the board so that mission 1 of card c is on it.
func (s *State) forceMatch(c Card) {
	m := &allCards()[c].Missions[0]
	v := m.variants[0]
	base := at(Hex{-1, 0})
	var b binding
	next := Red
	for j, step := range v {
		id := s.lay.grid[base+step]
		w := m.Wishes[j]
		switch {
		case w == 'N' || w == '*':
			s.colour[id] = None
		case w >= 'a' && w <= 'd':
			if b[w-'a'] == None {
				b[w-'a'] = next
				next++
			}
			s.colour[id] = b[w-'a']
		default:
			s.colour[id] = wishColour[w]
		}
	}
}

// Missions match under every rotation and reflection, with variables,
// neutral cells and crystal conditions.
func TestMissionPatterns(t *testing.T) {
	s := started(t, 6, 6)
	clear := func() {
		for i := range s.colour {
			s.colour[i] = None
		}
		for i := range s.crystal {
			s.crystal[i] = None
		}
	}
	b04, _ := ParseCard("B04") // T3 R Y B | T3 G P L
	for _, v := range variants(shapes["T3"].Cells) {
		for _, anchor := range []Hex{{0, 0}, {-1, 1}, {1, -2}} {
			clear()
			for j, c := range []Colour{Red, Yellow, Blue} {
				s.colour[s.lay.hexAt(anchor.add(v[j]))] = c
			}
			if !s.Matches(b04, 0) || s.Matches(b04, 1) {
				t.Fatalf("T3 R Y B at %v turned %v not found", anchor, v)
			}
		}
	}
	// B13 mission 2: L3 a a b: two of one colour then another
	b13, _ := ParseCard("B13")
	clear()
	for j, c := range []Colour{Green, Green, Green} {
		s.colour[s.lay.hexAt(Hex{j - 1, 0})] = c
	}
	if s.Matches(b13, 1) {
		t.Fatal("L3 a a b matched three greens (b must differ from a)")
	}
	s.colour[s.lay.hexAt(Hex{1, 0})] = Pink
	if !s.Matches(b13, 1) {
		t.Fatal("L3 a a b: green green pink not found")
	}
	// B08 mission 2: L3 N a N; a variable is never neutral
	b08, _ := ParseCard("B08")
	clear()
	if s.Matches(b08, 1) {
		t.Fatal("N a N matched an empty board")
	}
	s.colour[s.lay.hexAt(Hex{0, 0})] = Yellow
	if !s.Matches(b08, 1) {
		t.Fatal("N a N: yellow between neutrals not found")
	}
	// O06 mission 2: T3 R Y B and a green crystal on their common corner
	o06, _ := ParseCard("O06")
	clear()
	tri := []Hex{{0, 0}, {1, 0}, {0, 1}}
	for j, c := range []Colour{Red, Yellow, Blue} {
		s.colour[s.lay.hexAt(tri[j])] = c
	}
	if s.Matches(o06, 1) {
		t.Fatal("O06/2 matched without the green crystal")
	}
	s.crystal[geo.commonCorner(Hex{}, directions[0], directions[5])] = Green
	if !s.Matches(o06, 1) {
		t.Fatal("O06/2 with the green crystal not found")
	}
	// O06 mission 1: T3 a a a and a crystal b != a
	for _, id := range tri {
		s.colour[s.lay.hexAt(id)] = Green
	}
	if s.Matches(o06, 0) {
		t.Fatal("O06/1 matched a green crystal under green hexes")
	}
	s.crystal[geo.commonCorner(Hex{}, directions[0], directions[5])] = Red
	if hs, ok := s.MissionMatch(o06, 0); !ok || len(hs) != 3 {
		t.Fatal("O06/1: three greens round a red crystal not found")
	}
}

// Every shape of every card fits on the 19-hex board.
func TestEveryMissionFits(t *testing.T) {
	s := started(t, 3, 1)
	for c := Card(0); c < NumCards; c++ {
		for i := range 2 {
			m := &allCards()[c].Missions[i]
			fits := false
			for _, v := range m.variants {
				for _, base := range s.lay.bases {
					ok := true
					for _, step := range v {
						ok = ok && s.lay.grid[base+step] != noHex
					}
					fits = fits || ok
				}
			}
			if !fits {
				t.Errorf("%s/%d (%s) does not fit", c, i+1, m.Text)
			}
		}
	}
}

// Completing a mission pays, discards, brings the holder the first time
// and draws from the chosen deck.
func TestComplete(t *testing.T) {
	s := started(t, 4, 8)
	me := s.Current()
	play(t, s, "place R @ "+s.HollowName(s.Hollows()[0]))
	c := s.Hand(me)[0]
	s.forceMatch(c)
	before := s.Crystals(me)
	play(t, s, "complete "+c.String()+"/1")
	if s.Phase() != PhaseDraw || !s.Owns(me, Holder) || s.Crystals(me) != before+c.Reward() {
		t.Fatalf("after completing: phase %v, holder %v, crystals %d", s.Phase(), s.Owns(me, Holder), s.Crystals(me))
	}
	play(t, s, "draw orange")
	if b, o := s.HandCounts(me); b+o != 3 || len(s.Done(me)) != 1 {
		t.Fatalf("hand %d+%d, done %v", b, o, s.Done(me))
	}
	refusedWith(t, s, "holder", "kaleidoskop.tools-over")
}

// The end: the first to qualify triggers the rest of the round up to the
// start player and one last round without them; the qualified rank by
// crystals, then orange missions; a tie shares the win.
func TestEndProcedure(t *testing.T) {
	s := started(t, 4, 9)
	start := s.StartPlayer()
	q := (start + 1) % 4
	qualify := func(p, crystals int, orange Card) {
		s.seats[p].owns = 1<<NumTools - 1
		s.seats[p].crystals = int16(crystals)
		s.seats[p].done |= 1 << orange
		s.seats[p].hand &^= 1 << orange
	}
	turn := func() { play(t, s, "place R @ "+s.HollowName(firstEmpty(s)), "end") }
	turn() // the start player
	left := cardList(s.deck[OrangeDeck])
	o1, o2, o3 := left[0], left[1], left[2]
	s.deck[OrangeDeck] &^= 1<<o1 | 1<<o2 | 1<<o3
	s.deckN[OrangeDeck] -= 3
	qualify(q, 15, o1)
	s.seats[q].done |= 1 << o2 // two orange missions
	turn()                     // q qualifies at the end of this turn
	if st, first := s.EndStage(); st != stageFinish || first != q {
		t.Fatalf("stage %d, first %d", st, first)
	}
	turn() // q+1
	qualify((q+1)%4, 15, o3)
	turn() // q+2 (start-1): the round ends here
	if st, _ := s.EndStage(); st != stageLast || s.Current() != start {
		t.Fatalf("the last round begins with the start player: stage %d, %d to move", st, s.Current())
	}
	var order []int
	for !s.IsOver() {
		order = append(order, s.Current())
		turn()
	}
	if len(order) != 3 {
		t.Fatalf("the last round: %v (want everyone but %d)", order, q)
	}
	for _, p := range order {
		if p == q {
			t.Fatalf("the first to qualify played in the last round: %v", order)
		}
	}
	// q and q+1 both hold 15: q has two orange missions, q+1 one
	if s.Result(game.Player(q)) != 1 || s.Result(game.Player((q+1)%4)) != -1 {
		t.Fatalf("results %v %v; ranking %+v", s.Result(game.Player(q)), s.Result(game.Player((q+1)%4)), s.Ranking())
	}
	s.seats[q].done &^= 1 << o2
	if s.Result(game.Player(q)) != 0.5 || s.Result(game.Player((q+1)%4)) != 0.5 {
		t.Fatalf("a full tie shares the win: %+v", s.Ranking())
	}
}

func firstEmpty(s *State) Hollow {
	for _, k := range s.Hollows() {
		if s.CrystalAt(k) == None {
			return k
		}
	}
	return NoHollow
}

// A game in which nobody qualifies ends after the round limit with no
// winner.
func TestRoundLimit(t *testing.T) {
	s, _ := New(Options{Players: 3, Deal: 1, Rounds: 2})
	s.Settle()
	for range 6 {
		play(t, s, "place R @ "+s.HollowName(firstEmpty(s)), "end")
	}
	if !s.IsOver() || s.Result(0) != 0 {
		t.Fatalf("after two rounds: over %v, result %v", s.IsOver(), s.Result(0))
	}
}

// emptyDecksFinish is a 3-player short game whose end procedure the empty
// decks began (stage 1, nobody qualified first): p1 is to move and meets
// every condition.
const emptyDecksFinish = "players=3,length=short,deal=5 board=.........R......BPLY......G......... phase=place to=p1 start=p3 round=5 stage=1 first=- placed=- setup=16 chance=16 draw=blue turnend=1 view=- " +
	"p1.crystals=12 p1.tools=HMG p1.used=- p1.holder=- p1.mirror=- p1.glass=- p1.hand=- p1.cards=0/0 p1.done=B01,B02,B03,B04,B05,B06,B07,B08,B09,B10,O01,O02,O03,O04,O05,O06 p1.fourth=0 " +
	"p2.crystals=1 p2.tools=H p2.used=- p2.holder=- p2.mirror=- p2.glass=- p2.hand=- p2.cards=0/0 p2.done=B11,B12,B13,B14,B15,B16,B17,B18,B19,B20 p2.fourth=0 " +
	"p3.crystals=2 p3.tools=H p3.used=- p3.holder=- p3.mirror=- p3.glass=- p3.hand=- p3.cards=0/0 p3.done=O07,O08,O09,O10,O11,O12 p3.fourth=0 blue=- orange=- decks=0/0"

// A player who qualifies during an end procedure that the empty decks
// began is not "the first to qualify": everyone, they too, plays the last
// round, which is the decision's aim (issue 28, item 4).
func TestEmptyDecksLastRoundHasEveryone(t *testing.T) {
	s, err := Parse(emptyDecksFinish)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Qualified(0) {
		t.Fatal("p1 should qualify")
	}
	inLast := map[int]bool{}
	for steps := 0; !s.IsOver(); steps++ {
		if steps > 100 {
			t.Fatal("the game does not end")
		}
		if stage, _ := s.EndStage(); stage == stageLast && s.phase == PhasePlace {
			inLast[int(s.cur)] = true
		}
		m := s.LegalMoves(nil)[0] // a crystal placed, then the turn ended
		if s.Check(EndMove()) == nil {
			m = EndMove()
		}
		s.Apply(m)
		s.Settle()
	}
	if _, first := s.EndStage(); first != -1 {
		t.Errorf("p%d is recorded as the first to qualify", first+1)
	}
	for p := range 3 {
		if !inLast[p] {
			t.Errorf("p%d had no turn in the last round (turns there: %v)", p+1, inLast)
		}
	}
}
