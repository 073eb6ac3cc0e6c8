package match

import (
	"testing"

	"kaskade/engine/game"
)

// On 6x6 the moves below are all legal: white a1 b1 c1 ..., black on row 6.
var whiteBlack = []string{"a1", "a6", "b1", "b6", "c1", "c6"}

func TestUndoTurnAgainstTheComputer(t *testing.T) {
	human := game.Player(0) // White is the person, Black the computer
	m := start(t, "6x6", whiteBlack...)
	if n := m.UndoTurn(human); n != 2 || m.Cursor() != 4 {
		t.Fatalf("undo a full turn: took back %d, cursor %d", n, m.Cursor())
	}
	m.Undo() // now the computer is to move: only the human's move goes
	if n := m.UndoTurn(human); n != 1 || m.Cursor() != 2 {
		t.Fatalf("undo while the computer thinks: took back %d, cursor %d", n, m.Cursor())
	}
	if n := m.RedoTurn(human); n != 2 || m.Cursor() != 4 {
		t.Fatalf("redo a turn: replayed %d, cursor %d", n, m.Cursor())
	}
	if n := m.RedoTurn(human); n != 2 || m.Cursor() != 6 {
		t.Fatalf("redo the last turn: replayed %d, cursor %d", n, m.Cursor())
	}
	if n := m.RedoTurn(human); n != 0 {
		t.Fatalf("nothing to redo, yet replayed %d", n)
	}
	for m.UndoTurn(human) > 0 {
	}
	if m.Cursor() != 0 {
		t.Fatalf("undo turns to the start: cursor %d", m.Cursor())
	}
}

func TestUndoTurnWhenTheComputerOpens(t *testing.T) {
	human := game.Player(1) // Black is the person: White's first move stays
	m := start(t, "6x6", whiteBlack[:3]...)
	if n := m.UndoTurn(human); n != 2 || m.Cursor() != 1 {
		t.Fatalf("took back %d, cursor %d", n, m.Cursor())
	}
	if n := m.UndoTurn(human); n != 0 || m.Cursor() != 1 {
		t.Fatalf("the computer's opening must stay: took back %d, cursor %d", n, m.Cursor())
	}
	m.Undo()
	if n := m.RedoTurn(human); n != 3 || m.Cursor() != 3 {
		t.Fatalf("redo from the start: replayed %d, cursor %d", n, m.Cursor())
	}
}

func TestUndoTurnWithoutHumansDoesNothing(t *testing.T) {
	m := start(t, "6x6", whiteBlack...)
	if m.UndoTurn() != 0 || m.Cursor() != 6 {
		t.Fatal("no human seat: nothing to undo")
	}
	if n := m.UndoTurn(0, 1); n != 1 {
		t.Fatalf("two humans: undo is one move, got %d", n)
	}
	if n := m.RedoTurn(0, 1); n != 1 {
		t.Fatalf("two humans: redo is one move, got %d", n)
	}
}
