package kaleidoskop

import (
	"testing"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// TestWatcherTabIsNotMyCards: on a phone a watcher's hand tab shows the
// mover's hand face down; it is named "Cards", not "My cards" (issue 40:
// a watcher was never told they hold no seat), while a seat's stays "My cards".
func TestWatcherTabIsNotMyCards(t *testing.T) {
	s := newGame(t, "players=4,length=normal")
	ui.SetScreen(390, 844)
	defer i18n.SetLang("en")
	for _, c := range []struct {
		lang   string
		viewer game.Player
		want   string
	}{{"en", game.Onlooker, "Cards"}, {"en", 1, "My cards"}, {"de", game.Onlooker, "Karten"}} {
		i18n.SetLang(c.lang)
		v := newTestView()
		v.Reset(s.ViewFor(c.viewer).(*kal.State))
		render(v, 390, 844, nil).Deallocate()
		bs := v.tabButtons()
		if len(bs) != 2 {
			t.Fatalf("%s, viewer %d: %d tabs on a phone, want 2", c.lang, c.viewer, len(bs))
		}
		if got := bs[tabHand].Label; got != c.want {
			t.Errorf("%s, viewer %d: the hand's tab reads %q, want %q", c.lang, c.viewer, got, c.want)
		}
	}
}
