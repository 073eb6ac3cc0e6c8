package scene

import "kaskade/scene/i18n"

// The German texts of the guided first game (see i18n.Add).
func init() { i18n.Add("de", guideDE) }

var guideDE = map[string]string{
	"guided game":   "Geführte erste Partie",
	"guide title":   "Geführte erste Partie",
	"guide step":    "Geführte erste Partie · Schritt %d von %d",
	"guide try":     "Noch nicht dieser Zug: der markierte, %s",
	"guide try lit": "Noch nicht dieser Zug: der markierte",
	"guide again":   "Noch einmal",
	"guide done":    "Fertig",
	"guide offer":   "Neu bei %s?",
	"guide yes":     "Geführte Partie",
}
