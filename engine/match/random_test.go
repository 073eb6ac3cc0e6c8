package match

import (
	"flag"
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/kaskade"
)

var randomGames = flag.Int("games", 5000, "random games TestRandomGamesThroughTheMatch plays (100000 for the full run)")

// history is the test's own model of a match: the moves and the cursor,
// kept by plain slice operations so that Match is checked against it.
type history struct {
	moves  []game.Move
	cursor int
}

func (h *history) play(mv game.Move) { h.moves = append(h.moves[:h.cursor], mv); h.cursor++ }

// undoTurn and redoTurn follow the rule for one human seat: Kaskade's
// players alternate, White (0) on the even moves.
func (h *history) undoTurn(human int) {
	n := h.cursor - 1
	for n >= 0 && n%2 != human {
		n--
	}
	if n >= 0 {
		h.cursor = n
	}
}

func (h *history) redoTurn(human int) {
	n := h.cursor
	for n < len(h.moves) && n%2 != human {
		n++
	}
	if n == len(h.moves) {
		return
	}
	for n++; n < len(h.moves) && n%2 != human; n++ {
	}
	h.cursor = n
}

// TestRandomGamesThroughTheMatch plays random Kaskade games on small boards
// with undo and redo at random points, and after every step compares the
// match with its model, with a fresh replay of its moves, with the balls
// on the board, and with itself after Encode and Decode.
func TestRandomGamesThroughTheMatch(t *testing.T) {
	games := *randomGames
	if testing.Short() {
		games = 500
	}
	rng := rand.New(rand.NewPCG(5, 6))
	steps := 0
	for i := 0; i < games; i++ {
		steps += randomGame(t, rng)
	}
	t.Logf("%d games, %d steps checked", games, steps)
}

// randomGame plays one game and returns the number of steps checked.
func randomGame(t *testing.T, rng *rand.Rand) int {
	z := kaskade.Size{Cols: 3 + rng.IntN(4), Rows: 3 + rng.IntN(4)}
	m := start(t, z.String())
	h := &history{}
	var buf []game.Move
	for step := 1; ; step++ {
		s := m.State()
		switch r := rng.IntN(100); {
		case s.IsOver() && r < 30, step > 4*z.MaxMoves():
			return step
		case r < 10:
			for k := rng.IntN(3); k >= 0 && m.Undo(); k-- {
				h.cursor--
			}
		case r < 18:
			for k := rng.IntN(3); k >= 0 && m.Redo(); k-- {
				h.cursor++
			}
		case r < 21:
			human := rng.IntN(2)
			m.UndoTurn(game.Player(human))
			h.undoTurn(human)
		case r < 24:
			human := rng.IntN(2)
			m.RedoTurn(game.Player(human))
			h.redoTurn(human)
		case !s.IsOver():
			buf = s.LegalMoves(buf[:0])
			mv := buf[rng.IntN(len(buf))]
			if err := m.PlayMove(mv); err != nil {
				t.Fatalf("%s: legal move %d refused: %v", s, mv, err)
			}
			h.play(mv)
		}
		check(t, m, h, z)
	}
}

// check compares the match with the model and with a fresh replay.
func check(t *testing.T, m *Match, h *history, z kaskade.Size) {
	t.Helper()
	all := m.AllMoves()
	if m.Cursor() != h.cursor || len(all) != len(h.moves) {
		t.Fatalf("cursor %d of %d moves, want %d of %d", m.Cursor(), len(all), h.cursor, len(h.moves))
	}
	for i, p := range all {
		if p.Move != h.moves[i] || p.By != game.Player(i%2) {
			t.Fatalf("move %d is %v, want %d by %d", i+1, p, h.moves[i], i%2)
		}
	}
	got := m.State().(*kaskade.Game).State()
	want, err := kaskade.Replay(z, Texts(m.Moves()), nil)
	if err != nil || *got != *want {
		t.Fatalf("state %s, but replaying %v gives %s (%v)", got, Texts(m.Moves()), want, err)
	}
	if n := balls(got); n != got.Moves() || n != m.Cursor() {
		t.Fatalf("%s: %d balls after %d moves (cursor %d)", got, n, got.Moves(), m.Cursor())
	}
	back, err := Decode(Encode(m), games.Lookup)
	if err != nil || !same(m, back) || *back.State().(*kaskade.Game).State() != *got {
		t.Fatalf("%s does not decode to the same match: %v", Encode(m), err)
	}
}

func balls(s *kaskade.State) int {
	n := 0
	for c := kaskade.Cell(0); int(c) < s.Size().Cells(); c++ {
		k, _ := s.At(c)
		n += k
	}
	return n
}
