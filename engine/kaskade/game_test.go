package kaskade

import (
	"math/rand/v2"
	"slices"
	"testing"

	"kaskade/engine/game"
)

// gameAfterRandomMoves plays n random moves (fewer if the game ends).
func gameAfterRandomMoves(z Size, n int, rng *rand.Rand) *Game {
	g, _ := NewGame(z)
	for i := 0; i < n && !g.IsOver(); i++ {
		moves := g.LegalMoves(nil)
		g.Apply(moves[rng.IntN(len(moves))])
	}
	return g
}

func TestGameTextRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, z := range []Size{{3, 3}, {6, 6}, {9, 6}, {20, 17}} {
		for range 30 {
			g := gameAfterRandomMoves(z, rng.IntN(3*z.Cells()), rng)
			back, err := ParseGame(g.String())
			if err != nil || back.String() != g.String() {
				t.Fatalf("%s: parsed back as %v, %v", g, back, err)
			}
			if back.(game.Hasher).Hash() != g.Hash() {
				t.Fatalf("%s: hash changed by round trip", g)
			}
			for _, m := range g.LegalMoves(nil) {
				if got, err := g.ParseMove(g.FormatMove(m)); err != nil || got != m {
					t.Fatalf("%s: move %d read back as %d, %v", g, m, got, err)
				}
			}
		}
	}
}

func TestGameFollowsTheState(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 50 {
		g := gameAfterRandomMoves(Size{6, 6}, rng.IntN(120), rng)
		s := g.State()
		var cells []Cell
		for _, m := range g.LegalMoves(nil) {
			cells = append(cells, Cell(m))
		}
		if !slices.Equal(cells, s.LegalMoves(nil)) {
			t.Fatalf("%s: legal moves differ", g)
		}
		if s.Over() {
			w := PlayerOf(s.Winner())
			if g.CurrentPlayer() != game.Terminal || g.Result(w) != 1 || g.Result(1-w) != -1 {
				t.Fatalf("%s: finished game reports %d, %v, %v", g, g.CurrentPlayer(), g.Result(w), g.Result(1-w))
			}
			continue
		}
		if SideOf(g.CurrentPlayer()) != s.ToMove() || g.Result(0) != 0 {
			t.Fatalf("%s: running game reports %d, %v", g, g.CurrentPlayer(), g.Result(0))
		}
		c := g.Clone()
		c.Apply(g.LegalMoves(nil)[0])
		if c.String() == g.String() || c.(*Game).Hash() == g.Hash() {
			t.Fatalf("%s: a move changed neither the clone's text nor its hash", g)
		}
		var d Game
		d.CopyFrom(c)
		if d.String() != c.String() {
			t.Fatalf("CopyFrom: %s, want %s", d.String(), c)
		}
	}
}

func TestParseMoveRefusesIllegalMoves(t *testing.T) {
	g, err := ParseGame("3x3 1w../.../..1b w 2 *")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"c3", "d1", "a4", "", "zz"} {
		if _, err := g.ParseMove(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// The hand-made position of TestClassicByHand:
//
//	a1 1w  b1 2w  c1 1b      capacities 2 3 2
//	a2 .   b2 1w  c2 .                  3 4 3
//	a3 .   b3 2b  c3 .                  2 3 2
//
// White: 4 balls; a1 safe corner and full +3+2; b1 next to the full enemy
// corner c1 -(5-3); b2 next to the full enemy edge b3 -(5-4); chain a1-b1
// of two full cells +4: 4+5-2-1+4 = 10.
// Black: 3 balls; c1 next to full b1 -(5-2); b3 safe edge and full +2+2;
// no chain: 3-3+4 = 4.
const handMade = "3x3 1w2w1b/.1w./.2b. b 7 *"

func TestClassicByHand(t *testing.T) {
	s, err := Parse(handMade)
	if err != nil {
		t.Fatal(err)
	}
	if w, b := s.Classic(White), s.Classic(Black); w != 10 || b != 4 {
		t.Fatalf("classic: white %d, black %d; want 10 and 4", w, b)
	}
	g := AsGame(s)
	if e := g.Evaluate(PlayerOf(White)); e != 6 {
		t.Fatalf("evaluate for white %d, want 10-4", e)
	}
	if m := g.Heuristic("material")(g, PlayerOf(Black)); m != 3 {
		t.Fatalf("black's material %d, want 3", m)
	}
	won, _ := Parse("3x3 .2w./1w../... - 3 1-0")
	if won.Classic(White) != ClassicWin || won.Classic(Black) != -ClassicWin {
		t.Fatal("a won position is not ±ClassicWin")
	}
}

func TestNoisyMovesAreCaptures(t *testing.T) {
	g, _ := ParseGame(handMade) // black to move: c1 and b3 are full
	var got []string
	for _, m := range g.(*Game).NoisyMoves(nil) {
		got = append(got, g.FormatMove(m))
	}
	if !slices.Equal(got, []string{"c1", "b3"}) {
		t.Fatalf("noisy moves %v, want c1 b3", got)
	}
	o := g.(game.MoveOrderer)
	if o.OrderScore(game.Move(2)) <= o.OrderScore(game.Move(6)) {
		t.Fatal("capturing c1 not ordered before the empty corner a3")
	}
}

// referenceClassic is the classic heuristic written the plain way, cell by
// cell through the public API, to check the bitset version against.
func referenceClassic(s *State, p Player) int {
	if s.Over() {
		if s.Winner() == p {
			return ClassicWin
		}
		return -ClassicWin
	}
	z := s.Size()
	full := func(c Cell, o Player) bool {
		n, owner := s.At(c)
		return owner == o && n == z.Capacity(c)-1
	}
	score := 0
	seen := map[Cell]bool{}
	for c := Cell(0); int(c) < z.Cells(); c++ {
		n, owner := s.At(c)
		if owner != p {
			continue
		}
		score += n
		cp, safe := z.Capacity(c), true
		for _, nb := range z.Neighbours(c) {
			if full(nb, p.Opponent()) {
				score -= 5 - cp
				safe = false
			}
		}
		if safe {
			score += map[int]int{2: 3, 3: 2}[cp]
			if full(c, p) {
				score += 2
			}
		}
		if full(c, p) && !seen[c] { // flood the chain that starts here
			size, stack := 0, []Cell{c}
			seen[c] = true
			for len(stack) > 0 {
				f := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				size++
				for _, nb := range z.Neighbours(f) {
					if !seen[nb] && full(nb, p) {
						seen[nb] = true
						stack = append(stack, nb)
					}
				}
			}
			if size >= 2 {
				score += 2 * size
			}
		}
	}
	return score
}

func TestClassicMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	checked := 0
	for _, z := range []Size{{3, 3}, {6, 6}, {8, 8}, {9, 7}, {20, 20}, {13, 17}} {
		for range 30 {
			g := gameAfterRandomMoves(z, rng.IntN(z.MaxMoves()), rng)
			for _, p := range []Player{White, Black} {
				if got, want := g.st.Classic(p), referenceClassic(&g.st, p); got != want {
					t.Fatalf("%s for %s: Classic %d, reference %d", g.st.String(), p, got, want)
				}
				checked++
			}
		}
	}
	t.Logf("%d evaluations agree", checked)
}
