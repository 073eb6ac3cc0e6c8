package formation

import (
	"math/rand/v2"
	"slices"
	"testing"

	"kaskade/engine/game"
)

// ref is an independent, plain move generator over arrays, written from
// the rules page without bitboards, to check the fast one against.
type ref struct {
	colour [8][8]Colour // [file][rank]
	piece  [8][8]Side
	toMove Side
}

func refOf(s *State) *ref {
	r := &ref{toMove: s.toMove}
	for f := range 8 {
		for k := range 8 {
			r.colour[f][k] = s.tab.colours[At(f, k)]
			r.piece[f][k] = s.PieceAt(At(f, k))
		}
	}
	return r
}

func onBoard(f, k int) bool { return f >= 0 && f < 8 && k >= 0 && k < 8 }

// targets lists where the piece on (f, k) may go, by the rules page.
func (r *ref) targets(f, k int) [][2]int {
	var out [][2]int
	add := func(g, l int) {
		if onBoard(g, l) && r.piece[g][l] == NoSide {
			out = append(out, [2]int{g, l})
		}
	}
	slide := func(dirs [][2]int) {
		for _, d := range dirs {
			for g, l := f+d[0], k+d[1]; onBoard(g, l) && r.piece[g][l] == NoSide; g, l = g+d[0], l+d[1] {
				out = append(out, [2]int{g, l})
				if r.colour[g][l] == r.colour[f][k] {
					break
				}
			}
		}
	}
	switch r.colour[f][k] {
	case Red:
		slide([][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
	case Yellow:
		slide([][2]int{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}})
	case Green:
		for _, d := range [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			add(f+d[0], k+d[1])
		}
	case Blue:
		for df := -1; df <= 1; df++ {
			for dk := -1; dk <= 1; dk++ {
				if df != 0 || dk != 0 {
					add(f+df, k+dk)
				}
			}
		}
	}
	return out
}

// moves lists the legal moves as text, sorted; "pass" alone if none.
func (r *ref) moves() []string {
	var out []string
	for f := range 8 {
		for k := range 8 {
			if r.piece[f][k] != r.toMove {
				continue
			}
			for _, t := range r.targets(f, k) {
				out = append(out, At(f, k).String()+"-"+At(t[0], t[1]).String())
			}
		}
	}
	if len(out) == 0 {
		out = []string{"pass"}
	}
	slices.Sort(out)
	return out
}

// joined reports whether side's pieces form one orthogonal group, by a
// plain depth-first search.
func (r *ref) joined(side Side) bool {
	var seen [8][8]bool
	var stack [][2]int
	total := 0
	for f := range 8 {
		for k := range 8 {
			if r.piece[f][k] == side {
				total++
				if len(stack) == 0 && total == 1 {
					stack = append(stack, [2]int{f, k})
					seen[f][k] = true
				}
			}
		}
	}
	found := 0
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		found++
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			g, l := p[0]+d[0], p[1]+d[1]
			if onBoard(g, l) && !seen[g][l] && r.piece[g][l] == side {
				seen[g][l] = true
				stack = append(stack, [2]int{g, l})
			}
		}
	}
	return total > 0 && found == total
}

// play makes a move given as text (no legality check: it comes from moves).
func (r *ref) play(m string) *ref {
	c := *r
	if m != "pass" {
		from, _ := ParseSquare(m[:2])
		to, _ := ParseSquare(m[3:])
		c.piece[from.File()][from.Rank()] = NoSide
		c.piece[to.File()][to.Rank()] = r.toMove
	}
	c.toMove = r.toMove.Opponent()
	return &c
}

// perft counts move sequences the slow way; only wins end the game here,
// which is enough for the shallow depths it checks.
func (r *ref) perft(depth int) int64 {
	if depth == 0 {
		return 1
	}
	var n int64
	for _, m := range r.moves() {
		c := r.play(m)
		if c.joined(r.toMove) {
			if depth == 1 {
				n++
			}
			continue
		}
		n += c.perft(depth - 1)
	}
	return n
}

func movesText(s game.State) []string {
	var out []string
	for _, m := range s.LegalMoves(nil) {
		out = append(out, s.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

// randomPosition is a random colouring with 8 pieces of each side placed
// at random and a random side to move: far from any real game, so that it
// tests every corner of the move rules.
func randomPosition(rng *rand.Rand) *State {
	var c Colours
	for i := range c {
		c[i] = Colour(rng.IntN(4))
	}
	s := &State{tab: newTables(c), limit: DefaultLimit, winner: NoSide, toMove: Side(rng.IntN(2))}
	for _, side := range []Side{Black, White} {
		for popcount(s.pieces[side]) < 8 {
			if sq := rng.IntN(64); s.PieceAt(Square(sq)) == NoSide {
				s.pieces[side] |= 1 << sq
			}
		}
	}
	s.rehash()
	return s
}

func TestMovesMatchTheReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	n := 5000
	if testing.Short() {
		n = 1000
	}
	for range n {
		s := randomPosition(rng)
		got, want := movesText(s), refOf(s).moves()
		if !slices.Equal(got, want) {
			t.Fatalf("%s\nmoves %v\nwant  %v", s, got, want)
		}
		for side := range 2 {
			r := refOf(s)
			if connected(s.pieces[side]) != r.joined(Side(side)) {
				t.Fatalf("%s: %s joined: fast %v, reference %v", s, Side(side), !r.joined(Side(side)), r.joined(Side(side)))
			}
		}
	}
}

// Along real games too: the positions that play reaches.
func TestMovesMatchTheReferenceInGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for g := range 40 {
		s, _ := NewGame([]string{"default", "random:1", "random:2", "Q3B1/Q2F0/Q1B3/Q0F2"}[g%4])
		for !s.IsOver() {
			got, want := movesText(s), refOf(s).moves()
			if !slices.Equal(got, want) {
				t.Fatalf("%s\nmoves %v\nwant  %v", s, got, want)
			}
			moves := s.LegalMoves(nil)
			s.Apply(moves[rng.IntN(len(moves))])
		}
	}
}
