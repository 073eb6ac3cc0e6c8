package kaskade

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// setup builds a position directly: cells maps a cell such as "c3" to its
// balls, e.g. "3b". It is for hand-made positions that need not be
// reachable by the move counter (the rules do not depend on it beyond the
// first-move exemption).
func setup(t *testing.T, z Size, toMove Player, moves int, cells map[string]string) *State {
	t.Helper()
	s, err := New(z)
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range cells {
		c, err := z.ParseCell(name)
		if err != nil {
			t.Fatal(err)
		}
		n := int(v[0] - '0')
		o := map[byte]Player{'w': White, 'b': Black}[v[1]]
		s.put(c, uint8(n), o)
	}
	s.toMove, s.moves = toMove, moves
	return s
}

func cell(t *testing.T, z Size, name string) Cell {
	t.Helper()
	c, err := z.ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func wantCell(t *testing.T, s *State, name string, count int, owner Player) {
	t.Helper()
	n, o := s.At(cell(t, s.Size(), name))
	if n != count || o != owner {
		t.Errorf("%s: %d balls of %s, want %d of %s", name, n, o, count, owner)
	}
}

// Bild 2: the inner cell (3,3) holds three black balls; Black adds a fourth,
// it overflows, ends empty, and each neighbour gains a ball; the white ball
// on (3,2) turns black.
func TestSeedBild2InnerOverflowConvertsNeighbour(t *testing.T) {
	z := Size{5, 5}
	s := setup(t, z, Black, 10, map[string]string{"c3": "3b", "c2": "1w", "a1": "1w"})
	r, err := s.Play(cell(t, z, "c3"))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Waves) != 1 || len(r.Waves[0].Fired) != 1 || len(r.Waves[0].Flights) != 4 {
		t.Fatalf("want one wave with one cell firing four balls, got %+v", r.Waves)
	}
	wantCell(t, s, "c3", 0, NoPlayer)
	wantCell(t, s, "c2", 2, Black)
	for _, n := range []string{"b3", "d3", "c4"} {
		wantCell(t, s, n, 1, Black)
	}
	wantCell(t, s, "a1", 1, White)
	if s.Over() || s.ToMove() != White {
		t.Errorf("White still owns a1: game must go on with White to move")
	}
}

// Bild 3: capacities 4 inside, 3 on an edge, 2 in a corner; a cell is full
// one ball before that and overflows on reaching it.
func TestSeedBild3Capacities(t *testing.T) {
	z := Size{6, 6}
	for _, tc := range []struct {
		name string
		cap  int
	}{{"c3", 4}, {"d4", 4}, {"a3", 3}, {"c1", 3}, {"f4", 3}, {"c6", 3}, {"a1", 2}, {"f1", 2}, {"a6", 2}, {"f6", 2}} {
		c := cell(t, z, tc.name)
		if got := z.Capacity(c); got != tc.cap {
			t.Errorf("capacity of %s = %d, want %d", tc.name, got, tc.cap)
		}
		// A full cell (cap-1 balls) overflows with the next ball.
		full := string(rune('0'+tc.cap-1)) + "w"
		s := setup(t, z, White, 10, map[string]string{tc.name: full, "b2": "1b", "e5": "1b"})
		if waves := s.Place(c); waves < 1 {
			t.Errorf("%s with %d balls did not overflow on the next ball", tc.name, tc.cap-1)
		}
		s = setup(t, z, White, 10, map[string]string{tc.name: string(rune('0'+tc.cap-2)) + "w", "b2": "1b"})
		if tc.cap > 2 { // one short of full must not overflow
			if waves := s.Place(c); waves != 0 {
				t.Errorf("%s with %d balls overflowed too early", tc.name, tc.cap-2)
			}
		}
	}
}

// Bild 4: (2,3) overflows into the full (3,3), which overflows in turn.
func TestSeedBild4Chain(t *testing.T) {
	z := Size{5, 5}
	s := setup(t, z, Black, 10, map[string]string{"b3": "3b", "c3": "3b", "d3": "1w", "e5": "1w"})
	r, err := s.Play(cell(t, z, "b3"))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Waves) != 2 {
		t.Fatalf("want a chain of 2 waves, got %d", len(r.Waves))
	}
	if f := r.Waves[0].Fired; len(f) != 1 || z.FormatCell(f[0]) != "b3" {
		t.Errorf("wave 1 fired %v, want b3", f)
	}
	if f := r.Waves[1].Fired; len(f) != 1 || z.FormatCell(f[0]) != "c3" {
		t.Errorf("wave 2 fired %v, want c3", f)
	}
	wantCell(t, s, "c3", 0, NoPlayer)
	wantCell(t, s, "b3", 1, Black) // refilled by c3
	wantCell(t, s, "d3", 2, Black) // converted
	for _, n := range []string{"b2", "a3", "b4", "c2", "c4"} {
		wantCell(t, s, n, 1, Black)
	}
}

