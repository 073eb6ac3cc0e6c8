package formation

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// pickView is the view before White's pick on a screen of w x h.
func pickView(t *testing.T, w, h float64) *FormationView {
	t.Helper()
	v := newView(t, w, h)
	s, err := formation.NewGame("pick:42")
	if err != nil {
		t.Fatal(err)
	}
	v.Reset(s)
	tl := ui.LayoutTable(w, h)
	v.Layout(tl.View, tl.U)
	return v
}

// TestPickBoardInput: a click on a board or its button, a digit, or the
// arrows and Enter pick that board; the boards are on the screen, apart.
func TestPickBoardInput(t *testing.T) {
	for _, size := range [][2]float64{{900, 760}, {390, 844}, {360, 640}} {
		v := pickView(t, size[0], size[1])
		l := v.pickLayout()
		if len(l.boards) != formation.Choices {
			t.Fatalf("%v: %d boards shown", size, len(l.boards))
		}
		for i, r := range l.boards {
			if r.W < 80 || !inRect(r, v.area) || !inRect(l.buttons[i].R, v.area) {
				t.Errorf("%v: board %d at %v (button %v) is small or out of the view %v", size, i+1, r, l.buttons[i].R, v.area)
			}
			for j := range i {
				if overlap(r, l.boards[j]) || overlap(l.buttons[i].R, l.boards[j]) {
					t.Errorf("%v: board %d overlaps board %d", size, i+1, j+1)
				}
			}
			if mv := v.Input(&ui.Input{Clicks: []ui.Point{r.Center()}}, nil); mv != formation.PickMove(i) {
				t.Errorf("%v: a click on board %d gives %v", size, i+1, mv)
			}
			if mv := v.Input(&ui.Input{Clicks: []ui.Point{l.buttons[i].R.Center()}}, nil); mv != formation.PickMove(i) {
				t.Errorf("%v: a click on button %d gives %v", size, i+1, mv)
			}
		}
	}
	v := pickView(t, 900, 760)
	if mv := v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.Key3}}, nil); mv != formation.PickMove(2) {
		t.Errorf("key 3 gives %v", mv)
	}
	if mv := v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyEnter}}, nil); mv != game.NoMove {
		t.Errorf("Enter without a board pointed at gives %v", mv)
	}
	v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyArrowRight}}, nil)
	v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyArrowRight}}, nil)
	if mv := v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyEnter}}, nil); mv != formation.PickMove(1) {
		t.Errorf("right, right, Enter gives %v", mv)
	}
	if s := v.Status(); !strings.Contains(s, "1–3") {
		t.Errorf("the footer while White picks: %q", s)
	}
	img := ebiten.NewImage(900, 760)
	defer img.Deallocate()
	v.Draw(img, nil) // draws the choices, not the board
}

// TestPickOptions: the options panel's "White picks" writes pick:SEED and
// reads it back; the menu describes it in words.
func TestPickOptions(t *testing.T) {
	o := NewFormationOptions("pick:42,limit=200").(*FormationOptions)
	if o.Mode != FmPick || o.Seed.N != 42 || o.Options() != "pick:42,limit=200" {
		t.Fatalf("pick:42,limit=200 reads as mode %d seed %d, writes %q", o.Mode, o.Seed.N, o.Options())
	}
	if _, err := formation.ParseOptions(o.Options()); err != nil {
		t.Fatal(err)
	}
	o = NewFormationOptions("default").(*FormationOptions)
	r := ui.Rect{W: 560, H: o.Height(1)}
	o.Update(&ui.Input{Clicks: []ui.Point{o.Layout(r, 1).Modes[FmPick].R.Center()}}, r, 1)
	if o.Mode != FmPick || !strings.HasPrefix(o.Options(), "pick:") {
		t.Fatalf("the White picks button: mode %d, %q", o.Mode, o.Options())
	}
	defer func() { i18n.CurLang = "en" }()
	for _, lang := range []string{"en", "de"} {
		i18n.CurLang = lang
		if d := DescribeFormation("pick:42"); !strings.Contains(d, "42") || strings.Contains(d, "pick:") {
			t.Errorf("%s: pick:42 is described as %q", lang, d)
		}
	}
}

func inRect(a, b ui.Rect) bool {
	return a.X >= b.X-0.5 && a.Y >= b.Y-0.5 && a.X+a.W <= b.X+b.W+0.5 && a.Y+a.H <= b.Y+b.H+0.5
}

func overlap(a, b ui.Rect) bool {
	return a.X+a.W > b.X && b.X+b.W > a.X && a.Y+a.H > b.Y && b.Y+b.H > a.Y
}
