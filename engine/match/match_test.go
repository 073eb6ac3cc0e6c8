package match

import (
	"slices"
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
)

// start begins a Kaskade match and plays the moves, failing on an error.
func start(t testing.TB, options string, moves ...string) *Match {
	t.Helper()
	g, err := games.Lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(g, options)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.Play(mv); err != nil {
			t.Fatalf("play %s: %v", mv, err)
		}
	}
	return m
}

func position(t testing.TB, m *Match) string { t.Helper(); return m.State().String() }

func TestNewUsesTheDefaultsAndRefusesBadOptions(t *testing.T) {
	m := start(t, "")
	if m.Options() != "6x6" || !strings.HasPrefix(position(t, m), "6x6 ") {
		t.Fatalf("default options %q, position %q", m.Options(), position(t, m))
	}
	g, _ := games.Lookup("kaskade")
	if _, err := New(g, "2x2"); err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Fatalf("New 2x2: %v", err)
	}
	if _, err := New(games.Game{Name: "none"}, "x"); err == nil {
		t.Fatal("a game without New was accepted")
	}
}

func TestPlayUndoRedo(t *testing.T) {
	m := start(t, "3x3", "a1", "c3", "a1")
	if got := position(t, m); got != "3x3 .1w./1w../..1b b 3 *" {
		t.Fatalf("after three moves: %q", got)
	}
	if !m.Undo() || position(t, m) != "3x3 1w../.../..1b w 2 *" || !m.CanRedo() {
		t.Fatalf("after undo: %q", position(t, m))
	}
	for m.Undo() {
	}
	if m.Cursor() != 0 || m.CanUndo() || m.Undo() || position(t, m) != "3x3 .../.../... w 0 *" {
		t.Fatalf("at the start: cursor %d, %q", m.Cursor(), position(t, m))
	}
	for m.Redo() {
	}
	if m.Cursor() != 3 || m.Redo() || position(t, m) != "3x3 .1w./1w../..1b b 3 *" {
		t.Fatalf("redo all: cursor %d, %q", m.Cursor(), position(t, m))
	}
	m.Undo()
	m.Undo()
	if err := m.Play("b2"); err != nil {
		t.Fatal(err)
	}
	if m.Len() != 2 || m.CanRedo() || !slices.Equal(Texts(m.AllMoves()), []string{"a1", "b2"}) {
		t.Fatalf("a new move must cut the redo tail: %v", Texts(m.AllMoves()))
	}
}

func TestIllegalMovesChangeNothing(t *testing.T) {
	m := start(t, "3x3", "a1", "c3")
	before := string(Encode(m))
	for _, bad := range []string{"c3", "z9", "", "a0"} {
		if err := m.Play(bad); err == nil {
			t.Errorf("Play(%q) accepted", bad)
		}
	}
	if err := m.Play("c3"); err == nil || !strings.Contains(err.Error(), "belongs to black") {
		t.Errorf("Play(c3): %v", err)
	}
	for _, bad := range []game.Move{-1, 8, 9, 1000} {
		if err := m.PlayMove(bad); err == nil {
			t.Errorf("PlayMove(%d) accepted", bad)
		}
	}
	if string(Encode(m)) != before {
		t.Fatal("a refused move changed the match")
	}
	if err := m.PlayMove(4); err != nil || m.Moves()[2].Text != "b2" {
		t.Fatalf("PlayMove(4): %v, %v", err, m.Moves())
	}
}

func TestStateIsACopy(t *testing.T) {
	m := start(t, "3x3", "a1")
	s := m.State()
	s.Apply(8)
	if position(t, m) != "3x3 1w../.../... b 1 *" {
		t.Fatal("changing State() changed the match")
	}
}

func TestMovesLastNextAndStateAt(t *testing.T) {
	m := start(t, "3x3", "a1", "c3", "a1")
	m.Undo()
	if got := Texts(m.Moves()); !slices.Equal(got, []string{"a1", "c3"}) {
		t.Fatalf("Moves %v", got)
	}
	if got := Texts(m.AllMoves()); !slices.Equal(got, []string{"a1", "c3", "a1"}) {
		t.Fatalf("AllMoves %v", got)
	}
	last, ok1 := m.Last()
	next, ok2 := m.Next()
	if !ok1 || !ok2 || last.Text != "c3" || last.By != 1 || next.Text != "a1" || next.By != 0 || next.Move != 0 {
		t.Fatalf("Last %v %v, Next %v %v", last, ok1, next, ok2)
	}
	for n, want := range []string{"3x3 .../.../... w 0 *", "3x3 1w../.../... b 1 *", "3x3 1w../.../..1b w 2 *", "3x3 .1w./1w../..1b b 3 *"} {
		s, err := m.StateAt(n)
		if err != nil || s.String() != want {
			t.Errorf("StateAt(%d) = %v, %v; want %q", n, s, err, want)
		}
	}
	if _, err := m.StateAt(4); err == nil {
		t.Error("StateAt past the end accepted")
	}
	if m.Cursor() != 2 {
		t.Error("StateAt moved the cursor")
	}
}

func TestShortRecord(t *testing.T) {
	m := start(t, "6x6", "c3", "d4", "c3")
	m.Undo()
	if got := ShortRecord(m); got != "6x6: c3 d4" {
		t.Fatalf("ShortRecord %q", got)
	}
}
