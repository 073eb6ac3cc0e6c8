package kaleidoskop

import (
	"fmt"
	"strings"
	"sync"
)

// Card is a mission card: 0..19 the blue deck (B01..B20), 20..31 the
// orange deck (O01..O12).
type Card int8

// NoCard is never a card.
const NoCard Card = -1

// The decks.
const (
	BlueCards   = 20
	OrangeCards = 12
	NumCards    = BlueCards + OrangeCards
)

// Deck is the blue or the orange deck.
type Deck int8

const (
	BlueDeck Deck = iota
	OrangeDeck
)

func (d Deck) String() string {
	if d == OrangeDeck {
		return "orange"
	}
	return "blue"
}

// mask is the set of cards of the deck.
func (d Deck) mask() uint32 {
	if d == OrangeDeck {
		return (1<<OrangeCards - 1) << BlueCards
	}
	return 1<<BlueCards - 1
}

// Deck is the deck the card comes from.
func (c Card) Deck() Deck {
	if c >= BlueCards {
		return OrangeDeck
	}
	return BlueDeck
}

// Valid reports whether c is one of the 32 cards.
func (c Card) Valid() bool { return c >= 0 && c < NumCards }

func (c Card) String() string {
	if !c.Valid() {
		return "?"
	}
	return allCards()[c].Name
}

// ParseCard reads a card name, B01..B20 or O01..O12.
func ParseCard(text string) (Card, error) {
	for i, c := range allCards() {
		if c.Name == text {
			return Card(i), nil
		}
	}
	return NoCard, fmt.Errorf("card %q: want B01..B20 or O01..O12", text)
}

// Reward is the scoring crystals the card pays.
func (c Card) Reward() int { return allCards()[c].Reward }

// Missions are the card's two missions.
func (c Card) Missions() [2]*Mission {
	info := &allCards()[c]
	return [2]*Mission{&info.Missions[0], &info.Missions[1]}
}

// Shape is a set of hexes given as offsets; a pattern is a shape with a
// wish for each cell.
type Shape struct {
	Name  string
	Cells []Hex
}

var shapes = map[string]*Shape{
	"L3": {"L3", []Hex{{0, 0}, {1, 0}, {2, 0}}},
	"L4": {"L4", []Hex{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
	"T3": {"T3", []Hex{{0, 0}, {1, 0}, {0, 1}}},
	"V3": {"V3", []Hex{{0, 0}, {1, 0}, {1, 1}}},
	"D4": {"D4", []Hex{{1, -1}, {0, 1}, {0, 0}, {1, 0}}},                            // tips, then middles
	"Y4": {"Y4", []Hex{{0, 0}, {1, 0}, {0, -1}, {-1, 1}}},                           // centre, then arms
	"C4": {"C4", []Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 0}}},                  // ring, then the centre
	"P5": {"P5", []Hex{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}}},                     //
	"F7": {"F7", []Hex{{0, 0}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}}, // centre, then the ring in order
}

// Wish is what a pattern cell (or a crystal condition) asks for: a colour
// letter R Y G B P L, a variable a b c d (same letter same colour,
// different letters different colours, never neutral), N neutral, or *
// anything.
type Wish byte

// Mission is one pattern of a card: a shape, a wish per cell, and
// optionally a crystal that must lie on a corner shared by some of the
// cells.
type Mission struct {
	Shape        *Shape
	Wishes       []Wish
	Crystal      Wish  // 0: no crystal condition
	CrystalCells []int // the cells (0-based) whose shared corner holds it
	Text         string

	need      [NumColours + 1]int8 // cells asking for each colour (None: neutral) and,
	anyColour int8                 // cells asking for a variable, so any colour
	variants  [][]int              // the cells under the 12 rotations and reflections as steps in the padded grid from cell 0
	index     int                  // card*2 + mission: its row of placements
}

// CardInfo is one card of the table.
type CardInfo struct {
	Name     string
	Reward   int
	Missions [2]Mission
}

