package formation

import (
	"math/rand/v2"
	"strings"
	"testing"

	"kaskade/engine/game"
)

const startLine = "RBKNRBNK/NRNKNBRB/BBKRKKNR/KNRBBRKN/RNKBRNKB/BBNRBBKR/KKRNKNRN/NRBKNRBK 1b1wb1w1/w6b/8/b6w/w6b/8/b6w/1w1bw1b1 b 0 *"

func TestStartPosition(t *testing.T) {
	s, err := NewGame("default")
	if err != nil || s.String() != startLine {
		t.Fatalf("start %v\n%s\nwant\n%s", err, s, startLine)
	}
	if s.CurrentPlayer() != game.Player(Black) || s.NumPlayers() != 2 {
		t.Fatalf("player %d of %d to move", s.CurrentPlayer(), s.NumPlayers())
	}
	// The start is the same on every board.
	r, _ := NewGame("random:5")
	if r.pieces != s.pieces {
		t.Fatal("the start depends on the board")
	}
}

func play(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %s: %v", s, text, err)
		}
		s.Apply(m)
	}
}

func mustParse(t *testing.T, line string) *State {
	t.Helper()
	s, err := Parse(line)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return s
}

const allBlue = "KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK"

func TestWinByOneGroup(t *testing.T) {
	// White's block e1-g2 with e3, and h3 apart from it: h3-h2 touches g2
	// and makes one group. Black's rank 8 has a gap, and a6 is alone.
	s := mustParse(t, allBlue+" bbbb1bbb/8/b7/8/8/4w2w/4www1/4www1 w 11 *")
	play(t, s, "h3-h2")
	if !s.IsOver() || s.Winner() != White || !strings.HasSuffix(s.String(), " - 12 1-0") {
		t.Fatalf("no white win: %s", s)
	}
	if s.Result(game.Player(White)) != 1 || s.Result(game.Player(Black)) != -1 || s.CurrentPlayer() != game.Terminal {
		t.Fatal("results")
	}
	if len(s.LegalMoves(nil)) != 0 {
		t.Fatal("moves after the end")
	}
}

func TestDiagonalContactDoesNotJoin(t *testing.T) {
	// h5-h4 puts the lone piece diagonally next to g3 only: no win. Then
	// h4-h3 touches g3 along a side: the win.
	s := mustParse(t, allBlue+" bbbb1bbb/8/b7/7w/8/6w1/4www1/4www1 w 11 *")
	play(t, s, "h5-h4")
	if s.IsOver() {
		t.Fatalf("diagonal contact won: %s", s)
	}
	play(t, s, "a6-a5", "h4-h3")
	if s.Winner() != White {
		t.Fatalf("no win: %s", s)
	}
}

// Beispiel II of the seed: White 1 (f7, on yellow) touches White's group
// only diagonally (e6). No single move wins; two moves do: f7 to the red
// square e8 (field A), then from there to e7 (field B).
func TestExampleTwo(t *testing.T) {
	line := "RBKNRBNK/NRNKNBRB/BBKRKKNR/KNRBBRKN/RNKBRNKB/BBNRBBKR/KKRNKNRN/NRBKNRBK b7/2w2wb1/1bwwwb1b/1bww3b/2w5/1b6/8/8 w 41 *"
	s := mustParse(t, line)
	if c := s.tab.colours; c[At(5, 6)] != Yellow || c[At(4, 7)] != Red {
		t.Fatal("f7 should be yellow and e8 red")
	}
	for _, m := range s.LegalMoves(nil) {
		c := s.Clone()
		c.Apply(m)
		if c.IsOver() {
			t.Fatalf("%s wins at once", s.FormatMove(m))
		}
	}
	play(t, s, "f7-e8", "b3-a4", "e8-e7")
	if s.Winner() != White {
		t.Fatalf("no win after f7-e8 e8-e7: %s", s)
	}
}

