package scene

import (
	"slices"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// The first game of a game with a guided first game starts with the offer
// on the card under the board: "New to Kaskade?", Show me or Play now. It
// does not stand in the way: the first move played answers it too. It is
// made once per game, remembered with the settings (Prefs.Guided); where
// nothing is remembered (tests, screenshots) it is not made.

// guideOffer is the offer on a new game's table.
type guideOffer struct {
	back Scene // where the guided game goes back to: the menu
}

// offerGuide puts the offer on t if its game has a guided game that was
// never offered here, and notes it as offered.
func (t *table) offerGuide(back Scene) {
	m, name := t.m, t.spec.Name
	if m.store == nil || t.spec.Guide == nil || slices.Contains(m.Guided, name) {
		return
	}
	m.Guided = append(slices.Clone(m.Guided), name)
	slices.Sort(m.Guided)
	t.offer = &guideOffer{back: back}
}

// words is the offer's card.
func (o *guideOffer) words(t *table) cardWords {
	return cardWords{
		head: i18n.Tr("guide title"),
		say:  i18n.Trf("guide offer", gameTitle(t.spec.Name)) + " " + i18n.Tr("guide offer note"),
		left: i18n.Tr("guide no"), right: i18n.Tr("guide yes"),
	}
}

// updateOffer takes the offer's buttons; it reports whether the input was
// used.
func (t *table) updateOffer(in *ui.Input) bool {
	if t.offer == nil {
		return false
	}
	if t.match.Played() > 0 { // the player has chosen to play
		t.offer = nil
		return false
	}
	c := t.cardLayout()
	switch {
	case c.left.Hit(in):
		t.offer = nil
	case c.right.Hit(in):
		if g, err := newGuideTable(t.m, t.spec, t.offer.back); err == nil {
			t.m.Goto(g)
		}
		t.offer = nil
	default:
		return false
	}
	return true
}
