package cascades

import "kaskade/scene/i18n"

// The German texts of Cascades (see i18n.Add).
func init() { i18n.Add("de", cascadesDE) }

var cascadesDE = map[string]string{
	// Menu
	"cascades.tagline": "Wasser fließt einen Berghang hinab: setze Steine unter deine eigenen und halte den Großteil der untersten Reihe.",
	"cascades.rules": "Schwarz und Weiß teilen sich einen Berghang aus Sechsecken: W Felder in der obersten Reihe, jede Reihe darunter ein Feld länger. Zu Beginn ist die oberste Reihe voll, von links Weiß, Schwarz, Weiß…: die Quellen. Schwarz beginnt.\n" +
		"Der erste Zug von Schwarz ist ein Stein, jeder weitere bis zu zwei. Ein Stein kommt auf ein leeres Feld direkt unter einem eigenen Stein (einer seiner beiden oberen Nachbarn gehört dir); der zweite darf unter dem ersten hängen. „Zug beenden“ (E) beendet einen Zug früher; ganz ohne Stein ist es ein Passen.\n" +
		"Das Spiel endet sofort, wenn jemand mehr als die Hälfte der untersten Reihe hält, wenn die unterste Reihe voll ist oder nach zwei Passen hintereinander. Mehr Steine in der untersten Reihe gewinnen; Gleichstand ist remis.\n" +
		"Freies Setzen: auf jedes leere Feld, aber Steine, die von ihren Quellen abgeschnitten sind (kein Weg hinab oder seitwärts über leere oder eigene Felder von einem eigenen Stein der obersten Reihe), werden sofort weggespült, die des Gegners zuerst.\n" +
		"Gebiet: alle Steine auf dem Brett zählen, nicht nur die unterste Reihe.",
	"cascades.board":           "Spielfeld",
	"cascades.rules row":       "Regeln",
	"cascades.top row":         "Oben",
	"cascades.rows":            "Reihen",
	"cascades.free":            "Freies Setzen",
	"cascades.territory":       "Gebiet",
	"cascades.free short":      "freies Setzen",
	"cascades.territory short": "Gebiet",
	"cascades.board facts":     "%d Felder · %d in der untersten Reihe · %d gewinnen",
	"cascades.variant plain":   "Setze unter eigene Steine; die unterste Reihe entscheidet.",
	"cascades.variant free":    "Freies Setzen: jedes leere Feld; von den Quellen abgeschnittene Steine werden weggespült.",
	"cascades.variant terr":    "Gebiet: jeder Stein auf dem Brett zählt.",
	"cascades.variant both":    "Freies Setzen und Gebiet: jedes leere Feld, Abgeschnittenes wird weggespült, jeder Stein zählt.",
	// The turn and the counts
	"cascades.turn first":  "%s: erster Zug, ein Stein",
	"cascades.turn drop":   "%s: Stein %d von 2",
	"cascades.turn stuck":  "%s kann nicht setzen: passen",
	"cascades.turn over":   "Spiel vorbei",
	"cascades.pass due":    "ein Passen beendet jetzt das Spiel",
	"cascades.end turn":    "Zug beenden",
	"cascades.pass":        "Passen",
	"cascades.bottom":      "unterste Reihe",
	"cascades.to win":      "%d gewinnen",
	"cascades.stones":      "%d Steine",
	"cascades.count of":    "%d/%d",
	"cascades.help":        "Leuchtendes Feld unter deinen Steinen anklicken  ·  Pfeile + Enter  ·  E: Zug beenden  ·  H: Tipp",
	"cascades.help free":   "Beliebiges leeres Feld anklicken  ·  Pfeile + Enter  ·  E: Zug beenden  ·  H: Tipp",
	"cascades.help short":  "Leuchtendes Feld antippen",
	"cascades.help stuck":  "Kein Stein möglich: Passen klicken oder E drücken",
	"cascades.dropping":    "%s setzt auf %s  ·  Klick beendet",
	"cascades.washing":     "%s setzt auf %s: %d abgeschnitten, weggespült",
	"cascades.taking back": "Rücknahme: %s",
	// Refusals, by the engine's codes
	"cascades.refuse occupied":   "%s ist besetzt: setze auf ein leeres Feld",
	"cascades.refuse not below":  "%s liegt nicht unter einem deiner Steine",
	"cascades.refuse off board":  "Das ist kein Feld dieses Bretts",
	"cascades.refuse first drop": "Der erste Zug von Schwarz ist genau ein Stein",
	// The end
	"cascades.won":           "%s gewinnt, %d zu %d in der untersten Reihe",
	"cascades.won territory": "%s gewinnt, %d Steine zu %d",
	"cascades.draw":          "Remis, %d zu %d",
	"cascades.over note":     "%s  ·  %d Züge",
}
