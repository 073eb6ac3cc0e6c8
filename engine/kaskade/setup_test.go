package kaskade

import "testing"

// TestFromCells builds set-up positions and refuses the ones no running
// game has.
func TestFromCells(t *testing.T) {
	z := Size{Cols: 3, Rows: 3}
	e := make([]int, 9)
	none := make([]Player, 9)
	s, err := FromCells(z, e, none, Black)
	if err != nil || s.ToMove() != Black || s.Moves() != 0 {
		t.Fatalf("empty board: %v %v", s, err)
	}
	count := []int{0, 0, 0, 2, 1, 0, 0, 0, 1}
	owner := []Player{0, 0, 0, White, Black, 0, 0, 0, Black}
	s, err = FromCells(z, count, owner, White)
	if err != nil || s.Moves() != 4 {
		t.Fatalf("example: %v %v", s, err)
	}
	s.Place(z.CellAt(0, 1))
	if n, o := s.At(z.CellAt(1, 1)); n != 2 || o != White {
		t.Errorf("after x=0 y=1 the centre is %d %v, want 2 white", n, o)
	}
	bad := []struct {
		name  string
		count []int
		owner []Player
		to    Player
	}{
		{"short", e[:8], none[:8], White},
		{"full corner", []int{2, 0, 0, 0, 0, 0, 0, 0, 1}, []Player{White, 0, 0, 0, 0, 0, 0, 0, Black}, White},
		{"owner without balls", e, []Player{White, 0, 0, 0, 0, 0, 0, 0, 0}, White},
		{"balls without owner", []int{1, 0, 0, 0, 0, 0, 0, 0, 0}, none, White},
		{"one colour", []int{1, 1, 0, 0, 0, 0, 0, 0, 0}, []Player{Black, Black, 0, 0, 0, 0, 0, 0, 0}, White},
		{"no side to move", e, none, NoPlayer},
	}
	for _, b := range bad {
		if _, err := FromCells(z, b.count, b.owner, b.to); err == nil {
			t.Errorf("%s: accepted", b.name)
		}
	}
	if _, err := FromCells(z, []int{1, 0, 0, 0, 0, 0, 0, 0, 0}, []Player{Black, 0, 0, 0, 0, 0, 0, 0, 0}, Black); err != nil {
		t.Errorf("one ball of one colour: %v", err)
	}
}
