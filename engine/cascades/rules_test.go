package cascades

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"kaskade/engine/game"
)

func TestBoardShape(t *testing.T) {
	z := Size{8, 8}
	if z.Cells() != 92 || z.BottomLen() != 15 || z.Majority() != 8 {
		t.Fatalf("8x8: %d cells, bottom %d, majority %d; want 92, 15, 8", z.Cells(), z.BottomLen(), z.Majority())
	}
	for c := Cell(0); int(c) < z.Cells(); c++ {
		r, j := z.RowCol(c)
		if z.CellAt(r, j) != c || j >= z.RowLen(r) {
			t.Fatalf("cell %d is (%d,%d)", c, r, j)
		}
		back, err := z.ParseCell(z.FormatCell(c))
		if err != nil || back != c {
			t.Fatalf("cell %d writes %s, reads %d %v", c, z.FormatCell(c), back, err)
		}
	}
	// c2 (row 2, place 1) touches c1 c3 beside, b1 b2 above, d2 d3 below.
	names := func(cs []Cell) string {
		var out []string
		for _, c := range cs {
			out = append(out, z.FormatCell(c))
		}
		return strings.Join(out, " ")
	}
	c2, _ := z.ParseCell("c2")
	if got := names(z.Neighbours(c2)); got != "c1 c3 b1 b2 d2 d3" {
		t.Errorf("neighbours of c2: %s", got)
	}
	c1, _ := z.ParseCell("c1")
	if got := names(z.Above(c1)); got != "b1" {
		t.Errorf("above c1: %s, want b1 only", got)
	}
	c10, _ := z.ParseCell("c10")
	if got := names(z.Above(c10)); got != "b9" {
		t.Errorf("above c10: %s, want b9 only", got)
	}
}

func TestOptions(t *testing.T) {
	for _, text := range []string{"8x8", "10x10", "6x5,free", "8x8,territory", "4x2", "16x16,free,territory"} {
		o, err := ParseOptions(text)
		if err != nil || o.String() != text {
			t.Errorf("%q: %v, writes %q", text, err, o)
		}
	}
	if o, err := ParseOptions("8x8,territory,free"); err != nil || !o.Free || !o.Territory {
		t.Errorf("variants in either order: %v %v", o, err)
	}
	for text, want := range map[string]string{
		"5x5": "even", "2x4": "even", "18x4": "even", "8x1": "rows", "8x17": "rows", "8": "e.g. 8x8",
		"08x8": "write it as 8x8", "8x8,free,free": "twice", "8x8,wild": "unknown variant", "8x8,": "unknown variant",
		" 8x8": "e.g. 8x8",
	} {
		if _, err := ParseOptions(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one saying %q", text, err, want)
		}
	}
	if s, _ := NewGame(""); s.Options() != DefaultOptions {
		t.Errorf("empty options give %v", s.Options())
	}
}

func TestSetup(t *testing.T) {
	s, _ := NewGame("8x8")
	want := "8x8 wbwbwbwb/" + strings.Repeat(".", 9)
	if !strings.HasPrefix(s.String(), want) || !strings.HasSuffix(s.String(), "/............... b0 0 *") {
		t.Fatalf("start: %s", s)
	}
	if s.Stones(Black) != 4 || s.Stones(White) != 4 || s.CurrentPlayer() != 0 {
		t.Fatalf("start: %d black, %d white, %d to move", s.Stones(Black), s.Stones(White), s.CurrentPlayer())
	}
}

// Black's first turn is exactly one drop and ends by itself; End is refused.
func TestFirstTurn(t *testing.T) {
	s, _ := NewGame("8x8")
	if err := s.Check(End); refusal(err) != CodeFirstDrop {
		t.Fatalf("end on the first turn: %v", err)
	}
	moves := s.LegalMoves(nil)
	if slices.Contains(moves, End) || len(moves) != 8 {
		t.Fatalf("first moves: %v, want 8 drops (b2..b9) and no end", moves)
	}
	play(t, s, "b2")
	if !s.TurnDone() || s.ToMove() != White || s.Turns() != 1 || s.Drops() != 0 {
		t.Fatalf("after b2: %s", s)
	}
}

