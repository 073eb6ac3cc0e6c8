package decktet

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// TestPhoneCardsReadable: on an upright phone (390x844 and 360x640, pixel
// ratios 1 to 3) the tableau's cards are at least 62 CSS pixels wide (58
// and 53 when the reserve piles stood side by side), and on every card of the
// extended deck the name and the rank's word, written at least 12 CSS
// pixels high, neither overlap nor leave the card ("Windfall" over
// "Crown" did; issue 27).
func TestPhoneCardsReadable(t *testing.T) {
	defer ui.SetPixelRatio(1)
	defer sprites.SetTextScale(1)
	for _, size := range [][2]float64{{390, 844}, {360, 640}} {
		for _, ratio := range []float64{1, 2, 3} {
			for _, scale := range []float64{1, 1.15, 1.3} {
				sprites.SetTextScale(scale)
				ui.SetPixelRatio(ratio)
				f := newFixture(t, "deal=7,extended", size[0]*ratio, size[1]*ratio)
				l := f.v.Lay
				where := fmt.Sprintf("%.0fx%.0f@%g", size[0], size[1], ratio)
				if css := l.W / ratio; css < 62 && scale == 1 { // the larger text sizes' header and footer take room
					t.Errorf("%s: cards %.0f CSS px wide", where, css)
				}
				for c := decktet.Card(0); c < 44; c++ {
					checkCardTexts(t, fmt.Sprintf("%s, text ×%.2f", where, scale), c, int(l.W), int(l.H))
				}
			}
		}
	}
}

// checkCardTexts draws card c w x h and checks its texts' boxes.
func checkCardTexts(t *testing.T, where string, c decktet.Card, w, h int) {
	t.Helper()
	var boxes []ui.Rect
	var labels []string
	sprites.TextBoxHook = func(_ *ebiten.Image, s string, x, y, bw, bh, _ float64) {
		boxes, labels = append(boxes, ui.Rect{X: x, Y: y, W: bw, H: bh}), append(labels, s)
	}
	defer func() { sprites.TextBoxHook = nil }()
	img := cardImage(cardKey{c: c, w: w, h: h})
	defer img.Deallocate()
	card := ui.Rect{W: float64(w), H: float64(h)}
	for i, a := range boxes {
		if a.Y < card.Y-1 || a.Y+a.H > card.H+1 || a.X < card.X-1 || a.X+a.W > card.W+1 {
			t.Errorf("%s: %q on %s leaves the card (%v in %v)", where, labels[i], c.Title(), a, card)
		}
		for j := i + 1; j < len(boxes); j++ {
			b := boxes[j]
			if a.X < b.X+b.W-1 && b.X < a.X+a.W-1 && a.Y < b.Y+b.H-1 && b.Y < a.Y+a.H-1 {
				t.Errorf("%s: %q and %q overlap on %s (%v, %v)", where, labels[i], labels[j], c.Title(), a, b)
			}
		}
	}
}

// TestPhoneInfoStrip: on an upright phone, at every width from 320 CSS
// pixels and at 360x640 and 390x844 at ratio 3, in both languages and
// every text size, with the solver's answer shown, the pass line is
// whole (no "…"), inside the strip and clear of the answer's pill and the
// Winnable? button ("Gewinnbar!" lay over it; issue 41).
func TestPhoneInfoStrip(t *testing.T) {
	defer i18n.SetLang("en")
	defer ui.SetPixelRatio(1)
	defer sprites.SetTextScale(1)
	defer ui.SetScreen(0, 0)
	dir := os.Getenv("DECKTET_SHOTS")
	type screen struct{ w, h, ratio float64 }
	var screens []screen
	for w := 320.0; w <= 480; w += 20 {
		screens = append(screens, screen{w, 640, 1})
	}
	screens = append(screens, screen{360, 640, 3}, screen{390, 844, 3})
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		for _, scale := range []float64{1, 1.15, 1.3} {
			sprites.SetTextScale(scale)
			for _, sc := range screens {
				ui.SetPixelRatio(sc.ratio)
				w, h := sc.w*sc.ratio, sc.h*sc.ratio
				ui.SetScreen(w, h)
				f := newFixture(t, "deal=7", w, h)
				f.v.Solve = &dkSolve{key: f.st.String(), known: decktet.Solution{Outcome: decktet.Won}}
				f.v.Verdict = true
				where := fmt.Sprintf("%s, text ×%.2f, %.0fx%.0f@%g", lang, scale, sc.w, sc.h, sc.ratio)
				pill, _ := f.v.verdictRect()
				info := f.v.Lay.Info
				var boxes []ui.Rect
				var texts []string
				img := ebiten.NewImage(int(w), int(h))
				sprites.TextBoxHook = func(dst *ebiten.Image, s string, x, y, bw, bh, _ float64) {
					if dst == img {
						boxes, texts = append(boxes, ui.Rect{X: x, Y: y, W: bw, H: bh}), append(texts, s)
					}
				}
				f.v.Draw(img, &ui.Input{})
				sprites.TextBoxHook = nil
				if dir != "" && sc.ratio == 3 && scale == 1.3 {
					f.v.Hint = game.Move(decktet.Turn)
					img.Clear()
					f.v.Draw(img, &ui.Input{})
					savePNG(t, img, filepath.Join(dir, fmt.Sprintf("dk-%s-%.0f.png", lang, sc.w)))
					f.v.Hint = game.NoMove
				}
				img.Deallocate()
				for i, b := range boxes {
					s := texts[i]
					if strings.HasSuffix(s, "…") {
						t.Errorf("%s: %q is cut", where, s)
					}
					if b.Y+b.H < info.Y || b.Y > info.Y+info.H || s == i18n.Tr("dk verdict won") || s == i18n.Tr("dk winnable?") {
						continue // not the pass line
					}
					if b.X < info.X-1 || b.X+b.W > pill.X+1 {
						t.Errorf("%s: %q (%v) runs into the answer's pill (%v) or out of the strip (%v)", where, s, b, pill, info)
					}
				}
			}
		}
	}
}

// savePNG writes img to path.
func savePNG(t testing.TB, img *ebiten.Image, path string) {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// TestTableSaysWhatIsWhat: the stock says "Stock" and the empty waste
// "Waste", the tracker's caption says what "0/6" under A and the crown
// counts, and an ace's card names it whole, "Ace of Wyrms", as the guide
// does (issue 41).
func TestTableSaysWhatIsWhat(t *testing.T) {
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		f := newFixture(t, "deal=7", 390, 844)
		seen := map[string]bool{}
		sprites.TextBoxHook = func(_ *ebiten.Image, s string, _, _, _, _, _ float64) { seen[s] = true }
		img := ebiten.NewImage(390, 844)
		f.v.Draw(img, &ui.Input{})
		for c := decktet.Card(0); c < 44; c++ {
			if c.Rank() == decktet.Ace {
				cardImage(cardKey{c: c, w: 120, h: int(CardHeight(120))}).Deallocate()
			}
		}
		sprites.TextBoxHook = nil
		img.Deallocate()
		for _, want := range []string{i18n.Tr("dk stock"), i18n.Tr("dk waste"), "Ace of Wyrms"} {
			if !seen[want] {
				t.Errorf("%s: %q is not on the table", lang, want)
			}
		}
		found := false
		for s := range seen {
			found = found || strings.Contains(s, i18n.Trf("dk count caption", 0, 6))
		}
		if !found {
			t.Errorf("%s: no caption says what 0/6 counts", lang)
		}
	}
}
