package table

import (
	"strings"
	"testing"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// While the hot-seat curtain is down, Kaleidoskop's footer names no
// button but the curtain's and does not say tap with a mouse: it said
// "tap “Show my cards”" under a button reading "I am Red: show my view"
// (issue 28, item 13).
func TestHotSeatCurtainFooter(t *testing.T) {
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "de"} {
		r := newRig(t, view.Instant)
		r.M.Settings.Lang = lang
		i18n.SetLang(lang)
		cfg := view.DefaultConfig().ForGame("kaleidoskop")
		cfg.FitSeats()
		for i := range cfg.Players {
			cfg.Players[i].Type = view.Human
		}
		b := r.boardCfg(cfg)
		// As after another person's turn: the screen shows their view.
		b.viewer = (b.toMove() + 1) % 4
		b.view.Reset(b.seen(b.state()))
		r.Tick(ui.Input{})
		if !b.needCurtain() {
			t.Fatalf("%s: no curtain with four people at one screen", lang)
		}
		footer := b.status()
		button := b.curtainButton().Label
		// The view still holds the last person's seat; the footer names
		// the one to move, as the curtain does.
		if next, last := b.cfg.SeatName(b.toMove()), b.cfg.SeatName(b.viewer); !strings.Contains(footer, next) || strings.Contains(footer, last) {
			t.Errorf("%s: the footer %q behind the curtain for %s names %s", lang, footer, next, last)
		}
		for _, bad := range []string{"tap", "tippe", i18n.Tr("kaleidoskop.show cards")} {
			if strings.Contains(strings.ToLower(footer), strings.ToLower(bad)) {
				t.Errorf("%s: the footer %q says %q; the button on the screen reads %q", lang, footer, bad, button)
			}
		}
	}
}
