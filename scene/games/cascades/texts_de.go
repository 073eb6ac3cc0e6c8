package cascades

import "kaskade/scene/i18n"

// The German texts of Cascades (see i18n.Add).
func init() { i18n.Add("de", cascadesDE) }

var cascadesDE = map[string]string{
	// Menu
	"cascades.tagline": "Wasser fließt einen Berghang hinab: setze Steine talwärts deiner eigenen und halte den Großteil der Talreihe.",
	"cascades.rules": "Schwarz und Weiß teilen sich einen Berghang aus Sechsecken: W Felder in der obersten Reihe, den Quellen, jede Reihe talwärts ein Feld länger, bis hinab zur Talreihe. Zu Beginn sind die Quellen voll, von links Weiß, Schwarz, Weiß…. Schwarz beginnt. Auf einem hochkant gehaltenen Handy liegt der Berg auf der Seite: die Quellen links, die Talreihe rechts.\n" +
		"Der erste Zug von Schwarz ist ein Stein, jeder weitere bis zu zwei. Ein Stein kommt auf ein leeres Feld direkt talwärts eines eigenen Steins (einer seiner beiden bergseitigen Nachbarn gehört dir); der zweite darf talwärts des ersten hängen. „Zug beenden“ beendet einen Zug früher; ganz ohne Stein ist es ein Passen.\n" +
		"Das Spiel endet sofort, wenn jemand mehr als die Hälfte der Talreihe hält, wenn die Talreihe voll ist oder nach zwei Passen hintereinander. Mehr Steine in der Talreihe gewinnen; Gleichstand ist remis.\n" +
		"Freies Setzen: auf jedes leere Feld, aber Steine, die von ihren Quellen abgeschnitten sind (kein Weg talwärts oder seitwärts über leere oder eigene Felder von einem eigenen Quellstein), werden sofort weggespült, die des Gegners zuerst.\n" +
		"Gebiet: alle Steine auf dem Brett zählen, nicht nur die Talreihe.",
	"cascades.board":           "Spielfeld",
	"cascades.rules row":       "Regeln",
	"cascades.top row":         "Quellen",
	"cascades.rows":            "Reihen",
	"cascades.free":            "Freies Setzen",
	"cascades.territory":       "Gebiet",
	"cascades.free short":      "freies Setzen",
	"cascades.territory short": "Gebiet",
	"cascades.board facts":     "%d Felder · %d in der Talreihe · %d gewinnen",
	"cascades.variant plain":   "Setze talwärts eigener Steine; die Talreihe entscheidet.",
	"cascades.variant free":    "Freies Setzen: jedes leere Feld; von den Quellen abgeschnittene Steine werden weggespült.",
	"cascades.variant terr":    "Gebiet: jeder Stein auf dem Brett zählt.",
	"cascades.variant both":    "Freies Setzen und Gebiet: jedes leere Feld, Abgeschnittenes wird weggespült, jeder Stein zählt.",
	// The turn and the counts
	"cascades.turn first":       "%s: erster Zug, ein Stein",
	"cascades.turn drop":        "%s: Stein %d von 2",
	"cascades.turn stuck":       "%s kann nicht setzen: passen",
	"cascades.turn over":        "Spiel vorbei",
	"cascades.pass due":         "ein Passen beendet jetzt das Spiel",
	"cascades.end turn":         "Zug beenden",
	"cascades.pass":             "Passen",
	"cascades.bottom":           "Talreihe",
	"cascades.to win":           "%d gewinnen",
	"cascades.stones":           "%d Steine",
	"cascades.count of":         "%d/%d",
	"cascades.help":             "Leuchtendes Feld talwärts deiner Steine anklicken  ·  Pfeile + Enter  ·  E: Zug beenden  ·  H: Tipp",
	"cascades.help free":        "Beliebiges leeres Feld anklicken  ·  Pfeile + Enter  ·  E: Zug beenden  ·  H: Tipp",
	"cascades.help short":       "Leuchtendes Feld antippen",
	"cascades.help stuck":       "Kein Stein möglich: Passen klicken oder E drücken",
	"cascades.dropping":         "%s setzt auf %s  ·  Klick beendet",
	"cascades.help stuck touch": "Kein Stein möglich: Passen antippen",
	"cascades.dropping touch":   "%s setzt auf %s  ·  Antippen beendet",
	"cascades.washing":          "%s setzt auf %s: %d abgeschnitten, weggespült",
	"cascades.taking back":      "Rücknahme: %s",
	// Refusals, by the engine's codes
	"cascades.refuse occupied":   "%s ist besetzt: setze auf ein leeres Feld",
	"cascades.refuse not below":  "%s liegt nicht talwärts eines deiner Steine",
	"cascades.refuse off board":  "Das ist kein Feld dieses Bretts",
	"cascades.refuse first drop": "Der erste Zug von Schwarz ist genau ein Stein",
	// The end
	"cascades.won":           "%s gewinnt, %d zu %d in der Talreihe",
	"cascades.won territory": "%s gewinnt, %d Steine zu %d",
	"cascades.draw":          "Remis, %d zu %d",
}
