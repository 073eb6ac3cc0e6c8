package decktet

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

func (m Move) String() string {
	if m < numMoves {
		return moveNames[m]
	}
	return "?"
}

// ParseMove reads a move word of the rules page: turn, waste, r1, r2, r3 or
// recycle. It does not check legality (State.Check does).
func ParseMove(s string) (Move, error) {
	for m, n := range moveNames {
		if s == n {
			return Move(m), nil
		}
	}
	return 0, fmt.Errorf("move %q: want turn, waste, r1, r2, r3 or recycle", s)
}

// FormatLine writes moves separated by spaces.
func FormatLine(moves []Move) string {
	words := make([]string, len(moves))
	for i, m := range moves {
		words[i] = m.String()
	}
	return strings.Join(words, " ")
}

// The position line has eleven fields separated by single spaces:
//
//	deal=7 top:2-Author,5-Forest middle:- bottom:- waste:9-Pact stock:… r1:… r2:… r3:… pass:1 *
//
// They are: the options (ParseOptions); top:, middle:, bottom: the tiers,
// left to right; waste: bottom card first, so the last is the one in play;
// stock: top card first, so the first is turned first; r1:, r2:, r3: the
// reserve piles, bottom card first ("-" in the Ace variant), pile p open
// from pass p+1 on; pass:N, the pass from 1 (4 is the end of the
// three-pass game), with ",idle" when no card has been placed since the
// pass began; and the result: * (playing), won or lost.
//
// Cards are separated by commas; an empty list is "-". The line holds
// hidden cards (stock, closed piles): it is a save, not a player's view.
// A view (Game.ViewFor) writes each card the player may not see as "?".
var fieldNames = [...]string{"options", "top", "middle", "bottom", "waste", "stock", "r1", "r2", "r3", "pass", "result"}

func (s *State) String() string {
	f := []string{
		s.opt.String(),
		"top:" + cardList(s.tier[Top][:s.tierLen[Top]]),
		"middle:" + cardList(s.tier[Middle][:s.tierLen[Middle]]),
		"bottom:" + cardList(s.tier[Bottom][:s.tierLen[Bottom]]),
		"waste:" + cardList(s.talon[:s.ptr]),
		"stock:" + cardList(s.talon[s.ptr:s.talonLen]),
		"r1:" + cardList(s.pile[0][:s.pileLen[0]]),
		"r2:" + cardList(s.pile[1][:s.pileLen[1]]),
		"r3:" + cardList(s.pile[2][:s.pileLen[2]]),
		"pass:" + strconv.Itoa(s.Pass()),
		s.resultText(),
	}
	if s.idle {
		f[9] += ",idle"
	}
	return strings.Join(f, " ")
}

func cardList(cs []Card) string {
	if len(cs) == 0 {
		return "-"
	}
	words := make([]string, len(cs))
	for i, c := range cs {
		words[i] = c.String()
	}
	return strings.Join(words, ",")
}

func (s *State) resultText() string {
	switch {
	case s.left == 0:
		return "won"
	case !s.canMove():
		return "lost"
	}
	return "*"
}

// fieldError names the field of a position line that is wrong.
func fieldError(i int, err error) error {
	return fmt.Errorf("field %d (%s): %v", i+1, fieldNames[i], err)
}

