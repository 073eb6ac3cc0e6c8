package cascades

import (
	"strings"
	"testing"

	"kaskade/engine/cascades"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

func TestOptionsText(t *testing.T) {
	r, u := ui.Rect{X: 20, Y: 100, W: 460, H: 300}, 1.0
	for _, c := range []struct{ in, want string }{
		{"", "8x8"}, {"bogus", "8x8"}, {"10x10", "10x10"}, {"6x5,free", "6x5,free"}, {"8x8,territory", "8x8,territory"},
	} {
		if got := NewOptions(c.in).Options(); got != c.want {
			t.Errorf("NewOptions(%q).Options() = %q, want %q", c.in, got, c.want)
		}
	}
	p := NewOptions("").(*Options)
	press := func(b ui.Button) { p.Update(click(b.R.Center()), r, u) }
	l := p.Layout(r, u)
	press(l.Presets[1])
	press(l.Free)
	if got := p.Options(); got != "10x10,free" {
		t.Errorf("10x10 and free: %q", got)
	}
	press(l.Territory)
	press(l.Free)
	if got := p.Options(); got != "10x10,territory" {
		t.Errorf("territory alone: %q", got)
	}
	for range 10 {
		press(l.WInc)
		press(l.HDec)
	}
	if got := p.Options(); got != "16x2,territory" {
		t.Errorf("steppers at their limits: %q", got)
	}
	for range 10 {
		press(l.WDec)
		press(l.HInc)
	}
	if got := p.Options(); got != "4x12,territory" {
		t.Errorf("steppers back: %q", got)
	}
	if _, err := cascades.ParseOptions(p.Options()); err != nil {
		t.Error(err)
	}
	if p.Height(u) < 3*optRowH*u {
		t.Errorf("height %v", p.Height(u))
	}
}

func TestDescribe(t *testing.T) {
	for in, want := range map[string]string{
		"8x8": "8 × 8", "6x5,free": "6 × 5 · free drop", "10x10,free,territory": "10 × 10 · free drop · territory", "x": "x",
	} {
		if got := Describe(in); got != want {
			t.Errorf("Describe(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTextsInBothLanguages(t *testing.T) {
	for k, en := range cascadesEN {
		de := cascadesDE[k]
		if !strings.HasPrefix(k, "cascades.") {
			t.Errorf("%q lacks the prefix", k)
		}
		if en == "" || de == "" {
			t.Errorf("%q: En %q De %q", k, en, de)
		}
		if strings.Count(en, "%") != strings.Count(de, "%") {
			t.Errorf("%q: the languages take different arguments", k)
		}
		if ok := i18n.Has(k); !ok {
			t.Errorf("%q is not in the shared table", k)
		}
	}
}

// The board's sizes and the rule variants have rows of their own, each
// under its label: one "Board" row held both (issue 28, item 18).
func TestOptionsRowsSayWhatTheyAre(t *testing.T) {
	r, u := ui.Rect{X: 20, Y: 100, W: 460, H: 300}, 1.0
	l := NewOptions("").(*Options).Layout(r, u)
	sizes := append(append([]ui.Button{}, l.Presets...), l.WDec, l.WInc, l.HDec, l.HInc)
	for _, b := range sizes {
		if b.R.Y < l.labelY || b.R.Y+b.R.H > l.rulesY {
			t.Errorf("size button %q at %v is not between the Board label (%v) and the Rules label (%v)", b.Label, b.R, l.labelY, l.rulesY)
		}
	}
	for _, b := range []ui.Button{l.Free, l.Territory} {
		if b.R.Y < l.rulesY {
			t.Errorf("variant %q at %v is above the Rules label (%v)", b.Label, b.R, l.rulesY)
		}
	}
	if i18n.Tr("cascades.rules row") == "" {
		t.Error("no label for the rules row")
	}
}
