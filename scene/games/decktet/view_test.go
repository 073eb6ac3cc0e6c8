package decktet

import (
	"testing"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// fixture is a view on a deal after some moves, laid out as the table
// lays it out in a window of w x h.
type fixture struct {
	v  *DecktetView
	st *decktet.Game
}

func newFixture(t *testing.T, options string, w, h float64, moves ...string) fixture {
	t.Helper()
	set := view.DefaultSettings()
	set.Mode = view.Instant
	env := view.ViewEnv{Settings: &set, Name: func(game.Player) string { return "Player" }}
	st, err := decktet.NewGame(options)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		mv, err := st.ParseMove(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		st.Apply(mv)
	}
	v := newDecktetView(env).(*DecktetView)
	v.Reset(st)
	tl := ui.LayoutTable(w, h)
	v.Layout(tl.View, tl.U)
	return fixture{v: v, st: st}
}

// drag presses at a, moves to b and lets go, as the table feeds the view
// (Update, then Input, each tick); it returns the moves Input gave.
func (f fixture) drag(a, b ui.Point) []game.Move {
	press := ui.Input{Down: true, Pointer: a, Cursor: a, HasCursor: true, Clicks: []ui.Point{a}}
	ins := []ui.Input{press}
	for i := 1; i <= 8; i++ {
		p := ui.Point{X: ui.Lerp(a.X, b.X, float64(i)/8), Y: ui.Lerp(a.Y, b.Y, float64(i)/8)}
		ins = append(ins, ui.Input{Down: true, Pointer: p, Cursor: p, HasCursor: true})
	}
	ins = append(ins, ui.Input{Released: true, ReleasedAt: b, Pointer: b, Cursor: b, HasCursor: true})
	var got []game.Move
	for _, in := range ins {
		f.v.Update(&in)
		if mv := f.v.Input(&in, f.st); mv != game.NoMove {
			got = append(got, mv)
		}
	}
	return got
}

func (f fixture) wasteTop() ui.Point {
	n := len(f.v.St.Waste())
	return f.v.Lay.WasteSlot(n-1, n).Center()
}

// A drop on the wrong tier is refused by the view, in words from the
// engine's CheckDrop, and hands the table no move at all.
func TestWrongTierDropIsRefusedByTheView(t *testing.T) {
	defer func() { i18n.CurLang = "en" }()
	for _, lang := range []string{"en", "de"} {
		i18n.CurLang = lang
		f := newFixture(t, "deal=4711", 900, 760, "turn", "waste", "turn")
		s := f.v.St
		c := s.CardOf(decktet.Waste)
		want := s.TierOf(c)
		wrong := (want + 1) % 3
		if got := f.drag(f.wasteTop(), f.v.Lay.TierSlot(wrong, 0).Center()); len(got) != 0 {
			t.Fatalf("%s: a wrong drop gave moves %v", lang, got)
		}
		if f.v.RefTick == 0 || f.v.refused != f.v.Lay.TierRow(wrong) {
			t.Errorf("%s: the wrong tier does not flash", lang)
		}
		if got, w := f.v.Said(), i18n.Trf("dk wrong tier", c.Title(), tierWord(want), tierWord(wrong)); got != w {
			t.Errorf("%s: said %q, want %q", lang, got, w)
		}
		// the right tier is the card's own move
		if got := f.drag(f.wasteTop(), f.v.Lay.TierSlot(want, 0).Center()); len(got) != 1 || got[0] != game.Move(decktet.Waste) {
			t.Errorf("%s: a drop on its tier gave %v", lang, got)
		}
	}
	if decktetDE["dk wrong tier"] == decktetEN["dk wrong tier"] {
		t.Error("the German refusal is the English one")
	}
}

// Every move the view can hand the table is an engine move: none is
// invented to carry a tier.
func TestDropsGiveOnlyEngineMoves(t *testing.T) {
	f := newFixture(t, "deal=4711", 900, 760, "turn", "waste", "turn")
	for tier := range 3 {
		for _, mv := range f.drag(f.wasteTop(), f.v.Lay.TierSlot(tier, 0).Center()) {
			if _, err := f.st.ParseMove(f.st.FormatMove(mv)); err != nil || mv > game.Move(decktet.Recycle) {
				t.Errorf("drop on tier %d gave move %d, not an engine move", tier, mv)
			}
		}
	}
}

// Refuse words the engine's refusals from their codes, in both
// languages, without asking the rules again.
func TestRefuseWordsTheEngineCode(t *testing.T) {
	defer func() { i18n.CurLang = "en" }()
	f := newFixture(t, "deal=4711", 900, 760, "turn", "waste")
	cases := []struct {
		move decktet.Move
		key  string
		args []any
	}{
		{decktet.R1, "dk closed", []any{1, 1}},
		{decktet.Recycle, "dk refuse stock left", nil},
	}
	for _, lang := range []string{"en", "de"} {
		i18n.CurLang = lang
		for _, c := range cases {
			mv := game.Move(c.move)
			refusal := f.st.Check(mv)
			if refusal == nil {
				t.Fatalf("%d is legal here", c.move)
			}
			if got, want := f.v.Refuse(mv, refusal), i18n.Trf(c.key, c.args...); got != want {
				t.Errorf("%s %d: %q, want %q", lang, c.move, got, want)
			}
			if f.v.RefTick == 0 {
				t.Errorf("%d: no flash", c.move)
			}
		}
	}
	// a code the view does not know shows the engine's text
	r := game.Refuse("decktet.future", "something new")
	if got := f.v.Refuse(game.Move(decktet.Turn), r); got != "something new" {
		t.Errorf("unknown code worded %q", got)
	}
	// every code the engine gives is worded from a text, not left English
	for code, key := range refusalKeys {
		if ok := i18n.Has(key); !ok {
			t.Errorf("code %s: key %q has no text", code, key)
		}
	}
}
