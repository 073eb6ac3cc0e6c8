package kaskade

import "encoding/binary"

// The evaluation's two per-cell counts on boards of at most 64 cells, eight
// cells at a time: the ball counts are bytes in a row, so eight of them are
// one word.

// fullWord is fullSet on a board of at most 64 cells: a cell is full when
// its count equals its byte of geo.fullBytes.
func (s *State) fullWord() uint64 {
	var full uint64
	for i, want := range s.geo.fullBytes {
		full |= zeroBytes(binary.LittleEndian.Uint64(s.count[8*i:])^want) << (8 * i)
	}
	return full
}

// zeroBytes has bit k set when byte k of x is zero.
func zeroBytes(x uint64) uint64 {
	const low7 = 0x7f7f7f7f7f7f7f7f
	high := ^((x&low7 + low7) | x | low7) // the top bit of each zero byte
	// Bit 8k moves to 56+k; no two products share a bit, so nothing carries.
	return (high >> 7) * 0x0102040810204080 >> 56
}

// ballsWord is the number of balls in the cells of own on a board of at
// most 64 cells.
func (s *State) ballsWord(own uint64) int {
	n := 0
	for i := 0; own != 0; i, own = i+1, own>>8 {
		counts := binary.LittleEndian.Uint64(s.count[8*i:]) & byteMask[own&0xff]
		n += int(counts * 0x0101010101010101 >> 56) // the sum of the eight bytes (at most 24)
	}
	return n
}

// byteMask turns eight cells' bits into their bytes: 0xff where set.
var byteMask = func() (t [256]uint64) {
	for b := range t {
		for k := range 8 {
			if b>>k&1 != 0 {
				t[b] |= 0xff << (8 * k)
			}
		}
	}
	return t
}()
