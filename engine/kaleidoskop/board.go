package kaleidoskop

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Colour is a crystal or hex colour; None is an empty hollow or a neutral
// hex.
type Colour uint8

// The six colours in the rules page's order, and their count.
const (
	None Colour = iota
	Red
	Yellow
	Green
	Blue
	Pink
	Purple
	NumColours = 6
)

const colourLetters = ".RYGBPL"

var colourNames = [...]string{"none", "red", "yellow", "green", "blue", "pink", "purple"}

// Letter is the colour's letter (R Y G B P L), '.' for None.
func (c Colour) Letter() byte {
	if int(c) < len(colourLetters) {
		return colourLetters[c]
	}
	return '?'
}

func (c Colour) String() string {
	if int(c) < len(colourNames) {
		return colourNames[c]
	}
	return "?"
}

// ColourOfLetter reads a colour letter (R Y G B P L).
func ColourOfLetter(b byte) (Colour, bool) {
	i := strings.IndexByte(colourLetters[1:], b)
	return Colour(i + 1), i >= 0
}

// Hex is a hexagon in axial coordinates (pointy top): Q grows to the east,
// R to the south-east.
type Hex struct{ Q, R int }

// directions are the six neighbours in order round a hex (counter-clockwise
// from east); consecutive directions share a corner.
var directions = [6]Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

func (h Hex) add(d Hex) Hex { return Hex{h.Q + d.Q, h.R + d.R} }

// Distance is the number of steps from the centre.
func (h Hex) Distance() int {
	return (abs(h.Q) + abs(h.R) + abs(h.Q+h.R)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func (h Hex) String() string { return strconv.Itoa(h.Q) + "," + strconv.Itoa(h.R) }

// ParseHex reads "q,r".
func ParseHex(text string) (Hex, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(text), ",")
	q, err1 := strconv.Atoi(strings.TrimSpace(a))
	r, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || abs(q) > 9 || abs(r) > 9 {
		return Hex{}, fmt.Errorf("hex %q: want q,r such as 1,-1", text)
	}
	return Hex{q, r}, nil
}

// The full board: every hex within distance Radius of the centre, and a
// hollow on every corner that touches at least two of them.
const (
	Radius     = 3
	MaxHexes   = 37
	MaxHollows = 72
)

// noHex marks a corner's hex that lies off the full board.
const noHex = -1

// geometry holds the full board's tables, built once.
type geometry struct {
	hexes      [MaxHexes]Hex
	index      [2*Radius + 1][2*Radius + 1]int8 // [q+Radius][r+Radius] -> hex, or noHex
	hollows    [MaxHollows][3]int8              // the hexes round each hollow in notation order, noHex off the board
	corners    [MaxHexes][6]int8                // the hollows on each hex's corners, -1 off the board
	centre     [6]int8                          // the hollows round the centre hex, in setup order
	hollowSpot [MaxHollows][3]Hex               // the three hexes round each hollow, on or off the board
}

var geo = buildGeometry()

func buildGeometry() *geometry {
	g := &geometry{}
	for i := range g.index {
		for j := range g.index[i] {
			g.index[i][j] = noHex
		}
	}
	n := 0
	for r := -Radius; r <= Radius; r++ {
		for q := -Radius; q <= Radius; q++ {
			h := Hex{q, r}
			if h.Distance() <= Radius {
				g.hexes[n] = h
				g.index[q+Radius][r+Radius] = int8(n)
				n++
			}
		}
	}
	for i := range g.corners {
		g.corners[i] = [6]int8{-1, -1, -1, -1, -1, -1}
	}
	// A corner is a triangle of mutually adjacent hexes, of two kinds:
	// {h, h+E, h+SE} and {h, h+E, h+NE} (the rules page writes 0,0|1,0|1,-1).
	k := 0
	for r := -Radius - 1; r <= Radius+1; r++ {
		for q := -Radius - 1; q <= Radius+1; q++ {
			a := Hex{q, r}
			for _, t := range [2][3]Hex{{a, a.add(directions[0]), a.add(directions[5])}, {a, a.add(directions[0]), Hex{q + 1, r - 1}}} {
				on := 0
				var ids [3]int8
				for j, h := range t {
					ids[j] = g.hexIndex(h)
					if ids[j] != noHex {
						on++
					}
				}
				if on < 2 {
					continue
				}
				g.hollows[k], g.hollowSpot[k] = ids, t
				for _, id := range ids {
					if id != noHex {
						g.addCorner(id, int8(k))
					}
				}
				k++
			}
		}
	}
	if k != MaxHollows || n != MaxHexes {
		panic(fmt.Sprintf("kaleidoskop: board of %d hexes, %d hollows", n, k))
	}
	for i, d := range directions {
		g.centre[i] = g.commonCorner(Hex{}, d, directions[(i+1)%6])
	}
	return g
}

func (g *geometry) addCorner(hex, hollow int8) {
	for i, c := range g.corners[hex] {
		if c < 0 {
			g.corners[hex][i] = hollow
			return
		}
	}
}

// hexIndex is the hex's index on the full board, or noHex.
func (g *geometry) hexIndex(h Hex) int8 {
	if h.Distance() > Radius {
		return noHex
	}
	return g.index[h.Q+Radius][h.R+Radius]
}

// commonCorner is the hollow round h, h+d1 and h+d2.
func (g *geometry) commonCorner(h, d1, d2 Hex) int8 {
	want := [3]int8{g.hexIndex(h), g.hexIndex(h.add(d1)), g.hexIndex(h.add(d2))}
	for k := range g.hollows {
		if sameSet(g.hollows[k], want) {
			return int8(k)
		}
	}
	return -1
}

func sameSet(a, b [3]int8) bool {
	for _, x := range a {
		if x != b[0] && x != b[1] && x != b[2] {
			return false
		}
	}
	for _, x := range b {
		if x != a[0] && x != a[1] && x != a[2] {
			return false
		}
	}
	return true
}

// Cover is one of the six covers over the outer ring: A (east and west) or
// B (the other four).
type Cover struct {
	Kind  byte // 'A' or 'B'
	Hexes [3]Hex
}

// Covers lists the six covers, counter-clockwise from the east one.
func Covers() [6]Cover {
	var cs [6]Cover
	for i, d := range directions {
		corner := Hex{Radius * d.Q, Radius * d.R}
		cs[i].Kind = 'B'
		if i == 0 || i == 3 {
			cs[i].Kind = 'A'
		}
		cs[i].Hexes[0] = corner
		j := 1
		for _, e := range directions {
			if n := corner.add(e); n.Distance() == Radius {
				cs[i].Hexes[j] = n
				j++
			}
		}
	}
	return cs
}

// layout is the board of one player count: which hexes and hollows are
// playable.
type layout struct {
	players   int
	hexOn     [MaxHexes]bool
	hollowOn  [MaxHollows]bool
	hexes     []int8                    // the playable hexes in index order
	hollowIDs []int8                    // the playable hollows in index order
	grid      [gridSide * gridSide]int8 // padded: hex at q,r is grid[at(q,r)], noHex off the board
	bases     []int                     // the playable hexes' places in the grid
}

// The padded grid leaves room for a pattern's offsets (at most 6 from a
// hex of the board) so that matching needs no bounds checks.
const (
	gridPad  = 9
	gridSide = 2*gridPad + 1
)

// at is a hex's place in the padded grid.
func at(h Hex) int { return (h.Q+gridPad)*gridSide + h.R + gridPad }

// layouts holds each player count's layout, made on first use rather than
// at start-up (the browser build starts faster).
var layouts = sync.OnceValue(func() (ls [MaxPlayers + 1]*layout) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		ls[n] = newLayout(n)
	}
	return ls
})

