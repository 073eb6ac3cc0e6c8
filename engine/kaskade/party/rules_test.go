package party_test

import (
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
	"kaskade/engine/kaskade"
	"kaskade/engine/kaskade/party"
)

func parse(t *testing.T, line string) *party.State {
	t.Helper()
	s, err := party.Parse(line)
	if err != nil {
		t.Fatalf("Parse(%q): %v", line, err)
	}
	return s
}

func play(t *testing.T, s *party.State, cells ...string) {
	t.Helper()
	for _, c := range cells {
		m, err := s.ParseMove(c)
		if err != nil {
			t.Fatalf("%s in %s: %v", c, s, err)
		}
		s.Apply(m)
	}
}

// A seat that has not moved yet owns nothing and is still in: nobody goes
// out before everyone has moved once.
func TestNobodyIsOutBeforeEveryoneHasMoved(t *testing.T) {
	s, err := party.New(kaskade.Size{Cols: 3, Rows: 3}, 3)
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, "a1", "c3")
	if !s.In(2) || s.Cells(2) != 0 || s.CurrentPlayer() != 2 {
		t.Fatalf("after two moves seat c (no cells) must be in and to move: %s", s)
	}
	play(t, s, "b2")
	if s.CurrentPlayer() != 0 || s.OutAt(2) != 0 {
		t.Fatalf("after the first round a is to move and nobody out: %s", s)
	}
}

// One move's cascade takes the last cells of two players: both go out by
// that move, share a place, and their seats are skipped from then on.
func TestCascadePutsSeveralOutAndTheirSeatsAreSkipped(t *testing.T) {
	s := parse(t, "3x3 4p 1a1b./1c../..1d a 4 - *")
	res, err := s.Clone().(*party.State).Play(0) // a1
	if err != nil || len(res.Waves) != 1 || res.Winner != kaskade.NoPlayer {
		t.Fatalf("Play(a1) = %+v, %v; want one wave and no winner", res, err)
	}
	play(t, s, "a1")
	if want := "3x3 4p .2a./2a../..1d d 5 b5,c5 *"; s.String() != want {
		t.Fatalf("after a1: %s, want %s", s, want)
	}
	if s.In(1) || s.In(2) || s.OutAt(1) != 5 || s.OutAt(2) != 5 {
		t.Errorf("b and c must be out by move 5: %s", s)
	}
	play(t, s, "c3") // d's corner overflows; then a moves, b and c skipped
	if s.CurrentPlayer() != 0 {
		t.Errorf("after d's move %s is to move, want a (b and c are out): %s", s.FormatMove(game.Move(s.CurrentPlayer())), s)
	}
	play(t, s, "b1")
	if s.CurrentPlayer() != 3 {
		t.Errorf("after a's move seat %d is to move, want d: %s", s.CurrentPlayer(), s)
	}
}

// The last one left wins; the others are ranked by how long they lasted.
func TestTheLastOneLeftWins(t *testing.T) {
	s := parse(t, "3x3 3p 1a1b./1c../... a 3 - *")
	res, err := s.Play(0)
	if err != nil || res.Winner != party.SideOf(0) {
		t.Fatalf("Play(a1) = %+v, %v; want a win for a", res, err)
	}
	if want := "3x3 3p .2a./2a../... - 4 b4,c4 a"; s.String() != want {
		t.Fatalf("after a1: %s, want %s", s, want)
	}
	if !s.IsOver() || s.Winner() != 0 || s.CurrentPlayer() != game.Terminal || len(s.LegalMoves(nil)) != 0 {
		t.Fatalf("the game must be over with a the winner: %s", s)
	}
	for p, want := range []float64{1, -0.5, -0.5} {
		if r := s.Result(game.Player(p)); r != want {
			t.Errorf("Result(%d) = %v, want %v", p, r, want)
		}
	}
	if s.Rank(0) != 1 || s.Rank(1) != 2 || s.Rank(2) != 2 {
		t.Errorf("ranks %d %d %d, want 1 2 2", s.Rank(0), s.Rank(1), s.Rank(2))
	}
}

// Places below the winner follow the move that put each player out.
func TestPlacesFollowWhoLastedLonger(t *testing.T) {
	s, _ := party.New(kaskade.Size{Cols: 3, Rows: 3}, 3)
	play(t, s, "a1", "b1", "a2", "c1", "c3", "a2", "a1") // a's corner takes c's only cell
	if s.OutAt(2) != 7 || !s.In(1) || s.CurrentPlayer() != 1 {
		t.Fatalf("c must be out by move 7 and b to move: %s", s)
	}
	r := game.SplitMix64{State: 7}
	for !s.IsOver() {
		legal := s.LegalMoves(nil)
		s.Apply(legal[r.Next()%uint64(len(legal))])
	}
	w := s.Winner()
	other := 1 - w // the seat of a and b that lost
	if s.Rank(w) != 1 || s.Rank(other) != 2 || s.Rank(2) != 3 || s.Result(other) != -0.5 || s.Result(2) != -1 {
		t.Errorf("ranks %d %d %d, results %v %v: %s", s.Rank(0), s.Rank(1), s.Rank(2), s.Result(other), s.Result(2), s)
	}
	if s.Score(w) != float64(s.Moves()) || s.Score(2) != 7 || s.Score(other) <= 7 {
		t.Errorf("scores %v, %v, %v: want the moves each lasted", s.Score(w), s.Score(other), s.Score(2))
	}
}

