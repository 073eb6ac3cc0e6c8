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
	for _, c := range []struct {
		viewer game.Player
		want   string
	}{{game.Onlooker, "Cards"}, {1, "My cards"}} {
		v := newTestView()
		v.Reset(s.ViewFor(c.viewer).(*kal.State))
		img := render(v, 390, 844, nil)
		img.Deallocate()
		bs := v.tabButtons()
		if len(bs) != 2 {
			t.Fatalf("viewer %d: %d tabs on a phone, want 2", c.viewer, len(bs))
		}
		if got := bs[tabHand].Label; got != c.want {
			t.Errorf("viewer %d: the hand's tab reads %q, want %q", c.viewer, got, c.want)
		}
	}
	i18n.SetLang("de")
	defer i18n.SetLang("en")
	v := newTestView()
	v.Reset(s.ViewFor(game.Onlooker).(*kal.State))
	render(v, 390, 844, nil).Deallocate()
	if got := v.tabButtons()[tabHand].Label; got != "Karten" {
		t.Errorf("German watcher's hand tab reads %q, want Karten", got)
	}
}
