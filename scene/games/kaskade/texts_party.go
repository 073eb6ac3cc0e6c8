package kaskade

import "kaskade/scene/i18n"

// The words of a game of more than two players: the menu's tagline, the
// colours after White and Black, the menu's row, who went out, the
// ranking's figures.
func init() {
	i18n.Add("en", map[string]string{
		"kaskade.tagline":   "a game of chain reactions for two to eight",
		"kaskade.orange":    "Orange",
		"kaskade.sky":       "Sky",
		"kaskade.green":     "Green",
		"kaskade.red":       "Red",
		"kaskade.blue":      "Blue",
		"kaskade.pink":      "Pink",
		"kaskade.players":   "How many",
		"kaskade.n players": "%d players",
		"kaskade.out":       "Out: %s",
		"kaskade.lasted":    "Figures: the move each player lasted to",
	})
	i18n.Add("de", map[string]string{
		"kaskade.tagline":   "ein Spiel der Kettenreaktionen für zwei bis acht",
		"kaskade.orange":    "Orange",
		"kaskade.sky":       "Hellblau",
		"kaskade.green":     "Grün",
		"kaskade.red":       "Rot",
		"kaskade.blue":      "Blau",
		"kaskade.pink":      "Rosa",
		"kaskade.players":   "Anzahl",
		"kaskade.n players": "%d Spieler",
		"kaskade.out":       "Ausgeschieden: %s",
		"kaskade.lasted":    "Zahlen: bis zu welchem Zug jeder dabei war",
	})
}
