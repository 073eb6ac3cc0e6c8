package online

import "kaskade/scene/i18n"

// The German texts of online rooms (see i18n.Add).
func init() { i18n.Add("de", onlineDE) }

var onlineDE = map[string]string{
	"online waiting start": "Dein Platz ist belegt: die Partie beginnt, wenn der Ersteller sie startet.",
	"online":               "Online",
	"online title":         "Online spielen",
	"online server":        "Spielserver",
	"online your name":     "Dein Name",
	"online code":          "Raumcode",
	"online create":        "Raum eröffnen: %s",
	"online join":          "Beitreten",
	"online bad code":      "Ein Raumcode hat sechs Buchstaben und Ziffern, z. B. K7MQX2.",
	"online connecting":    "Verbinde …",
	"online unreachable":   "Der Spielserver %s ist nicht erreichbar: läuft er? Neuer Versuch …",
	"online room":          "Raum %s",
	"online share":         "Andere treten mit dem Code bei oder über diesen Link:",
	"online share sheet":   "Teilen",
	"online share title":   "Spiel %s mit mir",
	"online scan":          "Mit dem Handy scannen und mitspielen",
	"online copy link":     "Link kopieren",
	"online link copied":   "Der Link ist kopiert.",
	"online leave":         "Raum verlassen",
	"online take seat":     "Platz nehmen",
	"online open seat":     "Frei: wartet auf eine Person",
	"online open":          "Frei",
	"online seats shown":   "Plätze %d–%d von %d",
	"online you":           "%s (du)",
	"online away":          "%s ist weg",
	"online watching":      "zuschauend: %d",
	"online waiting":       "%s ist am Zug: der Zug erscheint hier, sobald er gemacht ist",
	"online waiting away":  "%s ist am Zug, aber weg: das Spiel wartet",
	"online is away":       "weg",
	"online hand over":     "Der Computer spielt für %s",
	"online back":          "%s ist wieder da",
	"online wait":          "Dein Zug ist unterwegs …",
	"online offline":       "Keine Verbindung: dein Zug wurde nicht gesendet.",
	"online bad state":     "Der Server sandte eine Stellung, die dieses Programm nicht lesen kann: %v",
	"online reconnecting":  "Verbindung verloren: verbinde neu …",
	"online reconnected":   "Wieder verbunden.",
	"online undo asked":    "Die anderen sind gefragt, ob du deinen Zug zurücknehmen darfst.",
	"online undo question": "%s möchte den letzten Zug zurücknehmen",
	"online undo note":     "Ja nimmt ihn für alle zurück.",
	"online leave note":    "Dein Platz bleibt deiner: Mit dem Link des Raums kommst du zurück.",
	"online no record":     "Die Partie ist noch nicht angekommen.",
}

// The German texts of "Your games" (games.go), a table of their own.
func init() { i18n.Add("de", gamesDE) }

var gamesDE = map[string]string{
	"games title":         "Deine Partien",
	"games shown":         "%s · %d/%d",
	"games your turn":     "Du bist am Zug",
	"games turn":          "%s ist am Zug",
	"games computer turn": "Der Computer ist am Zug",
	"games not started":   "Noch nicht begonnen",
	"games waiting seats": "Wartet auf Mitspieler",
	"games with":          "%s mit %s",
	"games just now":      "gerade eben",
	"games min":           "vor %d Min.",
	"games hours":         "vor %d Std.",
	"games yesterday":     "gestern",
	"games days":          "vor %d Tagen",
	"clock none":          "Zugzeit: keine",
	"clock computer":      "%d Min. pro Zug, dann Computer",
	"clock hand over":     "%d Min. pro Zug, dann übergeben",
	"clock left":          "noch %s",
	"clock up":            "Zeit um",
}
