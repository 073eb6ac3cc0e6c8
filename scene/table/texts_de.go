package table

import "kaskade/scene/i18n"

// The table's German texts: the moves beside the board (table_moves*.go) and
// the guided first game (guide*.go).
func init() {
	i18n.Add("de", map[string]string{
		"page your turn":        "Du bist dran (Raum %s)",
		"your turn":             "ist am Zug: du bist dran",
		"online leave watching": "Du hast zugeschaut: mit dem Link des Raums schaust du wieder zu.",
		"online you watch":      "du schaust zu",
		"online computer plays": "Der Computer spielt jetzt für %s.",
		"online undo taken":     "Dein Zug ist zurückgenommen.",
		"online undo refused":   "Die anderen sagen nein: dein Zug bleibt.",
		"rematch question":      "%s möchte eine Revanche",
		"rematch note":          "Ja beginnt Spiel %d in diesem Raum.",
		"rematch asked":         "Die anderen sind um eine Revanche gefragt.",
		"rematch seat open":     "Ein Platz ist frei: die Revanche wartet, bis ihn jemand nimmt.",
		"rematch refused":       "Die anderen sagen nein: keine Revanche.",
		"rematch watching":      "Nur wer mitspielt, kann eine Revanche verlangen.",
		"online game start":     "Spiel %d: du spielst jetzt %s.",
		"online game n":         "Spiel %d",
		"take free seat":        "Freien Platz nehmen",
		"computer free seat":    "Computer spielt dort",
		"guide over":            "Geführte Partie beendet",
		"guide moves":           "%s zieht …",
		"rematch you play":      "Du spielst jetzt %s.",
		"moves":                 "Züge",
		"moves hide":            "Ausblenden",
		"moves close":           "Schließen",
		"moves back":            "Zurück zum Spiel",
		"moves looking":         "Stellung nach Zug %d (%s)",
		"moves return click":    "Klick kehrt zurück",
		"moves return tap":      "Tippen kehrt zurück",
		"guided game":           "Geführte erste Partie",
		"guide title":           "Geführte erste Partie",
		"guide step":            "Geführte erste Partie · Schritt %d von %d",
		"guide try":             "Noch nicht dieser Zug: der markierte, %s",
		"guide try lit":         "Noch nicht dieser Zug: der markierte",
		"guide again":           "Noch einmal",
		"guide done":            "Fertig",
		"guide offer":           "Neu bei %s?",
		"guide yes":             "Geführte Partie",
	})
}
