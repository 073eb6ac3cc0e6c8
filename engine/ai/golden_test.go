package ai_test

import (
	"fmt"
	"hash/crc32"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/formation"
	"kaskade/engine/game"
)

// goldenMoves: the moves every level chooses on fixed Kaskade and Die
// Formation positions, summed up in a checksum written down before the
// levels learnt other games: for these games they must not change.
const goldenMoves = 0xccada6ed

func TestTwoPlayerLevelsUnchanged(t *testing.T) {
	var all []game.State
	all = append(all, positions(1, 77)...)
	for seed := range 4 {
		g, err := formation.NewGame(fmt.Sprintf("random:%d", seed))
		if err != nil {
			t.Fatal(err)
		}
		for range 6 + 3*seed {
			g.Apply(g.LegalMoves(nil)[0])
		}
		all = append(all, g)
	}
	var text []byte
	for _, name := range ai.Levels {
		p := level(t, name)
		for i, g := range all {
			r := ai.Think(p, g, uint64(i), nil)
			text = fmt.Appendf(text, "%s %d %d %d %v\n", name, r.Move, r.Score, r.Nodes, r.PV)
		}
	}
	if sum := crc32.ChecksumIEEE(text); sum != goldenMoves {
		t.Fatalf("the levels choose otherwise on Kaskade and Die Formation: checksum %#x, want %#x\n%s", sum, goldenMoves, text)
	}
}
