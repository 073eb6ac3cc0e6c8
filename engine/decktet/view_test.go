package decktet

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"kaskade/engine/game"
)

// TestViewHidesFaceDownCards plays random games of every variant: at
// every position the view names no card that lies face down (the stock,
// closed piles, under an open pile's top) and keeps every count, every
// face-up card and the legal moves; the solver does not claim to know a
// view's outcome.
func TestViewHidesFaceDownCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 7))
	for i, opts := range []string{"deal=3", "deal=8,extended", "deal=5,passes=unlimited", "deal=9,ace", "deal=2,extended,passes=unlimited"} {
		g, err := NewGame(opts)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !g.IsOver() && n < 400; n++ {
			checkView(t, g)
			legal := g.LegalMoves(nil)
			g.Apply(legal[rng.IntN(len(legal))])
		}
		checkView(t, g)
		if i == 0 && g.State().Recycles() == 0 {
			t.Errorf("%s: the random game never opened a pile", opts)
		}
	}
}

func checkView(t *testing.T, g *Game) {
	t.Helper()
	s := g.State()
	v := g.ViewFor(game.Onlooker).(*Game).State()
	if seat := g.ViewFor(0).String(); seat != v.String() {
		t.Fatalf("the seat's view %q is not the onlooker's %q", seat, v)
	}
	for _, c := range s.Stock() {
		if strings.Contains(v.String(), c.String()) {
			t.Fatalf("the view names %s of the stock: %s", c, v)
		}
	}
	for p := range 3 {
		pile, shown := s.Pile(p), v.Pile(p)
		if len(shown) != len(pile) {
			t.Fatalf("pile %d: %d cards shown, %d there", p+1, len(shown), len(pile))
		}
		for k, c := range pile {
			up := s.PileOpen(p) && k == len(pile)-1
			if up != (shown[k] == c) || !up && strings.Contains(v.String(), c.String()) {
				t.Fatalf("pile %d card %d (%s, face up %v) shown as %s: %s", p+1, k, c, up, shown[k], v)
			}
		}
	}
	switch {
	case v.StockLen() != s.StockLen() || !slices.Equal(v.Waste(), s.Waste()) || v.Left() != s.Left():
		t.Fatalf("the view %s keeps not the counts and face-up cards of %s", v, s)
	case !slices.Equal(g.ViewFor(0).LegalMoves(nil), g.LegalMoves(nil)) || v.Over() != s.Over():
		t.Fatalf("the view's moves differ: %s", v)
	case v.IsView() != (s.StockLen() > 0 || v.String() != s.String()):
		t.Fatalf("IsView %v for %s", v.IsView(), v)
	case v.IsView() && Solve(v, 1000).Outcome != Unknown:
		t.Fatalf("the solver settles a view: %s", v)
	}
	if x := NewSearch(v, 1000); v.IsView() && (!x.Step(10) || x.Result().Outcome != Unknown) {
		t.Fatalf("the sliced search settles a view: %s", v)
	}
}

// TestParseView: a view reads back; a face-down card anywhere the player
// sees is refused.
func TestParseView(t *testing.T) {
	g, _ := NewGame("deal=4")
	g.Apply(game.Move(Turn))
	view := g.ViewFor(0).String()
	if back, err := Parse(view); err != nil || back.String() != view || !back.IsView() {
		t.Fatalf("the view %q reads back as %v, %v", view, back, err)
	}
	waste := strings.Fields(view)[4]
	for _, bad := range []string{
		strings.Replace(view, waste, "waste:?,?,?", 1), // the waste is face up
		strings.Replace(view, "stock:?,", "stock:", 1), // a card missing
		strings.Replace(view, "top:-", "top:?", 1),     // a tier is face up
	} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse accepted %q", bad)
		}
	}
}
