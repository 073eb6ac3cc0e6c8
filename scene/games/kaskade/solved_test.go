package kaskade

import (
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// hintFixture is a view on position line, with the messages it says.
func hintFixture(t *testing.T, line string) (*KaskadeView, *[]string) {
	t.Helper()
	set := view.DefaultSettings()
	said := &[]string{}
	env := view.ViewEnv{Settings: &set, Name: func(game.Player) string { return "" },
		Say: func(msg string, bad bool) { *said = append(*said, msg) }}
	g, err := kaskade.ParseGame(line)
	if err != nil {
		t.Fatal(err)
	}
	v := newKaskadeView(env).(*KaskadeView)
	v.Reset(g)
	return v, said
}

// runHint asks for the hint and ticks until the view says something new
// settled (want a verdict) or anything at all; it returns the ticks.
func runHint(t *testing.T, v *KaskadeView, said *[]string, verdict bool) int {
	t.Helper()
	v.StartHint(nil)
	for tick := 1; tick < 5000; tick++ {
		v.Update(&ui.Input{})
		if len(*said) > 0 && (!verdict || v.hinting.Settled()) {
			return tick
		}
	}
	t.Fatal("no hint")
	return 0
}

func TestHintSaysWinningOnASettledBoard(t *testing.T) {
	v, said := hintFixture(t, "3x3 .../.../... w 0 *")
	ticks := runHint(t, v, said, true)
	want, left, _ := kaskade.AsGame(v.st).SolveMove(0)
	msg := (*said)[len(*said)-1]
	if !v.HasHint || game.Move(v.Hint) != want || left != 13 {
		t.Fatalf("hint %v (%v), solver %v in %d", v.Hint, v.HasHint, want, left)
	}
	if msg != verdictText("a1", 13) || !strings.Contains(msg, "winning: 13 moves left") {
		t.Fatalf("said %q", msg)
	}
	if ticks < 2 {
		t.Fatalf("the solve took %d tick: not sliced", ticks)
	}
	// Asked again on the same position, the verdict comes at once.
	*said = nil
	v.StartHint(nil)
	if len(*said) != 1 || (*said)[0] != msg {
		t.Fatalf("asked again: %q", *said)
	}
}

func TestHintSaysLosing(t *testing.T) {
	defer func() { i18n.CurLang = "en" }()
	i18n.CurLang = "de"
	v, said := hintFixture(t, "3x3 .../.1w./... b 1 *")
	runHint(t, v, said, true)
	_, left, _ := kaskade.AsGame(v.st).SolveMove(0)
	msg := (*said)[len(*said)-1]
	if left >= 0 || !strings.Contains(msg, "du verlierst") || !strings.Contains(msg, strings.TrimPrefix(verdictText("", left), "Tipp:  · ")) {
		t.Fatalf("left %d, said %q", left, msg)
	}
	if _, got, _ := v.hinting.Verdict(); got != left {
		t.Fatalf("hint's verdict %d, the solver's %d", got, left)
	}
}

// Off the settled sizes the hint is the search's move, without a verdict,
// within the table's hint time.
func TestHintOnALargeBoardIsTheSearchsMove(t *testing.T) {
	v, said := hintFixture(t, "6x6 ....../....../....../....../....../...... w 0 *")
	ticks := runHint(t, v, said, false)
	if !v.HasHint || ticks > hintTicks || !strings.HasPrefix((*said)[0], "Hint: ") || strings.Contains((*said)[0], "·") {
		t.Fatalf("after %d ticks: hint %v, said %q", ticks, v.HasHint, *said)
	}
	if v.hinting.HasSolver() {
		t.Fatal("a solve on 6x6")
	}
}

// A move shown or a reset drops the hint's work.
func TestHintStopsWithTheMove(t *testing.T) {
	v, _ := hintFixture(t, "3x4 .../.../.../... w 0 *")
	v.StartHint(nil)
	v.Update(&ui.Input{})
	before := kaskade.AsGame(v.st)
	after := before.Clone()
	after.Apply(0)
	v.Show(view.Shown{Before: before, Move: 0, After: after})
	if v.hinting != nil {
		t.Fatal("the hint's work goes on after a move")
	}
}

func TestVerdictTexts(t *testing.T) {
	for _, c := range []struct {
		left int
		want string
	}{{1, "Hint: b2 · it wins now"}, {3, "Hint: b2 · winning: 3 moves left with perfect play"},
		{-2, "losing: the opponent can win next move"}, {-4, "losing: the longest defence lasts 4 moves"}} {
		if got := verdictText("b2", c.left); !strings.Contains(got, c.want) {
			t.Errorf("%d: %q", c.left, got)
		}
	}
}

func TestMenuNotesSolvedSizes(t *testing.T) {
	if got := solvedNote(kaskade.Size{Cols: 3, Rows: 4}, true); got != "3 × 3, 3 × 4, 4 × 3: solved (the first player wins)" {
		t.Fatalf("3x4: %q", got)
	}
	if got := solvedNote(kaskade.Size{Cols: 5, Rows: 3}, true); got != "3 × 5, 5 × 3: solved (the second player wins)" {
		t.Fatalf("5x3: %q", got)
	}
	if got := solvedNote(kaskade.Size{Cols: 3, Rows: 5}, false); got != "solved: the second player wins" {
		t.Fatalf("3x5, short: %q", got)
	}
	if got := solvedNote(kaskade.Size{Cols: 4, Rows: 4}, true); got != "" {
		t.Fatalf("4x4: %q", got)
	}
}

// On 3×4, solved as well, the hint says winning and losing too, as the
// solver does.
func TestHintOn3x4(t *testing.T) {
	for line, winning := range map[string]bool{
		"3x4 1w../.../.../..1b w 2 *": true,
		"3x4 1w../.../.../... b 1 *":  false,
	} {
		v, said := hintFixture(t, line)
		runHint(t, v, said, true)
		_, left, ok := kaskade.AsGame(v.st).SolveMove(0)
		msg := (*said)[len(*said)-1]
		_, got, _ := v.hinting.Verdict()
		if !ok || got != left || (left > 0) != winning || !strings.Contains(msg, map[bool]string{true: "winning", false: "losing"}[winning]) {
			t.Fatalf("%s: the hint's verdict %d, said %q; the solver %d", line, got, msg, left)
		}
	}
}