func TestDropRules(t *testing.T) {
	s, _ := NewGame("8x8")
	for text, code := range map[string]string{
		"b1": CodeNotBelow, "a2": CodeOccupied, "c2": CodeNotBelow, "b10": CodeOffBoard, "i1": CodeOffBoard,
		"x": game.CodeNoMove, "b02": game.CodeNoMove, "": game.CodeNoMove, "b0": game.CodeNoMove,
	} {
		if _, err := s.ParseMove(text); refusal(err) != code {
			t.Errorf("%s: %v, want code %s", text, err, code)
		}
	}
	for _, m := range []game.Move{-5, 92, 5000, End + 1} {
		if err := s.Check(m); refusal(err) != CodeOffBoard {
			t.Errorf("move %d: %v, want off-board", m, err)
		}
	}
	play(t, s, "b2", "b1")
	// White's second stone may hang below its first: c1 is below b1.
	if err := s.Check(s.mv(t, "c1")); err != nil {
		t.Fatalf("c1 below b1: %v", err)
	}
	if _, err := s.ParseMove("b2"); refusal(err) != CodeOccupied || !strings.Contains(err.Error(), "black") {
		t.Fatalf("b2 taken: %v", err)
	}
	play(t, s, "c1")
	if s.ToMove() != Black || s.Turns() != 2 || !s.TurnDone() {
		t.Fatalf("the second drop ends the turn: %s", s)
	}
	// One drop, then end.
	play(t, s, "c3")
	if s.TurnDone() || s.Drops() != 1 || !slices.Contains(s.LegalMoves(nil), End) {
		t.Fatalf("after one drop: %s", s)
	}
	play(t, s, "end")
	if s.ToMove() != White || s.PassPending() {
		t.Fatalf("end after a drop is no pass: %s", s)
	}
}

func (s *State) mv(t *testing.T, text string) game.Move {
	t.Helper()
	c, err := s.Size().ParseCell(text)
	if err != nil {
		t.Fatal(err)
	}
	return game.Move(c)
}

// The seed's example: a player's outer column can only be reached from its
// own top corner, so the left edge is White's and the right edge Black's.
func TestOuterColumnsArePrivate(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 2))
	for range 200 {
		s := randomGame(rng, "8x8", 1000)
		z := s.Size()
		for r := 1; r < z.H; r++ {
			if s.at(r, 0) == Black || s.at(r, z.RowLen(r)-1) == White {
				t.Fatalf("%s: row %c edge taken by the wrong side", s, 'a'+r)
			}
		}
	}
	// And a refusal says why: Black cannot drop on b1 even next to b2.
	s := mustParse(t, "4x3 wbwb/.b.../...... w0 1 *")
	play(t, s, "b3", "end")
	if _, err := s.ParseMove("b1"); refusal(err) != CodeNotBelow {
		t.Fatalf("black on b1: %v", err)
	}
}

func TestPasses(t *testing.T) {
	s, _ := NewGame("4x3")
	play(t, s, "b2", "end")
	if !s.PassPending() || s.Over() || !strings.Contains(s.String(), " b0p 2 ") {
		t.Fatalf("white passed: %s", s)
	}
	play(t, s, "b3", "end") // a drop breaks the row of passes
	if s.PassPending() {
		t.Fatalf("a turn with a drop is no pass: %s", s)
	}
	play(t, s, "end", "end")
	if !s.Over() || s.Turns() != 5 || s.Winner() != NoSide || !strings.HasSuffix(s.String(), " - 5 1/2-1/2") {
		t.Fatalf("two passes in a row end the game: %s", s)
	}
	if err := s.Check(End); refusal(err) != game.CodeOver || len(s.LegalMoves(nil)) != 0 {
		t.Fatalf("over: %v", err)
	}
}

// When no drop is possible, end is the only legal move.
func TestNoDropOnlyEnd(t *testing.T) {
	s := mustParse(t, "4x2 wbwb/wbwb. w0 3 *")
	if got := s.LegalMoves(nil); !slices.Equal(got, []game.Move{End}) {
		t.Fatalf("legal moves %v, want only end", got)
	}
}

// The majority of the bottom row ends the game at once, between the two
// drops of a turn.
func TestMajorityEndsAtOnce(t *testing.T) {
	// 4x2: bottom row of 5, majority 3. Black holds b3 b4, drops b5.
	s := mustParse(t, "4x2 wbwb/w.bb. b0 4 *")
	play(t, s, "b5")
	if !s.Over() || s.Winner() != Black || s.Turns() != 5 || s.String() != "4x2 wbwb/w.bbb - 5 0-1" {
		t.Fatalf("majority: %s", s)
	}
	if s.Result(0) != 1 || s.Result(1) != -1 || s.Score(0) != 3 || s.CurrentPlayer() != game.Terminal {
		t.Fatalf("result %v %v score %v", s.Result(0), s.Result(1), s.Score(0))
	}
}

// A full bottom row ends the game, here in the middle of a turn; an even
// bottom row can be drawn.
func TestFullBottomRow(t *testing.T) {
	s, _ := NewGame("4x3")
	play(t, s, "b2", "b1", "c1", "c3", "b3", "c2", "b4", "c4", "b5", "c5", "end")
	if s.Over() || s.String() != "4x3 wbwb/wbbwb/wwbbw. b0 6 *" {
		t.Fatalf("before the last drop: %s", s)
	}
	play(t, s, "c6")
	if !s.Over() || s.Winner() != NoSide || s.Result(0) != 0 || s.String() != "4x3 wbwb/wbbwb/wwbbwb - 7 1/2-1/2" {
		t.Fatalf("full row 3-3: %s", s)
	}
}

