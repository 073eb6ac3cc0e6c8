package kaskade

import "fmt"

// FromCells builds a running position of size z from its cells (count[c]
// balls owned by owner[c], row by row from the top-left cell) with toMove
// to move. A set-up position need not come from a game with alternating
// moves (the course's protocol lets either side begin from any board), so
// unlike Parse it does not tie the side to move to the ball count; the move
// count is the ball count, so that the win check (from the second move on)
// applies as soon as two balls have been played. It refuses what no running
// game has: a cell at or over its capacity, an owner without balls or
// balls without an owner, and, with two or more balls, a side without a
// cell (that game would be decided already).
func FromCells(z Size, count []int, owner []Player, toMove Player) (*State, error) {
	s, err := New(z)
	if err != nil {
		return nil, err
	}
	if len(count) != z.Cells() || len(owner) != z.Cells() {
		return nil, fmt.Errorf("%d cells given, the board %s has %d", len(count), z, z.Cells())
	}
	if toMove != White && toMove != Black {
		return nil, fmt.Errorf("the side to move must be white or black")
	}
	balls := 0
	for i, n := range count {
		c := Cell(i)
		switch col, row := z.ColRow(c); {
		case n < 0 || n >= z.Capacity(c):
			return nil, fmt.Errorf("cell x=%d y=%d: %d balls, its capacity is %d", col, row, n, z.Capacity(c))
		case (n == 0) != (owner[i] == NoPlayer) || owner[i] > Black || owner[i] < NoPlayer:
			return nil, fmt.Errorf("cell x=%d y=%d: %d balls need an owner exactly when there are balls", col, row, n)
		}
		s.put(c, uint8(n), owner[i])
		balls += n
	}
	if balls >= 2 && (!s.ownsAny(White) || !s.ownsAny(Black)) {
		return nil, fmt.Errorf("%d balls of one colour: the game would be decided already", balls)
	}
	s.moves, s.toMove = balls, toMove
	return s, nil
}