// newLayout covers the hexes the player count does not use: A with five
// players, A and B with three or four.
func newLayout(players int) *layout {
	l := &layout{players: players}
	for i := range l.grid {
		l.grid[i] = noHex
	}
	for i, h := range geo.hexes {
		l.hexOn[i] = true
		for _, c := range Covers() {
			covered := players <= 4 || players == 5 && c.Kind == 'A'
			if covered && (c.Hexes[0] == h || c.Hexes[1] == h || c.Hexes[2] == h) {
				l.hexOn[i] = false
			}
		}
		if l.hexOn[i] {
			l.hexes = append(l.hexes, int8(i))
			l.grid[at(h)] = int8(i)
			l.bases = append(l.bases, at(h))
		}
	}
	for k, ids := range geo.hollows {
		on := 0
		for _, id := range ids {
			if id != noHex && l.hexOn[id] {
				on++
			}
		}
		l.hollowOn[k] = on >= 2
		if l.hollowOn[k] {
			l.hollowIDs = append(l.hollowIDs, int8(k))
		}
	}
	return l
}

// hexAt is the playable hex at h, or noHex.
func (l *layout) hexAt(h Hex) int8 {
	id := geo.hexIndex(h)
	if id == noHex || !l.hexOn[id] {
		return noHex
	}
	return id
}

// hollowText writes a hollow as its playable hexes in notation order,
// e.g. 0,0|1,0|1,-1.
func (l *layout) hollowText(k int) string {
	var parts []string
	for _, id := range geo.hollows[k] {
		if id != noHex && l.hexOn[id] {
			parts = append(parts, geo.hexes[id].String())
		}
	}
	return strings.Join(parts, "|")
}

// parseHollow reads a hollow as two or three hexes in any order: three name
// its corner exactly; two name the hollow whose only playable hexes they
// are (a hollow on the rim).
func (l *layout) parseHollow(text string) (int, error) {
	parts := strings.Split(text, "|")
	if len(parts) < 2 || len(parts) > 3 {
		return -1, fmt.Errorf("hollow %q: want the hexes round it, e.g. 0,0|1,0|1,-1", text)
	}
	var hs []Hex
	for _, p := range parts {
		h, err := ParseHex(p)
		if err != nil {
			return -1, fmt.Errorf("hollow %q: %v", text, err)
		}
		hs = append(hs, h)
	}
	for _, k := range l.hollowIDs {
		if l.hollowMatches(int(k), hs) {
			return int(k), nil
		}
	}
	return -1, fmt.Errorf("hollow %q: no hollow of this board lies between these hexes", text)
}

func (l *layout) hollowMatches(k int, hs []Hex) bool {
	spot := geo.hollowSpot[k]
	var want []Hex
	if len(hs) == 3 {
		want = spot[:]
	} else {
		for i, id := range geo.hollows[k] {
			if id != noHex && l.hexOn[id] {
				want = append(want, spot[i])
			}
		}
	}
	if len(want) != len(hs) {
		return false
	}
	for _, w := range want {
		n := 0
		for _, h := range hs {
			if h == w {
				n++
			}
		}
		if n != 1 {
			return false
		}
	}
	return true
}
