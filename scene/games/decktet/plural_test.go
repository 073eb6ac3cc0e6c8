package decktet

import (
	"regexp"
	"strings"
	"testing"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
)

// counted matches a count before a plural noun: a text like this needs a
// " one" form for the count 1. A count after "of" or "von" ("1 of 36
// cards") is a total's, which the noun follows.
var counted = regexp.MustCompile(`(?:^|[^fn] )%d (cards|passes|Karten|Durchgänge)\b`)

// Every text that counts cards or passes has a form for one.
func TestCountedTextsHaveASingular(t *testing.T) {
	for key, en := range decktetEN {
		de := decktetDE[key]
		if strings.HasSuffix(key, " one") {
			continue
		}
		if counted.MatchString(en) || counted.MatchString(de) {
			if _, ok := decktetEN[key+" one"]; !ok {
				t.Errorf("%q counts (%q) but has no singular", key, en)
			}
		}
	}
	defer func() { i18n.CurLang = "en" }()
	for _, c := range []struct {
		lang, key string
		n         int
		want      string
	}{
		{"en", "dk cards left", 1, "1 card left"},
		{"en", "dk cards left", 2, "2 cards left"},
		{"en", "dk cards left", 0, "0 cards left"},
		{"de", "dk cards left", 1, "noch 1 Karte"},
		{"de", "dk cards left", 3, "noch 3 Karten"},
		{"en", "dk n passes", 1, "1 pass"},
		{"de", "dk n passes", 1, "1 Durchgang"},
		{"de", "dk n passes", 2, "2 Durchgänge"},
	} {
		i18n.CurLang = c.lang
		if got := i18n.Trn(c.key, c.n); got != c.want {
			t.Errorf("%s %s %d: %q, want %q", c.lang, c.key, c.n, got, c.want)
		}
	}
}

// The info strip says "1 card left" with one card to go.
func TestPassLineWithOneCardLeft(t *testing.T) {
	f := newFixture(t, "deal=7", 900, 760, "turn", "waste", "turn")
	s := f.v.St
	sol := decktet.Solve(s, 0)
	if sol.Outcome != decktet.Won {
		t.Fatal("deal 7 is not won by the solver")
	}
	for _, m := range sol.Line {
		if s.Left() == 1 {
			break
		}
		s.Apply(m)
	}
	if s.Left() != 1 {
		t.Fatalf("%d cards left", s.Left())
	}
	if line := f.v.PassLine(); !strings.Contains(line, "1 card left") {
		t.Errorf("pass line %q", line)
	}
}

// The empty stock offers what a click on it does: the next pass, then
// the last recycle, then no pass at all; never "Next pass" when the
// engine refuses it.
func TestStockLabelFollowsTheEngine(t *testing.T) {
	f := newFixture(t, "deal=7", 900, 760, "turn", "waste")
	s := f.v.St
	var labels []string
	for range 200 {
		if s.StockLen() > 0 {
			s.Apply(decktet.Turn)
			continue
		}
		label, status := f.v.StockLabel(), f.v.Status()
		labels = append(labels, label)
		err := s.Check(decktet.Recycle)
		if (label == i18n.Tr("dk recycle") || label == i18n.Tr("dk recycle last")) != (err == nil) {
			t.Errorf("pass %d: stock says %q, engine says %v", s.Pass(), label, err)
		}
		if err != nil {
			if strings.Contains(status, "pass") {
				t.Errorf("pass %d: status %q offers a pass the engine refuses", s.Pass(), status)
			}
			break
		}
		s.Apply(decktet.Recycle)
	}
	want := []string{"Next pass", "Next pass", "Open the last pile", "No pass left"}
	if strings.Join(labels, "|") != strings.Join(want, "|") {
		t.Errorf("labels %q, want %q", labels, want)
	}
	if r, _ := game.RefusalOf(s.Check(decktet.Recycle)); r == nil || r.Code != decktet.CodeNoPassLeft {
		t.Errorf("after three recycles: %v", r)
	}
}

// Redeal keeps the options and changes the deal.
func TestRedealIsANewDealOfTheSameGame(t *testing.T) {
	for _, opt := range []string{"deal=7", "deal=7,extended,passes=unlimited", "deal=99,ace"} {
		for _, deal := range []uint64{7, 8, 1 << 40} {
			got := redealWith(opt, deal)
			o, err := decktet.ParseOptions(got)
			if err != nil {
				t.Fatalf("%q → %q: %v", opt, got, err)
			}
			old, _ := decktet.ParseOptions(opt)
			if o.Deal == old.Deal {
				t.Errorf("%q with deal %d: same deal %q", opt, deal, got)
			}
			old.Deal = o.Deal
			if old != o {
				t.Errorf("%q → %q: options changed", opt, got)
			}
			if _, err := decktet.NewGame(got); err != nil {
				t.Errorf("%q: %v", got, err)
			}
		}
	}
	if got := Redeal("deal=7"); got == "deal=7" || !strings.HasPrefix(got, "deal=") {
		t.Errorf("Redeal gave %q", got)
	}
	if got := Redeal("nonsense"); got != "nonsense" {
		t.Errorf("unreadable options became %q", got)
	}
}
