package cascades

import (
	"strings"
	"testing"

	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// hintView is a view on a new game with options after moves, with the
// messages it says.
func hintView(t *testing.T, options string, moves ...string) (*View, *[]string) {
	t.Helper()
	f := newFixture(t, options, 900, 760, moves...)
	said := &[]string{}
	f.v.env.Say = func(msg string, bad bool) { *said = append(*said, msg) }
	return f.v, said
}

// runHint asks for the hint and ticks until it is settled (verdict) or
// anything is said; it returns the ticks.
func runHint(t *testing.T, v *View, said *[]string, verdict bool) int {
	t.Helper()
	v.StartHint(nil)
	for tick := 1; tick < 20000; tick++ {
		v.Update(&ui.Input{})
		if len(*said) > 0 && (!verdict || v.hinting.Settled()) {
			return tick
		}
	}
	t.Fatal("no hint")
	return 0
}

// On a board the solver settles the hint says who wins, with the first
// move of the solver's turn.
func TestHintSaysTheVerdict(t *testing.T) {
	for _, c := range []struct {
		options string
		want    cascades.Outcome
		word    string
	}{{"4x4", cascades.Win, "winning"}, {"6x3", cascades.Draw, "draw"}, {"4x2", cascades.Loss, "losing"}} {
		v, said := hintView(t, c.options)
		ticks := runHint(t, v, said, true)
		sol, _ := cascades.Solve(v.St, 0)
		msg := (*said)[len(*said)-1]
		if sol.Outcome != c.want || v.hint != sol.Turn[0] || !strings.Contains(msg, c.word) {
			t.Fatalf("%s: hint %v, solver %s %v, said %q", c.options, v.hint, sol.Outcome, sol.Turn, msg)
		}
		if c.options == "6x3" && ticks < 2 {
			t.Fatalf("6x3 solved in %d tick: not sliced", ticks)
		}
	}
}

// Mid-turn (White's second drop) the verdict is the turn's, in German too.
func TestHintMidTurnInGerman(t *testing.T) {
	defer func() { i18n.CurLang = "en" }()
	i18n.CurLang = "de"
	st, _ := cascades.NewGame("4x4")
	var moves []string
	for range 2 { // Black's one-drop first turn, White's first drop
		m := st.LegalMoves(nil)[0]
		moves = append(moves, st.FormatMove(m))
		st.Apply(m)
	}
	v, said := hintView(t, "4x4", moves...)
	if v.St.TurnDone() || v.St.CurrentPlayer() != 1 {
		t.Fatalf("%s: not White's turn under way", v.St)
	}
	runHint(t, v, said, true)
	msg := (*said)[len(*said)-1]
	if !strings.HasPrefix(msg, "Tipp: ") || !strings.Contains(msg, "bei bestem Spiel") && !strings.Contains(msg, "gegen bestes Spiel") {
		t.Fatalf("said %q", msg)
	}
	if _, err := v.St.ParseMove(v.St.FormatMove(v.hint)); err != nil || v.St.Check(v.hint) != nil {
		t.Fatalf("hint %v is not legal", v.hint)
	}
}

// On 8x8 early the solver does not settle within its cap: the search's
// move shows within the table's hint time, without a verdict.
func TestHintOnALargeBoardIsTheSearchsMove(t *testing.T) {
	v, said := hintView(t, "8x8")
	ticks := runHint(t, v, said, false)
	if ticks > view.HintTicks || v.hint == game.NoMove || strings.Contains((*said)[0], "·") {
		t.Fatalf("after %d ticks: hint %v, said %q", ticks, v.hint, *said)
	}
	v.Show(view.Shown{Before: v.St, Move: v.hint, After: v.St})
	if v.hinting != nil {
		t.Fatal("the hint's work goes on after a move")
	}
}
