package match

import (
	"math/rand/v2"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
)

// longGame plays a random game on 20x20 that is long (many hundreds of
// moves) because the moves spread over the board before cascades start.
func longGame(b *testing.B) *Match {
	m := start(b, "20x20")
	rng := rand.New(rand.NewPCG(9, 9))
	var buf []game.Move
	for s := m.State(); !s.IsOver(); s = m.State() {
		buf = s.LegalMoves(buf[:0])
		m.PlayMove(buf[rng.IntN(len(buf))])
	}
	return m
}

// reportMoves is called after the loop: b.Loop drops metrics given before.
func reportMoves(b *testing.B, m *Match) { b.ReportMetric(float64(m.Len()), "moves") }

// BenchmarkUndoState: one Undo and the State for the screen, walking back
// from the end of a long game to the start and jumping to the end again.
func BenchmarkUndoState(b *testing.B) {
	m := longGame(b)
	end := m.Len()
	for b.Loop() {
		if !m.Undo() {
			m.seek(end)
		}
		_ = m.State()
	}
	reportMoves(b, m)
}

// BenchmarkUndoRedo: the worst case of the snapshots, undoing the move of
// a snapshot (snapEvery-1 moves replayed from the one before) and redoing it.
func BenchmarkUndoRedo(b *testing.B) {
	m := longGame(b)
	m.seek(m.Len() / snapEvery * snapEvery)
	for b.Loop() {
		m.Undo()
		m.Redo()
	}
	reportMoves(b, m)
}

// BenchmarkReplayFromStart is what Undo would cost without snapshots: the
// whole long game replayed.
func BenchmarkReplayFromStart(b *testing.B) {
	m := longGame(b)
	for b.Loop() {
		s := m.snaps[0].Clone()
		for _, p := range m.plies {
			s.Apply(p.Move)
		}
	}
	reportMoves(b, m)
}

// BenchmarkDecode: loading a save of a long game.
func BenchmarkDecode(b *testing.B) {
	m := longGame(b)
	data := Encode(m)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Decode(data, games.Lookup); err != nil {
			b.Fatal(err)
		}
	}
	reportMoves(b, m)
}
