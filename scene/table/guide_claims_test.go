//go:build !js

package table

import (
	"slices"
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/view"
)

// What the guided games' texts say happens does happen: each game's
// claims are checked on the engine's positions after the steps they
// follow.

// guidedAfter is the guided game of name after its first n steps.
func guidedAfter(t *testing.T, name string, n int) game.State {
	t.Helper()
	spec, _ := view.SpecFor(name)
	g, _ := games.Lookup(name)
	mt, err := match.New(g, spec.Guide.Options)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range spec.Guide.Steps[:n] {
		if err := mt.Play(s.Move); err != nil {
			t.Fatal(err)
		}
	}
	return mt.State()
}

func TestGuideKaskadeClaims(t *testing.T) {
	at := func(st game.State, cell string) (int, kaskade.Player) {
		s := kaskadeview.KaskadeOf(st)
		c, _ := s.Size().ParseCell(cell)
		return s.At(c)
	}
	// Step 3: a1 overflowed into a2 and b1 and is empty again.
	st := guidedAfter(t, "kaskade", 3)
	if n, _ := at(st, "a1"); n != 0 {
		t.Errorf("after step 3 a1 holds %d", n)
	}
	for _, c := range []string{"a2", "b1"} {
		if n, p := at(st, c); n != 1 || p != kaskade.White {
			t.Errorf("after step 3 %s holds %d of %v", c, n, p)
		}
	}
	// Step 8: b2 was taken by Black and holds 2.
	if n, p := at(guidedAfter(t, "kaskade", 8), "b2"); n != 2 || p != kaskade.Black {
		t.Errorf("after step 8 b2 holds %d of %v, the text says 2 of Black's", n, p)
	}
	// Step 13: a chain of several waves wins.
	before := kaskadeview.KaskadeOf(guidedAfter(t, "kaskade", 12)).Clone()
	c, _ := before.Size().ParseCell("a1")
	r, err := before.Play(c)
	if err != nil || len(r.Waves) < 3 || r.Winner != kaskade.White {
		t.Errorf("the last step is no chain that wins: %d waves, winner %v, %v", len(r.Waves), r.Winner, err)
	}
}

func TestGuideFormationClaims(t *testing.T) {
	// Step 1: red goes at most as far as the next red square, e4.
	start := guidedAfter(t, "formation", 0)
	if _, err := start.ParseMove("e8-e3"); err == nil {
		t.Error("e8-e3 is legal: red would pass the red e4")
	}
	if _, err := start.ParseMove("e8-e4"); err != nil {
		t.Errorf("e8-e4: %v", err)
	}
	// Step 9: e4, e5, f5 and g5 are Black's: a group of four.
	pieces := strings.Fields(guidedAfter(t, "formation", 9).String())[1]
	rows := strings.Split(pieces, "/")
	at := func(sq string) byte {
		row := rows[8-int(sq[1]-'0')]
		col := 0
		for i := 0; i < len(row); i++ {
			ch := row[i]
			if ch >= '1' && ch <= '8' {
				col += int(ch - '0')
				if col > int(sq[0]-'a') {
					return '.'
				}
				continue
			}
			if col == int(sq[0]-'a') {
				return ch
			}
			col++
		}
		return '.'
	}
	for _, sq := range []string{"e4", "e5", "f5", "g5"} {
		if at(sq) != 'b' {
			t.Errorf("after step 9 %s is %q, not Black's (%s)", sq, at(sq), pieces)
		}
	}
}

func TestGuideCascadesClaims(t *testing.T) {
	// From step 9 on White cannot reach c6.
	for n := 9; n < 11; n++ {
		st := guidedAfter(t, "cascades", n)
		var moves []string
		for _, mv := range st.LegalMoves(nil) {
			moves = append(moves, st.FormatMove(mv))
		}
		if slices.Contains(moves, "c6") {
			t.Errorf("after step %d White may drop c6: %v", n, moves)
		}
	}
	// Step 12 wins at once.
	end := guidedAfter(t, "cascades", 12)
	if !end.IsOver() || end.Result(0) <= 0 {
		t.Errorf("the last step does not win for Black: %s", end)
	}
}
