package match

import (
	"math/rand/v2"
	"strings"
	"testing"

	"kaskade/engine/games"
)

// TestNewSeeded: a given seed deals other cards than the options' own,
// the same ones every time, and the save names it so that Decode deals
// them again.
func TestNewSeeded(t *testing.T) {
	g, err := games.Lookup("kaleidoskop")
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := New(g, "players=3,deal=5")
	a, err := NewSeeded(g, "players=3,deal=5", 987654321)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewSeeded(g, "players=3,deal=5", 987654321)
	if a.State().String() == plain.State().String() {
		t.Error("the seed dealt the same as the options' deal")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 40 {
		st := a.State()
		if st.IsOver() {
			break
		}
		mv := st.LegalMoves(nil)
		pick := mv[rng.IntN(len(mv))]
		if err := a.PlayMove(pick); err != nil {
			t.Fatal(err)
		}
		if err := b.PlayMove(pick); err != nil {
			t.Fatal(err)
		}
	}
	if a.State().String() != b.State().String() {
		t.Error("the same seed dealt differently")
	}
	save := Encode(a)
	if !strings.Contains(string(save), "\nseed 987654321\n") {
		t.Errorf("the save has no seed line:\n%s", save)
	}
	back, err := Decode(save, games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if back.State().String() != a.State().String() {
		t.Error("the save's replay dealt differently")
	}
	if strings.Contains(string(Encode(plain)), "seed") {
		t.Error("a match with the options' own seed writes a seed line")
	}
	if _, err := Decode([]byte("kaskade-save 1\ngame kaleidoskop\nseed x\nend\n"), games.Lookup); err == nil {
		t.Error("a bad seed line was read")
	}
}
