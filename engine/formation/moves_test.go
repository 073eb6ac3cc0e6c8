package formation

import (
	"slices"
	"strings"
	"testing"
)

// handMade builds a position from eight colour rows and eight piece rows
// (rank 8 first; pieces '.', 'b', 'w'), any number of pieces.
func handMade(colours, pieces string, toMove Side) *State {
	var c Colours
	cr, pr := strings.Fields(colours), strings.Fields(pieces)
	for i := range 8 {
		for f := range 8 {
			c[At(f, 7-i)], _ = colourOf(cr[i][f])
		}
	}
	s := &State{tab: newTables(c), limit: DefaultLimit, winner: NoSide, toMove: toMove}
	for i := range 8 {
		for f := range 8 {
			switch pr[i][f] {
			case 'b':
				s.pieces[Black] |= 1 << At(f, 7-i)
			case 'w':
				s.pieces[White] |= 1 << At(f, 7-i)
			}
		}
	}
	s.rehash()
	return s
}

func targetNames(s *State, sq string) string {
	q, _ := ParseSquare(sq)
	var out []string
	for t := s.Targets(q); t != 0; t &= t - 1 {
		out = append(out, Square(trailing(t)).String())
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

func trailing(x uint64) int {
	n := 0
	for x&1 == 0 {
		x >>= 1
		n++
	}
	return n
}

func TestMovementByColour(t *testing.T) {
	for _, tc := range []struct {
		name, colours, pieces, from, want string
	}{
		{"red stops on the first red square, or the edge",
			"KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKRKKRK KKKKKKKK KKKKKKKK KKKRKKKK",
			"........ ........ ........ ........ ...w.... ........ ........ ........",
			"d4", "a4 b4 c4 d1 d2 d3 d5 d6 d7 d8 e4 f4 g4"},
		{"red: the next red square ends the line, occupied squares block",
			"KKKKKKKK KKKRKKKK KKKKKKKK KKKKKKKK KKKRKKRK KKKKKKKK KKKRKKKK KKKKKKKK",
			"........ ........ ........ ........ .b.w.... ........ ........ ........",
			"d4", "c4 d2 d3 d5 d6 d7 e4 f4 g4"},
		{"red beside red steps onto it; a full neighbour blocks",
			"KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKRRKKK KKKRKKKK KKKKKKKK KKKKKKKK",
			"........ ........ ........ ........ ...ww... ...b.... ........ ........",
			"d4", "a4 b4 c4 d5 d6 d7 d8"},
		{"yellow stops on the first yellow square; blockers on diagonals",
			"KKKKKKKK KKKKKKBK KKKKKKKK KKKKKKKK KKKBKKKK KKKKKKKK KKKKKKKK BKKKKKKK",
			"........ ........ .w...... ........ ...b.... ........ .....b.. ........",
			"d4", "a1 b2 c3 c5 e3 e5 f6 g7"},
		{"green jumps over pieces, not onto them; edges cut the jumps",
			"KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KNKKKKKK",
			"........ ........ ........ ........ ........ ..w..... bww..... wb......",
			"b1", "a3 d2"},
		{"blue steps one square in eight directions",
			"KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK",
			"........ ........ ........ ........ ........ ..b..... ..wb.... ........",
			"c2", "b1 b2 b3 c1 d1 d3"},
		{"blue in the corner",
			"KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK",
			"......wb ........ ........ ........ ........ ........ ........ ........",
			"h8", "g7 h7"},
		{"red on an edge with no red ahead runs to the corner",
			"KKKKKKKR KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK KKKKKKKK",
			".......b ........ ........ ........ ........ ........ ........ ........",
			"h8", "a8 b8 c8 d8 e8 f8 g8 h1 h2 h3 h4 h5 h6 h7"},
	} {
		s := handMade(tc.colours, tc.pieces, White)
		if got := targetNames(s, tc.from); got != tc.want {
			t.Errorf("%s: %s goes to %q, want %q", tc.name, tc.from, got, tc.want)
		}
	}
}

func TestMovesOnlyForTheSideToMove(t *testing.T) {
	s, _ := NewGame("default")
	for _, m := range s.LegalMoves(nil) {
		if s.PieceAt(Square(m>>6)) != Black {
			t.Fatalf("move %s of a piece that is not Black's", s.FormatMove(m))
		}
	}
}
