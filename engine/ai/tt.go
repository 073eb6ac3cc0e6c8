package ai

import "kaskade/engine/game"

// Bound kinds of a stored score.
const (
	exact uint8 = iota + 1
	lower       // the score is at least this (a cut-off)
	upper       // the score is at most this (no move reached alpha)
)

type entry struct {
	key   uint64
	move  game.Move
	score int32
	depth int8
	kind  uint8
}

// table is a transposition table indexed by the low bits of the hash,
// always replacing: simple, and good enough for one move's search.
type table struct {
	e    []entry
	mask uint64
}

func newTable(bits int) *table {
	return &table{e: make([]entry, 1<<bits), mask: 1<<bits - 1}
}

func (t *table) probe(key uint64) (entry, bool) {
	e := t.e[key&t.mask]
	return e, e.key == key && e.kind != 0
}

func (t *table) store(key uint64, m game.Move, score, depth int, kind uint8) {
	t.e[key&t.mask] = entry{key: key, move: m, score: int32(score), depth: int8(depth), kind: kind}
}

// Won and lost scores count plies from the root; the table stores them
// relative to the node so that they stay true wherever the node recurs.
func toTable(v, ply int) int {
	switch {
	case v > winScore-maxPly:
		return v + ply
	case v < -winScore+maxPly:
		return v - ply
	}
	return v
}

func fromTable(v, ply int) int {
	switch {
	case v > winScore-maxPly:
		return v - ply
	case v < -winScore+maxPly:
		return v + ply
	}
	return v
}
