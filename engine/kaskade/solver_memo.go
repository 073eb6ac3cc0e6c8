package kaskade

import "sync"

// The computer solves the position before each of its moves, and most of
// what one solve learns the next needs again. A solve with Keep takes the
// table the last kept solve of the same board size left and leaves its own
// when it ends. The table holds exact bounds on positions' values whatever
// the root, and the solver's answer does not depend on what the table
// holds (see Solver.rootMove), so a kept table makes solves faster, never
// different. One table is kept, for one size; a solve that finds it taken
// (two at once) starts an empty one.

// keptTableBits bounds a kept table: 2^21 slots of 16 bytes, 32 MB, little
// enough for the browser (3x4 from the start takes 240,000 slots).
const keptTableBits = 21

var kept struct {
	sync.Mutex
	size Size
	tab  *table
}

// takeTable is the table for a solve of a board of size z: the kept one
// when keep asks for it and one is there, else an empty one of up to
// 2^limitBits slots.
func takeTable(z Size, limitBits int, keep bool) *table {
	if !keep {
		return newTable(limitBits)
	}
	kept.Lock()
	defer kept.Unlock()
	t := kept.tab
	if t == nil || kept.size != z {
		return newTable(min(limitBits, keptTableBits))
	}
	kept.tab = nil
	return t
}

// keepTable leaves t, a solve's table on a board of size z, for the next.
func keepTable(z Size, t *table) {
	kept.Lock()
	defer kept.Unlock()
	kept.size, kept.tab = z, t
}

// ForgetSolves drops the kept table: the next kept solve starts afresh,
// for measurements and tests that must not depend on earlier solves.
func ForgetSolves() {
	kept.Lock()
	defer kept.Unlock()
	kept.tab = nil
}
