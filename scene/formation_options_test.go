package scene

import (
	"strings"
	"testing"

	"kaskade/engine/formation"
)

// fmPanelRect is where the menu would put the options panel.
var fmPanelRect = Rect{100, 200, 532, 400}

func clickPanel(o *formationOptions, b button) {
	o.Update(&Input{Clicks: []Point{b.R.Center()}}, fmPanelRect, 1)
}

func parses(t *testing.T, text string) formation.Options {
	t.Helper()
	o, err := formation.ParseOptions(text)
	if err != nil {
		t.Fatalf("option text %q: %v", text, err)
	}
	return o
}

func TestFormationOptionsDefaultRandomCustom(t *testing.T) {
	o := newFormationOptions("").(*formationOptions)
	if o.Options() != "default" {
		t.Fatalf("new panel: %q", o.Options())
	}
	l := o.layout(fmPanelRect, 1)
	clickPanel(o, l.modes[fmRandom])
	text := o.Options()
	if !strings.HasPrefix(text, "random:") || parses(t, text).Board != o.assembly() {
		t.Fatalf("random: %q shows %v", text, o.assembly())
	}
	clickPanel(o, o.layout(fmPanelRect, 1).reseed)
	if o.Options() == text {
		t.Fatalf("New seed kept %q", text)
	}
	o.seed.set(41)
	clickPanel(o, o.layout(fmPanelRect, 1).seedInc)
	if o.Options() != "random:42" {
		t.Fatalf("41 + 1: %q", o.Options())
	}
	clickPanel(o, o.layout(fmPanelRect, 1).modes[fmCustom])
	for q := range 4 { // every quadrant's buttons, a few times each
		for range q + 1 {
			l := o.layout(fmPanelRect, 1)
			clickPanel(o, l.boards[q])
			clickPanel(o, l.faces[q])
			clickPanel(o, l.turns[q])
		}
	}
	if got := parses(t, o.Options()).Board; got != o.custom {
		t.Fatalf("custom %q parses to %v, the panel shows %v", o.Options(), got, o.custom)
	}
}

func TestFormationOptionsRoundTrip(t *testing.T) {
	for _, text := range []string{"default", "random:42", "Q3B1/Q2F0/Q1F2/Q0B3", "random:7,limit=120", "Q0B1/Q1F0/Q2F0/Q3F0,limit=50"} {
		o := newFormationOptions(text)
		if got := o.Options(); got != text {
			t.Errorf("%q comes back as %q", text, got)
		}
		parses(t, o.Options())
		if describeFormation(text) == text {
			t.Errorf("%q is not described for people", text)
		}
	}
	if got := newFormationOptions("nonsense").Options(); got != "default" {
		t.Errorf("bad text gives %q", got)
	}
}

func TestFormationQuarterboardsStayOneEach(t *testing.T) {
	o := newFormationOptions("default").(*formationOptions)
	o.mode = fmCustom
	for i := range 12 {
		o.cycleBoard(i % 4)
		var seen [4]bool
		for _, p := range o.custom {
			seen[p.Board] = true
		}
		if seen != [4]bool{true, true, true, true} {
			t.Fatalf("after %d cycles: %v", i+1, o.custom)
		}
	}
}

func TestFormationSeedIsTyped(t *testing.T) {
	o := newFormationOptions("random:5").(*formationOptions)
	l := o.layout(fmPanelRect, 1)
	o.Update(&Input{Clicks: []Point{l.seedVal.Center()}}, fmPanelRect, 1)
	o.Update(&Input{Chars: []rune("3x1")}, fmPanelRect, 1)
	if o.Options() != "random:531" {
		t.Fatalf("typed 3x1 after 5: %q", o.Options())
	}
}
