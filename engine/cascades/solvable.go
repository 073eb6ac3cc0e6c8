package cascades

import (
	"math/bits"

	"kaskade/engine/game"
)

// The computer's top level asks a game for its exact solver through
// ExactSearch (engine/ai's Solvable). Cascades offers Sliced: the solver
// proves win, draw or loss and a best turn, and the move handed over is
// that turn's next move. Keeping to such a move keeps the value: a winning
// side stays winning, a drawing side never falls below a draw, and as
// plain drops never remove a stone the game is finite, so a kept win ends
// as a win.

// SettledCells is the most cells below the top row a board may have for
// the computer to solve any of its positions without a bound: the boards
// up to 4x5 (18 cells), whose start settles within about 130,000
// positions (docs/cascades-solved.md). Larger boards solve within
// exactBudget positions, which settles positions near the end.
const SettledCells = 18

// Settled reports whether the computer solves every position of a game
// with options o without a bound (see SettledCells).
func Settled(o Options) bool {
	return Solvable(o) == nil && o.Size.Cells()-o.Size.W <= SettledCells
}

// exactBudget bounds a solve on a board that is not Settled: enough for a
// position late in the game, while earlier it would only take the
// computer's time from its own search.
const exactBudget = 1 << 16

// exactEmpty is the most empty cells below the top row at which a board
// that is not Settled is handed to the solver at all: in games between the
// computer's levels on 8x8 the start of a turn first settled within
// exactBudget with 35 and 23 empty cells left, so earlier the solver would
// spend the whole thinking time of a short move and settle nothing.
const exactEmpty = 40

// exactSlice is the positions of one slice of the computer's sliced
// solve. Each slice walks back from the start through the table, so a
// larger slice wastes less; a smaller one lets a caller's frame end
// sooner.
const exactSlice = 1 << 13

// ExactSearch is a sliced solve of s for the computer's top level within
// budget positions, in slices of exactSlice; 0 means none on a Settled
// board and exactBudget elsewhere. It is nil where the solver does not
// apply: the free-drop variant, a board too large, a game that is over,
// and on a board that is not Settled a position with more than exactEmpty
// empty cells.
func (s *State) ExactSearch(budget int64) game.ExactSearch {
	if budget == 0 && !Settled(s.opt) {
		if s.emptyBelowTop() > exactEmpty {
			return nil
		}
		budget = exactBudget
	}
	return s.SlicedSearch(budget, exactSlice)
}

// SlicedSearch is a solve of s within limit positions (0: no bound) whose
// Step searches whole slices of slice positions while they fit, or with
// slice 0 one slice of the room it is given (a screen's hint uses what a
// frame leaves). It is nil where the solver does not apply: the free-drop
// variant, a board too large, a game that is over, a negative limit or
// slice.
func (s *State) SlicedSearch(limit, slice int64) game.ExactSearch {
	if slice < 0 {
		return nil
	}
	x, err := NewSliced(s, limit)
	if err != nil {
		return nil
	}
	return &exactSearch{x: x, slice: slice, empty: s.emptyBelowTop()}
}

// exactSearch runs a Sliced solve in whole slices that fit a caller's
// room, or in one slice of the room.
type exactSearch struct {
	x        *Sliced
	slice    int64 // positions per slice; 0: the room a Step is given
	empty    int   // empty cells below the top row at the start
	canceled bool
}

// Step searches whole slices while they fit in nodes more positions (by
// room: one slice of nodes) and returns how many it
// searched: none when the next slice does not fit.
func (e *exactSearch) Step(nodes int64) int64 {
	start := e.x.Nodes()
	if e.slice == 0 {
		if !e.Done() && nodes >= 1 {
			e.x.Step(nodes)
		}
		return e.x.Nodes() - start
	}
	for !e.Done() && e.x.Nodes()-start+e.slice <= nodes {
		e.x.Step(e.slice)
	}
	return e.x.Nodes() - start
}

// Slice is the most positions the next slice searches; by room, one.
func (e *exactSearch) Slice() int64 { return max(e.slice, 1) }

func (e *exactSearch) Done() bool   { return e.canceled || e.x.Done() }
func (e *exactSearch) Nodes() int64 { return e.x.Nodes() }

// Cancel ends the solve: Step searches no more and Best is not ok unless
// the solve had finished.
func (e *exactSearch) Cancel() { e.canceled = true }

// Best is the next move of the solver's best turn once it has settled the
// position. The solver proves the outcome, not the game's length, so the
// length is a bound: a win or loss is within two moves per empty cell
// below the top row (a drop and at most one end or pass each) and two
// passes. A draw has length 0. ok is false until settled, and for good
// when the budget ran out or the solve was canceled first.
func (e *exactSearch) Best() (game.Move, int, bool) {
	if !e.x.Done() {
		return game.NoMove, 0, false
	}
	sol := e.x.Result()
	if sol.Outcome == Unknown || len(sol.Turn) == 0 {
		return game.NoMove, 0, false
	}
	length := 2*e.empty + 2
	switch sol.Outcome {
	case Draw:
		length = 0
	case Loss:
		length = -length
	}
	return sol.Turn[0], length, true
}

// emptyBelowTop counts the empty cells below the top row.
func (s *State) emptyBelowTop() int {
	z, n := s.opt.Size, 0
	for r := 1; r < z.H; r++ {
		n += z.RowLen(r) - bits.OnesCount32(s.rows[Black][r]|s.rows[White][r])
	}
	return n
}
