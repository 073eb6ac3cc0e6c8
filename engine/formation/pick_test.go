package formation

import (
	"errors"
	"slices"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// TestPickBoard: with pick:SEED White picks one of three boards dealt
// from the seed, then Black moves first on it; the pick is a move of the
// notation and the position before it reads back.
func TestPickBoard(t *testing.T) {
	s, err := NewGame("pick:42,limit=200")
	if err != nil {
		t.Fatal(err)
	}
	if !s.Picking() || s.CurrentPlayer() != game.Player(White) {
		t.Fatalf("before the pick: picking %v, %v to move", s.Picking(), s.CurrentPlayer())
	}
	boards := PickBoards(42)
	if got := s.BoardChoices(); !slices.Equal(got, boards[:]) || boards != PickBoards(42) {
		t.Fatalf("the choices %v are not the seed's %v", got, boards)
	}
	if boards[0] == boards[1] || boards[1] == boards[2] || boards[0] == boards[2] {
		t.Fatalf("two choices alike: %v", boards)
	}
	want := []game.Move{PickMove(0), PickMove(1), PickMove(2)}
	if got := s.LegalMoves(nil); !slices.Equal(got, want) {
		t.Fatalf("legal moves before the pick: %v, want %v", got, want)
	}
	var r *game.Refusal
	if err := s.Check(MoveOf(0o71, 0o62)); !errors.As(err, &r) || r.Code != CodePickFirst {
		t.Fatalf("a piece move before the pick: %v", err)
	}
	if _, err := s.ParseMove("b8-c6"); err == nil {
		t.Fatal("a piece move parsed before the pick")
	}
	back, err := Parse(s.String())
	if err != nil || back.String() != s.String() || !back.Picking() {
		t.Fatalf("the position before the pick %q reads back as %v, %v", s.String(), back, err)
	}
	m, err := s.ParseMove("board 2")
	if err != nil || m != PickMove(1) || s.FormatMove(m) != "board 2" {
		t.Fatalf("board 2: %v, %v", m, err)
	}
	s.Apply(m)
	if s.Picking() || s.CurrentPlayer() != game.Player(Black) || s.Colours() != boards[1].Colours() || s.Moves() != 0 || s.Limit() != 200 {
		t.Fatalf("after the pick: picking %v, %v to move, board %v, %d moves, limit %d", s.Picking(), s.CurrentPlayer(), s.Colours() == boards[1].Colours(), s.Moves(), s.Limit())
	}
	if err := s.Check(PickMove(0)); err == nil {
		t.Fatal("a second pick is allowed")
	}
	if o, _ := ParseOptions("pick:42,limit=200"); o.String() != "pick:42,limit=200" {
		t.Fatalf("options write back as %q", o.String())
	}
	if _, err := ParseOptions("pick:x"); err == nil {
		t.Fatal("pick:x accepted")
	}
}

// TestComputerPicks: a computer in White's seat picks a board through
// the search like any move; the pick is one of the choices.
func TestComputerPicks(t *testing.T) {
	s, _ := NewGame("pick:7")
	for _, level := range []string{"easy", "medium", "hard"} {
		p, err := ai.New(level)
		if err != nil {
			t.Fatal(err)
		}
		r := ai.Think(p, s, 1, nil)
		if _, ok := PickIndex(r.Move); !ok {
			t.Fatalf("%s picks %v, no board", level, r.Move)
		}
	}
}

// BenchmarkPick is a computer's pick of the board at the levels with a
// budget of their own (Expert thinks for the move time the table gives it,
// as for any move).
func BenchmarkPick(b *testing.B) {
	s, _ := NewGame("pick:7")
	for _, level := range []string{"easy", "medium", "hard"} {
		p, err := ai.New(level)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(level, func(b *testing.B) {
			for b.Loop() {
				ai.Think(p, s, 1, nil)
			}
		})
	}
}
