package cascades

import (
	"math/bits"

	"kaskade/engine/game"
)

// reach has, per row, the cells p holds or could still come to hold with
// plain drops: its stones and every empty cell that hangs below them
// through empty cells. The opponent's drops only ever shrink it, so with
// plain drops a side never scores more than its reach counts.
func (s *State) reach(p Side) [MaxHeight]uint32 {
	z := s.opt.Size
	var out [MaxHeight]uint32
	out[0] = s.rows[p][0]
	for r := 1; r < z.H; r++ {
		up := out[r-1]
		out[r] = s.rows[p][r] | (up|up<<1)&s.empty(r)
	}
	return out
}

// potential is the most p can still score with plain drops: its reach on
// the bottom row, or on the whole board with territory scoring.
func (s *State) potential(p Side) int {
	reach := s.reach(p)
	if !s.opt.Territory {
		return bits.OnesCount32(reach[s.opt.Size.H-1])
	}
	n := 0
	for r := 0; r < s.opt.Size.H; r++ {
		n += bits.OnesCount32(reach[r])
	}
	return n
}

// far is a distance no drop sequence reaches: the cell is cut off.
const far = 255

// distances gives, per cell of each row, how many drops p needs to fill
// it (0 for its own stones, far when the opponent blocks every way).
func (s *State) distances(p Side, d *[MaxHeight][32]uint8) {
	z := s.opt.Size
	for r := 0; r < z.H; r++ {
		for j := 0; j < z.RowLen(r); j++ {
			switch {
			case s.rows[p][r]>>uint(j)&1 != 0:
				d[r][j] = 0
			case r == 0 || s.rows[p.Opponent()][r]>>uint(j)&1 != 0:
				d[r][j] = far
			default:
				best := uint8(far)
				if j > 0 {
					best = d[r-1][j-1]
				}
				if j < z.RowLen(r-1) {
					best = min(best, d[r-1][j])
				}
				d[r][j] = min(best, far-1) + 1
			}
		}
	}
}

// Evaluate scores the position from p's view: the stones that count, and
// for each empty cell that counts, who can get there and how much sooner.
func (s *State) Evaluate(p game.Player) int {
	var db, dw [MaxHeight][32]uint8
	s.distances(Black, &db)
	s.distances(White, &dw)
	z := s.opt.Size
	first := z.H - 1
	if s.opt.Territory {
		first = 1
	}
	v := 0
	for r := first; r < z.H; r++ {
		for j := 0; j < z.RowLen(r); j++ {
			v += cellValue(db[r][j], dw[r][j])
		}
	}
	if p == game.Player(White) {
		return -v
	}
	return v
}

// cellValue is a cell's worth for Black given both sides' distances to it.
func cellValue(b, w uint8) int {
	switch {
	case b == 0:
		return 100
	case w == 0:
		return -100
	case b == far && w == far:
		return 0
	case w == far:
		return 70
	case b == far:
		return -70
	}
	return 12 * max(-4, min(4, int(w)-int(b)))
}

// NoisyMoves (game.Tactical) are the second drops of a turn under way. A
// turn is two drops, so a search that stops after the first one would
// score a position where the mover still has a drop in hand as if it had
// none: the quiescence search plays the drop out (or stands on the static
// score, as ending the turn would), so that every leaf is a turn's end.
func (s *State) NoisyMoves(buf []game.Move) []game.Move {
	if s.drops != 1 || s.Over() {
		return buf
	}
	z := s.opt.Size
	for r := 1; r < z.H; r++ {
		base := game.Move(z.rowStart(r))
		for d := s.dropRow(s.toMove, r); d != 0; d &= d - 1 {
			buf = append(buf, base+game.Move(bits.TrailingZeros32(d)))
		}
	}
	return buf
}

// OrderScore prefers drops low on the board, and among them drops where
// the opponent could come too; End comes last.
func (s *State) OrderScore(m game.Move) int {
	if m == End || s.Over() {
		return -1000
	}
	z := s.opt.Size
	r, j := z.RowCol(Cell(m))
	v := 8 * r
	if r == z.H-1 {
		v += 40
	}
	if s.opt.Free {
		return v
	}
	if up := s.rows[s.toMove.Opponent()][r-1]; (up|up<<1)>>uint(j)&1 != 0 {
		v += 4
	}
	return v
}