func TestTerritory(t *testing.T) {
	// White fills the bottom row 3-3; on the board White has 8 stones, Black 7.
	for variant, want := range map[string]Side{"": NoSide, ",territory": White} {
		s := mustParse(t, "4x3"+variant+" wbwb/wwwbb/ww.bbb w0 7 *")
		play(t, s, "c3")
		if !s.Over() || s.Winner() != want {
			t.Fatalf("%s: winner %s, want %s", s, s.Winner(), want)
		}
		if variant != "" && (s.Score(1) != 8 || s.Score(0) != 7) {
			t.Fatalf("%s: scores %v %v, want 7 8", s, s.Score(0), s.Score(1))
		}
	}
}

// Free drop: any empty cell; a cut-off stone is removed at once, the
// opponent's first, then the mover's own (the dropped stone included).
func TestFreeDrop(t *testing.T) {
	// White's c1 lives only through b1; Black's b1 would have no way in
	// (a1 and b2 are White's). Dropping there removes c1, then b1 itself.
	s := mustParse(t, "4x3,free wbwb/.w.../wb.... b0 2 *")
	b1 := s.mv(t, "b1")
	if err := s.Check(b1); err != nil {
		t.Fatalf("free drop on b1: %v", err)
	}
	st, err := s.Play(b1)
	if err != nil {
		t.Fatal(err)
	}
	if got := cellNames(s.Size(), st.Removed); got != "c1 b1" || st.RemovedOpponent != 1 || st.TurnDone {
		t.Fatalf("removed %s (%d the opponent's), want c1 then b1", got, st.RemovedOpponent)
	}
	if s.String() != "4x3,free wbwb/.w.../.b.... b1 2 *" {
		t.Fatalf("after b1: %s", s)
	}
	// Cells no stone of Black could flow to are legal drops too: c1 now.
	if err := s.Check(s.mv(t, "c1")); err != nil {
		t.Fatalf("free drop on c1: %v", err)
	}
}

// A chain of the opponent's stones that hung on one cell goes at once.
func TestFreeDropRemovesChain(t *testing.T) {
	// White's c1 and d1 hang on b1; Black's c2 and d2 close the side.
	s := mustParse(t, "4x4,free wbwb/...../wb..../wb..... b0 4 *")
	st, err := s.Play(s.mv(t, "b1"))
	if err != nil {
		t.Fatal(err)
	}
	// Black's b1 flows from a2 through b2, sideways.
	if got := cellNames(s.Size(), st.Removed); got != "c1 d1" || st.RemovedOpponent != 2 {
		t.Fatalf("removed %s (%d the opponent's), want c1 d1", got, st.RemovedOpponent)
	}
	if s.String() != "4x4,free wbwb/b..../.b..../.b..... b1 4 *" {
		t.Fatalf("after b1: %s", s)
	}
	// The same drop without the free variant is refused.
	s = mustParse(t, "4x4 wbwb/.b.../.b..../.b..... b0 4 *")
	if err := s.Check(s.mv(t, "b1")); refusal(err) != CodeNotBelow {
		t.Fatalf("plain b1: %v", err)
	}
}

func cellNames(z Size, cs []Cell) string {
	out := []string{}
	for _, c := range cs {
		out = append(out, z.FormatCell(c))
	}
	return strings.Join(out, " ")
}

// TestFlowMatchesSearch checks the row-wise flow against a plain search
// over the neighbours on random free-drop positions.
func TestFlowMatchesSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for range 300 {
		s := randomGame(rng, []string{"4x3,free", "6x5,free", "8x8,free", "10x6,free"}[rng.IntN(4)], rng.IntN(80))
		// put random stones anywhere, then compare
		z := s.Size()
		for range rng.IntN(30) {
			r, j := 1+rng.IntN(z.H-1), 0
			j = rng.IntN(z.RowLen(r))
			if s.at(r, j) == NoSide {
				s.rows[rng.IntN(2)][r] |= 1 << uint(j)
			}
		}
		for p := Black; p <= White; p++ {
			got := s.flow(p)
			want := flowBySearch(s, p)
			for r := 0; r < z.H; r++ {
				if got[r] != want[r] {
					t.Fatalf("%s: %s's flow row %c: %b, want %b", s, p, 'a'+r, got[r], want[r])
				}
			}
		}
	}
}

// flowBySearch is the flow by a breadth-first search: from p's top-row
// stones, down or sideways through cells that are empty or p's.
func flowBySearch(s *State, p Side) [MaxHeight]uint32 {
	z := s.Size()
	var seen [MaxHeight]uint32
	var queue []Cell
	for j := 0; j < z.W; j++ {
		if s.at(0, j) == p {
			seen[0] |= 1 << uint(j)
			queue = append(queue, z.CellAt(0, j))
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		r, _ := z.RowCol(c)
		for _, n := range z.Neighbours(c) {
			nr, nj := z.RowCol(n)
			if nr < r || s.at(nr, nj) == p.Opponent() || seen[nr]>>uint(nj)&1 != 0 {
				continue
			}
			seen[nr] |= 1 << uint(nj)
			queue = append(queue, n)
		}
	}
	return seen
}
