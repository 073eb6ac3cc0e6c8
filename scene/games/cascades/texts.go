package cascades

import "kaskade/scene/i18n"

// Cascades' texts, added to the shared table at start-up so that the
// shared file stays its owner's. Every key starts with "cascades.".
func init() {
	for k, p := range texts {
		i18n.Texts[k] = p
	}
}

var texts = map[string]i18n.Phrase{
	// Menu
	"cascades.tagline": {
		En: "Water runs down a mountainside: drop stones below your own and hold most of the bottom row.",
		De: "Wasser fließt einen Berghang hinab: setze Steine unter deine eigenen und halte den Großteil der untersten Reihe.",
	},
	"cascades.rules": {
		En: "Black and White share a mountainside of hexagons: W cells on the top row, each row below one cell longer. At the start the top row is full, White, Black, White… from the left: the springs. Black moves first.\n" +
			"Black's first turn is one drop; every later turn is up to two drops. A drop puts your stone on an empty cell directly below one of your stones (one of its two upper neighbours is yours); the second drop may hang below the first. End turn (E) ends a turn early; with no drop at all it is a pass.\n" +
			"The game ends at once when a player holds more than half of the bottom row, when the bottom row is full, or after two passes in a row. More stones on the bottom row win; equal numbers draw.\n" +
			"Free drop: drop on any empty cell, but stones cut off from their springs (no way down or sideways through empty or own cells from an own top-row stone) wash away at once, the opponent's first.\n" +
			"Territory: every stone on the board counts, not only the bottom row.",
		De: "Schwarz und Weiß teilen sich einen Berghang aus Sechsecken: W Felder in der obersten Reihe, jede Reihe darunter ein Feld länger. Zu Beginn ist die oberste Reihe voll, von links Weiß, Schwarz, Weiß…: die Quellen. Schwarz beginnt.\n" +
			"Der erste Zug von Schwarz ist ein Stein, jeder weitere bis zu zwei. Ein Stein kommt auf ein leeres Feld direkt unter einem eigenen Stein (einer seiner beiden oberen Nachbarn gehört dir); der zweite darf unter dem ersten hängen. „Zug beenden“ (E) beendet einen Zug früher; ganz ohne Stein ist es ein Passen.\n" +
			"Das Spiel endet sofort, wenn jemand mehr als die Hälfte der untersten Reihe hält, wenn die unterste Reihe voll ist oder nach zwei Passen hintereinander. Mehr Steine in der untersten Reihe gewinnen; Gleichstand ist remis.\n" +
			"Freies Setzen: auf jedes leere Feld, aber Steine, die von ihren Quellen abgeschnitten sind (kein Weg hinab oder seitwärts über leere oder eigene Felder von einem eigenen Stein der obersten Reihe), werden sofort weggespült, die des Gegners zuerst.\n" +
			"Gebiet: alle Steine auf dem Brett zählen, nicht nur die unterste Reihe.",
	},
	"cascades.board":           {En: "Board", De: "Spielfeld"},
	"cascades.top row":         {En: "Top row", De: "Oben"},
	"cascades.rows":            {En: "Rows", De: "Reihen"},
	"cascades.free":            {En: "Free drop", De: "Freies Setzen"},
	"cascades.territory":       {En: "Territory", De: "Gebiet"},
	"cascades.free short":      {En: "free drop", De: "freies Setzen"},
	"cascades.territory short": {En: "territory", De: "Gebiet"},
	"cascades.board facts":     {En: "%d cells · %d on the bottom row · %d win", De: "%d Felder · %d in der untersten Reihe · %d gewinnen"},
	"cascades.variant plain":   {En: "Drop below your own stones; the bottom row decides.", De: "Setze unter eigene Steine; die unterste Reihe entscheidet."},
	"cascades.variant free":    {En: "Free drop: any empty cell; stones cut off from their springs wash away.", De: "Freies Setzen: jedes leere Feld; von den Quellen abgeschnittene Steine werden weggespült."},
	"cascades.variant terr":    {En: "Territory: every stone on the board counts.", De: "Gebiet: jeder Stein auf dem Brett zählt."},
	"cascades.variant both":    {En: "Free drop and territory: any empty cell, cut-off stones wash away, every stone counts.", De: "Freies Setzen und Gebiet: jedes leere Feld, Abgeschnittenes wird weggespült, jeder Stein zählt."},

	// The turn and the counts
	"cascades.turn first":  {En: "%s: first turn, one drop", De: "%s: erster Zug, ein Stein"},
	"cascades.turn drop":   {En: "%s: drop %d of 2", De: "%s: Stein %d von 2"},
	"cascades.turn stuck":  {En: "%s cannot drop: pass", De: "%s kann nicht setzen: passen"},
	"cascades.turn over":   {En: "Game over", De: "Spiel vorbei"},
	"cascades.pass due":    {En: "a pass now ends the game", De: "ein Passen beendet jetzt das Spiel"},
	"cascades.end turn":    {En: "End turn", De: "Zug beenden"},
	"cascades.pass":        {En: "Pass", De: "Passen"},
	"cascades.bottom":      {En: "bottom row", De: "unterste Reihe"},
	"cascades.to win":      {En: "%d to win", De: "%d gewinnen"},
	"cascades.stones":      {En: "%d stones", De: "%d Steine"},
	"cascades.count of":    {En: "%d/%d", De: "%d/%d"},
	"cascades.help":        {En: "Click a lit cell below your stones  ·  arrows + Enter  ·  E: end turn  ·  H: hint", De: "Leuchtendes Feld unter deinen Steinen anklicken  ·  Pfeile + Enter  ·  E: Zug beenden  ·  H: Tipp"},
	"cascades.help free":   {En: "Click any empty cell  ·  arrows + Enter  ·  E: end turn  ·  H: hint", De: "Beliebiges leeres Feld anklicken  ·  Pfeile + Enter  ·  E: Zug beenden  ·  H: Tipp"},
	"cascades.help short":  {En: "Tap a lit cell  ·  H: hint", De: "Leuchtendes Feld antippen  ·  H: Tipp"},
	"cascades.help stuck":  {En: "No drop possible: click Pass or press E", De: "Kein Stein möglich: Passen klicken oder E drücken"},
	"cascades.dropping":    {En: "%s drops on %s  ·  click to finish", De: "%s setzt auf %s  ·  Klick beendet"},
	"cascades.washing":     {En: "%s drops on %s: %d cut off, washed away", De: "%s setzt auf %s: %d abgeschnitten, weggespült"},
	"cascades.taking back": {En: "Taking back %s", De: "Rücknahme: %s"},

	// Refusals, by the engine's codes
	"cascades.refuse occupied":   {En: "%s is taken: drop on an empty cell", De: "%s ist besetzt: setze auf ein leeres Feld"},
	"cascades.refuse not below":  {En: "%s is not below one of your stones", De: "%s liegt nicht unter einem deiner Steine"},
	"cascades.refuse off board":  {En: "That is not a cell of this board", De: "Das ist kein Feld dieses Bretts"},
	"cascades.refuse first drop": {En: "Black's first turn is exactly one drop", De: "Der erste Zug von Schwarz ist genau ein Stein"},

	// The end
	"cascades.won":           {En: "%s wins, %d to %d on the bottom row", De: "%s gewinnt, %d zu %d in der untersten Reihe"},
	"cascades.won territory": {En: "%s wins, %d stones to %d", De: "%s gewinnt, %d Steine zu %d"},
	"cascades.draw":          {En: "Drawn, %d to %d", De: "Remis, %d zu %d"},
	"cascades.over note":     {En: "%s  ·  %d turns", De: "%s  ·  %d Züge"},
}
