package kaleidoskop

import (
	"fmt"
	"strconv"
	"strings"

	"kaskade/engine/game"
)

// A position line is the options followed by key=value fields, the
// referee's view of everything (docs/rules/kaleidoskop.md), e.g.
//
//	players=3,length=normal,deal=1 board=..RY.. phase=tools to=p2 start=p1 round=3
//	  stage=0 first=- placed=0,0|1,0|1,-1 setup=16 chance=17 draw=blue turnend=0 view=-
//	  p1.crystals=1 p1.tools=HM p1.used=- p1.holder=- p1.mirror=0,0|1,0|1,-1>1,0
//	  p1.glass=- p1.hand=B01,O03 p1.cards=1/1 p1.done=- p1.fourth=0 ... blue=B02,B05 orange=O01 decks=2/1
//
// The supply and the hex colours follow from the board and the tools and
// are not written. In a view, hidden hands and decks are written empty
// with their counts.

var phaseNames = [...]string{"setup", "place", "tools", "missions", "draw", "deal", "over"}

// String writes the position line.
func (s *State) String() string {
	if s.lay == nil {
		return "<invalid>"
	}
	f := []string{s.opt.String(), "board=" + s.boardText(),
		"phase=" + phaseNames[s.phase], "to=" + seatOrDash(int(s.cur)), "start=" + seatOrDash(int(s.start)),
		"round=" + strconv.Itoa(int(s.round)), "stage=" + strconv.Itoa(int(s.stage)), "first=" + seatOrDash(int(s.first)),
		"placed=" + s.hollowOrDash(s.placed), "setup=" + strconv.Itoa(int(s.setup)),
		"chance=" + strconv.Itoa(int(s.chanceN)), "draw=" + s.drawDeck.String(),
		"turnend=" + strconv.Itoa(int(boolBit(s.turnDone))), "view=" + viewText(s.view)}
	for p := range s.opt.Players {
		f = append(f, s.seatFields(p)...)
	}
	f = append(f, "blue="+cardsText(s.deck[BlueDeck]), "orange="+cardsText(s.deck[OrangeDeck]),
		fmt.Sprintf("decks=%d/%d", s.deckN[0], s.deckN[1]))
	return strings.Join(f, " ")
}

func (s *State) boardText() string {
	b := make([]byte, len(s.lay.hollowIDs))
	for i, k := range s.lay.hollowIDs {
		b[i] = s.crystal[k].Letter()
	}
	return string(b)
}

// viewText writes whose view a state is: a seat, "-" for the referee's
// whole state, or "watch" for an onlooker's (game.Onlooker).
func viewText(v int8) string {
	if v == onlookerView {
		return "watch"
	}
	return seatOrDash(int(v))
}

func seatOrDash(p int) string {
	if p < 0 {
		return "-"
	}
	return SeatName(p)
}

func (s *State) hollowOrDash(k int8) string {
	if k < 0 {
		return "-"
	}
	return s.HollowName(Hollow(k))
}

func (s *State) seatFields(p int) []string {
	st := &s.seats[p]
	pre := SeatName(p) + "."
	aimText := func(t Tool) string {
		a := st.tools[t]
		if a.hollow < 0 || t == Holder {
			return s.hollowOrDash(a.hollow)
		}
		return s.HollowName(Hollow(a.hollow)) + ">" + geo.hollowSpot[a.hollow][a.slot].String()
	}
	return []string{
		pre + "crystals=" + strconv.Itoa(int(st.crystals)), pre + "tools=" + toolsText(st.owns),
		pre + "used=" + toolsText(st.used), pre + "holder=" + aimText(Holder), pre + "mirror=" + aimText(Mirror),
		pre + "glass=" + aimText(Glass), pre + "hand=" + cardsText(st.hand),
		fmt.Sprintf("%scards=%d/%d", pre, st.handN[0], st.handN[1]), pre + "done=" + cardsText(st.done),
		pre + "fourth=" + strconv.Itoa(int(boolBit(st.fourth))),
	}
}

const toolLetters = "HMG"

func toolsText(bits uint8) string {
	var b []byte
	for t := range NumTools {
		if bits>>t&1 != 0 {
			b = append(b, toolLetters[t])
		}
	}
	if len(b) == 0 {
		return "-"
	}
	return string(b)
}

func cardsText(m uint32) string {
	var names []string
	for _, c := range cardList(m) {
		names = append(names, c.String())
	}
	if len(names) == 0 {
		return "-"
	}
	return strings.Join(names, ",")
}

