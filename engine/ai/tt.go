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

// table is a transposition table indexed by the low bits of the hash. By
// default it always replaces: simple, and enough while a search's nodes fit
// in it. With deep (Config.TTDeep) the entries go in pairs: the first of a
// pair keeps the deepest result stored there, the second the latest, so a
// long search does not overwrite the results near its root (the costliest)
// with the many shallow ones.
type table struct {
	e    []entry
	mask uint64
	deep bool
}

func newTable(bits int, deep bool) *table {
	return &table{e: make([]entry, 1<<bits), mask: 1<<bits - 1, deep: deep}
}

func (t *table) probe(key uint64) (entry, bool) {
	i := key & t.mask
	if t.deep {
		i &^= 1
		if e := t.e[i]; e.key == key && e.kind != 0 {
			return e, true
		}
		i++
	}
	e := t.e[i]
	return e, e.key == key && e.kind != 0
}

func (t *table) store(key uint64, m game.Move, score, depth int, kind uint8) {
	i := key & t.mask
	if t.deep {
		i &^= 1
		if d := t.e[i]; d.kind != 0 && d.key != key && int(d.depth) > depth {
			i++ // the deeper result stays
		}
	}
	t.e[i] = entry{key: key, move: m, score: int32(score), depth: int8(depth), kind: kind}
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