// Parse reads a position line as String writes it. It accepts only
// positions a game can reach in their essentials: every card of the deck
// exactly once, tiers that follow the suit and rank rules, closed piles
// still full, a pass the options allow, and the result that the position
// has. The error names the field that is wrong.
func Parse(line string) (*State, error) {
	f := strings.Split(line, " ")
	if len(f) != len(fieldNames) {
		return nil, fmt.Errorf("position needs %d fields separated by single spaces (%s), got %d", len(fieldNames), strings.Join(fieldNames[:], " "), len(f))
	}
	o, err := ParseOptions(f[0])
	if err != nil {
		return nil, fieldError(0, err)
	}
	s := &State{opt: o, left: uint8(len(o.deck()))}
	seen := uint64(0)
	lists := make([][]Card, 8)
	for i := 1; i <= 8; i++ {
		if lists[i-1], err = parseList(f[i], fieldNames[i], &seen, o); err != nil {
			return nil, fieldError(i, err)
		}
	}
	for i, step := range []func([][]Card) error{s.setTiers, s.setTalon, s.setPiles} {
		if err := step(lists); err != nil {
			return nil, fieldError([]int{1, 4, 6}[i], err)
		}
	}
	if missing := deckMask(o) &^ seen; bits.OnesCount64(missing) != s.faceDown() {
		if s.faceDown() > 0 {
			return nil, fmt.Errorf("fields 2-9 (cards): %d cards are missing and %d face down", bits.OnesCount64(missing), s.faceDown())
		}
		return nil, fmt.Errorf("fields 2-9 (cards): %s is missing from the position", Card(lowBit(missing)))
	}
	if err := s.setPass(f[9]); err != nil {
		return nil, fieldError(9, err)
	}
	if err := s.checkFaceDown(); err != nil {
		return nil, err
	}
	if err := s.checkReachable(); err != nil {
		return nil, err
	}
	if f[10] != s.resultText() {
		return nil, fieldError(10, fmt.Errorf("%q, but the position is %s", f[10], s.resultText()))
	}
	return s, nil
}

// parseList reads "label:card,card,…" or "label:-", each card new and of
// the deck.
func parseList(field, label string, seen *uint64, o Options) ([]Card, error) {
	text, ok := strings.CutPrefix(field, label+":")
	if !ok {
		return nil, fmt.Errorf("%q: want %s: and a card list", field, label)
	}
	if text == "-" {
		return nil, nil
	}
	var cs []Card
	for _, w := range strings.Split(text, ",") {
		if w == "?" && faceDownFields[label] { // a view's face-down card
			cs = append(cs, FaceDown)
			continue
		}
		c, err := ParseCard(w)
		switch {
		case err != nil:
			return nil, err
		case !o.hasRank(c.Rank()):
			return nil, fmt.Errorf("%s is not in the deck of these options", c)
		case *seen&(1<<c) != 0:
			return nil, fmt.Errorf("%s appears twice", c)
		}
		*seen |= 1 << c
		cs = append(cs, c)
	}
	return cs, nil
}

// faceDownFields are the fields where a view may hold face-down cards.
var faceDownFields = map[string]bool{"stock": true, "r1": true, "r2": true, "r3": true}

func deckMask(o Options) uint64 {
	m := uint64(0)
	for _, c := range o.deck() {
		m |= 1 << c
	}
	return m
}

func lowBit(m uint64) int { return bits.TrailingZeros64(m) }

// setTiers lays the tiers card by card, as play would, so that the rank
// counts and suit chains are checked by the rules themselves. Play puts
// cards in the tiers in some order across tiers; the rank counts only need
// each rank's cards to fill its tiers in turn, so ranks are checked per
// tier against their turn order.
func (s *State) setTiers(lists [][]Card) error {
	var perTier [3][numRanks]int
	for t := 0; t < 3; t++ {
		cs := lists[t]
		if len(cs) > maxTier {
			return fmt.Errorf("%s tier: %d cards, at most %d", tierNames[t], len(cs), maxTier)
		}
		for i, c := range cs {
			if err := s.checkChain(t, i, c); err != nil {
				return fmt.Errorf("%s tier: %v", tierNames[t], err)
			}
			s.tier[t][i] = c
			perTier[t][c.Rank()]++
		}
		s.tierLen[t] = uint8(len(cs))
	}
	for r := Ace; r < numRanks; r++ {
		if err := s.setCount(r, perTier); err != nil {
			return err
		}
	}
	return nil
}

