package match

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest/toygame"
	"kaskade/engine/games"
)

// toy is the toy game (three seats, chance deals, a hidden card, turns of
// two moves) as a catalogue entry, found by toyLookup besides the real ones.
var toy = games.Game{
	Name:  "toy",
	Seats: []string{"north", "east", "west"},
	New:   func(string) (game.State, error) { return toygame.New(), nil },
	Parse: toygame.ParseGame,
}

func toyLookup(name string) (games.Game, error) {
	if name == toy.Name {
		return toy, nil
	}
	return games.Lookup(name)
}

// startToy begins a toy match and plays the turns, failing on an error.
func startToy(t testing.TB, turns ...string) *Match {
	t.Helper()
	m, err := New(toy, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, turn := range turns {
		if err := m.Play(turn); err != nil {
			t.Fatalf("play %s: %v", turn, err)
		}
	}
	return m
}

func TestTheMatchDealsAtTheStart(t *testing.T) {
	m := startToy(t)
	if m.Cursor() != 3 || m.State().CurrentPlayer() != 0 {
		t.Fatalf("after the deal: cursor %d, %s", m.Cursor(), m.State())
	}
	for _, p := range m.Moves() {
		if p.By != game.Chance {
			t.Fatalf("the deal recorded %+v", p)
		}
	}
	if m.CanUndo() || m.Undo() || m.UndoTurn(0, 1, 2) != 0 {
		t.Fatal("undo stopped in front of the deal")
	}
	if again := startToy(t); again.State().String() != m.State().String() {
		t.Fatalf("the same options dealt %s, then %s", m.State(), again.State())
	}
}

// Every chance outcome is the one the seed and the ply give, so taking a
// move back and making it again deals the same card.
func TestChanceOutcomesComeFromSeedAndPly(t *testing.T) {
	m := startToy(t, "swap")
	first := m.State().String()
	if !m.Undo() || m.Cursor() != 3 {
		t.Fatalf("undo took the swap and its deal back to cursor %d", m.Cursor())
	}
	if err := m.Play("swap"); err != nil || m.State().String() != first {
		t.Fatalf("the swap again dealt %s, not %s (%v)", m.State(), first, err)
	}
	for n, p := range m.AllMoves() {
		if p.By != game.Chance {
			continue
		}
		before, _ := m.StateAt(n)
		if want := draw(before, game.Mix64(m.Seed()^uint64(n))); p.Move != want {
			t.Fatalf("ply %d dealt %s, the seed gives %s", n, p.Text, before.FormatMove(want))
		}
	}
}

func TestUndoAndRedoByTurn(t *testing.T) {
	// north raises and bids (one turn), east swaps (a deal follows), west passes
	m := startToy(t, "raise+bid", "swap", "pass")
	if got := Turns(m.Moves()); !slices.Equal(got, []string{"raise+bid", "swap", "pass"}) {
		t.Fatalf("turns %v", got)
	}
	north := game.Player(0)
	if n := m.UndoTurn(north); n != 5 || m.Cursor() != 3 {
		t.Fatalf("undo north's turn and the replies: took back %d plies, cursor %d", n, m.Cursor())
	}
	if n := m.RedoTurn(north); n != 5 || m.Cursor() != 8 {
		t.Fatalf("redo: replayed %d plies, cursor %d", n, m.Cursor())
	}
	if n := m.UndoTurn(0, 1, 2); n != 1 || m.Cursor() != 7 {
		t.Fatalf("three people: undo west's pass: %d plies, cursor %d", n, m.Cursor())
	}
	if n := m.UndoTurn(0, 1, 2); n != 2 || m.Cursor() != 5 {
		t.Fatalf("three people: undo east's swap with its deal: %d plies, cursor %d", n, m.Cursor())
	}
	if n := m.UndoTurn(0, 1, 2); n != 2 || m.Cursor() != 3 {
		t.Fatalf("three people: undo north's whole turn: %d plies, cursor %d", n, m.Cursor())
	}
	m.Redo() // one move: north's raise, the turn left open
	if m.Cursor() != 4 || m.State().CurrentPlayer() != north {
		t.Fatalf("redo one move: cursor %d, %s", m.Cursor(), m.State())
	}
	if n := m.UndoTurn(north); n != 1 || m.Cursor() != 3 {
		t.Fatalf("undo an open turn: %d plies, cursor %d", n, m.Cursor())
	}
}

func TestToySaveByTurn(t *testing.T) {
	m := startToy(t, "raise+bid", "swap", "raise")
	m.Players = []string{"human:Ann", "hard:East", "easy:West"}
	text := string(Encode(m))
	if !strings.Contains(text, "\nmoves raise+bid swap raise\ncursor 4\n") {
		t.Fatalf("the save does not list the turns without the deals:\n%s", text)
	}
	for range 3 { // at the end, after an undo within a turn and across a deal
		back, err := Decode(Encode(m), toyLookup)
		if err != nil || !same(m, back) {
			t.Fatalf("%s decodes to %v: %v", Encode(m), back, err)
		}
		m.Undo()
	}
	if _, err := Decode(Encode(m), games.Lookup); err == nil || !strings.Contains(err.Error(), `unknown game "toy"`) {
		t.Fatalf("the catalogue has no toy game, yet: %v", err)
	}
}

func TestRefusalsNameTheReason(t *testing.T) {
	m := startToy(t)
	before := string(Encode(m))
	if err := m.Play("raise+swap"); err == nil || !strings.Contains(err.Error(), "swap") {
		t.Fatalf("a turn with an illegal second move: %v", err)
	}
	if string(Encode(m)) != before || m.Len() != 3 {
		t.Fatal("a refused turn changed the match")
	}
	m.Play("raise")
	before = string(Encode(m))
	err := m.PlayMove(toygame.Swap)
	if r, ok := game.RefusalOf(err); !errors.Is(err, ErrIllegal) || !ok || r.Code != toygame.CodeAfterRaise {
		t.Fatalf("a swap after a raise: %v", err)
	}
	if err := m.PlayMove(1); !errors.Is(err, ErrIllegal) {
		t.Fatalf("a seat dealt itself a card: %v", err)
	}
	if string(Encode(m)) != before {
		t.Fatal("a refused move changed the match")
	}
}

// TestRandomToyMatches plays random toy games through the match with
// undo, redo and turns at random and checks after every step: the match
// never rests at a chance step, its position is its plies replayed, every
// chance outcome is the seed's, and a save decodes to the same match.
func TestRandomToyMatches(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	rng := rand.New(rand.NewPCG(17, 18))
	var buf []game.Move
	for range games {
		m := startToy(t)
		for step := 0; step < 60; step++ {
			s := m.State()
			humans := []game.Player{game.Player(rng.IntN(3))}
			switch r := rng.IntN(10); {
			case r == 0:
				m.Undo()
			case r == 1:
				m.Redo()
			case r == 2:
				m.UndoTurn(humans...)
			case r == 3:
				m.RedoTurn(humans...)
			case !s.IsOver():
				buf = s.LegalMoves(buf[:0])
				if err := m.PlayMove(buf[rng.IntN(len(buf))]); err != nil {
					t.Fatalf("%s: %v", s, err)
				}
			}
			checkToy(t, m)
		}
	}
}

func checkToy(t *testing.T, m *Match) {
	t.Helper()
	if m.cur.CurrentPlayer() == game.Chance {
		t.Fatalf("the match rests at a chance step: %s", m.cur)
	}
	s := game.State(toygame.New())
	for n, p := range m.AllMoves() {
		if p.By == game.Chance && p.Move != draw(s, game.Mix64(m.Seed()^uint64(n))) {
			t.Fatalf("ply %d: %s is not the seed's outcome", n, p.Text)
		}
		if n == m.Cursor() && s.String() != m.cur.String() {
			t.Fatalf("at %d: %s, replayed %s", n, m.cur, s)
		}
		s.Apply(p.Move)
	}
	back, err := Decode(Encode(m), toyLookup)
	if err != nil || !same(m, back) {
		t.Fatalf("%s does not decode to the same match: %v", Encode(m), err)
	}
}

// With KeepDraws a card drawn stays drawn: undo takes back the moves after
// the last chance step and no further.
func TestKeepDrawsStopsUndoAfterTheDeal(t *testing.T) {
	m := startToy(t, "raise+bid", "swap", "pass")
	m.KeepDraws = true
	n := len(m.AllMoves()) // after west's pass; east's swap dealt at ply n-2
	if got := m.UndoTurn(0, 1, 2); got != 1 || m.Cursor() != n-1 {
		t.Fatalf("undo west's pass: took back %d plies, cursor %d", got, m.Cursor())
	}
	if m.CanUndo() || m.Undo() || m.UndoTurn(0, 1, 2) != 0 {
		t.Fatalf("undo took back the card east drew (cursor %d)", m.Cursor())
	}
}