// ParseGame reads a position line as a game.State.
func ParseGame(line string) (game.State, error) {
	s, err := Parse(line)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Parse reads a position line written by String. It checks that the
// position is whole: every card in one place, counts that agree, tools
// aimed at crystals, the phase and the seats in range.
func Parse(line string) (*State, error) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return nil, fmt.Errorf("position: empty line")
	}
	o, err := ParseOptions(f[0])
	if err != nil {
		return nil, fmt.Errorf("position: %v", err)
	}
	s, _ := New(o)
	r := &reader{fields: map[string]string{}}
	for _, kv := range f[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if _, dup := r.fields[k]; !ok || dup {
			return nil, fmt.Errorf("position: field %q is malformed or given twice", kv)
		}
		r.fields[k] = v
	}
	s.readGlobal(r)
	for p := range o.Players {
		s.readSeat(r, p)
	}
	s.deck[BlueDeck] = r.cards("blue", BlueDeck.mask())
	s.deck[OrangeDeck] = r.cards("orange", OrangeDeck.mask())
	r.counts("decks", &s.deckN)
	if r.err == nil && len(r.fields) > r.used {
		r.err = fmt.Errorf("unknown fields (%d given, %d known)", len(r.fields), r.used)
	}
	if r.err == nil {
		r.err = s.settleBoard()
	}
	if r.err == nil {
		r.err = s.checkWhole()
	}
	if r.err != nil {
		return nil, fmt.Errorf("position: %v", r.err)
	}
	return s, nil
}

// reader takes fields one by one and keeps the first error.
type reader struct {
	fields map[string]string
	used   int
	err    error
}

func (r *reader) get(key string) (string, bool) {
	v, ok := r.fields[key]
	if !ok {
		r.fail("field %s is missing", key)
	}
	r.used++
	return v, ok && r.err == nil
}

func (r *reader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf(format, args...)
	}
}

func (r *reader) int(key string, lo, hi int) int {
	v, ok := r.get(key)
	n, err := strconv.Atoi(v)
	if ok && (err != nil || n < lo || n > hi || strconv.Itoa(n) != v) {
		r.fail("%s=%q: want %d to %d", key, v, lo, hi)
	}
	return n
}

func (r *reader) seat(key string, n int) int8 {
	v, ok := r.get(key)
	if !ok || v == "-" {
		return -1
	}
	p, good := parseSeat(v, n)
	if !good {
		r.fail("%s=%q: want p1 to p%d or -", key, v, n)
	}
	return int8(p)
}

func (r *reader) cards(key string, allowed uint32) uint32 {
	v, ok := r.get(key)
	if !ok || v == "-" {
		return 0
	}
	var m uint32
	for _, name := range strings.Split(v, ",") {
		c, err := ParseCard(name)
		if err != nil || allowed>>c&1 == 0 || m>>c&1 != 0 {
			r.fail("%s=%q: card %q is unknown, repeated or misplaced", key, v, name)
			return 0
		}
		m |= 1 << c
	}
	return m
}

func (r *reader) counts(key string, n *[2]int8) {
	v, ok := r.get(key)
	a, b, cut := strings.Cut(v, "/")
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if ok && (!cut || err1 != nil || err2 != nil || x < 0 || y < 0 || x > BlueCards || y > OrangeCards) {
		r.fail("%s=%q: want blue/orange counts", key, v)
	}
	*n = [2]int8{int8(x), int8(y)}
}

func (r *reader) tools(key string) uint8 {
	v, ok := r.get(key)
	if !ok || v == "-" {
		return 0
	}
	var m uint8
	for i := 0; i < len(v); i++ {
		t := strings.IndexByte(toolLetters, v[i])
		if t < 0 || m>>t&1 != 0 {
			r.fail("%s=%q: want tool letters H M G or -", key, v)
			return 0
		}
		m |= 1 << t
	}
	return m
}

func (s *State) readGlobal(r *reader) {
	n := s.opt.Players
	if v, ok := r.get("board"); ok {
		s.readBoard(v, r)
	}
	if v, ok := r.get("phase"); ok {
		s.phase = -1
		for i, name := range phaseNames {
			if v == name {
				s.phase = Phase(i)
			}
		}
		if s.phase < 0 {
			r.fail("phase=%q: want one of %s", v, strings.Join(phaseNames[:], ", "))
		}
	}
	s.cur = r.seat("to", n)
	s.start = r.seat("start", n)
	s.round = int16(r.int("round", 0, MaxRounds))
	s.stage = int8(r.int("stage", stagePlay, stageLast))
	s.first = r.seat("first", n)
	if v, ok := r.get("placed"); ok && v != "-" {
		k, err := s.ParseHollow(v)
		if err != nil {
			r.fail("placed: %v", err)
		}
		s.placed = int8(k)
	}
	s.setup = int8(r.int("setup", 0, setupHands+handSize*n))
	s.chanceN = int32(r.int("chance", 0, 1<<30))
	if v, ok := r.get("draw"); ok {
		s.drawDeck = map[string]Deck{"blue": BlueDeck, "orange": OrangeDeck}[v]
		if v != "blue" && v != "orange" {
			r.fail("draw=%q: want blue or orange", v)
		}
	}
	s.turnDone = r.int("turnend", 0, 1) == 1
	if v, _ := r.get("view"); v == "watch" {
		s.view = onlookerView
	} else {
		s.view = r.seat("view", n)
	}
}

