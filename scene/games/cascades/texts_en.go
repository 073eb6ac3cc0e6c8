package cascades

import "kaskade/scene/i18n"

// The English texts of Cascades (see i18n.Add).
func init() { i18n.Add("en", cascadesEN) }

var cascadesEN = map[string]string{
	// Menu
	"cascades.tagline": "Water runs down a mountainside: drop stones downhill of your own and hold most of the valley row.",
	"cascades.rules": "Black and White share a mountainside of hexagons: W cells on the top row, the springs, each row downhill one cell longer, down to the valley row. At the start the springs are full, White, Black, White… from the left. Black moves first. On a phone held upright the mountain lies on its side: the springs on the left, the valley row on the right.\n" +
		"Black's first turn is one drop; every later turn is up to two drops. A drop puts your stone on an empty cell directly downhill of one of your stones (one of its two uphill neighbours is yours); the second drop may hang downhill of the first. End turn ends a turn early; with no drop at all it is a pass.\n" +
		"The game ends at once when a player holds more than half of the valley row, when the valley row is full, or after two passes in a row. More stones on the valley row win; equal numbers draw.\n" +
		"Free drop: drop on any empty cell, but stones cut off from their springs (no way downhill or sideways through empty or own cells from an own spring stone) wash away at once, the opponent's first.\n" +
		"Territory: every stone on the board counts, not only the valley row.",
	"cascades.board":           "Board",
	"cascades.rules row":       "Rules",
	"cascades.top row":         "Springs",
	"cascades.rows":            "Rows",
	"cascades.free":            "Free drop",
	"cascades.territory":       "Territory",
	"cascades.free short":      "free drop",
	"cascades.territory short": "territory",
	"cascades.board facts":     "%d cells · %d in the valley row · %d win",
	"cascades.variant plain":   "Drop downhill of your own stones; the valley row decides.",
	"cascades.variant free":    "Free drop: any empty cell; stones cut off from their springs wash away.",
	"cascades.variant terr":    "Territory: every stone on the board counts.",
	"cascades.variant both":    "Free drop and territory: any empty cell, cut-off stones wash away, every stone counts.",
	// The turn and the counts
	"cascades.turn first":       "%s: first turn, one drop",
	"cascades.turn drop":        "%s: drop %d of 2",
	"cascades.turn stuck":       "%s cannot drop: pass",
	"cascades.turn over":        "Game over",
	"cascades.pass due":         "a pass now ends the game",
	"cascades.end turn":         "End turn",
	"cascades.pass":             "Pass",
	"cascades.bottom":           "valley row",
	"cascades.to win":           "%d to win",
	"cascades.stones":           "%d stones",
	"cascades.count of":         "%d/%d",
	"cascades.help":             "Click a lit cell downhill of your stones  ·  arrows + Enter  ·  E: end turn  ·  H: hint",
	"cascades.help free":        "Click any empty cell  ·  arrows + Enter  ·  E: end turn  ·  H: hint",
	"cascades.help short":       "Tap a lit cell",
	"cascades.help stuck":       "No drop possible: click Pass or press E",
	"cascades.dropping":         "%s drops on %s  ·  click to finish",
	"cascades.help stuck touch": "No drop possible: tap Pass",
	"cascades.dropping touch":   "%s drops on %s  ·  tap to finish",
	"cascades.washing":          "%s drops on %s: %d cut off, washed away",
	"cascades.taking back":      "Taking back %s",
	// Refusals, by the engine's codes
	"cascades.refuse occupied":   "%s is taken: drop on an empty cell",
	"cascades.refuse not below":  "%s is not downhill of one of your stones",
	"cascades.refuse off board":  "That is not a cell of this board",
	"cascades.refuse first drop": "Black's first turn is exactly one drop",
	// The end
	"cascades.won":           "%s wins, %d to %d in the valley row",
	"cascades.won territory": "%s wins, %d stones to %d",
	"cascades.draw":          "Drawn, %d to %d",
}