func TestPass(t *testing.T) {
	// Black's pieces stand on yellow squares whose diagonal neighbours are
	// all taken (the edge, each other, White's pieces on rank 6): Black
	// must pass, and only pass; White can move.
	s := mustParse(t, "KBKBKBKB/BKBKBKBK/KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK 1b1b1b1b/b1b1b1b1/1w1w1w1w/8/8/8/8/w1w1w1w1 b 4 *")
	if ms := s.LegalMoves(nil); len(ms) != 1 || ms[0] != Pass {
		t.Fatalf("moves %v, want pass", movesText(s))
	}
	if _, err := s.ParseMove("a7-b6"); err == nil {
		t.Fatal("a blocked move accepted")
	}
	play(t, s, "pass")
	if s.IsOver() || s.ToMove() != White || s.Moves() != 5 {
		t.Fatalf("after the pass: %s", s)
	}
	if _, err := s.ParseMove("pass"); err == nil {
		t.Fatal("White may move but pass was accepted")
	}
}

func TestNeitherCanMoveIsADraw(t *testing.T) {
	// More pieces than a real game has, to reach the rule: every square of
	// one parity (a1's) but d4 holds a piece on a yellow square, so none can
	// move but into d4. White's d5 stands on blue and steps into d4: then
	// nobody can move (diagonal moves keep the parity), and the game is
	// drawn. No two pieces touch along a side, so nobody has won.
	var c Colours
	for i := range c {
		c[i] = Yellow
	}
	d4, d5 := At(3, 3), At(3, 4)
	c[d5] = Blue
	s := &State{tab: newTables(c), limit: DefaultLimit, winner: NoSide, toMove: White}
	for sq := Square(0); sq < 64; sq++ {
		if (sq.File()+sq.Rank())%2 == 0 && sq != d4 {
			s.pieces[sq.File()%2] |= 1 << sq
		}
	}
	s.pieces[White] |= 1 << d5
	s.rehash()
	s.Apply(MoveOf(d5, d4))
	if !s.IsOver() || s.Winner() != NoSide || s.Moves() != 1 {
		t.Fatalf("not a draw: over %v, winner %s", s.IsOver(), s.Winner())
	}
}

// shuffle returns both sides to where they were: Black's d1 (blue) steps
// to e2 and back, White's h5 (green) jumps to f4 (green) and back.
var shuffle = []string{"d1-e2", "h5-f4", "e2-d1", "f4-h5"}

func TestThirdRepetitionDraws(t *testing.T) {
	s, _ := NewGame("default")
	play(t, s, shuffle...) // the start for the second time
	play(t, s, shuffle[:3]...)
	if s.IsOver() {
		t.Fatalf("over before the third time: %s", s)
	}
	play(t, s, shuffle[3])
	if !s.IsOver() || s.Winner() != NoSide || s.Result(0) != 0 || s.Result(1) != 0 {
		t.Fatalf("the start three times but %s", s)
	}
	if !strings.HasSuffix(s.String(), " - 8 1/2-1/2") {
		t.Fatalf("line %s", s)
	}
}

func TestMoveLimitDraws(t *testing.T) {
	s, err := NewGame("default,limit=6")
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, shuffle...)
	play(t, s, "a2-b2")
	if s.IsOver() {
		t.Fatal("over before the limit")
	}
	play(t, s, "h5-f4")
	if !s.IsOver() || s.Winner() != NoSide || s.Moves() != 6 {
		t.Fatalf("limit 6 not a draw: %s", s)
	}
}

func TestIllegalApplyIsIgnored(t *testing.T) {
	s, _ := NewGame("default")
	before := s.String()
	for _, m := range []game.Move{Pass, MoveOf(0, 1), MoveOf(At(1, 7), At(1, 6)), -1, 1 << 20} {
		s.Apply(m)
		if s.String() != before {
			t.Fatalf("illegal move %d changed the position", m)
		}
	}
}

func TestHashIsIncremental(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for range 50 {
		s := randomGame(rng, "random:3", rng.IntN(200))
		c := *s
		c.rehash()
		if c.hash != s.hash {
			t.Fatalf("%s: incremental hash %x, from scratch %x", s, s.hash, c.hash)
		}
	}
}

func TestCopiesAreIndependent(t *testing.T) {
	s, _ := NewGame("default")
	c := s.Clone().(*State)
	play(t, c, shuffle...)
	play(t, c, shuffle...)
	// s has seen the start once; c three times, but s must not know.
	play(t, s, shuffle...)
	if s.IsOver() {
		t.Fatal("a copy's history leaked into the original")
	}
	var d State
	d.CopyFrom(s)
	if d.String() != s.String() || d.Hash() != s.Hash() {
		t.Fatal("CopyFrom")
	}
}
