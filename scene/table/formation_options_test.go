package table

import (
	"strings"
	"testing"

	"kaskade/engine/formation"
	formationview "kaskade/scene/games/formation"
	"kaskade/scene/ui"
)

// fmPanelRect is where the menu would put the options panel.
var fmPanelRect = ui.Rect{X: 100, Y: 200, W: 532, H: 400}

func clickPanel(o *formationview.FormationOptions, b ui.Button) {
	o.Update(&ui.Input{Clicks: []ui.Point{b.R.Center()}}, fmPanelRect, 1)
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
	o := formationview.NewFormationOptions("").(*formationview.FormationOptions)
	if o.Options() != "default" {
		t.Fatalf("new panel: %q", o.Options())
	}
	l := o.Layout(fmPanelRect, 1)
	clickPanel(o, l.Modes[formationview.FmRandom])
	text := o.Options()
	if !strings.HasPrefix(text, "random:") || parses(t, text).Board != o.Assembly() {
		t.Fatalf("random: %q shows %v", text, o.Assembly())
	}
	clickPanel(o, o.Layout(fmPanelRect, 1).Reseed)
	if o.Options() == text {
		t.Fatalf("New seed kept %q", text)
	}
	o.Seed.Set(41)
	clickPanel(o, o.Layout(fmPanelRect, 1).SeedInc)
	if o.Options() != "random:42" {
		t.Fatalf("41 + 1: %q", o.Options())
	}
	clickPanel(o, o.Layout(fmPanelRect, 1).Modes[formationview.FmCustom])
	for q := range 4 { // every quadrant's buttons, a few times each
		for range q + 1 {
			l := o.Layout(fmPanelRect, 1)
			clickPanel(o, l.Boards[q])
			clickPanel(o, l.Faces[q])
			clickPanel(o, l.Turns[q])
		}
	}
	if got := parses(t, o.Options()).Board; got != o.Custom {
		t.Fatalf("custom %q parses to %v, the panel shows %v", o.Options(), got, o.Custom)
	}
}

func TestFormationOptionsRoundTrip(t *testing.T) {
	for _, text := range []string{"default", "random:42", "Q3B1/Q2F0/Q1F2/Q0B3", "random:7,limit=120", "Q0B1/Q1F0/Q2F0/Q3F0,limit=50"} {
		o := formationview.NewFormationOptions(text)
		if got := o.Options(); got != text {
			t.Errorf("%q comes back as %q", text, got)
		}
		parses(t, o.Options())
		if formationview.DescribeFormation(text) == text {
			t.Errorf("%q is not described for people", text)
		}
	}
	if got := formationview.NewFormationOptions("nonsense").Options(); got != "default" {
		t.Errorf("bad text gives %q", got)
	}
}

func TestFormationQuarterboardsStayOneEach(t *testing.T) {
	o := formationview.NewFormationOptions("default").(*formationview.FormationOptions)
	o.Mode = formationview.FmCustom
	for i := range 12 {
		o.CycleBoard(i % 4)
		var seen [4]bool
		for _, p := range o.Custom {
			seen[p.Board] = true
		}
		if seen != [4]bool{true, true, true, true} {
			t.Fatalf("after %d cycles: %v", i+1, o.Custom)
		}
	}
}

func TestFormationSeedIsTyped(t *testing.T) {
	o := formationview.NewFormationOptions("random:5").(*formationview.FormationOptions)
	l := o.Layout(fmPanelRect, 1)
	o.Update(&ui.Input{Clicks: []ui.Point{l.SeedVal.Center()}}, fmPanelRect, 1)
	o.Update(&ui.Input{Chars: []rune("3x1")}, fmPanelRect, 1)
	if o.Options() != "random:531" {
		t.Fatalf("typed 3x1 after 5: %q", o.Options())
	}
}
