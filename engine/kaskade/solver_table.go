package kaskade

import (
	"math/bits"

	"kaskade/engine/game"
)

// table is the solver's transposition table. It starts small and doubles
// as it fills, up to a size fixed by the budget, so memory stays bounded
// whatever the budget. Entries come in buckets of two; when both are
// taken, a new position replaces the one of the pair that cost less to
// search. The full key is stored, so a hit is never a collision.
type table struct {
	slots []slot
	mask  uint64 // len(slots)-1, len a power of two
	used  int
	limit int // the most slots it may grow to
}

// slot remembers bounds on a position's value (see score) and the best
// move found, in the canonical orientation of the key.
type slot struct {
	key    uint64 // key+1; 0: empty
	lo, hi int16  // lo <= value <= hi
	move   uint8  // best move + 1; 0: none
	work   uint8  // log2 of the positions its search took: what to keep
}

// Table size: it grows to a slot per position of the budget, within
// these bounds, or to what SolveOptions.TableBits says.
const (
	minTableBits = 12
	maxTableBits = 24 // 16 M slots of 16 bytes: 256 MB
	topTableBits = 28 // the most TableBits may ask for: 4 GB
)

// tableBitsFor is the table's size for a search of budget positions
// unless asked otherwise (asked > 0).
func tableBitsFor(budget int64, asked int) int {
	switch {
	case asked > 0:
		return min(max(asked, minTableBits), topTableBits)
	case budget > 0:
		return min(max(bits.Len64(uint64(budget)), minTableBits), maxTableBits)
	}
	return maxTableBits
}

func newTable(limitBits int) *table {
	t := &table{limit: 1 << limitBits}
	t.resize(1 << minTableBits)
	return t
}

// resize moves the entries to a table of n slots.
func (t *table) resize(n int) {
	old := t.slots
	t.slots, t.mask, t.used = make([]slot, n), uint64(n-1), 0
	for _, s := range old {
		if s.key != 0 {
			i := t.bucket(s.key - 1)
			if t.slots[i].key != 0 {
				i++
			}
			if t.slots[i].key == 0 {
				t.slots[i] = s
				t.used++
			}
		}
	}
}

// bucket is the index of key's first slot.
func (t *table) bucket(key uint64) uint64 { return game.Mix64(key) & t.mask &^ 1 }

// get returns the slot of key, or nil.
func (t *table) get(key uint64) *slot {
	i := t.bucket(key)
	for j := i; j < i+2; j++ {
		if t.slots[j].key == key+1 {
			return &t.slots[j]
		}
	}
	return nil
}

// put records new bounds for key, narrowing what is known already.
func (t *table) put(key uint64, lo, hi int, move Cell, nodes int64) {
	i := t.bucket(key)
	s := &t.slots[i]
	switch {
	case s.key == key+1:
	case t.slots[i+1].key == key+1 || t.slots[i+1].work < s.work:
		s = &t.slots[i+1]
	}
	if s.key != key+1 {
		if s.key == 0 {
			t.used++
		}
		*s = slot{key: key + 1, lo: -scoreInf, hi: scoreInf}
	}
	s.lo, s.hi = max(s.lo, int16(lo)), min(s.hi, int16(hi))
	if move >= 0 {
		s.move = uint8(move) + 1
	}
	s.work = max(s.work, uint8(bits.Len64(uint64(nodes))))
	if t.used > len(t.slots)/2 && len(t.slots) < t.limit {
		t.resize(2 * len(t.slots))
	}
}
