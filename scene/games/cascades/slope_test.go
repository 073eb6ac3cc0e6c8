package cascades

import (
	"math"
	"testing"

	"kaskade/engine/cascades"
	"kaskade/scene/ui"
)

// TestSlopeHoldsTheBoard: the mountain drawn behind the hexagons covers
// every cell's centre on a wide screen and on an upright phone, where the
// board is turned (the outline once stayed unturned and cut through it).
func TestSlopeHoldsTheBoard(t *testing.T) {
	for _, tc := range []struct {
		w, h float64
		rot  bool
	}{{900, 700, false}, {390, 760, true}} {
		for _, z := range []cascades.Size{{W: 8, H: 8}, {W: 4, H: 3}, {W: 10, H: 10}} {
			l := layoutView(ui.Rect{W: tc.w, H: tc.h}, 1, z)
			if l.Rot != tc.rot {
				t.Errorf("%v at %gx%g: turned %v, want %v", z, tc.w, tc.h, l.Rot, tc.rot)
			}
			q := slopeCorners(l)
			for r := 0; r < z.H; r++ {
				for j := 0; j < z.RowLen(r); j++ {
					if c := l.At(float64(r), float64(j)); !inside(q, c) {
						t.Errorf("%v at %gx%g: cell (%d,%d) at %v is off the slope %v", z, tc.w, tc.h, r, j, c, q)
					}
				}
			}
		}
	}
}

// inside reports whether p is inside the convex quadrilateral q (either
// winding).
func inside(q [4]ui.Point, p ui.Point) bool {
	sign := 0.0
	for i := range q {
		a, b := q[i], q[(i+1)%len(q)]
		cross := (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)
		if cross != 0 && sign != 0 && math.Signbit(cross) != math.Signbit(sign) {
			return false
		}
		if cross != 0 {
			sign = cross
		}
	}
	return true
}
