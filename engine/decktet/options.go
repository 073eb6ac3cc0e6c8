package decktet

import (
	"fmt"
	"strconv"
	"strings"
)

// Options choose the deck, the rules and the deal. Their text is a comma
// list, e.g. "deal=17,extended,passes=unlimited" (see ParseOptions).
type Options struct {
	Deal      uint64 // the deal number: the seed of the shuffle
	Extended  bool   // add the four Pawns and four Courts
	Unlimited bool   // unlimited passes instead of three (always, with Ace)
	Ace       bool   // the Ace variant: two Aces open each tier, no reserves

	// For tests only: a cut-down deck and smaller reserve piles, so that a
	// plain exhaustive search can check the solver. Ranks is a mask of
	// 1<<Rank (0: every rank of the deck); Pile is the reserve pile size
	// (0: the rules' three).
	Ranks uint16
	Pile  int
}

// DefaultDeal is the deal of DefaultOptions; the menu picks its own.
const DefaultDeal = 1

// DefaultOptions is the standard deck, three passes, deal 1.
var DefaultOptions = Options{Deal: DefaultDeal}

// pileSize is the number of cards in each reserve pile: three by the rules,
// none in the Ace variant.
func (o Options) pileSize() int {
	switch {
	case o.Ace:
		return 0
	case o.Pile > 0:
		return o.Pile
	}
	return 3
}

// hasRank reports whether cards of rank r are in this game's deck.
func (o Options) hasRank(r Rank) bool {
	if (r == Pawn || r == Court) && !o.Extended {
		return false
	}
	return o.Ranks == 0 || o.Ranks&(1<<r) != 0
}

// deck lists the cards of this game's deck in index order.
func (o Options) deck() []Card {
	var d []Card
	for c := Card(0); c < maxCards; c++ {
		if o.hasRank(c.Rank()) {
			d = append(d, c)
		}
	}
	return d
}

// String writes the options in canonical form: deal first, then only what
// differs from the default, e.g. "deal=17,extended,passes=unlimited". The
// Ace variant implies unlimited passes and does not repeat it.
func (o Options) String() string {
	parts := []string{"deal=" + strconv.FormatUint(o.Deal, 10)}
	if o.Extended {
		parts = append(parts, "extended")
	}
	if o.Unlimited && !o.Ace {
		parts = append(parts, "passes=unlimited")
	}
	if o.Ace {
		parts = append(parts, "ace")
	}
	if o.Ranks != 0 {
		var b []byte
		for r := Ace; r < numRanks; r++ {
			if o.Ranks&(1<<r) != 0 {
				b = append(b, r.letter())
			}
		}
		parts = append(parts, "ranks="+string(b))
	}
	if o.Pile > 0 {
		parts = append(parts, "pile="+strconv.Itoa(o.Pile))
	}
	return strings.Join(parts, ",")
}

// ParseOptions reads option text: comma-separated items in any order, each
// at most once:
//
//	deal=N            the deal number, 0 to 18446744073709551615 (default 1)
//	extended          add the Pawns and Courts
//	passes=3          three passes (the default)
//	passes=unlimited  unlimited passes
//	ace               the Ace variant (always unlimited passes)
//	ranks=A23K        tests only: keep only these ranks (A 2-9 P C K)
//	pile=N            tests only: reserve piles of N cards (1 to 3)
//
// The empty text is the default options. The error names the item.
func ParseOptions(text string) (Options, error) {
	o := DefaultOptions
	if text == "" {
		return o, nil
	}
	seen := map[string]bool{}
	passes := ""
	for _, item := range strings.Split(text, ",") {
		key, val, hasVal := strings.Cut(item, "=")
		if seen[key] {
			return Options{}, fmt.Errorf("options: %q is given twice", key)
		}
		seen[key] = true
		if err := o.set(key, val, hasVal); err != nil {
			return Options{}, fmt.Errorf("options: %s", err)
		}
		if key == "passes" {
			passes = val
		}
	}
	if o.Ace && passes == "3" {
		return Options{}, fmt.Errorf("options: ace: the Ace variant always has unlimited passes, not passes=3")
	}
	if o.Ace {
		o.Unlimited = true
	}
	if err := o.validate(); err != nil {
		return Options{}, fmt.Errorf("options: %s", err)
	}
	return o, nil
}

// set applies one option item.
func (o *Options) set(key, val string, hasVal bool) error {
	flag := func(b *bool) error {
		if hasVal {
			return fmt.Errorf("%s takes no value", key)
		}
		*b = true
		return nil
	}
	switch key {
	case "deal":
		n, err := strconv.ParseUint(val, 10, 64)
		if err != nil || strconv.FormatUint(n, 10) != val {
			return fmt.Errorf("deal=%q: want a whole number 0 to 18446744073709551615", val)
		}
		o.Deal = n
	case "extended":
		return flag(&o.Extended)
	case "ace":
		return flag(&o.Ace)
	case "passes":
		if val != "3" && val != "unlimited" {
			return fmt.Errorf("passes=%q: want 3 or unlimited", val)
		}
		o.Unlimited = val == "unlimited"
	case "ranks":
		return o.setRanks(val)
	case "pile":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > 3 || strconv.Itoa(n) != val {
			return fmt.Errorf("pile=%q: want 1, 2 or 3", val)
		}
		o.Pile = n
	default:
		return fmt.Errorf("unknown item %q (want deal=N, extended, passes=3|unlimited, ace)", key)
	}
	return nil
}

func (o *Options) setRanks(val string) error {
	if val == "" {
		return fmt.Errorf("ranks: empty")
	}
	for i := 0; i < len(val); i++ {
		r, ok := rankOfLetter(val[i])
		if !ok || o.Ranks&(1<<r) != 0 {
			return fmt.Errorf("ranks=%q: want distinct rank letters A 2-9 P C K", val)
		}
		o.Ranks |= 1 << r
	}
	return nil
}

// validate checks that the options make a playable deal.
func (o Options) validate() error {
	if o.Ranks&^(1<<numRanks-2) != 0 {
		return fmt.Errorf("ranks: unknown rank bits %#x", o.Ranks)
	}
	if !o.Extended && o.Ranks&(1<<Pawn|1<<Court) != 0 {
		return fmt.Errorf("ranks: Pawns and Courts need extended")
	}
	if o.Ace && !o.hasRank(Ace) {
		return fmt.Errorf("ace: the Ace variant needs the Aces in ranks")
	}
	if o.Ace && o.Pile > 0 {
		return fmt.Errorf("pile: the Ace variant has no reserve piles")
	}
	n := len(o.deck())
	if o.Ace {
		n -= 6
	}
	if n <= 3*o.pileSize() {
		return fmt.Errorf("ranks: %d cards leave no stock", n)
	}
	return nil
}
