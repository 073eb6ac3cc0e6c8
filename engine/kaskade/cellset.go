package kaskade

// cellSet is a set of cells, one bit per cell. Owners are kept as sets,
// not per cell: a change of hands is two word operations, the win check
// looks at a few words, and the legal moves are the complement of the
// opponent's set.
type cellSet [setWords]uint64

// setWords covers MaxCells; a power of two, so that a masked word index
// needs no bounds check.
const setWords = 8

func (cs *cellSet) add(c Cell) {
	w, bit := word(c)
	cs[w] |= bit
}

func (cs *cellSet) del(c Cell) {
	w, bit := word(c)
	cs[w] &^= bit
}

// word locates cell c in a cellSet: the word's index and the cell's bit.
func word(c Cell) (w uint, bit uint64) {
	return uint(c) >> 6 & (setWords - 1), 1 << (uint(c) & 63)
}
