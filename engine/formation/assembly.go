package formation

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Faces are the quarterboards as the rules page publishes them: for each
// board Q0..Q3 its front and back, four rows top to bottom, each left to
// right. They are not yet checked against the printed game; this table is
// the only place to change when they are.
var Faces = [4][2]string{
	{"RBKN NRNK BBKR KNRB", "RNBK BRBN KNKR NKRB"},
	{"RBNK NBRB KKNR BRKN", "RNKB BBKR NRNK KBRN"},
	{"RNKB BBNR KKRN NRBK", "RBKN NBKR KNRB BRNK"},
	{"RNKB BBKR KNRN NRBK", "RBKN NBNR KKRB BRNK"},
}

// Face is a 4×4 quarterboard face, [row from the top][column from the left].
type Face [4][4]Colour

// faceOf reads a face from the Faces table; the table is tested to parse.
func faceOf(board int, back bool) Face {
	side := 0
	if back {
		side = 1
	}
	var f Face
	for r, row := range strings.Fields(Faces[board][side]) {
		for c := range 4 {
			f[r][c], _ = colourOf(row[c])
		}
	}
	return f
}

// rotate turns f clockwise by 90 degrees: the top row becomes the right
// column (as a quarterboard turned a quarter clockwise on the table).
func (f Face) rotate() Face {
	var g Face
	for r := range 4 {
		for c := range 4 {
			g[r][c] = f[3-c][r]
		}
	}
	return g
}

// Placement is what lies in one quadrant: which quarterboard, which side
// up and how far it is turned clockwise (0..3 quarter turns).
type Placement struct {
	Board int  // 0..3: Q0..Q3
	Back  bool // the back face up
	Turns int  // 0..3 quarter turns clockwise
}

// Assembly is the board built from four quarterboards, one per quadrant in
// the order top-left, top-right, bottom-left, bottom-right.
type Assembly [4]Placement

// DefaultAssembly is Q0 top-left, Q1 top-right, Q2 bottom-left, Q3
// bottom-right, fronts up, unturned.
var DefaultAssembly = Assembly{{Board: 0}, {Board: 1}, {Board: 2}, {Board: 3}}

// RandomAssembly deals the quarterboards to the quadrants and picks each
// one's side and turn from the seed alone, so a seed names one board on
// every machine (math/rand/v2's PCG is specified exactly).
func RandomAssembly(seed uint64) Assembly {
	rng := rand.New(rand.NewPCG(seed, 0x666f726d6174696f)) // "formatio"
	var a Assembly
	for q, b := range rng.Perm(4) {
		a[q] = Placement{Board: b, Back: rng.IntN(2) == 1, Turns: rng.IntN(4)}
	}
	return a
}

// Colours lays out the assembled board.
func (a Assembly) Colours() Colours {
	var grid Colours
	for q, p := range a {
		f := faceOf(p.Board, p.Back)
		for range p.Turns {
			f = f.rotate()
		}
		file0, rank0 := 4*(q%2), 7-4*(q/2) // the quadrant's top-left square
		for r := range 4 {
			for c := range 4 {
				grid[At(file0+c, rank0-r)] = f[r][c]
			}
		}
	}
	return grid
}

// String writes the assembly as Q0F0/Q1F0/Q2F0/Q3F0: per quadrant the
// board, F (front) or B (back), and the quarter turns clockwise.
func (a Assembly) String() string {
	parts := make([]string, 4)
	for q, p := range a {
		side := 'F'
		if p.Back {
			side = 'B'
		}
		parts[q] = fmt.Sprintf("Q%d%c%d", p.Board, side, p.Turns)
	}
	return strings.Join(parts, "/")
}

// ParseAssembly reads an assembly as String writes it. Every quarterboard
// must be used once: there is one of each in the box.
func ParseAssembly(t string) (Assembly, error) {
	var a Assembly
	parts := strings.Split(t, "/")
	if len(parts) != 4 {
		return a, fmt.Errorf("assembly %q: want four quadrants like Q0F0/Q1F0/Q2F0/Q3F0", t)
	}
	var used [4]bool
	for q, s := range parts {
		if len(s) != 4 || s[0] != 'Q' || s[1] < '0' || s[1] > '3' ||
			(s[2] != 'F' && s[2] != 'B') || s[3] < '0' || s[3] > '3' {
			return a, fmt.Errorf("assembly quadrant %d %q: want Q, board 0-3, F or B, turns 0-3, e.g. Q2B1", q+1, s)
		}
		b := int(s[1] - '0')
		if used[b] {
			return a, fmt.Errorf("assembly %q: board Q%d is used twice", t, b)
		}
		used[b] = true
		a[q] = Placement{Board: b, Back: s[2] == 'B', Turns: int(s[3] - '0')}
	}
	return a, nil
}
