package kaleidoskop

import (
	"strings"
	"testing"

	"kaskade/engine/games"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// The guided game does what its steps say, replayed through a match (the
// chance steps drawn as the guide's table draws them): the learner
// starts and holds B14; one red crystal makes two hexes red beside a
// neutral one of a pink and a purple crystal, which completes B14 for 2
// scoring crystals and the holder; the drawn card is hidden from the
// others; blue ties a red hex to neutral, green wins a hex two to one,
// a second red wins the tied hex back and the holder goes under it; and
// the learner's End turn is never held up by a mission left to complete.
func TestGuideDoesWhatItSays(t *testing.T) {
	g, err := games.Lookup("kaleidoskop")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := match.New(g, guide.Options)
	if err != nil {
		t.Fatal(err)
	}
	s := mt.State().(*kal.State)
	b14, _ := kal.ParseCard("B14")
	if s.CurrentPlayer() != guide.Learner || guide.Learner != 0 || !hasCard(s.Hand(0), b14) {
		t.Fatalf("seat %d starts, the learner holds %v", s.CurrentPlayer(), s.Hand(0))
	}
	crystals := s.Crystals(0)
	for i, step := range guide.Steps {
		if step.Move == "end" && s.CurrentPlayer() == guide.Learner && len(s.CanComplete()) > 0 {
			t.Errorf("step %d: End turn would first warn of %v", i+1, s.CanComplete())
		}
		mv, err := s.ParseMove(step.Move)
		if err != nil {
			t.Fatal(err)
		}
		if err := mt.PlayMove(mv); err != nil {
			t.Fatalf("step %d: %v", i+1, err)
		}
		s = mt.State().(*kal.State)
		kalGuideClaims(t, s, i+1, crystals)
	}
}

// kalGuideClaims checks what step n's rule says happened.
func kalGuideClaims(t *testing.T, s *kal.State, n, crystals int) {
	t.Helper()
	hex := func(h string, want kal.Colour, counts map[kal.Colour]int) {
		t.Helper()
		x, _ := kal.ParseHex(h)
		got := cornerCounts(s, x)
		if s.HexColour(x) != want || len(got) != len(counts) {
			t.Errorf("after step %d hex %s is %v with corners %v, want %v with %v", n, h, s.HexColour(x), got, want, counts)
			return
		}
		for c, k := range counts {
			if got[c] != k {
				t.Errorf("after step %d hex %s has corners %v, want %v", n, h, got, counts)
			}
		}
	}
	switch n {
	case 1:
		hex("0,-2", kal.Red, map[kal.Colour]int{kal.Red: 1})
		hex("-1,-1", kal.Red, map[kal.Colour]int{kal.Red: 1})
		hex("0,-1", kal.None, map[kal.Colour]int{kal.Pink: 1, kal.Purple: 1})
		b14, _ := kal.ParseCard("B14")
		if !s.Matches(b14, 0) {
			t.Error("B14's first mission is not on the board")
		}
	case 2:
		if s.Crystals(0) != crystals+2 || !s.Owns(0, kal.Holder) {
			t.Errorf("after the mission the learner has %d crystals (had %d), holder %v", s.Crystals(0), crystals, s.Owns(0, kal.Holder))
		}
	case 3:
		other := s.ViewFor(1).(*kal.State)
		if len(s.Hand(0)) != 3 || len(other.Hand(0)) != 0 {
			t.Errorf("after the draw the learner holds %v; the second seat sees %v", s.Hand(0), other.Hand(0))
		}
	case 5:
		hex("-1,-1", kal.None, map[kal.Colour]int{kal.Red: 1, kal.Blue: 1})
	case 7:
		hex("1,0", kal.Green, map[kal.Colour]int{kal.Green: 2, kal.Blue: 1})
	case 9:
		hex("-1,-1", kal.Red, map[kal.Colour]int{kal.Red: 2, kal.Blue: 1})
	case 10:
		k, _ := s.ParseHollow("-2,0|-1,0|-1,-1")
		if s.HeldBy(k) != 0 {
			t.Errorf("the crystal placed is held by seat %d", s.HeldBy(k))
		}
	}
}

// cornerCounts counts the crystals on hex h's corners by colour.
func cornerCounts(s *kal.State, h kal.Hex) map[kal.Colour]int {
	n := map[kal.Colour]int{}
	for _, k := range s.Hollows() {
		for _, x := range s.HollowHexes(k) {
			if x == h && s.CrystalAt(k) != kal.None {
				n[s.CrystalAt(k)]++
			}
		}
	}
	return n
}

func hasCard(hand []kal.Card, c kal.Card) bool {
	for _, h := range hand {
		if h == c {
			return true
		}
	}
	return false
}

// The guide lights its place move on the supply too: the colour to
// choose is ringed until it is chosen, and no other colour is.
func TestHintLightsTheSupplyColour(t *testing.T) {
	v := newTestView()
	s := newGame(t, guide.Options)
	v.Reset(s)
	v.Layout(ui.Rect{W: 900, H: 700}, 1)
	mv, err := s.ParseMove(guide.Steps[0].Move)
	if err != nil {
		t.Fatal(err)
	}
	v.SetHint(mv)
	lit := func() []kal.Colour {
		var cs []kal.Colour
		for _, c := range v.controls() {
			if v.hinted(c) {
				cs = append(cs, c.colour)
			}
		}
		return cs
	}
	if got := lit(); len(got) != 1 || got[0] != kal.Red {
		t.Fatalf("the hint %s lights %v, want red alone", guide.Steps[0].Move, got)
	}
	v.chooseColour(kal.Red)
	if got := lit(); len(got) != 0 {
		t.Fatalf("with red chosen the supply still lights %v", got)
	}
}

// TestGuideEndSaysWhatQualifyingIsFor: the guided game's last words say
// that one qualifies to be able to win (they said "To qualify, own all
// three tools…" without what for; issue 41), in both languages.
func TestGuideEndSaysWhatQualifyingIsFor(t *testing.T) {
	defer i18n.SetLang("en")
	for lang, want := range map[string]string{"en": "To win you must qualify", "de": "Gewinnen kann nur, wer sich qualifiziert"} {
		i18n.SetLang(lang)
		if done := i18n.Tr(guide.DoneKey); !strings.Contains(done, want) {
			t.Errorf("%s: the guide ends %q, not saying %q", lang, done, want)
		}
	}
}
