package decktet

import (
	"strings"
	"testing"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
)

// dkGuideStep is what a step of the guided game says happens: the card
// played (its notation; "" for a turn of the stock) and the tier it
// joins.
type dkGuideStep struct {
	card string
	tier int
}

// The guided game does what its steps say: each names the card it plays
// (in both languages), the card joins the tier the text gives, the suits
// and ranks it names are the card's, and the Ace the seventh step turns
// past is refused for want of a suit.
func TestGuideDoesWhatItSays(t *testing.T) {
	want := []dkGuideStep{
		{"", 0}, {"6-Market", decktet.Top}, {"5-Forest", decktet.Top}, {"5-Soldier", decktet.Middle},
		{"", 0}, {"5-Discovery", decktet.Bottom}, {"", 0}, {"A-Leaves", decktet.Top},
	}
	if len(guide.Steps) != len(want) {
		t.Fatalf("%d steps, the test knows %d", len(guide.Steps), len(want))
	}
	g, err := decktet.NewGame(guide.Options)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	for i, step := range guide.Steps {
		m, err := decktet.ParseMove(step.Move)
		if err != nil {
			t.Fatal(err)
		}
		w := want[i]
		if w.card == "" {
			if m != decktet.Turn {
				t.Fatalf("step %d plays %s, not a turn", i+1, step.Move)
			}
		} else {
			c := s.CardOf(m)
			if c.String() != w.card || s.TierOf(c) != w.tier {
				t.Fatalf("step %d plays %s to tier %d, not %s to %d", i+1, c, s.TierOf(c), w.card, w.tier)
			}
			namesCard(t, step.Say, c)
		}
		dkGuideClaims(t, s, i+1)
		if _, err := s.Play(m); err != nil {
			t.Fatalf("step %d: %v", i+1, err)
		}
		if w.card != "" {
			tier := s.Tier(w.tier)
			if tier[len(tier)-1].String() != w.card {
				t.Fatalf("after step %d the %s tier ends with %s", i+1, decktet.TierName(w.tier), tier[len(tier)-1])
			}
		}
	}
	if s.RankPlaced(5) != 3 {
		t.Errorf("%d fives placed, the guide says all three", s.RankPlaced(5))
	}
}

// namesCard checks that the step's text names card c in both languages.
func namesCard(t *testing.T, key string, c decktet.Card) {
	t.Helper()
	for _, lang := range []string{"en", "de"} {
		if s, _ := i18n.Text(lang, key); !strings.Contains(s, c.Title()) {
			t.Errorf("%s %q does not name %s", lang, key, c.Title())
		}
	}
}

// dkGuideClaims checks, before step n is played, what its text claims.
func dkGuideClaims(t *testing.T, s *decktet.State, n int) {
	t.Helper()
	shares := func(a, b string, suit decktet.Suit) {
		ca, _ := decktet.ParseCard(a)
		cb, _ := decktet.ParseCard(b)
		if ca.Suits()&cb.Suits() != suit {
			t.Errorf("step %d: %s and %s share %v, not only %v", n, a, b, ca.Suits()&cb.Suits(), suit)
		}
	}
	switch n {
	case 2: // Market is the only card in play and starts the top tier
		if !s.Opening() {
			t.Error("step 2 is not the opening")
		}
	case 3:
		shares("6-Market", "5-Forest", decktet.Leaves)
	case 4: // Soldier is a 5 like Forest, and the middle tier is empty
		if s.RankPlaced(5) != 1 || len(s.Tier(decktet.Middle)) != 0 {
			t.Errorf("step 4: %d fives placed, middle tier %v", s.RankPlaced(5), s.Tier(decktet.Middle))
		}
	case 7: // the Ace of Wyrms belongs on the top tier but shares no suit with Forest
		c := s.CardOf(decktet.Waste)
		r, _ := game.RefusalOf(s.Check(decktet.Waste))
		top := s.Tier(decktet.Top)
		if c.String() != "A-Wyrms" || s.TierOf(c) != decktet.Top || r == nil || r.Code != decktet.CodeNoSuit || top[len(top)-1].String() != "5-Forest" {
			t.Errorf("step 7: the waste's %s (tier %d) is refused with %v after %v", c, s.TierOf(c), r, top)
		}
	case 8:
		shares("A-Leaves", "5-Forest", decktet.Leaves)
	}
}
