package scene

import "slices"

// A game with a guided first game offers it in the menu until the player
// has either taken it or started a game of it (menu.go); that is
// remembered with the settings (Prefs.Guided).

// guideOffered reports whether the guided game of name has been offered
// and answered: taken, or passed over by starting a game.
func (m *Manager) guideOffered(name string) bool { return slices.Contains(m.Guided, name) }

// noteGuided notes the guided game of name as answered.
func (m *Manager) noteGuided(name string) {
	if m.guideOffered(name) {
		return
	}
	m.Guided = append(slices.Clone(m.Guided), name)
	slices.Sort(m.Guided)
}
