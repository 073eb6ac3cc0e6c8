package kaleidoskop

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// saying is a shown view whose table pill is recorded.
func saying(t *testing.T, s *kal.State) (*View, *[]string) {
	t.Helper()
	v := shown(t, s)
	said := &[]string{}
	v.env.Say = func(msg string, bad bool) { *said = append(*said, msg) }
	return v, said
}

// headerPoint is a point on card c's header in the hand.
func (v *View) headerPoint(t *testing.T, c kal.Card) ui.Point {
	t.Helper()
	cards := v.handCards()
	for i, r := range v.cardRects(len(cards)) {
		if cards[i] == c {
			return ui.Point{X: r.X + r.W/2, Y: r.Y + v.cardHeadH(r)/2}
		}
	}
	t.Fatalf("%v is not in the hand", c)
	return ui.Point{}
}

// A click on a completable card's header completes the mission the
// engine would take (it did nothing; issue 28, item 6).
func TestHeaderCompletes(t *testing.T) {
	s := findState(t, func(s *kal.State) bool { return len(s.CanComplete()) > 0 })
	v, _ := saying(t, s)
	cm := s.CanComplete()[0]
	m := click(v, s, v.headerPoint(t, cm.Card))
	if s.Check(m) != nil || m != kal.CompleteMove(cm.Card, 0) && m != kal.CompleteMove(cm.Card, 1) {
		t.Fatalf("a click on %v's header gave %q", cm.Card, s.FormatMove(m))
	}
}

// A card marked "on board" before the crystal is placed: a click on its
// mission or its header hands the table the completion, which the engine
// refuses, worded in both languages: what is missing is the place (the
// click did nothing and said nothing; issue 28, item 6).
func TestOnBoardTooEarlySaysWhy(t *testing.T) {
	s := findState(t, func(s *kal.State) bool {
		return s.Phase() == kal.PhasePlace && len(s.Completable(s.Current())) > 0
	})
	v, _ := saying(t, s)
	cm := s.Completable(s.Current())[0]
	var pane control
	for _, c := range v.controls() {
		if c.kind == ctlMission && c.card == cm {
			pane = c
		}
	}
	for _, at := range []ui.Point{pane.R.Center(), v.headerPoint(t, cm.Card)} {
		m := click(v, s, at)
		r, ok := game.RefusalOf(s.Check(m))
		if !ok || r.Code != "kaleidoskop.place-first" {
			t.Fatalf("a click on the card marked on board gave %q, refused %v", s.FormatMove(m), s.Check(m))
		}
		checkWorded(t, v, m, s.Check(m))
	}
}

// A click on the header of a card with neither mission on the board says
// so (in the table's pill), and plays nothing.
func TestHeaderOffBoardSaysSo(t *testing.T) {
	var card kal.Card
	s := findState(t, func(s *kal.State) bool {
		if s.Phase() != kal.PhaseTools {
			return false
		}
		for _, c := range s.Hand(s.Current()) {
			if !s.Matches(c, 0) && !s.Matches(c, 1) {
				card = c
				return true
			}
		}
		return false
	})
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		v, said := saying(t, s)
		if m := click(v, s, v.headerPoint(t, card)); m != game.NoMove || len(*said) != 1 || !strings.Contains((*said)[0], card.String()) {
			t.Fatalf("%s: a click on %v's header played %q and said %q", lang, card, s.FormatMove(m), *said)
		}
	}
}

// End turn with a mission that could still be completed warns once (in
// the pill, naming it, and lights it); the second press ends the turn.
// E does the same.
func TestEndTurnWarnsOnce(t *testing.T) {
	s := findState(t, func(s *kal.State) bool { return len(s.CanComplete()) > 0 })
	for _, how := range []string{"button", "key"} {
		v, said := saying(t, s)
		end := func() game.Move {
			if how == "key" {
				return v.Input(&ui.Input{Keys: []ebiten.Key{ebiten.KeyE}}, s)
			}
			return click(v, s, v.find(t, ctlButton, i18n.Tr("kaleidoskop.end turn")).R.Center())
		}
		if m := end(); m != game.NoMove {
			t.Fatalf("%s: End turn with %v completable ended at once", how, s.CanComplete())
		}
		cm := s.CanComplete()[0]
		if len(*said) != 1 || !strings.Contains((*said)[0], cm.Card.String()) || v.lit != cm {
			t.Fatalf("%s: the warning said %q, lit %v", how, *said, v.lit)
		}
		if m := end(); m != kal.EndMove() {
			t.Fatalf("%s: End turn again gave %q", how, s.FormatMove(m))
		}
	}
}

// With nothing left to complete End turn ends at once.
func TestEndTurnWithoutMissions(t *testing.T) {
	s := findState(t, func(s *kal.State) bool {
		return s.Phase() == kal.PhaseTools && len(s.CanComplete()) == 0
	})
	v, said := saying(t, s)
	if m := click(v, s, v.find(t, ctlButton, i18n.Tr("kaleidoskop.end turn")).R.Center()); m != kal.EndMove() || len(*said) != 0 {
		t.Fatalf("End turn gave %q and said %q", s.FormatMove(m), *said)
	}
}

// After a mission the bar says why the tools are over ("Tools are over"
// alone said nothing to a new player), in both languages.
func TestToolsOverSaysWhy(t *testing.T) {
	s := findState(t, func(s *kal.State) bool { return s.Phase() == kal.PhaseMissions })
	var drawn []string
	sprites.TextHook = func(s string) { drawn = append(drawn, s) }
	defer func() { sprites.TextHook = nil }()
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		v := shown(t, s)
		drawn = nil
		img := render(v, 900, 760, nil)
		if dir := os.Getenv("KALEIDOSKOP_SHOTS"); dir != "" {
			savePNG(t, img, filepath.Join(dir, "k-tools-over-"+lang+".png"))
			savePNG(t, render(v, 390, 844, nil), filepath.Join(dir, "k-tools-over-phone-"+lang+".png"))
			render(v, 900, 760, nil)
		}
		joined := strings.Join(drawn, "|")
		if !strings.Contains(joined, "|"+i18n.Tr("kaleidoskop.tools over why")+"|") || !strings.Contains(strings.ToLower(v.Status()), strings.ToLower(i18n.Tr("kaleidoskop.tools over"))) {
			t.Errorf("%s: the bar drew %q, the footer %q", lang, joined, v.Status())
		}
	}
}
