package menu

import (
	"kaskade/scene"
)

// A game with a guided first game offers it in the menu, in the resume
// bar's place, until the player has either taken it or started a game of
// it; the answer is remembered with the settings (Prefs.Guided). Where
// nothing is remembered (tests, screenshots) nothing is offered.

// offering reports whether the menu offers the selected game's guided
// game, in the resume bar's place: no game of it is paused and the offer
// was never answered.
func (s *menuScene) offering() bool {
	return s.guided != nil && s.resume == nil && s.spec.Guide != nil && !s.guided(s.spec.Name)
}

// startGuide opens the selected game's guided game from the menu.
func (s *menuScene) startGuide(m *scene.Manager) {
	t, err := scene.Open.Guide(m, s.spec, s)
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	m.Goto(t)
}
