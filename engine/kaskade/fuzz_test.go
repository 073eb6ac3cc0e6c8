package kaskade

import (
	"math/rand/v2"
	"testing"
)

// FuzzParseSize: no input panics, and a size that parses writes back as
// the same text (the canonical form is the only one accepted).
func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"6x6", "20x20", "3x20", "2x2", "06x6", "+6x6", "6x", "x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		z, err := ParseSize(s)
		if err != nil {
			return
		}
		if z.Validate() != nil || z.String() != s {
			t.Fatalf("%q parsed as %v, which writes %q", s, z, z)
		}
	})
}

// FuzzParseCell: no input panics on any board, a cell that parses is on
// the board, and it writes back as the same text.
func FuzzParseCell(f *testing.F) {
	for _, s := range []string{"a1", "c2", "t20", "f6", "a0", "a01", "z9", "a+1", "a", ""} {
		f.Add(uint8(6), uint8(6), s)
	}
	f.Fuzz(func(t *testing.T, cols, rows uint8, s string) {
		z := Size{MinSide + int(cols)%(MaxSide-MinSide+1), MinSide + int(rows)%(MaxSide-MinSide+1)}
		c, err := z.ParseCell(s)
		if err != nil {
			return
		}
		if !z.Contains(c) || z.FormatCell(c) != s {
			t.Fatalf("%s: %q parsed as cell %d, which writes %q", z, s, c, z.FormatCell(c))
		}
	})
}

// FuzzParseMove: on a position reached by seeded random moves, no text
// panics; a move that parses is legal and writes back as the same text,
// and playing it keeps the balls equal to the moves.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a1", "c3", "f6", "g1", "a7", "", "1a"} {
		f.Add(uint64(1), uint8(10), s)
	}
	f.Fuzz(func(t *testing.T, seed uint64, n uint8, text string) {
		rng := rand.New(rand.NewPCG(seed, 1))
		z := Size{3 + rng.IntN(5), 3 + rng.IntN(5)}
		g := gameAfterRandomMoves(z, int(n), rng)
		m, err := g.ParseMove(text)
		if err != nil {
			return
		}
		if g.st.Check(Cell(m)) != nil || g.FormatMove(m) != text {
			t.Fatalf("%s: %q read as %d (%q), which is not legal or not the same text", g, text, m, g.FormatMove(m))
		}
		g.Apply(m)
		if balls(g.st.Board()) != g.st.Moves() {
			t.Fatalf("%s: balls and moves disagree", g)
		}
	})
}