// checkChain checks card c at place i of tier t against the suit rules.
func (s *State) checkChain(t, i int, c Card) error {
	if s.opt.Ace {
		if (i < 2) != (c.Rank() == Ace) {
			return fmt.Errorf("in the Ace variant each tier starts with exactly two Aces; %s is card %d", c, i+1)
		}
		if i >= 2 && (s.tier[t][0].Suits()|s.tier[t][1].Suits())&c.Suits() == 0 {
			return fmt.Errorf("%s shares no suit with the tier's Aces", c)
		}
		return nil
	}
	if i > 0 && s.tier[t][i-1].Suits()&c.Suits() == 0 {
		return fmt.Errorf("%s shares no suit with %s before it", c, s.tier[t][i-1])
	}
	return nil
}

// setCount checks that rank r's cards fill the tiers in their turn order.
func (s *State) setCount(r Rank, perTier [3][numRanks]int) error {
	n := perTier[0][r] + perTier[1][r] + perTier[2][r]
	order := tierOrder(r)
	if n > len(order) {
		return fmt.Errorf("%d cards of rank %s in the tiers", n, r)
	}
	var want [3]int
	for _, t := range order[:n] {
		want[t]++
	}
	for t := 0; t < 3; t++ {
		if want[t] != perTier[t][r] {
			return fmt.Errorf("%s tier holds %d of rank %s, but %d in the tiers means %d there", tierNames[t], perTier[t][r], r, n, want[t])
		}
	}
	s.count[r] = uint8(n)
	s.left -= uint8(n)
	for t := 0; t < 3; t++ {
		for _, c := range s.tier[t][:s.tierLen[t]] {
			if c.Rank() == r {
				s.placed |= 1 << c
			}
		}
	}
	return nil
}

func (s *State) setTalon(lists [][]Card) error {
	waste, stock := lists[3], lists[4]
	s.ptr = uint8(copy(s.talon[:], waste))
	s.talonLen = s.ptr + uint8(copy(s.talon[s.ptr:], stock))
	return nil
}

func (s *State) setPiles(lists [][]Card) error {
	for p := 0; p < 3; p++ {
		cs := lists[5+p]
		if len(cs) > s.opt.pileSize() {
			return fmt.Errorf("pile %d holds %d cards, at most %d", p+1, len(cs), s.opt.pileSize())
		}
		s.pileLen[p] = uint8(copy(s.pile[p][:], cs))
	}
	return nil
}

// setPass reads "pass:N" or "pass:N,idle" and checks it against the rest.
func (s *State) setPass(field string) error {
	text, ok := strings.CutPrefix(field, "pass:")
	if !ok {
		return fmt.Errorf("%q: want pass:N or pass:N,idle", field)
	}
	text, s.idle = strings.CutSuffix(text, ",idle")
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > 255 || strconv.Itoa(n) != text {
		return fmt.Errorf("%q: want a pass number from 1", text)
	}
	s.recycles = uint8(n - 1)
	return s.checkPass()
}

// checkPass checks the pass against the options, piles and talon.
func (s *State) checkPass() error {
	r := int(s.recycles)
	switch {
	case !s.opt.Unlimited && r > 3:
		return fmt.Errorf("pass %d: the game has three passes (4 is the end)", r+1)
	case !s.opt.Unlimited && r == 3 && s.ptr < s.talonLen:
		return errors.New("after the third pass there is no stock")
	}
	for p := r; p < 3 && !s.opt.Ace; p++ {
		if int(s.pileLen[p]) != s.opt.pileSize() {
			return fmt.Errorf("pile %d is closed in pass %d but holds %d cards, not %d", p+1, r+1, s.pileLen[p], s.opt.pileSize())
		}
	}
	return nil
}

// checkReachable checks the start: the Ace variant's Aces are all in the
// tiers, and before any card is in the tiers only the first turn can have
// happened.
func (s *State) checkReachable() error {
	if s.opt.Ace && s.count[Ace] != 6 {
		return fieldError(1, errors.New("in the Ace variant every tier starts with two Aces"))
	}
	if s.opt.Ace || s.tierLen[Top]+s.tierLen[Middle]+s.tierLen[Bottom] > 0 {
		return nil
	}
	if s.recycles != 0 || (s.ptr != 0 && s.ptr != min(turnSize, s.talonLen)) || !s.idle {
		return fieldError(4, errors.New("with empty tiers only the first turn can have been made"))
	}
	return nil
}
