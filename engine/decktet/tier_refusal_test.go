package decktet

import (
	"testing"

	"kaskade/engine/game"
)

// A drop names a tier: the wrong one is refused with the tier it goes to,
// the right one gives Check's answer, a refused move keeps its own reason.
func TestCheckDropNamesTheTier(t *testing.T) {
	s := setup(t, "", [3]string{"2-Author"}, "3-Savage,2-Desert", "", [3]string{"3-Journey"}, 1)
	desert := card(t, "2-Desert")
	for _, c := range []struct {
		move Move
		tier int
		code string
		args []any
	}{
		{Waste, Top, CodeWrongTier, []any{desert, Middle, Top}},
		{Waste, Bottom, CodeWrongTier, []any{desert, Middle, Bottom}},
		{Waste, Middle, "", nil},               // an empty tier takes any card
		{R1, Top, CodePileClosed, []any{1, 1}}, // the pile's own reason first
		{Waste, 3, game.CodeNoMove, nil},       // no such tier
		{Turn, Top, game.CodeNoMove, nil},      // no card to drop
	} {
		err := s.CheckDrop(c.move, c.tier)
		if c.code == "" {
			if err != nil {
				t.Errorf("drop %v on %d: %v, want legal", c.move, c.tier, err)
			}
			continue
		}
		r, ok := game.RefusalOf(err)
		if !ok || r.Code != c.code {
			t.Errorf("drop %v on %d: %v, want code %s", c.move, c.tier, err, c.code)
			continue
		}
		if c.args != nil && len(r.Args) != len(c.args) {
			t.Errorf("drop %v on %d: args %v, want %v", c.move, c.tier, r.Args, c.args)
			continue
		}
		for i, a := range c.args {
			if r.Args[i] != a {
				t.Errorf("drop %v on %d: args %v, want %v", c.move, c.tier, r.Args, c.args)
			}
		}
	}
}

// A card that fits no suit of its tier is still told its tier when it is
// dropped elsewhere, and its suit reason on its own tier.
func TestCheckDropSuitAfterTier(t *testing.T) {
	s := setup(t, "", [3]string{"2-Author"}, "3-Savage", "", [3]string{}, 1)
	if r, ok := game.RefusalOf(s.CheckDrop(Waste, Middle)); !ok || r.Code != CodeWrongTier {
		t.Errorf("Savage on the middle tier: %v, want %s", r, CodeWrongTier)
	}
	if r, ok := game.RefusalOf(s.CheckDrop(Waste, Top)); !ok || r.Code != CodeNoSuit {
		t.Errorf("Savage on the top tier: %v, want %s", r, CodeNoSuit)
	}
}
