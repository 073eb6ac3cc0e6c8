package ai

import "testing"

// With deep pairs a shallow result never pushes out a deeper one of another
// position that shares its pair, and the latest result is still found.
func TestTableKeepsTheDeeper(t *testing.T) {
	for _, deep := range []bool{false, true} {
		tt := newTable(4, deep)
		a, b := uint64(0x100), uint64(0x101) // the same pair, two slots apart without deep
		if deep {
			b = 0x200 // the same pair, and the same slot without deep
		}
		tt.store(a, 1, 10, 7, exact)
		tt.store(b, 2, 20, 2, exact)
		_, keptA := tt.probe(a)
		_, foundB := tt.probe(b)
		if !foundB {
			t.Errorf("deep=%v: the latest result is lost", deep)
		}
		if deep && !keptA {
			t.Errorf("deep pairs: the depth-7 result was replaced by a depth-2 one")
		}
	}
	tt := newTable(4, true)
	tt.store(0x100, 1, 10, 2, exact)
	tt.store(0x200, 2, 20, 7, exact) // deeper: takes the first slot
	tt.store(0x300, 3, 30, 1, exact) // shallow: the second slot
	for key, want := range map[uint64]bool{0x100: false, 0x200: true, 0x300: true} {
		if _, ok := tt.probe(key); ok != want {
			t.Errorf("key %#x found %v, want %v", key, ok, want)
		}
	}
}
