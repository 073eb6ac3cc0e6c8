package scene

import "kaskade/scene/i18n"

// The German texts of the moves beside the board (table_moves*.go).
func init() {
	i18n.Add("de", map[string]string{
		"moves":              "Züge",
		"moves hide":         "Ausblenden",
		"moves close":        "Schließen",
		"moves back":         "Zurück zum Spiel",
		"moves looking":      "Stellung nach Zug %d (%s)",
		"moves return click": "Klick kehrt zurück",
		"moves return tap":   "Tippen kehrt zurück",
	})
}
