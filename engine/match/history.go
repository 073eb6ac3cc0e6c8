package match

import (
	"fmt"
	"slices"

	"kaskade/engine/game"
)

// snapEvery is how often the match keeps a copy of the position: going
// back costs at most snapEvery-1 replayed moves, whatever the length of
// the game, for one copy per snapEvery moves of memory.
const snapEvery = 32

// A stop is a cursor position the history may rest at: any position but
// one where a chance step is due (undo never stops in front of one, so that
// the same cards come again). Without chance every position is a stop.
func (m *Match) stop(n int) bool {
	return n >= len(m.plies) || m.plies[n].By != game.Chance
}

// CanUndo reports whether there is a move to take back.
func (m *Match) CanUndo() bool { return m.prevStop(m.cursor) >= m.floor() }

// floor is how far back undo may go: the start, or with KeepDraws the
// position after the last chance step played (a card drawn stays drawn;
// the moves after it can still be taken back).
func (m *Match) floor() int {
	if !m.KeepDraws {
		return 0
	}
	for n := m.cursor; n > 0; n-- {
		if m.plies[n-1].By == game.Chance {
			return n
		}
	}
	return 0
}

// CanRedo reports whether there is a taken-back move to play again.
func (m *Match) CanRedo() bool { return m.cursor < len(m.plies) }

// prevStop is the last stop before n, or -1.
func (m *Match) prevStop(n int) int {
	for n--; n >= 0 && !m.stop(n); n-- {
	}
	return n
}

// Undo takes back the last move, with the chance steps that came with it;
// it reports false (and does nothing) at the start. The moves stay in the
// history for Redo.
func (m *Match) Undo() bool {
	n := m.prevStop(m.cursor)
	if n < m.floor() {
		return false
	}
	m.seek(n)
	return true
}

// Redo plays the next taken-back move again, with the chance steps after
// it; it reports false (and does nothing) when there is none.
func (m *Match) Redo() bool {
	if !m.CanRedo() {
		return false
	}
	for m.redoOne(); !m.stop(m.cursor); m.redoOne() {
	}
	return true
}

func (m *Match) redoOne() {
	m.cur.Apply(m.plies[m.cursor].Move)
	m.cursor++
}

// Last is the move that led to the current position (false at the start).
func (m *Match) Last() (Ply, bool) {
	if m.cursor == 0 {
		return Ply{}, false
	}
	return m.plies[m.cursor-1], true
}

// Next is the move Redo would play (false when there is none).
func (m *Match) Next() (Ply, bool) {
	if m.cursor == len(m.plies) {
		return Ply{}, false
	}
	return m.plies[m.cursor], true
}

// StateAt returns (a copy of) the position after the first n moves of the
// history, 0 <= n <= Len(); the cursor does not move.
func (m *Match) StateAt(n int) (game.State, error) {
	if n < 0 || n > len(m.plies) {
		return nil, fmt.Errorf("no position after %d moves: the history has %d", n, len(m.plies))
	}
	if n == m.cursor {
		return m.cur.Clone(), nil
	}
	return m.stateAt(n), nil
}

// stateAt rebuilds the position after n moves from the nearest snapshot
// at or before it. Every move in the history was played once, so each
// multiple of snapEvery up to Len has its snapshot.
func (m *Match) stateAt(n int) game.State {
	s := m.snaps[n/snapEvery].Clone()
	for _, p := range m.plies[n/snapEvery*snapEvery : n] {
		s.Apply(p.Move)
	}
	return s
}

// seek moves the cursor to n, 0 <= n <= Len().
func (m *Match) seek(n int) {
	m.cur = m.stateAt(n)
	m.cursor = n
}

// turnStart reports whether a human may take over at position n: it is a
// stop, a turn begins there (game.TurnDone after the ply before), and one
// of humans is to move.
func (m *Match) turnStart(n int, humans []game.Player) bool {
	if n > 0 && !m.plies[n-1].TurnEnd || !m.stop(n) {
		return false
	}
	by := game.Terminal
	if n < len(m.plies) {
		by = m.plies[n].By
	} else if n == m.cursor {
		by = m.cur.CurrentPlayer()
	}
	return slices.Contains(humans, by)
}

// UndoTurn takes back moves until a human's turn begins and at least one
// human move was taken back: against the computer, one undo takes back the
// computer's reply and the player's move together; a turn of several moves
// goes back whole, and chance steps go with the move before them, except
// with KeepDraws, where undo stops after the last chance step. humans
// are the seats people play. It returns how many plies it took back
// (chance steps included); if no human move is left to take back it does
// nothing and returns 0.
func (m *Match) UndoTurn(humans ...game.Player) int {
	n := m.cursor - 1
	for n >= 0 && !slices.Contains(humans, m.plies[n].By) {
		n--
	}
	for n >= 0 && !m.turnStart(n, humans) {
		n--
	}
	if f := m.floor(); n < f && n >= 0 || n < 0 && f > 0 {
		n = f // a drawn card stays drawn: back to just after the draw
	}
	if n < 0 || n >= m.cursor {
		return 0
	}
	undone := m.cursor - n
	m.seek(n)
	return undone
}

// RedoTurn is the mirror of UndoTurn: it plays taken-back moves again
// until at least one human move was replayed and a human's turn begins
// again (or the history ends). It returns how many plies it replayed; if
// no human move is ahead it does nothing and returns 0.
func (m *Match) RedoTurn(humans ...game.Player) int {
	n := m.cursor
	for n < len(m.plies) && !slices.Contains(humans, m.plies[n].By) {
		n++
	}
	if n == len(m.plies) {
		return 0
	}
	// n is the first human move ahead; go on to the next human turn.
	for n++; n < len(m.plies) && !m.turnStart(n, humans); n++ {
	}
	redone := n - m.cursor
	for m.cursor < n {
		m.redoOne()
	}
	return redone
}
