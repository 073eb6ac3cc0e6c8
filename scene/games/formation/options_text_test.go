package formation

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The board set-up is said in plain words: no quarterboard codes
// ("Q0", "F0") in what the menu shows, in either language, and every
// line of it fits its box on a desktop and on a phone.
func TestBoardSetUpInPlainWords(t *testing.T) {
	defer func() { i18n.CurLang = "en" }()
	custom := formation.Assembly{{Board: 2, Back: true, Turns: 1}, {Board: 0, Turns: 3}, {Board: 1}, {Board: 3, Back: true, Turns: 2}}
	for _, lang := range []string{"en", "de"} {
		i18n.CurLang = lang
		for _, text := range []string{i18n.Tr("fm default desc"), i18n.Tr("fm seed board"), DescribeFormation(custom.String()), DescribeFormation("random:42")} {
			for _, code := range []string{"Q0", "Q1", "Q2", "Q3", "F0", "B1", "/"} {
				if strings.Contains(text, code) {
					t.Errorf("%s: %q speaks in codes (%s)", lang, text, code)
				}
			}
		}
		for _, panel := range []struct{ w, u float64 }{{560, 1}, {340, 0.51}} {
			o := NewFormationOptions("default").(*FormationOptions)
			r := ui.Rect{W: panel.w, H: o.Height(panel.u)}
			l := o.Layout(r, panel.u)
			box := l.side.Inset(6 * panel.u)
			face := sprites.Face(14*panel.u, false)
			m := face.Metrics()
			lines := ui.WrapLines(i18n.Tr("fm default desc"), face, box.W)
			if h := float64(len(lines)) * (m.HAscent + m.HDescent + 4); h > box.H+(m.HAscent+m.HDescent+4)/2 {
				t.Errorf("%s at width %.0f: %d lines (%.0f px) in a box of %.0f px", lang, panel.w, len(lines), h, box.H)
			}
			o.Mode = FmCustom
			for _, b := range o.Layout(r, panel.u).Boards {
				if strings.HasPrefix(b.Label, "Q") {
					t.Errorf("%s: quarter board button %q", lang, b.Label)
				}
			}
		}
	}
}

// The rules say that moving first is a big advantage, in both languages.
func TestRulesTellTheFirstPlayersAdvantage(t *testing.T) {
	en, _ := i18n.Text("en", "fm rules")
	de, _ := i18n.Text("de", "fm rules")
	for _, text := range []string{en, de} {
		if !strings.Contains(text, "89") || !strings.Contains(text, "68") {
			t.Errorf("the rules do not give the first player's advantage: %q", text)
		}
	}
}

// A description too long for its box keeps to the sentences that fit
// (it was cut in the middle of one on a small phone in the largest text
// size), and one sentence too long still draws the lines that fit.
func TestWrappedKeepsWholeSentences(t *testing.T) {
	img := ebiten.NewImage(400, 400)
	defer img.Deallocate()
	face := sprites.Face(14, false)
	m := face.Metrics()
	lh := m.HAscent + m.HDescent + 4
	var drawn []string
	sprites.TextHook = func(s string) { drawn = append(drawn, s) }
	defer func() { sprites.TextHook = nil }()
	first := "The board of the rules: the four quarter boards in their usual places, none flipped or turned."
	text := first + " Black moves first, a big advantage: let White choose the board."
	w := 200.0
	fits := len(ui.WrapLines(first, face, w))
	if all := len(ui.WrapLines(text, face, w)); all <= fits+1 {
		t.Fatalf("the test's text wraps to %d lines, its first sentence to %d: too close to test", all, fits)
	}
	drawWrappedLeft(img, text, face, ui.Rect{W: w, H: float64(fits+1) * lh}, sprites.Text)
	if got := strings.Join(drawn, " "); got != strings.Join(ui.WrapLines(first, face, w), " ") {
		t.Errorf("drew %q, want the first sentence whole and nothing of the second", got)
	}
	drawn = nil
	drawWrappedLeft(img, first, face, ui.Rect{W: w, H: lh}, sprites.Text)
	if len(drawn) != 1 {
		t.Errorf("one sentence in a line's room drew %d lines, want 1", len(drawn))
	}
}