// Moves onto another player's cell are refused with the two-player
// game's codes, naming the owner.
func TestRefusals(t *testing.T) {
	s := parse(t, "3x3 4p 1a1b./1c../..1d a 4 - *")
	for _, c := range []struct {
		m    game.Move
		code string
	}{{1, kaskade.CodeOpponentCell}, {3, kaskade.CodeOpponentCell}, {9, kaskade.CodeOffBoard}, {-1, kaskade.CodeOffBoard}, {1 << 20, kaskade.CodeOffBoard}} {
		r, ok := game.RefusalOf(s.Check(c.m))
		if !ok || r.Code != c.code {
			t.Errorf("Check(%d) = %v, want %s", c.m, s.Check(c.m), c.code)
		}
	}
	if r, _ := game.RefusalOf(s.Check(8)); r.Args[0] != game.Player(3) || !strings.Contains(r.Text, "player d") {
		t.Errorf("refusal of c3 = %+v, want d's cell", r)
	}
	before := s.String()
	s.Apply(1)
	if s.String() != before {
		t.Errorf("an illegal Apply changed the position")
	}
}

func TestParseRefusesWhatNoGameReaches(t *testing.T) {
	for _, line := range []string{
		"3x3 3p 1a1b./1c../... a 3 -",      // six fields
		"3x3 9p 1a1b./1c../... a 3 - *",    // nine players
		"3x3 3p 1a1b./1d../... a 3 - *",    // owner d in a game of three
		"3x3 3p 1a1b./1c../... b 3 - *",    // b cannot be to move
		"3x3 3p 1a1b./1c../... a 4 - *",    // moves and balls differ
		"3x3 3p 1a1b./1c../... a 3 b3 *",   // b owns a cell
		"3x3 3p 1a.../1c../... a 2 b2 *",   // row too long
		"3x3 3p 1a../1c../... c 2 b2 *",    // out before everyone moved
		"3x3 3p .2a./2a../... - 4 b4,c4 b", // the wrong winner
		"3x3 3p .2a./2a../... a 4 b4,c4 *", // over but written as running
		"3x3 3p 1a2b./1c../... a 4 - *",    // b1 at capacity... no: b1 cap 3; 2 balls is fine, but b moved once
		"3x3 3p .2a./2a../... - 4 a4,b4 c", // out by its own move
		"3x3 2p 1a1b./.../... a 2 - *b",    // result text
		"3x3 3p 1a1b./.../..1c a 3 c3 *",   // c owns a cell but is out
	} {
		if _, err := party.Parse(line); err == nil {
			t.Errorf("Parse(%q) accepted it", line)
		}
	}
	if _, err := party.Parse("3x3 3p 1a1b./.../... c 2 - *"); err != nil {
		t.Errorf("a position after two of three first moves: %v", err)
	}
}

// Two players by these rules are the two-player game, move for move.
func TestTwoPlayersAreTheTwoPlayerGame(t *testing.T) {
	for seed := range uint64(30) {
		z := kaskade.Presets[seed%3]
		if seed%4 == 3 {
			z = kaskade.Size{Cols: 3, Rows: 4}
		}
		p, _ := party.New(z, 2)
		k, _ := kaskade.New(z)
		r := game.SplitMix64{State: seed}
		for !k.Over() {
			legal := k.LegalMoves(nil)
			c := legal[r.Next()%uint64(len(legal))]
			wk := k.Place(c)
			wp := p.Place(c)
			if wk != wp || k.Board().Size != p.Board().Size || !sameCells(k.Board(), p.Board()) || k.Over() != p.Over() {
				t.Fatalf("seed %d, move %d (%s): two-player %s (%d waves), party %s (%d waves)", seed, k.Moves(), z.FormatCell(c), k, wk, p, wp)
			}
		}
		if kaskade.PlayerOf(k.Winner()) != p.Winner() {
			t.Errorf("seed %d: winners %v and %v", seed, k.Winner(), p.Winner())
		}
	}
}

func sameCells(a, b kaskade.Board) bool {
	for c := range a.Count {
		if a.Count[c] != b.Count[c] || a.Owner[c] != b.Owner[c] {
			return false
		}
	}
	return true
}

// Random games of every player count on several boards pass the
// conformance suite (round trips of the position line and the moves
// among its checks).
func TestConformance(t *testing.T) {
	sizes := []kaskade.Size{{Cols: 3, Rows: 3}, {Cols: 4, Rows: 5}, {Cols: 6, Rows: 6}, {Cols: 8, Rows: 8}}
	gametest.Run(t, gametest.Config{
		New: func(seed uint64) game.State {
			s, err := party.New(sizes[seed%4], party.MinPlayers+int(seed/4%7))
			if err != nil {
				t.Fatal(err)
			}
			return s
		},
		Parse:     party.ParseGame,
		Games:     28,
		MoveBound: kaskade.MaxCells + 8,
	})
}

func TestOptions(t *testing.T) {
	for text, want := range map[string]string{
		"":                   "6x6",
		"8x8":                "8x8",
		"8x8,players=2":      "8x8",
		"size=5x7,players=8": "5x7,players=8",
		"players=4":          "6x6,players=4",
		" 6x6 , players=3 ":  "6x6,players=3",
	} {
		o, err := party.ParseOptions(text)
		if err != nil || o.String() != want {
			t.Errorf("ParseOptions(%q) = %v, %v; want %s", text, o, err, want)
		}
	}
	for _, bad := range []string{"players=1", "players=9", "players=04", "6x6,players=3,players=4", "2x2", "colour=red", "6x6,7x7"} {
		if _, err := party.ParseOptions(bad); err == nil {
			t.Errorf("ParseOptions(%q) accepted it", bad)
		}
	}
}
