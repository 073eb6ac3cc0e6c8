package formation

import "strings"

// Colour is a square's colour, named in text by the move it gives.
type Colour uint8

const (
	Red    Colour = iota // R: a rook's move, stopping at the first red square
	Yellow               // B: a bishop's move, stopping at the first yellow square
	Green                // N: a knight's jump
	Blue                 // K: a king's step
)

const colourLetters = "RBNK"

// Letter is the colour's letter in text: R, B, N or K.
func (c Colour) Letter() byte { return colourLetters[c] }

func (c Colour) String() string {
	return [...]string{"red", "yellow", "green", "blue"}[c]
}

// colourOf reads a colour letter.
func colourOf(b byte) (Colour, bool) {
	i := strings.IndexByte(colourLetters, b)
	return Colour(i), i >= 0
}

// Square is a square of the 8×8 board, 0 (a1) to 63 (h8).
type Square int8

// At is the square on file 0..7 (a..h) and rank 0..7 (1..8).
func At(file, rank int) Square { return Square(rank*8 + file) }

// File is 0..7 for a..h; Rank is 0..7 for 1..8.
func (s Square) File() int { return int(s) & 7 }
func (s Square) Rank() int { return int(s) >> 3 }

func (s Square) String() string {
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare reads a square such as "b8".
func ParseSquare(t string) (Square, bool) {
	if len(t) != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8' {
		return 0, false
	}
	return At(int(t[0]-'a'), int(t[1]-'1')), true
}

// Colours is the colour of every square of a board.
type Colours [64]Colour

// String writes the grid as the position line's first field: rank 8 first,
// ranks separated by '/'.
func (c Colours) String() string {
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		if rank < 7 {
			b.WriteByte('/')
		}
		for file := range 8 {
			b.WriteByte(c[At(file, rank)].Letter())
		}
	}
	return b.String()
}

// Count is the number of squares of each colour.
func (c Colours) Count() (n [4]int) {
	for _, x := range c {
		n[x]++
	}
	return n
}
