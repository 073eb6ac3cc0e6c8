package kaleidoskop

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The rules' pictures show the engine's colours: the position they are
// drawn from holds exactly the crystals asked for, the colour picture's
// hex is red (three red corners against two blue), and the hollows
// picture's one crystal colours the three hexes round it.
func TestRulesFiguresAskTheEngine(t *testing.T) {
	crystals := map[kal.Hollow]kal.Colour{}
	for i, k := range kal.CentreHollows() {
		crystals[k] = colourFigure[i]
	}
	st := figureState(crystals)
	if st == nil {
		t.Fatal("the engine refused the colour picture's position")
	}
	for _, k := range st.Hollows() {
		if st.CrystalAt(k) != crystals[k] {
			t.Fatalf("hollow %s holds %v, want %v", st.HollowName(k), st.CrystalAt(k), crystals[k])
		}
	}
	if c := st.HexColour(kal.Hex{}); c != kal.Red {
		t.Fatalf("the colour picture's hex is %v, want red", c)
	}
	green := kal.CentreHollows()[0]
	st = figureState(map[kal.Hollow]kal.Colour{green: kal.Green})
	n := 0
	for _, h := range flower() {
		if st.HexColour(h) == kal.Green {
			n++
		}
	}
	if n != len(st.HollowHexes(green)) || n != 3 {
		t.Fatalf("one green crystal colours %d hexes of the flower, want the 3 round its hollow", n)
	}
}

// Each picture draws something in its square and nothing outside it, and
// its caption exists in both languages.
func TestRulesFiguresDraw(t *testing.T) {
	defer i18n.SetLang("en")
	img := ebiten.NewImage(300, 300)
	defer img.Deallocate()
	r := ui.Rect{X: 50, Y: 50, W: 200, H: 200}
	for i, f := range rulesFigures {
		img.Fill(sprites.Background)
		f.Draw(img, r)
		pix := make([]byte, 4*300*300)
		img.ReadPixels(pix)
		bg := sprites.Background
		inside, outside := 0, 0
		for y := range 300 {
			for x := range 300 {
				j := 4 * (y*300 + x)
				if pix[j] == bg.R && pix[j+1] == bg.G && pix[j+2] == bg.B {
					continue
				}
				if r.Contains(ui.Point{X: float64(x), Y: float64(y)}) {
					inside++
				} else {
					outside++
				}
			}
		}
		if inside < 200*200/8 || outside > 0 {
			t.Errorf("picture %d: %d pixels drawn in its square, %d outside", i, inside, outside)
		}
		for _, lang := range []string{"en", "de"} {
			i18n.SetLang(lang)
			if !i18n.Has(f.CaptionKey) || len(i18n.Tr(f.CaptionKey)) < 40 {
				t.Errorf("picture %d in %s: caption %q", i, lang, i18n.Tr(f.CaptionKey))
			}
		}
	}
}