// The rules page's own 3x3 examples.
func TestRulesPageExamples(t *testing.T) {
	z := Size{3, 3}
	for moves, want := range map[string]string{
		"":         "3x3 .../.../... w 0 *",
		"a1":       "3x3 1w../.../... b 1 *",
		"a1 c3 a1": "3x3 .1w./1w../..1b b 3 *",
	} {
		s, err := Replay(z, strings.Fields(moves), nil)
		if err != nil {
			t.Fatal(err)
		}
		if s.String() != want {
			t.Errorf("after %q: %s, want %s", moves, s, want)
		}
	}
}

func TestFirstMoveNeverWins(t *testing.T) {
	for _, z := range []Size{{3, 3}, {6, 6}, {3, 20}, {20, 20}} {
		for c := Cell(0); int(c) < z.Cells(); c++ {
			s, _ := New(z)
			s.Place(c)
			if s.Over() || s.ToMove() != Black {
				t.Fatalf("%s: first move %s ended the game", z, z.FormatCell(c))
			}
		}
	}
}

func TestIllegalMoveChangesNothing(t *testing.T) {
	s, _ := Replay(Size{6, 6}, []string{"a1", "f6"}, nil)
	before := s.String()
	for _, c := range []Cell{cell(t, s.Size(), "f6"), -1, 36, 400} {
		if _, err := s.Play(c); err == nil {
			t.Errorf("move %d accepted", c)
		}
		if s.Place(c) != -1 {
			t.Errorf("Place(%d) accepted", c)
		}
		if s.String() != before {
			t.Fatalf("illegal move changed the position: %s", s)
		}
	}
	var zero State
	if _, err := zero.Play(0); err == nil {
		t.Error("zero State accepted a move")
	}
}

func TestReplayNamesTheBadMove(t *testing.T) {
	z := Size{6, 6}
	for moves, want := range map[string]string{
		"a1 f6 b1 c3 c3": "move 5 (c3): cell belongs to black",
		"a1 zz":          `move 2 (zz): "zz" is not a cell`,
		"a1 g1":          `move 2 (g1): "g1" is off the 6x6 board`,
		"a1 a7":          `move 2 (a7): "a7" is off the 6x6 board`,
		"a1 a0":          `move 2 (a0): "a0" is not a cell`,
	} {
		_, err := Replay(z, strings.Fields(moves), nil)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: error %v, want prefix %q", moves, err, want)
		}
	}
}

// randomGame plays random legal moves and calls check after each one.
func randomGame(z Size, rng *rand.Rand, check func(s *State, r *Result)) *State {
	s, _ := New(z)
	var buf []Cell
	for !s.Over() && s.Moves() <= z.MaxMoves() {
		buf = s.LegalMoves(buf[:0])
		r, err := s.Play(buf[rng.IntN(len(buf))])
		if err != nil {
			panic(err)
		}
		if check != nil {
			check(s, r)
		}
	}
	return s
}

func balls(b Board) int {
	n := 0
	for _, v := range b.Count {
		n += int(v)
	}
	return n
}

func TestBallsConservedAndWavesConsistent(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for g := 0; g < 300; g++ {
		z := Size{3 + rng.IntN(6), 3 + rng.IntN(6)}
		randomGame(z, rng, func(s *State, r *Result) {
			if got := balls(s.Board()); got != s.Moves() {
				t.Fatalf("%s after %d moves holds %d balls", z, s.Moves(), got)
			}
			for i, w := range r.Waves {
				if balls(w.After) != s.Moves() {
					t.Fatalf("wave %d breaks conservation", i)
				}
				if len(w.Flights) == 0 {
					t.Fatalf("wave %d has no flights", i)
				}
			}
			var owned [3]int
			for _, o := range s.Board().Owner {
				owned[o]++
			}
			for p := NoPlayer; p <= Black; p++ {
				if s.Owned(p) != owned[p] {
					t.Fatalf("Owned(%s) = %d, board says %d", p, s.Owned(p), owned[p])
				}
			}
			if got, want := r.Final(), s.Board(); !equalBoards(got, want) {
				t.Fatalf("Result.Final differs from the state")
			}
		})
	}
}

func equalBoards(a, b Board) bool {
	if a.Size != b.Size {
		return false
	}
	for i := range a.Count {
		if a.Count[i] != b.Count[i] || a.Owner[i] != b.Owner[i] {
			return false
		}
	}
	return true
}

func TestGamesEndWithinTheBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for g := 0; g < 2000; g++ {
		z := Size{3 + rng.IntN(3), 3 + rng.IntN(3)}
		s := randomGame(z, rng, nil)
		if !s.Over() {
			t.Fatalf("%s game not over after %d moves (bound %d)", z, s.Moves(), z.MaxMoves())
		}
		if s.Moves() > z.MaxMoves() {
			t.Fatalf("%s game lasted %d moves, bound %d", z, s.Moves(), z.MaxMoves())
		}
		if s.Owned(s.Winner().Opponent()) != 0 || s.ToMove() != NoPlayer {
			t.Fatalf("finished game in a wrong state: %s", s)
		}
	}
}

// The bound 3CR-2C-2R+1 is tight in principle: a stable board can hold that
// many balls less one. Check the full stable board holds exactly that.
func TestStableCapacityFormula(t *testing.T) {
	for _, z := range []Size{{3, 3}, {6, 6}, {9, 6}, {20, 20}} {
		sum := 0
		for c := Cell(0); int(c) < z.Cells(); c++ {
			sum += z.Capacity(c) - 1
		}
		if sum != z.MaxMoves()-1 {
			t.Errorf("%s: stable capacity %d, formula %d", z, sum, z.MaxMoves()-1)
		}
	}
}

// saturated returns a board where every cell is full (one short of
// overflowing), owned by White except the given Black cells.
func saturated(t *testing.T, z Size, black ...string) *State {
	s, _ := New(z)
	for c := Cell(0); int(c) < z.Cells(); c++ {
		s.put(c, uint8(z.Capacity(c)-1), White)
	}
	for _, name := range black {
		c := cell(t, z, name)
		s.put(c, s.count[c], Black)
	}
	s.moves = balls(s.Board())
	s.toMove = White
	return s
}

func TestSaturated20x20CascadeEndsWithAWin(t *testing.T) {
	z := Size{20, 20}
	for _, black := range [][]string{{"t20"}, {"j10", "a20", "t1"}, {"a1"}} {
		for _, start := range []string{"a1", "k11", "t20"} {
			s := saturated(t, z, black...)
			c := cell(t, z, start)
			if s.Check(c) != nil {
				continue
			}
			r, err := s.Play(c)
			if err != nil {
				t.Fatal(err)
			}
			if s.Winner() != White {
				t.Fatalf("black %v, start %s: no win after %d waves", black, start, len(r.Waves))
			}
			if len(r.Waves) > 200 || len(r.Waves) >= maxWaves {
				t.Fatalf("cascade took %d waves, safety limit %d", len(r.Waves), maxWaves)
			}
		}
	}
}

// A win stops the cascade at once, even with cells still over capacity.
func TestWinStopsTheCascadeMidway(t *testing.T) {
	z := Size{3, 3}
	// White's a1 overflows into b1 and a2; b1 is Black's only cell and is
	// full, so Black is gone after wave 1 although b1 now overflows.
	s := setup(t, z, White, 6, map[string]string{"a1": "1w", "b1": "2b", "c3": "1w", "b2": "1w"})
	r, _ := s.Play(cell(t, z, "a1"))
	if len(r.Waves) != 1 || s.Winner() != White {
		t.Fatalf("want a win after exactly one wave, got %d waves, winner %s", len(r.Waves), s.Winner())
	}
	wantCell(t, s, "b1", 3, White) // over capacity, left as it is
	if s.String() != "3x3 .3w./1w1w./..1w - 7 1-0" {
		t.Errorf("position %s", s)
	}
}

// The stable result does not depend on the order of overflows: compare the
// wave resolution with a one-cell-at-a-time queue on games without a win.
func TestStableResultIndependentOfOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for g := 0; g < 300; g++ {
		z := Size{3 + rng.IntN(5), 3 + rng.IntN(5)}
		s, _ := New(z)
		var buf []Cell
		for !s.Over() {
			buf = s.LegalMoves(buf[:0])
			c := buf[rng.IntN(len(buf))]
			seq := sequentialResolve(s, c)
			s.Place(c)
			if !s.Over() {
				checked++
				if !equalBoards(seq, s.Board()) {
					t.Fatalf("order matters on %s", s)
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d moves compared", checked)
	}
}

// sequentialResolve fires one cell at a time from a stack, without the win
// check, and returns the stable board (or the current board if it runs long).
func sequentialResolve(s0 *State, c Cell) Board {
	s := s0.Clone()
	p := s.toMove
	s.put(c, s.count[c]+1, p)
	stack := []Cell{c}
	for steps := 0; len(stack) > 0 && steps < 100000; steps++ {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		capf := s.geo.cap[f]
		if s.count[f] < capf {
			continue
		}
		if s.count[f] == capf {
			s.put(f, 0, NoPlayer)
		} else {
			s.count[f] -= capf
		}
		for _, n := range s.Size().Neighbours(f) {
			s.put(n, s.count[n]+1, p)
			stack = append(stack, n)
		}
		stack = append(stack, f)
	}
	return s.Board()
}
