package scene

import "kaskade/scene/i18n"

// The English texts of the moves beside the board (table_moves*.go).
func init() {
	i18n.Add("en", map[string]string{
		"moves":              "Moves",
		"moves hide":         "Hide",
		"moves close":        "Close",
		"moves back":         "Back to game",
		"moves looking":      "Looking at move %d (%s)",
		"moves return click": "click to return",
		"moves return tap":   "tap to return",
	})
}
