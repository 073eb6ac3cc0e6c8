package kaleidoskop

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// drawnText is one text a frame drew on the screen, with its box.
type drawnText struct {
	s   string
	box ui.Rect
}

// drawTexts renders v on a w x h screen and returns the texts drawn on the
// screen itself (not into cached art).
func drawTexts(v *View, w, h int) []drawnText {
	var out []drawnText
	var screen *ebiten.Image
	sprites.TextBoxHook = func(dst *ebiten.Image, s string, x, y, bw, bh, _ float64) {
		if dst == screen {
			out = append(out, drawnText{s, ui.Rect{X: x, Y: y, W: bw, H: bh}})
		}
	}
	defer func() { sprites.TextBoxHook = nil }()
	screen = ebiten.NewImage(w, h)
	defer screen.Deallocate()
	ui.SetScreen(float64(w), float64(h))
	t := ui.LayoutTable(float64(w), float64(h))
	v.Layout(t.View, t.U)
	v.Draw(screen, &ui.Input{})
	return out
}

// phoneStates are positions at each step of a turn with a hand of three
// cards and a mission on the board (its "on board" badge).
func phoneStates(t *testing.T) map[string]*kal.State {
	return map[string]*kal.State{
		"place": findState(t, func(s *kal.State) bool { return s.Phase() == kal.PhasePlace && len(s.Hand(s.Current())) >= 3 }, "players=4,length=normal"),
		"tools": findState(t, func(s *kal.State) bool {
			return s.Phase() == kal.PhaseTools && len(s.Hand(s.Current())) >= 3 && len(s.Completable(s.Current())) > 0
		}, "players=4,length=normal"),
		"draw": findState(t, func(s *kal.State) bool { return s.Phase() == kal.PhaseDraw }, "players=4,length=normal"),
	}
}

// TestPhoneTextsWhole: on an upright phone, at every width from 320 CSS
// pixels and at 360x640 and 390x844 at pixel ratio 3, in both languages
// and every text size, no text of the view is cut ("Halteru…", "Spiege…",
// "kostet 1 …", the badge's "on b…"), none leaves the view's sides, the
// hand's title stays above the cards and the cards' codes inside their
// cards (issue 41).
func TestPhoneTextsWhole(t *testing.T) {
	defer i18n.SetLang("en")
	defer sprites.SetTextScale(1)
	defer ui.SetPixelRatio(1)
	defer ui.SetScreen(0, 0) // the other tests lay out as a desktop does
	states := phoneStates(t)
	type screen struct{ w, h, ratio float64 }
	var screens []screen
	for w := 320.0; w <= 480; w += 20 {
		screens = append(screens, screen{w, 640, 1}, screen{w, 844, 1})
	}
	screens = append(screens, screen{360, 640, 3}, screen{390, 844, 3})
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		for _, scale := range []float64{1, 1.15, 1.3} {
			sprites.SetTextScale(scale)
			for _, sc := range screens {
				ui.SetPixelRatio(sc.ratio)
				for name, s := range states {
					v := newTestView()
					v.Reset(s)
					v.reveal()
					w, h := int(sc.w*sc.ratio), int(sc.h*sc.ratio)
					where := fmt.Sprintf("%s, text ×%.2f, %.0fx%.0f@%g, %s", lang, scale, sc.w, sc.h, sc.ratio, name)
					texts := drawTexts(v, w, h)
					view := ui.LayoutTable(float64(w), float64(h)).View
					for _, d := range texts {
						if strings.HasSuffix(d.s, "…") {
							t.Errorf("%s: %q is cut", where, d.s)
						}
						if d.box.X < view.X-1 || d.box.X+d.box.W > view.X+view.W+1 {
							t.Errorf("%s: %q leaves the view (%v in %v)", where, d.s, d.box, view)
						}
					}
					checkHandTexts(t, where, v, texts)
				}
			}
		}
	}
}

// checkHandTexts: the hand's title ends above the first card, and each
// card's code and reward lie inside the card's header.
func checkHandTexts(t *testing.T, where string, v *View, texts []drawnText) {
	t.Helper()
	cards := v.handCards()
	rects := v.cardRects(len(cards))
	if len(rects) == 0 {
		return
	}
	p := seatOf(v.st)
	b, o := v.st.HandCounts(p)
	title, _ := handTitle(v.name(p), b, o, v.lay.Hand.W, v.lay.U)
	for _, d := range texts {
		if d.s == title && d.box.Y+d.box.H > rects[0].Y+1 {
			t.Errorf("%s: the title %q runs into the cards (%v, cards from %.0f)", where, d.s, d.box, rects[0].Y)
		}
		for i, c := range cards {
			if d.s != c.String() {
				continue
			}
			r := rects[i]
			if d.box.Y < r.Y-1 || d.box.Y+d.box.H > r.Y+v.cardHeadH(r)+1 {
				t.Errorf("%s: the code %q leaves its card's header (%v in %v, header %.0f)", where, d.s, d.box, r, v.cardHeadH(r))
			}
		}
	}
}

// TestHollowHintNamesTheCrystal: with a colour chosen, the footer names
// the crystal, not a player: "Rosa: leere Mulde antippen" read as spoken
// to a player named Pink (issue 41).
func TestHollowHintNamesTheCrystal(t *testing.T) {
	defer i18n.SetLang("en")
	s := findState(t, func(s *kal.State) bool { return s.Phase() == kal.PhasePlace && s.SupplyLeft(kal.Pink) > 0 }, "players=4,length=normal")
	for lang, want := range map[string]string{"en": "Pink crystal: ", "de": "Kristall in Rosa: "} {
		i18n.SetLang(lang)
		for _, touch := range []bool{false, true} {
			v := newTestView()
			v.env.Touch = func() bool { return touch }
			v.Reset(s)
			v.reveal()
			v.chooseColour(kal.Pink)
			if st := v.Status(); !strings.HasPrefix(st, want) {
				t.Errorf("%s, touch %v: %q does not start with %q", lang, touch, st, want)
			}
		}
	}
}
