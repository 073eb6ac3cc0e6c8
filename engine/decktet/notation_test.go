package decktet

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestCardsRoundTrip(t *testing.T) {
	for c := Card(0); c < maxCards; c++ {
		got, err := ParseCard(c.String())
		if err != nil || got != c {
			t.Errorf("%s: parsed as %v, %v", c, got, err)
		}
	}
	for _, bad := range []string{"", "a-Moons", "7-Chance Meeting", "X-Moons", "2-Pact"} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("%q accepted as a card", bad)
		}
	}
}

func TestMovesRoundTrip(t *testing.T) {
	for m := Move(0); m < numMoves; m++ {
		got, err := ParseMove(m.String())
		if err != nil || got != m {
			t.Errorf("%s: parsed as %v, %v", m, got, err)
		}
	}
	for _, bad := range []string{"", "Turn", "r4", "r0", "waste ", "undo"} {
		if _, err := ParseMove(bad); err == nil || !strings.Contains(err.Error(), "move") {
			t.Errorf("%q: error %v", bad, err)
		}
	}
}

func TestOptionsText(t *testing.T) {
	for text, want := range map[string]string{
		"":                          "deal=1",
		"deal=17":                   "deal=17",
		"extended,deal=17":          "deal=17,extended",
		"deal=17,passes=3":          "deal=17",
		"passes=unlimited,deal=0":   "deal=0,passes=unlimited",
		"ace,deal=4":                "deal=4,ace",
		"ace,passes=unlimited":      "deal=1,ace",
		"deal=2,ranks=K2A,pile=1":   "deal=2,ranks=A2K,pile=1",
		"deal=18446744073709551615": "deal=18446744073709551615",
	} {
		o, err := ParseOptions(text)
		if err != nil || o.String() != want {
			t.Errorf("%q: %q, %v; want %q", text, o.String(), err, want)
		}
	}
	for text, want := range map[string]string{
		"deal=":                     "deal",
		"deal=07":                   "deal",
		"deal=-1":                   "deal",
		"deal=18446744073709551616": "deal",
		"passes=4":                  "passes",
		"extended=yes":              "extended",
		"deal=1,deal=2":             "twice",
		"colour":                    "unknown item",
		"ace,passes=3":              "ace",
		"ranks=2":                   "no stock",
		"ranks=P":                   "extended",
		"ace,ranks=23456789K":       "Aces",
		"ace,pile=2":                "pile",
		"pile=4":                    "pile",
		"deal=1,":                   "unknown item",
	} {
		if _, err := ParseOptions(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one naming %q", text, err, want)
		}
	}
}

// randomGame plays random legal moves and calls each on every position.
func randomGame(t testing.TB, options string, seed uint64, each func(s *State)) *State {
	s := mustNew(t, options)
	r := rand.New(rand.NewPCG(seed, 7))
	each(s)
	for !s.Over() {
		ms := s.LegalMoves(nil)
		s.Apply(ms[r.IntN(len(ms))])
		each(s)
	}
	return s
}

func TestPositionsRoundTrip(t *testing.T) {
	for i, options := range []string{"deal=3", "deal=4,extended", "deal=5,passes=unlimited", "deal=6,ace", "deal=7,extended,ace", "deal=8,ranks=A2K,pile=1"} {
		randomGame(t, options, uint64(i), func(s *State) {
			line := s.String()
			p, err := Parse(line)
			if err != nil {
				t.Fatalf("%s: %v", line, err)
			}
			if *p != *s {
				t.Fatalf("%s parsed to a different state: %s", line, p)
			}
		})
	}
}

func TestParseNamesTheField(t *testing.T) {
	s := mustNew(t, "deal=1")
	s.Apply(Turn)
	s.Apply(Waste)
	good := s.String() // top:K-Windfall waste:A-Knots,A-Moons
	f := strings.Split(good, " ")
	edit := func(kv ...string) string {
		g := append([]string(nil), f...)
		for i := 0; i < len(kv); i += 2 {
			for j := range g {
				if strings.HasPrefix(g[j], kv[i]) {
					g[j] = kv[i+1]
				}
			}
		}
		return strings.Join(g, " ")
	}
	stock := strings.TrimPrefix(f[5], "stock:")
	for _, tc := range []struct{ line, want string }{
		{"deal=1", "needs 11 fields"},
		{edit("deal", "deal=x"), "field 1 (options)"},
		{edit("top:", "top:K-Windfall,A-Moons", "waste:", "waste:A-Knots"), "field 2 (top): top tier: A-Moons shares no suit with K-Windfall"},
		{edit("middle:", "middle:A-Moons", "waste:", "waste:A-Knots"), "field 2 (top): top tier holds 0 of rank Ace, but 1 in the tiers means 1 there"},
		{edit("top:", "middle:-"), "field 2 (top)"},
		{edit("stock:", "stock:A-Knots,"+stock), "field 6 (stock): A-Knots appears twice"},
		{edit("stock:", "stock:-"), "missing"},
		{edit("r1:", "r1:A-Wyrms,9-Pact", "stock:", "stock:9-Merchant,"+stock), "field 10 (pass): pile 1 is closed in pass 1 but holds 2 cards"},
		{edit("pass:", "pass:0"), "field 10 (pass)"},
		{edit("pass:", "pass:5"), "field 10 (pass): pass 5"},
		{edit("pass:", "pass:4"), "field 10 (pass): after the third pass there is no stock"},
		{edit("pass:", "pass:2,busy"), "field 10 (pass)"},
		{edit("*", "won"), "field 11 (result)"},
		{edit("*", "1-0"), "field 11 (result)"},
		{strings.Replace(mustNew(t, "deal=5,ace").String(), "bottom:A-Waves,A-Leaves waste:-", "bottom:A-Waves waste:A-Leaves", 1), "field 2 (top): in the Ace variant every tier starts with two Aces"},
	} {
		if _, err := Parse(tc.line); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s:\n error %v, want %q", tc.line, err, tc.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(mustNew(f, "deal=1").String())
	f.Add(mustNew(f, "deal=2,extended,ace").String())
	randomGame(f, "deal=3,ranks=A2K,pile=1", 1, func(s *State) { f.Add(s.String()) })
	f.Fuzz(func(t *testing.T, line string) {
		s, err := Parse(line)
		if err != nil {
			return
		}
		again, err := Parse(s.String())
		if err != nil || *again != *s {
			t.Fatalf("%q: written as %q, read back with %v", line, s.String(), err)
		}
		s.LegalMoves(nil) // must not panic on any accepted position
		s.Over()
	})
}

func FuzzParseMove(f *testing.F) {
	for _, w := range []string{"turn", "waste", "r1", "r3", "recycle", "r9", ""} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err == nil && m.String() != text {
			t.Fatalf("%q read as %s", text, m)
		}
		g, _ := NewGame("deal=1")
		if gm, err := g.ParseMove(text); err == nil {
			g.Apply(gm)
		}
	})
}

func FuzzParseOptions(f *testing.F) {
	for _, w := range []string{"", "deal=1", "deal=17,extended,passes=unlimited", "ace", "ranks=A2K,pile=1"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := ParseOptions(text)
		if err != nil {
			return
		}
		again, err := ParseOptions(o.String())
		if err != nil || again != o {
			t.Fatalf("%q: written %q, read back %v", text, o.String(), err)
		}
		if _, err := New(o); err != nil {
			t.Fatalf("%q accepted but New fails: %v", text, err)
		}
	})
}