// The card tables (docs/rules/kaleidoskop.md; the cards that self-play
// completes least pay one more than at first, docs/kaleidoskop-balance.md):
// a mission is the shape, the wishes in the shape's cell order, and
// optionally "+W@cells", a crystal wish on the corner shared by those
// cells (1-based).
var cardTable = [NumCards][3]string{
	{"2", "L3 RRR", "L3 BBB"}, {"2", "L3 YYY", "L3 GGG"}, {"2", "L3 PPP", "L3 LLL"},
	{"2", "T3 RYB", "T3 GPL"}, {"2", "T3 RGL", "T3 YBP"}, {"2", "V3 aNa", "L3 aNa"},
	{"2", "L3 aba", "V3 aba"}, {"2", "T3 aaN", "L3 NaN"}, {"2", "V3 RRB", "V3 GGP"},
	{"2", "V3 YYL", "V3 BBR"}, {"3", "L3 RYR", "L3 BGB"}, {"3", "L3 PLP", "L3 YRY"},
	{"2", "T3 aab", "L3 aab"}, {"2", "T3 RRN", "T3 BBN"}, {"2", "T3 GGN", "T3 PPN"},
	{"2", "T3 YYN", "T3 LLN"}, {"3", "L4 aaaa", "D4 aaaa"}, {"3", "D4 aabb", "Y4 abbb"},
	{"3", "L4 abab", "D4 NNaa"}, {"3", "C4 aaaa*", "Y4 Naaa"},
	// orange
	{"4", "L4 RRRR", "L4 BBBB"}, {"4", "L4 YYYY", "L4 GGGG"}, {"4", "L4 PPPP", "L4 LLLL"},
	{"5", "D4 RRBB", "D4 YYPP"}, {"5", "D4 GGLL", "D4 BBRR"},
	{"5", "T3 aaa +b@123", "T3 RYB +G@123"}, {"5", "L3 abc +a@23", "V3 abc +c@12"},
	{"5", "D4 abcd", "L4 abcd"}, {"5", "P5 aaaaa", "C4 aaaab"},
	{"6", "L4 RRRR +L@23", "L4 BBBB +Y@23"}, {"6", "F7 aaaaaaa", "F7 Nababab"},
	{"7", "F7 abbbbbb", "F7 Naaaaaa"},
}

// allCards is the cards' table, parsed on first use rather than at
// start-up (the browser build starts faster). SetReward changes it in place.
var allCards = sync.OnceValue(buildCards)

func buildCards() []CardInfo {
	cs := make([]CardInfo, NumCards)
	for i, row := range cardTable {
		c := &cs[i]
		if i < BlueCards {
			c.Name = fmt.Sprintf("B%02d", i+1)
		} else {
			c.Name = fmt.Sprintf("O%02d", i-BlueCards+1)
		}
		c.Reward = int(row[0][0] - '0')
		for k := range 2 {
			m, err := parseMission(row[k+1])
			if err != nil {
				panic(fmt.Sprintf("kaleidoskop: card %s: %v", c.Name, err))
			}
			m.index = i*2 + k
			c.Missions[k] = m
		}
	}
	return cs
}

// parseMission reads one mission of the table.
func parseMission(text string) (Mission, error) {
	f := strings.Fields(text)
	if len(f) < 2 || len(f) > 3 {
		return Mission{}, fmt.Errorf("mission %q", text)
	}
	sh := shapes[f[0]]
	if sh == nil || len(f[1]) != len(sh.Cells) {
		return Mission{}, fmt.Errorf("mission %q: shape", text)
	}
	m := Mission{Shape: sh, Wishes: []Wish(f[1]), Text: text}
	if len(f) == 3 {
		w, cells, ok := strings.Cut(strings.TrimPrefix(f[2], "+"), "@")
		if !ok || len(w) != 1 || len(cells) < 2 {
			return Mission{}, fmt.Errorf("mission %q: crystal", text)
		}
		m.Crystal = Wish(w[0])
		for _, d := range cells {
			m.CrystalCells = append(m.CrystalCells, int(d-'1'))
		}
	}
	for _, w := range m.Wishes {
		switch {
		case w == 'N':
			m.need[None]++
		case w >= 'a' && w <= 'd':
			m.anyColour++
		case w != '*':
			c, ok := ColourOfLetter(byte(w))
			if !ok {
				return Mission{}, fmt.Errorf("mission %q: wish %c", text, w)
			}
			m.need[c]++
		}
	}
	for _, v := range variants(sh.Cells) {
		steps := make([]int, len(v))
		for i, h := range v {
			steps[i] = at(h) - at(Hex{})
		}
		m.variants = append(m.variants, steps)
	}
	return m, nil
}

// variants gives the cells under the 6 rotations and 2 reflections, each
// moved so that cell 0 is at 0,0.
func variants(cells []Hex) [][]Hex {
	var vs [][]Hex
	for refl := range 2 {
		for rot := range 6 {
			v := make([]Hex, len(cells))
			for i, c := range cells {
				if refl == 1 {
					c = Hex{c.R, c.Q} // a reflection: swap the cube axes x and z
				}
				for range rot {
					c = Hex{-c.R, c.Q + c.R} // 60 degrees
				}
				v[i] = c
			}
			for i := len(v) - 1; i >= 0; i-- {
				v[i] = Hex{v[i].Q - v[0].Q, v[i].R - v[0].R}
			}
			vs = append(vs, v)
		}
	}
	return vs
}
