package toygame

import (
	"fmt"
	"strconv"
	"strings"

	"kaskade/engine/game"
)

// The notation of a position is one line of fields, e.g.
//
//	h=3,5,? d=-,2,- s=0,1,0 to=1 round=0 deal=2 raised
//
// h the seats' cards ('-' none yet, '?' hidden in a view), d their discards,
// s their stakes, to the seat to move, round 0..2 (2: over), deal the seat
// chance deals to next (left out when none), raised when the seat to move
// raised and moves again. A move is a card dealt ("4") or a seat's word.

var words = [...]string{"pass", Bid - Pass: "bid", Raise - Pass: "raise", Swap - Pass: "swap"}

// FormatMove writes m: the card's number or the seat's word.
func (s *State) FormatMove(m game.Move) string {
	switch {
	case m >= 1 && m <= Cards:
		return strconv.Itoa(int(m))
	case m >= Pass && m < MoveBound:
		return words[m-Pass]
	}
	return fmt.Sprintf("#%d", int(m))
}

// ParseMove reads a move and checks that it is legal here.
func (s *State) ParseMove(text string) (game.Move, error) {
	m := game.NoMove
	for i, w := range words {
		if text == w {
			m = Pass + game.Move(i)
		}
	}
	if n, err := strconv.Atoi(text); err == nil && n >= 1 && n <= Cards {
		m = game.Move(n)
	}
	if m == game.NoMove {
		return m, fmt.Errorf("%q is not a move (a card 1..%d, pass, bid, raise or swap)", text, Cards)
	}
	if err := s.Check(m); err != nil {
		return game.NoMove, err
	}
	return m, nil
}

func card(c int8) string {
	switch c {
	case 0:
		return "-"
	case Hidden:
		return "?"
	}
	return strconv.Itoa(int(c))
}

func join(v [Players]int8, f func(int8) string) string {
	t := make([]string, Players)
	for i, x := range v {
		t[i] = f(x)
	}
	return strings.Join(t, ",")
}

// String writes the position (see the notation above).
func (s *State) String() string {
	num := func(x int8) string { return strconv.Itoa(int(x)) }
	t := fmt.Sprintf("h=%s d=%s s=%s to=%d round=%d", join(s.hand, card), join(s.discard, card), join(s.stake, num), s.toMove, s.round)
	if s.dealTo >= 0 {
		t += fmt.Sprintf(" deal=%d", s.dealTo)
	}
	if s.raised {
		t += " raised"
	}
	return t
}

// ParseGame reads a position line as a game.State (a game.ParseFunc).
func ParseGame(line string) (game.State, error) {
	s, err := Parse(line)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Parse reads a position line written by String.
func Parse(line string) (*State, error) {
	s := &State{dealTo: -1}
	seen := map[string]bool{}
	for _, f := range strings.Fields(line) {
		key, val, _ := strings.Cut(f, "=")
		if seen[key] {
			return nil, fmt.Errorf("position %q: %s twice", line, key)
		}
		seen[key] = true
		if err := s.field(key, val); err != nil {
			return nil, fmt.Errorf("position %q: %s: %v", line, key, err)
		}
	}
	for _, k := range []string{"h", "d", "s", "to", "round"} {
		if !seen[k] {
			return nil, fmt.Errorf("position %q: no %s=", line, k)
		}
	}
	if err := s.valid(); err != nil {
		return nil, fmt.Errorf("position %q: %v", line, err)
	}
	return s, nil
}

func (s *State) field(key, val string) error {
	var err error
	switch key {
	case "h":
		s.hand, err = triple(val, true, 1, Cards)
	case "d":
		s.discard, err = triple(val, false, 1, Cards)
	case "s":
		s.stake, err = triple(val, false, 0, MaxStake)
	case "to":
		s.toMove, err = small(val, 0, Players-1)
	case "round":
		s.round, err = small(val, 0, Rounds)
	case "deal":
		s.dealTo, err = small(val, 0, Players-1)
	case "raised":
		s.raised = true
	default:
		err = fmt.Errorf("unknown field")
	}
	return err
}

// triple reads three comma-separated values in lo..hi ('-' is 0, and '?'
// is Hidden when hidden is allowed).
func triple(val string, hidden bool, lo, hi int) ([Players]int8, error) {
	var v [Players]int8
	t := strings.Split(val, ",")
	if len(t) != Players {
		return v, fmt.Errorf("want %d values, e.g. 3,-,5", Players)
	}
	for i, x := range t {
		var err error
		switch {
		case x == "-" && lo > 0:
		case x == "?" && hidden:
			v[i] = Hidden
		default:
			v[i], err = small(x, lo, hi)
		}
		if err != nil {
			return v, err
		}
	}
	return v, nil
}

func small(x string, lo, hi int) (int8, error) {
	n, err := strconv.Atoi(x)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%q is not a number %d..%d", x, lo, hi)
	}
	return int8(n), nil
}

// valid checks what the fields say together: no card twice, the pending
// deal goes to an empty hand (and the seats after it in the first deal),
// no raise during a deal.
func (s *State) valid() error {
	var used [Cards + 1]bool
	for _, c := range append(s.hand[:], s.discard[:]...) {
		if c > 0 && used[c] {
			return fmt.Errorf("card %d twice", c)
		}
		if c > 0 {
			used[c] = true
		}
	}
	if s.dealTo >= 0 && s.hand[s.dealTo] != 0 {
		return fmt.Errorf("deal=%d but seat %d holds a card", s.dealTo, s.dealTo)
	}
	for p := range Players {
		if s.hand[p] == 0 && (s.dealTo < 0 || int8(p) < s.dealTo) {
			return fmt.Errorf("seat %d has no card and none is due", p)
		}
	}
	if s.raised && s.dealTo >= 0 {
		return fmt.Errorf("raised while a card is dealt")
	}
	return nil
}