func (s *State) readBoard(v string, r *reader) {
	if len(v) != len(s.lay.hollowIDs) {
		r.fail("board: want %d hollows, got %d", len(s.lay.hollowIDs), len(v))
		return
	}
	for i, k := range s.lay.hollowIDs {
		c, ok := ColourOfLetter(v[i])
		if !ok && v[i] != '.' {
			r.fail("board: %q is not a colour letter or '.'", v[i])
			return
		}
		s.crystal[k] = c
	}
}

func (s *State) readSeat(r *reader, p int) {
	st := &s.seats[p]
	pre := SeatName(p) + "."
	st.crystals = int16(r.int(pre+"crystals", 0, 9999))
	st.owns = r.tools(pre + "tools")
	st.used = r.tools(pre + "used")
	for t := range NumTools {
		v, ok := r.get(pre + Tool(t).String())
		if ok && v != "-" {
			st.tools[t] = s.readToolAim(Tool(t), v, r)
		}
	}
	st.hand = r.cards(pre+"hand", 1<<NumCards-1)
	r.counts(pre+"cards", &st.handN)
	st.done = r.cards(pre+"done", 1<<NumCards-1)
	st.fourth = r.int(pre+"fourth", 0, 1) == 1
}

func (s *State) readToolAim(t Tool, v string, r *reader) aim {
	hollow, hex, hasHex := strings.Cut(v, ">")
	k, err := s.ParseHollow(hollow)
	if err != nil || hasHex != (t != Holder) {
		r.fail("%s=%q: want a hollow (and for the mirror and glass >hex)", t, v)
		return offBoard
	}
	if t == Holder {
		return aim{int8(k), -1}
	}
	h, err := ParseHex(hex)
	for slot, spot := range geo.hollowSpot[k] {
		if err == nil && spot == h && geo.hollows[k][slot] != noHex && s.lay.hexOn[geo.hollows[k][slot]] {
			return aim{int8(k), int8(slot)}
		}
	}
	r.fail("%s=%q: the hex is not a playable hex of the hollow", t, v)
	return offBoard
}

// settleBoard derives the supply, the tools' marks and the hex colours.
func (s *State) settleBoard() error {
	for _, k := range s.lay.hollowIDs {
		if c := s.crystal[k]; c != None {
			s.supply[c]--
			if s.supply[c] < 0 {
				return fmt.Errorf("board: more than %d %s crystals", Supply, c)
			}
		}
	}
	for p := range s.opt.Players {
		for t, a := range s.seats[p].tools {
			if a.hollow < 0 {
				continue
			}
			if s.crystal[a.hollow] == None {
				return fmt.Errorf("%s's %s stands at an empty hollow", SeatName(p), Tool(t))
			}
			if Tool(t) == Holder {
				if s.held[a.hollow] >= 0 {
					return fmt.Errorf("two holders under one crystal")
				}
				s.held[a.hollow] = int8(p)
				continue
			}
			if s.tool[a.hollow][a.slot] != toolNone {
				return fmt.Errorf("two tools aimed at one crystal and hex")
			}
			s.tool[a.hollow][a.slot] = map[Tool]int8{Mirror: toolMirror, Glass: toolGlass}[Tool(t)]
		}
	}
	for _, id := range s.lay.hexes {
		s.refresh(id)
	}
	return nil
}

// checkWhole checks what the fields must agree on.
func (s *State) checkWhole() error {
	var all uint32
	place := func(m uint32) bool { ok := all&m == 0; all |= m; return ok }
	ok := place(s.deck[0]) && place(s.deck[1])
	for p := range s.opt.Players {
		st := &s.seats[p]
		ok = ok && place(st.hand) && place(st.done)
		if s.view == refereeView || int(s.view) == p {
			ok = ok && popcount(st.hand&BlueDeck.mask()) == int(st.handN[0]) && popcount(st.hand&OrangeDeck.mask()) == int(st.handN[1])
		}
		if st.used&^st.owns != 0 {
			return fmt.Errorf("%s used a tool it does not own", SeatName(p))
		}
	}
	if s.view == refereeView {
		ok = ok && all == 1<<NumCards-1 && popcount(s.deck[0]) == int(s.deckN[0]) && popcount(s.deck[1]) == int(s.deckN[1])
	}
	if !ok {
		return fmt.Errorf("cards: every card must be in exactly one deck, hand or discard pile, with counts that agree")
	}
	playing := s.phase != PhaseSetup && s.phase != PhaseOver
	switch {
	case playing && (s.cur < 0 || s.start < 0 || s.round < 1):
		return fmt.Errorf("a game in play needs to=, start= and round= 1 or more")
	case (s.phase == PhasePlace) != (s.placed < 0) && playing:
		return fmt.Errorf("placed= must name this turn's hollow exactly when the crystal has been placed")
	case s.phase == PhaseSetup && (s.start >= 0) != (s.setup > setupStart):
		return fmt.Errorf("setup=%d does not agree with start=", s.setup)
	}
	return nil
}
